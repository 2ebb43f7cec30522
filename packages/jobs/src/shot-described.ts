// A message between two job owners: studio tells real estate what a shot shows.
import { z } from '@platform/config';

/**
 * A studio image-to-text job that described a real estate shot completed. Studio writes this
 * through its outbox in the completion's transaction, on `events.<SHOT_DESCRIBED_KIND>`; real
 * estate reads it with a durable consumer of its own and stores the text on the shot (unless the
 * shot or project was deleted meanwhile). A real estate outage delays it and loses nothing.
 */
export const SHOT_DESCRIBED_KIND = 'descriptions.real-estate';
export const shotDescribedEvent = z.object({
  job_id: z.uuid(),
  account_id: z.string().regex(/^\d+$/),
  project_id: z.uuid(),
  shot_id: z.uuid(),
  text: z.string().min(1),
  at: z.iso.datetime(),
});
export type ShotDescribedEvent = z.infer<typeof shotDescribedEvent>;

// Descriptions of shots by studio's image-to-text jobs (endpoint 4 with project_real_estate and
// real_estate_shot). Studio asks at creation whether the pair is the account's and which image of
// the project it may describe; when such a job completes, studio's outbox brings the text here
// (see ShotDescribedEvent) and it is stored on the shot with `description_job`. A shot or project
// deleted while the job ran simply takes nothing.
import { isUuid } from '@platform/errors';
import type { ShotDescribedEvent } from '@platform/jobs';
import type { Clock, RealEstateStore } from './ports.ts';

/** The durable consumer of shot descriptions, and its processed-message consumer name. */
export const SHOT_DESCRIPTIONS_CONSUMER = 'real-estate-descriptions';

export interface DescriptionCheck {
  projectFound: boolean;
  shotFound: boolean;
  /** The image asset asked about, when it is an image of the project. */
  image: { id: string; fileKey: string } | null;
}

export type DescriptionOutcome = 'stored' | 'skipped' | 'duplicate';

export class ShotDescriptions {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;

  constructor(deps: { store: RealEstateStore; clock: Clock }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
  }

  async check(
    accountId: string,
    projectId: string,
    shotId: string,
    imageAssetId: string,
  ): Promise<DescriptionCheck> {
    const none: DescriptionCheck = { projectFound: false, shotFound: false, image: null };
    if (!isUuid(projectId)) return none;
    return this.#store.read('shots.description-check', async (repos) => {
      if (!(await repos.projects.find(accountId, projectId))) return none;
      const shotFound = isUuid(shotId) && (await repos.shots.find(projectId, shotId)) !== null;
      const image = isUuid(imageAssetId) ? await repos.assets.find('image', projectId, imageAssetId) : null;
      return {
        projectFound: true,
        shotFound,
        image: image ? { id: image.id, fileKey: image.fileKey } : null,
      };
    });
  }

  /** Applies one event exactly once per message id. */
  async apply(event: ShotDescribedEvent, messageId: string): Promise<DescriptionOutcome> {
    const result = await this.#store.processOnce(SHOT_DESCRIPTIONS_CONSUMER, messageId, (repos) =>
      repos.shots.describe(
        event.account_id,
        event.project_id,
        event.shot_id,
        event.job_id,
        event.text,
        this.#clock.now(),
      ),
    );
    if (result.duplicate) return 'duplicate';
    return result.value ? 'stored' : 'skipped';
  }
}

// The public job event as the document states it (webhook deliveries, the event stream): a union
// discriminated by `data.kind`, each branch carrying that kind's job exactly as its read endpoint
// shows it. The job schemas belong to the route areas, so the composed gateway hands them in.
import { z } from '@platform/config';
import { JOB_EVENT_TYPES, PUBLIC_JOB_KINDS, type PublicJobKind } from '@platform/job-events';

/** Each public job kind's read schema. */
export type JobReadSchemas = Record<PublicJobKind, z.ZodType>;

const COMPONENT_PREFIX: Record<PublicJobKind, string> = {
  text_to_image: 'TextToImage',
  image_to_text: 'ImageToText',
  image_to_video: 'ImageToVideo',
  shot_video: 'ShotVideo',
  voiceover: 'Voiceover',
  render: 'Render',
  enhancement: 'Enhancement',
};

const dataOf = <K extends PublicJobKind>(kind: K, job: z.ZodType) =>
  z.object({ kind: z.literal(kind), job }).meta({ id: `${COMPONENT_PREFIX[kind]}JobEventData` });

function eventData(jobs: JobReadSchemas | undefined): z.ZodType {
  // Without the areas' schemas (a gateway of one area, in tests): the job as a free-form object.
  if (!jobs) {
    return z.object({
      kind: z.enum(PUBLIC_JOB_KINDS),
      job: z
        .record(z.string(), z.unknown())
        .meta({ description: 'The job as its read endpoint shows it at the time of the event.' }),
    });
  }
  const mapping = Object.fromEntries(
    PUBLIC_JOB_KINDS.map((kind) => [kind, `#/components/schemas/${COMPONENT_PREFIX[kind]}JobEventData`]),
  );
  return z
    .discriminatedUnion('kind', [
      dataOf('text_to_image', jobs.text_to_image),
      dataOf('image_to_text', jobs.image_to_text),
      dataOf('image_to_video', jobs.image_to_video),
      dataOf('shot_video', jobs.shot_video),
      dataOf('voiceover', jobs.voiceover),
      dataOf('render', jobs.render),
      dataOf('enhancement', jobs.enhancement),
    ])
    .meta({
      description: 'The job as its read endpoint shows it at the time of the event, by kind.',
      discriminator: { propertyName: 'kind', mapping },
    });
}

export function jobEventSchema(jobs?: JobReadSchemas): z.ZodType {
  return z
    .object({
      id: z.uuid().meta({
        description: 'The event id, also the webhook-id header: equal for every attempt, de-duplicate by it.',
      }),
      type: z.enum(JOB_EVENT_TYPES),
      created_at: z.iso.datetime({ offset: true }),
      data: eventData(jobs),
    })
    .meta({ id: 'JobEvent' });
}

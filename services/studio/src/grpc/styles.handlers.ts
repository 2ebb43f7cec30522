// Style presets: create (idempotent), read, list, delete (the gateway's
// routes/studio/styles.routes.ts).
import { pageOf } from '@platform/grpc';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import type { StudioRpcs, StudioServices } from './context.ts';
import { toStylePreset } from './mappers.ts';

export function styleHandlers({ styles }: Pick<StudioServices, 'styles'>) {
  return {
    async CreateStylePreset(request) {
      const created = await styles.create(
        request.account_id,
        {
          name: request.name,
          promptPrefix: request.prompt_prefix,
          promptSuffix: request.prompt_suffix,
          negativePrompt: request.negative_prompt,
        },
        IdempotencyGuard.parse(request.idempotency),
      );
      return toStylePreset(created.value, created.replayed);
    },
    async GetStylePreset(request) {
      return toStylePreset(await styles.get(request.account_id, request.id));
    },
    async ListStylePresets(request) {
      const slice = await styles.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: slice.results.map((preset) => toStylePreset(preset)) };
    },
    async DeleteStylePreset(request) {
      await styles.delete(request.account_id, request.id);
      return { deleted: true };
    },
  } satisfies Partial<StudioRpcs>;
}

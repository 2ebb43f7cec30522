// Thin gRPC layer: decode, call the service layer, encode. Rules live in domain/.
import type { UnaryHandlers } from '@platform/grpc';
import type { EnhancementServiceDefinition } from '@platform/protos/generated/enhancement/v1/EnhancementService.ts';
import type { JobSettings__Output } from '@platform/protos/generated/enhancement/v1/JobSettings.ts';
import type { EstimateService } from '../domain/estimate.service.ts';
import { enabledModels, type EnhancementCatalogue } from '../domain/ml-model-catalogue.ts';
import type { SettingsInput } from '../domain/settings.ts';

const optionalInt = (value: string | number | undefined | null): number | undefined =>
  value === undefined || value === null ? undefined : Number(value);

export function settingsFromProto(settings: JobSettings__Output | null): SettingsInput {
  return {
    inputVideoId: Number(settings?.input_video ?? 0),
    mlModelIds: (settings?.ml_models ?? []).map(Number),
    grain: settings?.grain ?? undefined,
    sharpen_strength: settings?.sharpen_strength ?? undefined,
    stabilization_smoothing: settings?.stabilization_smoothing ?? undefined,
    fps_interpolation_factor: settings?.fps_interpolation_factor ?? undefined,
    playback_speed: settings?.playback_speed ?? undefined,
    startFrame: optionalInt(settings?.start_frame),
    endFrame: optionalInt(settings?.end_frame),
    preview: settings?.preview ?? false,
    comparison: settings?.comparison ?? false,
    description: settings?.description ?? '',
  };
}

export function enhancementHandlers(deps: { catalogue: EnhancementCatalogue; estimates: EstimateService }): UnaryHandlers<EnhancementServiceDefinition> {
  return {
    async ListMlModels() {
      return {
        models: enabledModels(deps.catalogue).map((model) => ({
          id: String(model.id),
          name: model.name,
          cost_weight: model.costWeight,
          upscale_factor: model.upscaleFactor,
          fps_boost_factor: model.fpsBoostFactor,
          priority: model.priority,
          max_resolution: model.maxResolution,
          description: model.description,
        })),
      };
    },
    async EstimateJob(request) {
      const quote = await deps.estimates.quote(String(request.account_id), settingsFromProto(request.settings));
      return { cost_usd: quote.costUsd, eta_s: quote.etaS };
    },
  };
}

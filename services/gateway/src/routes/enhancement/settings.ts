// The job settings body as the enhancement service takes them (create and estimate share it).
import type { JobSettingsBody } from './schemas.ts';

export const settingsToProto = (body: JobSettingsBody) => ({
  input_video: body.input_video,
  ml_models: body.ml_models,
  grain: body.grain,
  sharpen_strength: body.sharpen_strength,
  stabilization_smoothing: body.stabilization_smoothing,
  fps_interpolation_factor: body.fps_interpolation_factor,
  playback_speed: body.playback_speed,
  start_frame: body.start_frame,
  end_frame: body.end_frame,
  preview: body.preview ?? false,
  comparison: body.comparison ?? false,
  description: body.description ?? '',
});

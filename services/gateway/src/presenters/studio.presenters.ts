// gRPC answers of studio -> the JSON shapes of the interface spec, for what only the gateway
// shows (projects, shots, style presets); what studio shows too (jobs, assets) is presented by
// @platform/job-events. Absent optional fields are null on the wire.
import type { Project__Output } from '@platform/protos/generated/studio/v1/Project.ts';
import type { Shot__Output } from '@platform/protos/generated/studio/v1/Shot.ts';
import type { StylePreset__Output } from '@platform/protos/generated/studio/v1/StylePreset.ts';
import { orNull } from '@platform/job-events';

export const presentStudioProject = (p: Project__Output) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  shot_count: p.shot_count,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

export const presentStudioShot = (s: Shot__Output) => ({
  id: s.id,
  project: s.project,
  order: s.order,
  name: s.name,
  prompt: s.prompt,
  image_asset: orNull(s.image_asset),
  video_asset: orNull(s.video_asset),
  created_at: s.created_at,
  updated_at: s.updated_at,
});

export const presentStylePreset = (s: StylePreset__Output) => ({
  id: s.id,
  name: s.name,
  prompt_prefix: s.prompt_prefix,
  prompt_suffix: s.prompt_suffix,
  negative_prompt: s.negative_prompt,
  built_in: s.built_in,
  created_at: s.created_at,
});

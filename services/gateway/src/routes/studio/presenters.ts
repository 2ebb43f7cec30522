// gRPC answers of studio -> the JSON shapes of the interface spec. Absent optional fields are
// null on the wire; `cost_credits` has 4 decimals in reads and 2 in cancel responses.
import type { Project__Output } from '@platform/protos/generated/studio/v1/Project.ts';
import type { Shot__Output } from '@platform/protos/generated/studio/v1/Shot.ts';
import type { StylePreset__Output } from '@platform/protos/generated/studio/v1/StylePreset.ts';
export { presentImage, presentImageToTextJob, presentImageToVideoJob, presentTextToImageJob, presentVideo } from '@platform/job-events';
import { orNull } from '@platform/job-events';


export const presentProject = (p: Project__Output) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  shot_count: p.shot_count,
  created_at: p.created_at,
  updated_at: p.updated_at,
});

export const presentShot = (s: Shot__Output) => ({
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

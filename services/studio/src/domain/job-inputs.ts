// What a generation job's create takes (from the gateway, through gRPC), the settings it runs
// under, and the pure parts of building a job: the styled prompt and a new job's empty columns.
import type { JobRecord, StylePresetRecord } from './records.ts';

export const MAX_PROMPT = 80_000;

export interface JobSettings {
  queueTtlMs: number;
  maxRunMs: number;
  /** Catalogue entry that runs image-to-text jobs. */
  imageToTextModel: string;
}

export interface TextToImageInput {
  projectId: string;
  prompt: string;
  modelName: string;
  modelConfigJson: string;
  styleSettings: readonly string[];
  numRequestedImages: number;
  webhookUrl?: string;
}

export interface ImageToTextInput {
  imageAsset: string;
  fidelityLevel: string;
  project?: string;
  shot?: string;
  projectRealEstate?: string;
  realEstateShot?: string;
  webhookUrl?: string;
}

export interface ImageToVideoInput {
  projectId: string;
  startFrame: string;
  modelName: string;
  modelConfigJson: string;
  prompt: string;
  styleSettings: readonly string[];
  requestedResolution: string;
  requestedVideoDuration: number;
  webhookUrl?: string;
}

/** Prompt as the presets style it: prefixes, the prompt, suffixes; negatives joined. */
export function styledPrompt(
  prompt: string,
  presets: readonly StylePresetRecord[],
): { positive: string; negative: string } {
  const positive = [...presets.map((p) => p.promptPrefix), prompt, ...presets.map((p) => p.promptSuffix)]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const negative = presets
    .map((p) => p.negativePrompt.trim())
    .filter(Boolean)
    .join(', ');
  return { positive, negative };
}

/** A new job's own columns before its kind's create fills in what it uses. */
export const NO_JOB_INPUTS = {
  projectId: null,
  shotId: null,
  projectRealEstateId: null,
  realEstateShotId: null,
  realEstateImageId: null,
  modelConfig: {},
  prompt: '',
  styleSettings: [],
  numRequestedImages: null,
  imageAssetId: null,
  fidelityLevel: null,
  requestedResolution: null,
  requestedVideoDuration: null,
  cameraMovement: null,
  outputTextId: null,
  outputVideoId: null,
  outputLastFrameId: null,
} satisfies Partial<JobRecord>;

// Jobs as clients see them, with their outputs once completed. Reads load the outputs through
// the repositories and sign fresh URLs for every file.
import type { AssetViews } from './asset-views.ts';
import { type ImageAssetView, type TextAssetView, type VideoAssetView } from './asset-views.ts';
import { costCredits, processingTimeSeconds } from '@platform/job-lifecycle';
import type { Clock, Repositories } from './ports.ts';
import type { JobRecord } from './records.ts';

export interface JobCommonView {
  id: string;
  created_at: string;
  status: string;
  error_message: string;
  description: string;
  started_at: string | null;
  finished_at: string | null;
  processing_time_seconds: number | null;
  /** 4 decimals. */
  cost_credits: string;
  /** The create's `webhook_url`; null when it had none. */
  webhook_url: string | null;
}

export interface TextToImageJobView extends JobCommonView {
  project: string;
  prompt: string;
  style_settings: string[];
  model_name: string;
  model_config: Record<string, unknown>;
  num_requested_images: number;
  images: ImageAssetView[];
}

export interface ImageToTextJobView extends JobCommonView {
  image_asset: string;
  fidelity_level: string;
  project: string | null;
  shot: string | null;
  project_real_estate: string | null;
  real_estate_shot: string | null;
  model_name: string;
  text: TextAssetView | null;
}

export interface ImageToVideoJobView extends JobCommonView {
  project: string;
  prompt: string;
  style_settings: string[];
  model_name: string;
  model_config: Record<string, unknown>;
  start_frame: ImageAssetView | null;
  last_frame: ImageAssetView | null;
  requested_resolution: string;
  requested_video_duration: number;
  video: VideoAssetView | null;
}

export class JobViews {
  readonly #assets: AssetViews;
  readonly #clock: Clock;

  constructor(deps: { assets: AssetViews; clock: Clock }) {
    this.#assets = deps.assets;
    this.#clock = deps.clock;
  }

  common(job: JobRecord): JobCommonView {
    return {
      id: job.id,
      created_at: job.createdAt.toISOString(),
      status: job.status,
      error_message: job.errorMessage,
      description: job.description,
      started_at: job.startedAt?.toISOString() ?? null,
      finished_at: job.finishedAt?.toISOString() ?? null,
      processing_time_seconds: processingTimeSeconds(job, this.#clock.now()),
      cost_credits: costCredits(job).format(),
      webhook_url: job.webhookUrl,
    };
  }

  async #image(repos: Repositories, accountId: string, id: string | null): Promise<ImageAssetView | null> {
    if (!id) return null;
    const asset = await repos.assets.find('image', accountId, id);
    return asset ? this.#assets.image(asset) : null;
  }

  async textToImage(repos: Repositories, job: JobRecord): Promise<TextToImageJobView> {
    const images = job.status === 'completed' ? await repos.assets.findByJob('image', job.id) : [];
    return {
      ...this.common(job),
      project: job.projectId ?? '',
      prompt: job.prompt,
      style_settings: job.styleSettings,
      model_name: job.modelName,
      model_config: job.modelConfig,
      num_requested_images: job.numRequestedImages ?? 1,
      images: await Promise.all(
        images
          .filter((asset) => asset.id !== job.outputLastFrameId)
          .map((asset) => this.#assets.image(asset)),
      ),
    };
  }

  async imageToText(repos: Repositories, job: JobRecord): Promise<ImageToTextJobView> {
    const text =
      job.status === 'completed' && job.outputTextId ? await repos.texts.find(job.outputTextId) : null;
    return {
      ...this.common(job),
      image_asset: job.imageAssetId ?? job.realEstateImageId ?? '',
      fidelity_level: job.fidelityLevel ?? 'mid',
      project: job.projectId,
      shot: job.shotId,
      project_real_estate: job.projectRealEstateId,
      real_estate_shot: job.realEstateShotId,
      model_name: job.modelName,
      text: text ? this.#assets.text(text) : null,
    };
  }

  async imageToVideo(repos: Repositories, job: JobRecord): Promise<ImageToVideoJobView> {
    const completed = job.status === 'completed';
    const video =
      completed && job.outputVideoId
        ? await repos.assets.find('video', job.accountId, job.outputVideoId)
        : null;
    return {
      ...this.common(job),
      project: job.projectId ?? '',
      prompt: job.prompt,
      style_settings: job.styleSettings,
      model_name: job.modelName,
      model_config: job.modelConfig,
      start_frame: await this.#image(repos, job.accountId, job.imageAssetId),
      last_frame: completed ? await this.#image(repos, job.accountId, job.outputLastFrameId) : null,
      requested_resolution: job.requestedResolution ?? '720p',
      requested_video_duration: job.requestedVideoDuration ?? 5,
      video: video ? await this.#assets.video(video) : null,
    };
  }
}

// Voiceover and render jobs, and voiceovers, -> protobuf messages.
import type { CaptionAsset } from '@platform/protos/generated/real_estate/v1/CaptionAsset.ts';
import type { ListingJob } from '@platform/protos/generated/real_estate/v1/ListingJob.ts';
import type { Voiceover } from '@platform/protos/generated/real_estate/v1/Voiceover.ts';
import type { CaptionView, VoiceoverView } from '../domain/asset-views.ts';
import type { ListingJobView } from '../domain/listing-jobs.service.ts';
import { toAudio, toVideo } from './asset-mappers.ts';

const toCaption = (view: CaptionView): CaptionAsset => ({
  id: view.record.id,
  created_at: view.record.createdAt.toISOString(),
  name: view.record.name,
  file: view.file,
});

export function toVoiceover(view: VoiceoverView): Voiceover {
  const v = view.voiceover;
  return {
    id: v.id,
    created_at: v.createdAt.toISOString(),
    audio_asset: view.audio ? toAudio(view.audio) : undefined,
    caption_asset: view.caption ? toCaption(view.caption) : undefined,
    text_asset: v.text
      ? { id: v.text.id, created_at: v.text.createdAt.toISOString(), text: v.text.text }
      : undefined,
    metadata_json: JSON.stringify(v.metadata),
  };
}

export function toListingJob(view: ListingJobView, replayed = false): ListingJob {
  const job = view.job;
  return {
    id: job.id,
    kind: job.kind,
    created_at: job.createdAt.toISOString(),
    status: job.status,
    error_message: job.errorMessage,
    description: job.description,
    started_at: job.startedAt?.toISOString(),
    finished_at: job.finishedAt?.toISOString(),
    processing_time_seconds: view.processingTimeSeconds ?? undefined,
    cost_credits: view.costCredits,
    project_real_estate: job.projectId,
    // A completed job has done all of it, whatever the last progress event said.
    progress: job.status === 'completed' ? 100 : job.progress,
    eta_s: view.etaS,
    model_name: job.modelName,
    speaker_voice: job.kind === 'voiceover' ? job.speakerVoiceId : '',
    voiceover: view.voiceover ? toVoiceover(view.voiceover) : undefined,
    branded: job.kind === 'render' ? job.branded : false,
    width: job.kind === 'render' ? job.width : 0,
    height: job.kind === 'render' ? job.height : 0,
    video: view.video ? toVideo(view.video) : undefined,
    captions: view.captions ? toCaption(view.captions) : undefined,
    thumbnail: view.thumbnail ?? undefined,
    replayed,
    webhook_url: job.webhookUrl ?? undefined,
  };
}

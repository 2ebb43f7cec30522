// What completed voiceover and render jobs become (the shared JobStatusApplier applies the event
// and captures the credits). A voiceover: an audio asset of the project (measured by the worker),
// the text asset it spoke, a WebVTT caption asset and the Voiceover naming them, which becomes
// the project's voiceover. A render: a video asset of the project (shareable like any project
// video), its own WebVTT caption asset (timed to the rendered video, when it says anything), one
// more full rendered video, and its thumbnail, copied, the project's thumbnail.
import { NO_OUTPUT, type CompletionHandler } from '@platform/job-lifecycle';
import type { AssetsService } from './assets.service.ts';
import { generatedVideo, generatedAudio, type GeneratedBy } from './generated-assets.ts';
import type { Clock, IdSource, ObjectStore, Repositories } from './ports.ts';
import type { CaptionAssetRecord, ListingJobRecord, RealEstateJobRecord } from './records.ts';
import type { StoredCaptions } from '@platform/jobs';

const MAX_THUMBNAIL_BYTES = 50 * 1024 * 1024;

export class ListingCompletions {
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #objects: ObjectStore;
  readonly #assets: AssetsService;

  constructor(deps: { clock: Clock; ids: IdSource; objects: ObjectStore; assets: AssetsService }) {
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#objects = deps.objects;
    this.#assets = deps.assets;
  }

  readonly voiceover: CompletionHandler<RealEstateJobRecord, Repositories> = async ({
    repos,
    job,
    outputs,
    owns,
  }) => {
    const audio = outputs?.audio;
    const captions = outputs?.captions;
    if (job.kind !== 'voiceover' || !audio || !captions || !owns(audio.key) || !owns(captions.key))
      return { failure: NO_OUTPUT };
    const now = this.#clock.now();
    const name = `voiceover-${job.id.slice(-12)}`;
    const audioAsset = await this.#assets.record(repos, generatedAudio(this.#by(job, name), audio));
    const text = { id: this.#ids.next(), text: job.text, createdAt: now };
    await repos.texts.insert(job.accountId, text);
    const caption = await this.#caption(repos, job, `${name}.vtt`, captions);
    const voiceoverId = this.#ids.next();
    await repos.voiceovers.insert({
      id: voiceoverId,
      accountId: job.accountId,
      projectId: job.projectId,
      jobId: job.id,
      audioId: audioAsset.id,
      captionId: caption.id,
      textId: text.id,
      metadata: {
        job_id: job.id,
        speaker_voice: job.speakerVoiceId,
        model_name: job.modelName,
        duration_s: audio.duration_s,
        sentences: outputs.sentences ?? [],
      },
      createdAt: now,
    });
    await repos.projects.setVoiceover(job.projectId, voiceoverId, now);
    return { set: { outputVoiceoverId: voiceoverId } };
  };

  readonly render: CompletionHandler<RealEstateJobRecord, Repositories> = async ({
    repos,
    job,
    outputs,
    owns,
    outputPrefix,
  }) => {
    const video = outputs?.video;
    const captions = outputs?.captions;
    if (
      job.kind !== 'render' ||
      !video ||
      ![video.key, video.thumbnail_key, video.last_frame_key].every(owns)
    )
      return { failure: NO_OUTPUT };
    if (captions && !owns(captions.key)) return { failure: NO_OUTPUT };
    const name = `listing-video-${job.width}x${job.height}-${job.id.slice(-12)}`;
    const asset = await this.#assets.record(repos, generatedVideo(this.#by(job, name), video));
    const caption = captions ? await this.#caption(repos, job, `${name}.vtt`, captions) : null;
    // A copy: deleting the video (and its files) leaves the project's thumbnail.
    const data = await this.#objects.read(video.thumbnail_key, MAX_THUMBNAIL_BYTES);
    const thumbnailKey = `${outputPrefix}project-thumbnail.jpg`;
    await this.#objects.put(thumbnailKey, data, { contentType: 'image/jpeg', size: data.length });
    await repos.projects.recordRender(job.projectId, thumbnailKey, this.#clock.now());
    return {
      set: {
        outputVideoId: asset.id,
        outputThumbnailKey: thumbnailKey,
        outputCaptionId: caption?.id ?? null,
      },
    };
  };

  async #caption(
    repos: Repositories,
    job: ListingJobRecord,
    name: string,
    captions: StoredCaptions,
  ): Promise<CaptionAssetRecord> {
    const caption: CaptionAssetRecord = {
      id: this.#ids.next(),
      accountId: job.accountId,
      projectId: job.projectId,
      name,
      fileKey: captions.key,
      fileSize: captions.file_size,
      numCues: captions.num_cues,
      jobId: job.id,
      createdAt: this.#clock.now(),
    };
    await repos.captions.insert(caption);
    return caption;
  }

  #by(job: ListingJobRecord, name: string): GeneratedBy {
    return { id: this.#ids.next(), job, name, at: this.#clock.now() };
  }
}

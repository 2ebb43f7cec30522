// What a completed enhancement job becomes: a restored video record of the worker's measured
// output (the shared JobStatusApplier captures the credits and handles failures).
import { NO_OUTPUT, type CompletionHandlers } from '@platform/job-lifecycle';
import type { Repositories } from './ports.ts';
import type { JobRecord } from './records.ts';

/** The durable consumer of enhancement's status events, and the processed-message consumer name. */
export const ENHANCEMENT_CONSUMER = 'enhancement';

export function enhancementCompletions(deps: {
  clock: { now(): Date };
}): CompletionHandlers<JobRecord, Repositories> {
  return {
    enhancement: async ({ repos, job, outputs, owns }) => {
      const video = outputs?.video;
      const extra = outputs?.enhancement;
      if (!video || !extra || ![video.key, video.thumbnail_key, video.last_frame_key].every(owns))
        return { failure: NO_OUTPUT };
      if (job.settings.comparison && (!extra.before || !extra.side_by_side)) return { failure: NO_OUTPUT };
      for (const clip of [extra.before, extra.side_by_side])
        if (clip && !owns(clip.key)) return { failure: NO_OUTPUT };
      const input = await repos.inputVideos.findOwned(job.accountId, job.inputVideoId);
      const base = (input?.name ?? 'video').replace(/\.[A-Za-z0-9]{1,5}$/, '');
      const id = await repos.restoredVideos.insert({
        accountId: job.accountId,
        jobId: job.id,
        name: `${base} (enhanced).mp4`,
        fileKey: video.key,
        thumbnailKey: video.thumbnail_key,
        lastFrameKey: video.last_frame_key,
        beforeKey: extra.before?.key ?? null,
        sideBySideKey: extra.side_by_side?.key ?? null,
        width: video.width,
        height: video.height,
        nFrames: video.num_frames,
        framerate: video.framerate,
        durationS: video.duration_s,
        size: video.file_size,
        bitrate: video.bitrate,
        codecId: video.codec_id,
        bitDepth: video.bit_depth,
        chromaSubsampling: video.chroma_subsampling,
        colorSpace: video.color_space,
        qualityScore: extra.quality_score,
        createdAt: deps.clock.now(),
      });
      await repos.jobs.raiseProgress(job.id, 100);
      return { set: { restoredVideoId: id } };
    },
  };
}

// A file's measured facts as the services keep them: from ffprobe's facts (@platform/media) when
// an upload is measured, and from the worker's stored outputs (@platform/jobs, the same facts
// measured by the worker) when a job completes.
import type { AudioFacts, VideoFacts } from '@platform/media';
import type { AudioMeasurements, StoredFile, VideoMeasurements } from './ports.ts';

type VideoStreamFacts = Omit<VideoFacts, 'width' | 'height' | 'file_size'>;
type AudioStreamFacts = Omit<AudioFacts, 'file_size'>;

export const videoMeasurements = (video: VideoStreamFacts): VideoMeasurements => ({
  numFrames: video.num_frames,
  framerate: video.framerate,
  durationS: video.duration_s,
  bitrate: video.bitrate,
  codecId: video.codec_id,
  bitDepth: video.bit_depth,
  chromaSubsampling: video.chroma_subsampling,
  colorSpace: video.color_space,
});

export const audioMeasurements = (audio: AudioStreamFacts): AudioMeasurements => ({
  durationS: audio.duration_s,
  sampleRate: audio.sample_rate,
  channels: audio.channels,
  bitrate: audio.bitrate,
  codecId: audio.codec_id,
});

/** A video the worker stored as a job's output (@platform/jobs' StoredVideo), as an asset records its file. */
export const storedVideoFile = (
  video: VideoFacts & { key: string; content_type: string; thumbnail_key: string; last_frame_key: string },
): Omit<StoredFile, 'audio'> => ({
  fileKey: video.key,
  thumbnailKey: video.thumbnail_key,
  lastFrameKey: video.last_frame_key,
  contentType: video.content_type,
  width: video.width,
  height: video.height,
  fileSize: video.file_size,
  video: videoMeasurements(video),
});

/**
 * A video asset's decoded row (with `videoColumns` of `@platform/assets/tables`) as its record
 * keeps it: the measurement columns grouped as VideoMeasurements under `video`, the rest as they are.
 */
export function groupVideoMeasurements<R extends VideoMeasurements>(
  row: R,
): Omit<R, keyof VideoMeasurements> & { video: VideoMeasurements } {
  const {
    numFrames,
    framerate,
    durationS,
    bitrate,
    codecId,
    bitDepth,
    chromaSubsampling,
    colorSpace,
    ...rest
  } = row;
  return {
    ...rest,
    video: { numFrames, framerate, durationS, bitrate, codecId, bitDepth, chromaSubsampling, colorSpace },
  };
}

/** Exactly the VideoMeasurements of what carries them (a stored file's `video`), e.g. as the columns of a write. */
export const videoMeasurementsOf = (value: VideoMeasurements): VideoMeasurements =>
  groupVideoMeasurements(value).video;

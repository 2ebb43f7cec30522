export { MediaError, isMediaError, type MediaErrorCode, type MediaErrorDetails } from './media.error.ts';
export {
  FfmpegRunner,
  ffmpegRunnerFromEnv,
  summarize,
  type FfmpegRunnerOptions,
  type RunOptions,
  type RunResult,
} from './ffmpeg.runner.ts';
export { ProgressParser, type FfmpegProgress } from './progress.parser.ts';
export { TailBuffer } from './tail.buffer.ts';
export {
  PROTOCOL_WHITELIST,
  assertSafeArgs,
  even,
  ffmpegGlobalArgs,
  ffprobeGlobalArgs,
  inputArgs,
  localPath,
  num,
} from './ffmpeg.args.ts';
export { stripMetadataArgs } from './metadata.args.ts';
export { createTempDir, withTempDir, type TempDir, type TempDirOptions } from './temp-dir.ts';
export { bitDepthOf, chromaSubsamplingOf } from './pixel-format.ts';
export {
  countFramesArgs,
  extractFrameArgs,
  imageOutputArgs,
  probeArgs,
  type FramePosition,
} from './probe.args.ts';
export {
  extractFrame,
  parseMediaFacts,
  parseRational,
  probeAudio,
  probeMedia,
  probeVideo,
  type AudioFacts,
  type FfprobeOutput,
  type MediaFacts,
  type VideoFacts,
} from './probe.ts';
export {
  DEFAULT_MAX_IMAGE_PIXELS,
  RASTER_IMAGE_FORMATS,
  imageDecodeError,
  loadSharp,
  makeThumbnail,
  openImage,
  probeImage,
  traceSharp,
  type ImageFacts,
  type ImageInput,
  type ImageLimits,
  type Thumbnail,
  type ThumbnailOptions,
} from './image.ts';
export {
  RIFE_ALIGNMENT,
  checkRife,
  interpolateFrames,
  rifeArgs,
  rifeCropFilter,
  rifePadFilter,
  rifeToolFromEnv,
  type RifeAvailability,
  type RifeTool,
} from './frame-interpolator.ts';

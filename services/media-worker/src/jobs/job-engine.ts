// The one interface built-in engines and HTTP adapters share, per job kind. The worker picks an
// engine by the job's `engine` id (from the model catalogue), hands it local files in a private
// temp dir plus the catalogue's `engine_config`, and stores whatever files it returns.
import type {
  CameraMovement,
  EnhancementJob,
  ImageToTextJob,
  ImageToVideoJob,
  JobKind,
  RenderJob,
  SegmentKey,
  TtsEngine,
} from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { AudioFacts, VideoFacts } from '@platform/media';
import type { RenderStageTimes } from '../engines/render.engine.ts';
import type { VoiceoverSentence } from '../engines/voiceover.engine.ts';
import type { ProviderRequestSlot } from './provider-request.store.ts';

export interface JobEngineContext {
  /** The job's id: stable across redeliveries, usable as a provider idempotency key. */
  jobId: string;
  /** Fires on cancel, deadline or shutdown: stop work and throw. */
  signal: AbortSignal;
  /** Private scratch directory, removed by the worker after the outputs are stored. */
  tmpDir: string;
  /** The catalogue entry's engine configuration, as carried by the job. */
  engineConfig: Readonly<Record<string, unknown>>;
  /** Extends the job message's ack deadline; call it while waiting on something slow. */
  heartbeat(): void;
  /** Reports progress (0..1, non-decreasing); also extends the ack deadline. */
  progress?(fraction: number): void;
  /**
   * Durable record of the request a hosted engine placed with its provider for this job, kept
   * across redeliveries so the job is submitted (and billed) at most once.
   */
  providerRequest?: ProviderRequestSlot;
  /** The job's logger, for what an engine does with a provider (resumed, cancelled). */
  logger?: Logger;
}

/** A still on local disk with its measured properties. */
export interface LocalImage {
  path: string;
  width: number;
  height: number;
  /** sharp's format name: `png`, `jpeg`. */
  format: string;
  file_size: number;
}

export interface TextToImageRequest {
  modelName: string;
  prompt: string;
  negativePrompt: string;
  numImages: number;
  modelConfig: Readonly<Record<string, unknown>>;
}

export interface TextToImageResult {
  /** PNG files, one per requested image, in order. */
  images: LocalImage[];
}

export interface ImageToTextRequest {
  modelName: string;
  imagePath: string;
  fidelity: ImageToTextJob['fidelity_level'];
}

export interface ImageToTextResult {
  text: string;
}

export interface ImageToVideoRequest {
  modelName: string;
  imagePath: string;
  prompt: string;
  movement: CameraMovement;
  resolution: ImageToVideoJob['resolution'];
  durationS: number;
  modelConfig: Readonly<Record<string, unknown>>;
}

export interface ImageToVideoResult {
  /** An MP4 file and its probed facts. */
  video: { path: string } & VideoFacts;
  /** First frame, JPEG. */
  thumbnail: LocalImage;
  /** Last frame, JPEG. */
  lastFrame: LocalImage;
}

export interface VoiceoverRequest {
  modelName: string;
  /** The script in its written form. */
  text: string;
  /** The script planned with the timeline: spoken segment by segment, each sentence tagged with its segment. */
  segments?: readonly { key: SegmentKey; text: string }[] | null;
  voice: { id: string; ttsEngine: TtsEngine; engineVoice: string; languageCode: string };
}

export interface VoiceoverResult {
  /** AAC audio (m4a) and its probed facts. */
  audio: { path: string } & AudioFacts;
  /** WebVTT file following the spoken sentences. */
  captions: { path: string; file_size: number; numCues: number };
  /** Written sentences and when they are spoken in the audio, with their segment and, when the engine reported them, their words' times. */
  sentences: VoiceoverSentence[];
}

export interface RenderRequest {
  modelName: string;
  /** The resolved render, as the owner sent it. */
  job: RenderJob;
  /** Its inputs, downloaded into the temp dir (null when the job has none). */
  files: {
    shots: string[];
    hero: string | null;
    agentPhoto: string | null;
    logo: string | null;
    voice: string | null;
    /** A project audio asset; a library track is resolved by the engine. */
    music: string | null;
  };
}

/** The finished listing video: stored like a shot video (video, thumbnail, last frame). */
export type RenderResult = ImageToVideoResult & {
  /** The render's own WebVTT captions, timed to the video (null when it says nothing). */
  captions: { path: string; file_size: number; numCues: number } | null;
  stages: RenderStageTimes;
};

/** An enhancement job as the engine takes it: the input on disk and the resolved job settings. */
export interface EnhancementRequest {
  inputPath: string;
  job: EnhancementJob;
  /**
   * A pre-signed GET URL of the input in our storage, on its public endpoint, for a provider to
   * fetch; absent when the worker has no public storage endpoint.
   */
  publicInputUrl?: (expiresInSeconds: number) => Promise<string>;
}

export interface EnhancementResult {
  /** The enhanced MP4 with its first and last frame. */
  video: ImageToVideoResult['video'];
  thumbnail: LocalImage;
  lastFrame: LocalImage;
  /** SSIM x 100 against the input. */
  qualityScore: number;
  comparison: { before: ImageToVideoResult['video']; sideBySide: ImageToVideoResult['video'] } | null;
}

export interface JobEngine<Request, Result> {
  /** The catalogue's engine id: `builtin:camera-move`, `openai-images`, ... */
  readonly id: string;
  /** Throws when a catalogue entry's engine_config cannot work (checked at start-up). */
  checkConfig(engineConfig: Readonly<Record<string, unknown>>): void;
  run(request: Request, context: JobEngineContext): Promise<Result>;
}

export interface KindEngines {
  text_to_image: JobEngine<TextToImageRequest, TextToImageResult>;
  image_to_text: JobEngine<ImageToTextRequest, ImageToTextResult>;
  image_to_video: JobEngine<ImageToVideoRequest, ImageToVideoResult>;
  voiceover: JobEngine<VoiceoverRequest, VoiceoverResult>;
  render: JobEngine<RenderRequest, RenderResult>;
  enhancement: JobEngine<EnhancementRequest, EnhancementResult>;
}

/** Every engine this worker can run, per job kind. */
export type EngineSet = { readonly [K in JobKind]: readonly KindEngines[K][] };

/** The engine for a job, or undefined when this worker has none by that id for that kind. */
export function findEngine<K extends JobKind>(
  engines: EngineSet,
  kind: K,
  id: string,
): KindEngines[K] | undefined {
  return (engines[kind] as readonly KindEngines[K][]).find((engine) => engine.id === id);
}

// Image-to-video built-in engine: a real camera move on a still (see camera-move.plan.ts for the
// geometry). The still is decoded once by sharp under the pixel limit, oriented by EXIF and
// resized to the canvas and cut to the viewport; ffmpeg reads those raw pixels, so it never decodes user input.
// One ffmpeg run writes the video and its first and last frame; ffprobe then measures the file.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MediaError,
  imageDecodeError,
  openImage,
  probeImage,
  traceSharp,
  probeVideo,
  type FfmpegRunner,
  type VideoFacts,
} from '@platform/media';
import type { Sharp } from 'sharp';
import { cameraMoveArgs, type CameraMoveOutputs, type EncoderSettings } from './camera-move.args.ts';
import {
  planCameraMove,
  type CameraMovement,
  type CameraMovePlan,
  type ConcreteMovement,
  type ResolutionLabel,
} from './camera-move.plan.ts';
import { checkAborted, type EngineContext, type OutputImage } from './engine.types.ts';

export interface CameraMoveInput {
  stillPath: string;
  movement: CameraMovement;
  resolution: ResolutionLabel;
  /** 2..10 seconds. */
  durationS: number;
}

export interface CameraMoveResult {
  /** The movement rendered (`auto` resolved). */
  movement: ConcreteMovement;
  video: { path: string } & VideoFacts;
  /** First frame of the video, JPEG at the video's size: the picture the render encoded, before compression. */
  thumbnail: OutputImage;
  /** Last frame of the video, JPEG at the video's size: the picture the render encoded, before compression. */
  lastFrame: OutputImage;
}

export interface CameraMoveDeps {
  runner: FfmpegRunner;
  /** Pixel limit for stills (40 megapixels). */
  maxStillPixels?: number;
  encoder?: EncoderSettings;
}

export type CameraMoveEngine = (input: CameraMoveInput, context: EngineContext) => Promise<CameraMoveResult>;

// Share of the job's progress each phase accounts for.
const PREPARE_SHARE = 0.05;
const RENDER_SHARE = 0.9;

async function writeCanvas(image: Sharp, plan: CameraMovePlan, outPath: string): Promise<void> {
  try {
    const { data, info } = await image
      .flatten({ background: '#000000' })
      .toColourspace('srgb')
      // The canvas has the still's aspect (to within a pixel of rounding): this is a uniform scale.
      .resize(plan.canvas.width, plan.canvas.height, { fit: 'fill', kernel: 'lanczos3' })
      .extract({
        left: plan.viewport.x,
        top: plan.viewport.y,
        width: plan.viewport.width,
        height: plan.viewport.height,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || info.width !== plan.viewport.width || info.height !== plan.viewport.height) {
      throw new MediaError('failed', `Unexpected canvas ${info.width}x${info.height}x${info.channels}.`);
    }
    await writeFile(outPath, data);
  } catch (err) {
    throw imageDecodeError(err);
  }
}

async function describeStill(path: string): Promise<OutputImage> {
  const facts = await probeImage(path).catch((cause: unknown) => {
    throw new MediaError('failed', 'The render wrote no usable first or last frame.', { cause });
  });
  return { path, width: facts.width, height: facts.height, format: facts.format, file_size: facts.file_size };
}

export function createCameraMoveEngine(deps: CameraMoveDeps): CameraMoveEngine {
  return async (input, context) => {
    const { signal, tmpDir } = context;
    const report = (fraction: number) => context.onProgress?.(Math.min(1, Math.max(0, fraction)));
    checkAborted(signal);
    const { image, facts: still } = await openImage(input.stillPath, { maxPixels: deps.maxStillPixels });
    const plan = planCameraMove({
      stillWidth: still.width,
      stillHeight: still.height,
      movement: input.movement,
      resolution: input.resolution,
      durationS: input.durationS,
    });

    const canvasPath = join(tmpDir, 'canvas.rgb');
    await traceSharp('canvas', () => writeCanvas(image, plan, canvasPath));
    checkAborted(signal);
    report(PREPARE_SHARE);

    const outputs: CameraMoveOutputs = {
      video: join(tmpDir, 'video.mp4'),
      thumbnail: join(tmpDir, 'thumbnail.jpg'),
      lastFrame: join(tmpDir, 'last-frame.jpg'),
    };
    try {
      await deps.runner.ffmpeg(
        cameraMoveArgs(plan, { kind: 'rgb24', path: canvasPath }, outputs, deps.encoder),
        {
          signal,
          expectedDurationS: plan.durationS,
          onProgress: (progress) => report(PREPARE_SHARE + RENDER_SHARE * (progress.fraction ?? 0)),
        },
      );
    } finally {
      await rm(canvasPath, { force: true });
    }
    report(PREPARE_SHARE + RENDER_SHARE);

    // The facts we report are measured from the written files, not taken from the plan.
    const [video, thumbnail, lastFrame] = await Promise.all([
      probeVideo(deps.runner, outputs.video, { signal }),
      describeStill(outputs.thumbnail),
      describeStill(outputs.lastFrame),
    ]);
    const result: CameraMoveResult = {
      movement: plan.movement,
      video: { path: outputs.video, ...video },
      thumbnail,
      lastFrame,
    };
    report(1);
    return result;
  };
}

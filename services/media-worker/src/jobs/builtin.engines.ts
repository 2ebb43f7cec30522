// The built-in engines (src/engines/) behind the common JobEngine interface, plus the full set of
// engines this worker offers: built-ins and HTTP adapters, per job kind.
import type { FfmpegRunner, RifeAvailability } from '@platform/media';
import { createFalQueueEngines } from '../adapters/fal-queue.adapter.ts';
import { createFalEnhancementEngine } from '../adapters/fal-enhance.adapter.ts';
import { Limiters } from '../adapters/hosted-request.ts';
import { createTopazVideoEngine } from '../adapters/topaz-video.adapter.ts';
import { createReplicateEngines } from '../adapters/replicate.adapter.ts';
import { createElevenLabsTtsEngine } from '../adapters/elevenlabs-tts.adapter.ts';
import type { EnvReader, HttpClient } from '@platform/http-client';
import { createOpenAiImagesEngine } from '../adapters/openai-images.adapter.ts';
import { createOpenAiVisionEngine } from '../adapters/openai-vision.adapter.ts';
import { extractFrame, probeImage } from '@platform/media';
import { join } from 'node:path';
import {
  createCameraMoveEngine,
  createEnhanceEngine,
  createRenderEngine,
  createVoiceoverEngine,
  musicTrackPath,
  debianSynthesiser,
  describeImage,
  renderT2i,
  type EncoderSettings,
  enhanceSpecOf,
} from '../engines/index.ts';
import { renderInputOf } from './render-input.ts';
import type { EngineSet, JobEngineContext, KindEngines } from './job-engine.ts';

// Built-ins take their settings from model_config, not from engine_config.
const anyConfig = (): void => undefined;

export function builtinT2iEngine(): KindEngines['text_to_image'] {
  return {
    id: 'builtin:t2i-render',
    checkConfig: anyConfig,
    async run(request, context) {
      const result = await renderT2i(
        {
          prompt: request.prompt,
          modelName: request.modelName,
          modelConfig: request.modelConfig,
          // The negative prompt keeps its colours out of the palette, as a preset's would.
          stylePresets: request.negativePrompt.trim() ? [{ negative: request.negativePrompt }] : [],
          numImages: request.numImages,
        },
        { signal: context.signal, tmpDir: context.tmpDir },
      );
      return {
        images: result.images.map(({ path, width, height, format, file_size }) => ({
          path,
          width,
          height,
          format,
          file_size,
        })),
      };
    },
  };
}

export function builtinDescribeEngine(options: { maxPixels?: number } = {}): KindEngines['image_to_text'] {
  return {
    id: 'builtin:image-describe',
    checkConfig: anyConfig,
    async run(request, context) {
      const result = await describeImage(
        { imagePath: request.imagePath, fidelity: request.fidelity },
        { signal: context.signal, tmpDir: context.tmpDir },
        { maxPixels: options.maxPixels },
      );
      return { text: result.text };
    },
  };
}

export function builtinCameraMoveEngine(deps: {
  runner: FfmpegRunner;
  maxStillPixels?: number;
  encoder?: EncoderSettings;
}): KindEngines['image_to_video'] {
  const render = createCameraMoveEngine(deps);
  return {
    id: 'builtin:camera-move',
    checkConfig: anyConfig,
    async run(request, context) {
      const result = await render(
        {
          stillPath: request.imagePath,
          movement: request.movement,
          resolution: request.resolution,
          durationS: request.durationS,
        },
        { signal: context.signal, tmpDir: context.tmpDir },
      );
      return { video: result.video, thumbnail: result.thumbnail, lastFrame: result.lastFrame };
    },
  };
}

/** Progress events for the owner (they also keep the message alive); a heartbeat where progress is not reported. */
function reportProgress(context: JobEngineContext, fraction: number): void {
  if (context.progress) context.progress(fraction);
  else context.heartbeat();
}

export function builtinTtsEngine(deps: { runner: FfmpegRunner }): KindEngines['voiceover'] {
  const render = createVoiceoverEngine(deps);
  return {
    id: 'builtin:tts',
    checkConfig: anyConfig,
    async run(request, context) {
      const { audio, captions, sentences } = await render(
        { text: request.text, segments: request.segments, synthesiser: debianSynthesiser(request.voice) },
        {
          signal: context.signal,
          tmpDir: context.tmpDir,
          onProgress: (fraction) => reportProgress(context, fraction),
        },
      );
      return { audio, captions, sentences };
    },
  };
}

export function builtinRenderEngine(deps: { runner: FfmpegRunner }): KindEngines['render'] {
  const render = createRenderEngine(deps);
  return {
    id: 'builtin:listing-render',
    checkConfig: anyConfig,
    async run({ job, files }, context) {
      const music =
        job.music === null
          ? null
          : 'library_id' in job.music
            ? await musicTrackPath(job.music.library_id)
            : files.music;
      const result = await render(renderInputOf(job, files, music), {
        signal: context.signal,
        tmpDir: context.tmpDir,
        onProgress: (fraction) => reportProgress(context, fraction),
      });
      const lastPath = join(context.tmpDir, 'last-frame.jpg');
      await extractFrame(deps.runner, result.video.path, 'last', lastPath, { signal: context.signal });
      const last = await probeImage(lastPath);
      return {
        video: result.video,
        thumbnail: result.thumbnail,
        lastFrame: {
          path: lastPath,
          width: last.width,
          height: last.height,
          format: last.format,
          file_size: last.file_size,
        },
        captions: result.captions,
        stages: result.stages,
      };
    },
  };
}

export function builtinEnhanceEngine(deps: {
  runner: FfmpegRunner;
  rife?: RifeAvailability;
}): KindEngines['enhancement'] {
  const enhance = createEnhanceEngine({ runner: deps.runner, rife: deps.rife });
  return {
    id: 'builtin:enhance',
    checkConfig: anyConfig,
    async run({ inputPath, job }, context) {
      return enhance(
        { inputPath, comparison: job.comparison, spec: enhanceSpecOf(job) },
        {
          signal: context.signal,
          tmpDir: context.tmpDir,
          onProgress: (fraction) => context.progress?.(fraction),
        },
      );
    },
  };
}

export interface EngineSetDeps {
  runner: FfmpegRunner;
  http?: HttpClient;
  env?: EnvReader;
  /** Pixel limit for input stills (40 megapixels by default). */
  maxInputPixels?: number;
  encoder?: EncoderSettings;
  /** RIFE on this machine (`checkRife`); without it the `rife` interpolation fails as unavailable. */
  rife?: RifeAvailability;
}

/** Every engine the worker runs: the built-ins and the HTTP adapters. */
export function defaultEngineSet(deps: EngineSetDeps): EngineSet {
  const adapterDeps = { http: deps.http, env: deps.env };
  // One set of concurrency limits for every fal engine (they share the models' queues).
  const falLimiters = new Limiters();
  const fal = createFalQueueEngines({ runner: deps.runner, ...adapterDeps, limiters: falLimiters });
  const replicate = createReplicateEngines({ runner: deps.runner, ...adapterDeps });
  return {
    text_to_image: [
      builtinT2iEngine(),
      createOpenAiImagesEngine(adapterDeps),
      fal.text_to_image,
      replicate.text_to_image,
    ],
    image_to_text: [
      builtinDescribeEngine({ maxPixels: deps.maxInputPixels }),
      createOpenAiVisionEngine(adapterDeps),
      replicate.image_to_text,
    ],
    image_to_video: [
      builtinCameraMoveEngine({
        runner: deps.runner,
        maxStillPixels: deps.maxInputPixels,
        encoder: deps.encoder,
      }),
      fal.image_to_video,
      replicate.image_to_video,
    ],
    voiceover: [
      builtinTtsEngine({ runner: deps.runner }),
      createElevenLabsTtsEngine({ runner: deps.runner, ...adapterDeps }),
    ],
    render: [builtinRenderEngine({ runner: deps.runner })],
    enhancement: [
      builtinEnhanceEngine({ runner: deps.runner, rife: deps.rife }),
      createFalEnhancementEngine({ runner: deps.runner, ...adapterDeps, limiters: falLimiters }),
      createTopazVideoEngine({ runner: deps.runner, ...adapterDeps }),
    ],
  };
}

// Test-only engines that keep a job running until something stops it (cancel, deadline, shutdown,
// a killed worker). Tests that stop a running job must not hope the real work is slow: the
// camera-move engine renders a 10 s 1080p clip in about 2 s on a quiet machine, so a cancel or a
// deadline timed against it is a race. These run the real engines (real ffmpeg, real files) but
// never finish on their own (the render through endless-ffmpeg.sh). See docs/decisions.md, "Tests independent of machine speed".
import { fileURLToPath } from 'node:url';
import { MediaError, ffmpegRunnerFromEnv, type FfmpegRunner } from '@platform/media';
import { builtinCameraMoveEngine, builtinT2iEngine, defaultEngineSet } from '../jobs/builtin.engines.ts';
import type { EngineSet, JobEngineContext, KindEngines } from '../jobs/job-engine.ts';

/** The ffmpeg stand-in whose camera-move renders never end (FFMPEG_PATH of a worker process). */
export const ENDLESS_FFMPEG = fileURLToPath(new URL('./endless-ffmpeg.sh', import.meta.url));

/**
 * A real ffmpeg runner whose camera-move renders never end (other runs, and ffprobe, are
 * unchanged): the render is running whenever the test looks, until the job's signal kills it.
 */
export function endlessRenderRunner(): FfmpegRunner {
  return ffmpegRunnerFromEnv({ ...process.env, FFMPEG_PATH: ENDLESS_FFMPEG });
}

/** Resolves when the job's signal fires, then throws as an engine stopped by it does. */
export function untilStopped(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    const stop = () => reject(new MediaError('cancelled', 'The job was stopped.', { cause: signal.reason }));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

/** Runs a real engine, then keeps the job running with its outputs made until the job is stopped. */
function heldAfterRun<Request, Result>(
  engine: {
    id: string;
    checkConfig(config: Readonly<Record<string, unknown>>): void;
    run(request: Request, context: JobEngineContext): Promise<Result>;
  },
  hold: (request: Request) => boolean,
) {
  return {
    id: engine.id,
    checkConfig: (config: Readonly<Record<string, unknown>>) => engine.checkConfig(config),
    async run(request: Request, context: JobEngineContext): Promise<Result> {
      const result = await engine.run(request, context);
      if (hold(request)) await untilStopped(context.signal);
      return result;
    },
  };
}

/** A job whose prompt holds this text is held by heldEngineSet(). */
export const HELD_MARK = '[held until stopped]';

export interface HeldEngineOptions {
  /** The runner of renders that are not held (default: ffmpeg from the environment). */
  runner?: FfmpegRunner;
  /** Which requests are held (default: those whose prompt holds HELD_MARK). */
  hold?: (request: { prompt?: string }) => boolean;
}

/**
 * The worker's default engines, except that the built-ins keep a held job running until it is
 * stopped: a camera move renders endlessly (real ffmpeg, killed by the job's signal); text to
 * image does its real work, then waits for the signal with its outputs made. Image to text has
 * no prompt and is never held. Jobs that are not held run exactly as with the default engines.
 */
export function heldEngineSet(options: HeldEngineOptions = {}): EngineSet {
  const runner = options.runner ?? ffmpegRunnerFromEnv();
  const hold = options.hold ?? ((request) => request.prompt?.includes(HELD_MARK) ?? false);
  const base = defaultEngineSet({ runner });
  const endless = builtinCameraMoveEngine({ runner: endlessRenderRunner() });
  const finite = builtinCameraMoveEngine({ runner });
  const cameraMove: KindEngines['image_to_video'] = {
    id: finite.id,
    checkConfig: finite.checkConfig,
    run: (request, context) => (hold(request) ? endless : finite).run(request, context),
  };
  const heldT2i: KindEngines['text_to_image'] = heldAfterRun(builtinT2iEngine(), hold);
  const replace = <T extends { id: string }>(engines: readonly T[], engine: T) =>
    engines.map((one) => (one.id === engine.id ? engine : one));
  return {
    ...base,
    text_to_image: replace(base.text_to_image, heldT2i),
    image_to_video: replace(base.image_to_video, cameraMove),
  };
}

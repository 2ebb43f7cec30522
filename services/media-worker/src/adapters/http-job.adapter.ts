// Image-to-video through a generic asynchronous HTTP job API:
//   submit  POST {base_url}{submit_path}        -> {"id": "..."}           (Idempotency-Key: job id)
//   poll    GET  {base_url}{status_path}        -> {"status": "...", "video_url"?: "...", "error"?: ...}
//   fetch   GET  video_url                      -> the MP4 (size-capped, then probed with ffprobe)
//   cancel  POST {base_url}{cancel_path}        (optional; best effort when our job is aborted)
// The still travels inline as a data URL. The result URL must be on the provider's host (or a
// host listed in `result_hosts`), so a provider answer cannot make the worker fetch internal URLs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from '@platform/config';
import {
  MediaError,
  extractFrame,
  imageDecodeError,
  openImage,
  probeImage,
  probeMedia,
  type FfmpegRunner,
  type VideoFacts,
} from '@platform/media';
import type {
  ImageToVideoRequest,
  ImageToVideoResult,
  JobEngine,
  JobEngineContext,
  LocalImage,
} from '../jobs/job-engine.ts';
import { stoppedForShutdown } from '../jobs/job.abort.ts';
import { adapterBaseConfig, AdapterError, authHeaders, callPolicy, endpoint, type EnvReader, HttpClient, parseAdapterConfig, processEnv, providerDetail, requestSecrets } from '@platform/http-client';

export const HTTP_JOB = 'http-job';

const MIB = 1024 * 1024;
const pathWithId = z.string().startsWith('/').includes('{id}', { message: 'must contain {id}' });

/** The settings of any adapter that submits a provider job, polls it and downloads its video. */
export const providerJobConfig = {
  ...adapterBaseConfig,
  submit_path: z.string().startsWith('/').default('/v1/jobs'),
  status_path: pathWithId.default('/v1/jobs/{id}'),
  cancel_path: pathWithId.optional(),
  poll_interval_ms: z.number().int().min(50).max(60_000).default(2_000),
  /** Gives up on a provider job that never finishes (the job's deadline usually comes first). */
  max_wait_ms: z
    .number()
    .int()
    .positive()
    .max(24 * 3_600_000)
    .default(3_600_000),
  download_timeout_ms: z.number().int().positive().max(3_600_000).default(300_000),
  max_video_bytes: z
    .number()
    .int()
    .positive()
    .max(4096 * MIB)
    .default(512 * MIB),
  /** Hosts besides base_url's that may serve result videos (a CDN). */
  result_hosts: z.array(z.string().min(1)).default([]),
};

export type ProviderJobConfig = z.infer<z.ZodObject<typeof providerJobConfig>>;

const configSchema = z.looseObject({
  ...providerJobConfig,
  max_pixels: z.number().int().positive().default(40_000_000),
});

type HttpJobConfig = z.infer<typeof configSchema>;

/** A provider's answer to a submit: the job's id as `id` or `job_id`. */
export const submitAnswer = z.union([z.object({ id: z.string().min(1) }), z.object({ job_id: z.string().min(1) })]);

export const providerJobId = (answer: z.infer<typeof submitAnswer>): string => ('id' in answer ? answer.id : answer.job_id);

const statusAnswer = z.object({
  status: z.string().min(1),
  video_url: z.string().min(1).optional(),
  output: z.object({ video_url: z.string().min(1).optional() }).optional(),
  error: z.unknown().optional(),
});

const PENDING = new Set([
  'queued',
  'pending',
  'submitted',
  'starting',
  'running',
  'processing',
  'in_progress',
]);
const DONE = new Set(['succeeded', 'completed', 'complete', 'done', 'success']);
const FAILED = new Set(['failed', 'error', 'cancelled', 'canceled', 'rejected']);

/** The provider's job outlived max_wait_ms. */
class GaveUp extends AdapterError {
  constructor(message: string) {
    super(message, { retryable: false });
  }
}

export type ProviderState =
  { state: 'pending' } | { state: 'done'; videoUrl: string } | { state: 'failed'; reason: string };

/** Reads one status answer; an unknown status or a finished job without a video is an error. */
export function providerState(answer: unknown, secrets: readonly string[] = [], adapter = HTTP_JOB): ProviderState {
  const parsed = statusAnswer.safeParse(answer);
  if (!parsed.success)
    throw new AdapterError(`${adapter}: the provider's status answer has no \`status\`.`, { retryable: false });
  const status = parsed.data.status.toLowerCase();
  if (PENDING.has(status)) return { state: 'pending' };
  if (FAILED.has(status)) {
    const error = parsed.data.error;
    const reason =
      error === undefined
        ? status
        : providerDetail(Buffer.from(typeof error === 'string' ? error : JSON.stringify({ error })), secrets);
    return { state: 'failed', reason };
  }
  if (DONE.has(status)) {
    const videoUrl = parsed.data.video_url ?? parsed.data.output?.video_url;
    if (!videoUrl)
      throw new AdapterError(`${adapter}: the provider finished the job but gave no video_url.`, {
        retryable: false,
      });
    return { state: 'done', videoUrl };
  }
  throw new AdapterError(`${adapter}: the provider reported an unknown status "${status.slice(0, 40)}".`, {
    retryable: false,
  });
}

/** Whether a result (or a redirect on its way) may be fetched from `url`: http(s) on an allowed host. */
export function isResultHost(url: URL, config: Pick<HttpJobConfig, 'base_url' | 'result_hosts'>): boolean {
  const allowed = new Set([new URL(config.base_url).host, ...config.result_hosts]);
  return (url.protocol === 'http:' || url.protocol === 'https:') && allowed.has(url.host);
}

/** The absolute result URL, refused unless it is http(s) on the provider's host or an allowed one. */
export function resultUrl(raw: string, config: Pick<HttpJobConfig, 'base_url' | 'result_hosts'>, adapter = HTTP_JOB): string {
  let url: URL;
  try {
    url = new URL(raw, `${config.base_url.replace(/\/+$/, '')}/`);
  } catch {
    throw new AdapterError(`${adapter}: the provider's video_url is not a URL.`, { retryable: false });
  }
  if (!isResultHost(url, config)) {
    throw new AdapterError(`${adapter}: the provider's video_url points to a host that is not allowed.`, {
      retryable: false,
    });
  }
  return url.toString();
}

const INLINE_FORMATS: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The still as a data URL: the original bytes when they are JPEG/PNG/WebP, else re-encoded as PNG. */
async function stillDataUrl(path: string, maxPixels: number): Promise<string> {
  const { image, facts } = await openImage(path, { maxPixels });
  const mime = INLINE_FORMATS[facts.format];
  if (mime) return `data:${mime};base64,${(await readFile(path)).toString('base64')}`;
  try {
    return `data:image/png;base64,${(await image.png().toBuffer()).toString('base64')}`;
  } catch (error) {
    throw imageDecodeError(error);
  }
}

async function frame(
  runner: FfmpegRunner,
  video: string,
  position: 'first' | 'last',
  path: string,
  signal: AbortSignal,
): Promise<LocalImage> {
  await extractFrame(runner, video, position, path, { signal });
  const facts = await probeImage(path);
  return { path, width: facts.width, height: facts.height, format: facts.format, file_size: facts.file_size };
}

/** A provider job as the adapters that poll one see it. */
export interface ProviderJob {
  http: HttpClient;
  config: ProviderJobConfig;
  headers: Record<string, string>;
  /** The provider's job id. */
  id: string;
  /** Names the adapter in messages (`http-job`, `http-enhance`). */
  adapter: string;
}

/** Best effort: our job is over whatever the provider says, so one short attempt. */
export async function cancelProviderJob(job: ProviderJob): Promise<void> {
  const { http, config, headers, id, adapter } = job;
  if (!config.cancel_path) return;
  await http
    .request(
      { method: 'POST', url: endpoint(config.base_url, config.cancel_path.replace('{id}', encodeURIComponent(id))), headers, what: `${adapter}: cancel` },
      { ...callPolicy(config), timeoutMs: 5_000, retries: 0 },
    )
    .catch(() => undefined);
}

/**
 * Polls the provider's job (a heartbeat each poll) until it is done; its result URL, checked.
 * When our job ends meanwhile (cancel, deadline) or we give up waiting, the provider's job is
 * cancelled: it would go on working, and billing, for nobody. Not on a shutdown: the redelivered
 * job submits again with the same Idempotency-Key and should find the provider's job running.
 */
export async function waitForProviderVideo(job: ProviderJob, context: JobEngineContext, onStatus?: (answer: unknown) => void): Promise<string> {
  const { http, config, headers, id, adapter } = job;
  try {
    const started = performance.now();
    const statusUrl = endpoint(config.base_url, config.status_path.replace('{id}', encodeURIComponent(id)));
    for (;;) {
      await sleep(config.poll_interval_ms, undefined, { signal: context.signal }).catch((error: unknown) => {
        context.signal.throwIfAborted();
        throw error;
      });
      context.heartbeat();
      const answer = await http.json({ method: 'GET', url: statusUrl, headers, what: `${adapter}: status` }, callPolicy(config), context.signal);
      const state = providerState(answer, requestSecrets(headers), adapter);
      if (state.state === 'done') return resultUrl(state.videoUrl, config, adapter);
      if (state.state === 'failed') throw new AdapterError(`${adapter}: the provider failed the job: ${state.reason}`, { retryable: false });
      onStatus?.(answer);
      if (performance.now() - started > config.max_wait_ms) {
        throw new GaveUp(`${adapter}: the provider did not finish within ${Math.round(config.max_wait_ms / 1000)} s.`);
      }
    }
  } catch (error) {
    const ended = (context.signal.aborted && !stoppedForShutdown(context.signal)) || error instanceof GaveUp;
    if (ended) await cancelProviderJob(job);
    throw error;
  }
}

/** Downloads the provider's result video into `path` and probes it: an MP4 with a video stream. */
export async function downloadProviderVideo(job: ProviderJob, url: string, path: string, runner: FfmpegRunner, signal: AbortSignal): Promise<VideoFacts> {
  const { http, config, headers, adapter } = job;
  // The API key goes to the provider's own origin only: never to a CDN, and never over plain
  // http when the provider is on https (a video_url may name the provider's host with http:).
  const sameOrigin = new URL(url).origin === new URL(config.base_url).origin;
  await http.download(
    {
      method: 'GET',
      url,
      headers: { ...(sameOrigin ? headers : {}), Accept: 'video/mp4' },
      what: `${adapter}: video download`,
      // A result URL that redirects (a signed CDN link) may only lead to an allowed host.
      redirectAllowed: (next) => isResultHost(next, config),
    },
    path,
    { ...callPolicy(config), timeoutMs: config.download_timeout_ms, maxResponseBytes: config.max_video_bytes },
    signal,
  );
  const media = await probeMedia(runner, path, { signal }).catch((error: unknown) => {
    if (error instanceof MediaError && error.code === 'invalid_input') {
      throw new AdapterError(`${adapter}: the provider's result is not a playable video (${error.message})`, { retryable: false });
    }
    throw error;
  });
  if (!media.video || !media.format_name.split(',').includes('mp4')) {
    throw new AdapterError(`${adapter}: the provider's result is not an MP4 video (format "${media.format_name}").`, { retryable: false });
  }
  return media.video;
}

export function createHttpJobEngine(deps: {
  runner: FfmpegRunner;
  http?: HttpClient;
  env?: EnvReader;
}): JobEngine<ImageToVideoRequest, ImageToVideoResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const parse = (raw: unknown): HttpJobConfig => parseAdapterConfig(HTTP_JOB, configSchema, raw);

  return {
    id: HTTP_JOB,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const headers = authHeaders(HTTP_JOB, config, env);
      const image = await stillDataUrl(request.imagePath, config.max_pixels);
      const submitted = submitAnswer.safeParse(
        await http.json(
          {
            method: 'POST',
            url: endpoint(config.base_url, config.submit_path),
            headers: { ...headers, 'Idempotency-Key': context.jobId },
            json: {
              model: config.model,
              image,
              prompt: request.prompt,
              camera_movement: request.movement,
              resolution: request.resolution,
              duration_s: request.durationS,
              parameters: request.modelConfig,
            },
            what: 'http-job: submit',
          },
          callPolicy(config),
          context.signal,
        ),
      );
      if (!submitted.success)
        throw new AdapterError("http-job: the provider's submit answer has no job `id`.", {
          retryable: false,
        });
      const job: ProviderJob = { http, config, headers, id: providerJobId(submitted.data), adapter: HTTP_JOB };
      const url = await waitForProviderVideo(job, context);
      const videoPath = join(context.tmpDir, 'video.mp4');
      const video = await downloadProviderVideo(job, url, videoPath, deps.runner, context.signal);
      return {
        video: { path: videoPath, ...video },
        thumbnail: await frame(
          deps.runner,
          videoPath,
          'first',
          join(context.tmpDir, 'thumbnail.jpg'),
          context.signal,
        ),
        lastFrame: await frame(
          deps.runner,
          videoPath,
          'last',
          join(context.tmpDir, 'last-frame.jpg'),
          context.signal,
        ),
      };
    },
  };
}

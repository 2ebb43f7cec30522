// One file over 300 lines: one provider's wire protocol (submit, status, result, cancel, storage upload),
// read as a whole against its SDK.
// fal.ai models through fal's queue API (as the fal-js SDK speaks it, libs/client/src/queue.ts):
//   submit  POST {base_url}/{app}                  model input -> {request_id, status_url, response_url, cancel_url}
//   status  GET  status_url                        -> {status: IN_QUEUE | IN_PROGRESS | COMPLETED, queue_position?, error?}
//   result  GET  response_url                      -> the model's output ({video: {url}} or {images: [{url}]})
//   cancel  PUT  cancel_url                        (best effort, when our job is cancelled, times out or gives up)
// Header `Authorization: Key <key>`; the key is read from `api_key_env` when a job runs. The
// request is recorded before we wait on it (hosted-request.ts): a redelivered job resumes it.
// Kinds: image to video (`image_url` + `prompt` in, `video.url` out), text to image (`prompt`,
// `num_images`, `image_size`, `negative_prompt` in, `images[].url` out) and enhancement
// upscaling (`video_url` in, `video.url` out: fal-enhance.adapter.ts). The catalogue's `input`
// is merged under what the job sets (model options such as `duration` or `upscale_factor`).
import { join } from 'node:path';
import { HOSTED_ADAPTER_BASE_URLS } from '@platform/catalogue';
import { z } from '@platform/config';
import type { FfmpegRunner } from '@platform/media';
import {
  adapterBaseConfig,
  AdapterError,
  authHeaders,
  callPolicy,
  endpoint,
  type CallPolicy,
  type EnvReader,
  HttpClient,
  parseAdapterConfig,
  processEnv,
  providerDetail,
  requestSecrets,
} from '@platform/http-client';
import type {
  ImageToVideoRequest,
  ImageToVideoResult,
  JobEngine,
  JobEngineContext,
  KindEngines,
  LocalImage,
  TextToImageRequest,
  TextToImageResult,
} from '../jobs/job-engine.ts';
import { GaveUp, Limiters, pause, runHostedRequest } from './hosted-request.ts';
import { DEFAULT_MAX_INLINE_BYTES, inlineStill } from './hosted-input.ts';
import { VIDEO_INPUTS } from './fal-storage.ts';
import { fetchImageResult, fetchVideoResult, resultHost, type ResultSource } from './hosted-result.ts';

export const FAL_QUEUE = 'fal-queue';

const MIB = 1024 * 1024;

/** Hosts fal serves result files from (fal's CDN); `result_hosts` replaces the list. */
export const FAL_RESULT_HOSTS = ['fal.media', '*.fal.media'];

const configSchema = z.looseObject({
  base_url: z.url({ protocol: /^https?$/ }).default(HOSTED_ADAPTER_BASE_URLS['fal-queue']!),
  /** The fal endpoint id: `owner/app[/subpath]`, e.g. `fal-ai/kling-video/v2.1/standard/image-to-video`. */
  app: z.string().regex(/^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)+$/, 'must look like owner/app[/path]'),
  api_key_env: adapterBaseConfig.api_key_env.default('FAL_KEY'),
  /** Static model input merged into every request (the job's own fields win). */
  input: z.record(z.string(), z.unknown()).default({}),
  timeout_ms: adapterBaseConfig.timeout_ms,
  retries: z.number().int().min(0).max(10).default(4),
  retry_base_ms: adapterBaseConfig.retry_base_ms,
  max_response_bytes: z
    .number()
    .int()
    .positive()
    .max(64 * MIB)
    .default(4 * MIB),
  poll_interval_ms: z.number().int().min(10).max(60_000).default(2_000),
  /** Gives up (and cancels) a request that never finishes; the job's deadline usually comes first. */
  max_wait_ms: z
    .number()
    .int()
    .positive()
    .max(24 * 3_600_000)
    .default(3_600_000),
  /** Requests of this model in flight at once in one worker. */
  max_concurrency: z.number().int().min(1).max(100).default(4),
  result_hosts: z.array(resultHost).default(FAL_RESULT_HOSTS),
  download_timeout_ms: z.number().int().positive().max(3_600_000).default(300_000),
  max_video_bytes: z
    .number()
    .int()
    .positive()
    .max(4096 * MIB)
    .default(512 * MIB),
  max_video_duration_s: z.number().positive().max(3_600).default(120),
  max_image_bytes: z
    .number()
    .int()
    .positive()
    .max(256 * MIB)
    .default(32 * MIB),
  max_pixels: z.number().int().positive().default(40_000_000),
  /** Longest data URL sent inline for a still (fal refuses data URLs above about 10 MB). */
  max_inline_bytes: z
    .number()
    .int()
    .positive()
    .max(10 * MIB)
    .default(DEFAULT_MAX_INLINE_BYTES),
  /** Enhancement: how the input video reaches fal (fal-storage.ts). */
  video_input: z.enum(VIDEO_INPUTS).default('auto'),
  /** fal's REST API, where its storage takes uploads. */
  storage_url: z.url({ protocol: /^https?$/ }).default('https://rest.alpha.fal.ai'),
  /** How long an input video stays fetchable (our pre-signed URL, or fal's copy). */
  input_expiry_s: z
    .number()
    .int()
    .min(600)
    .max(7 * 86_400)
    .default(86_400),
  upload_timeout_ms: z.number().int().positive().max(3_600_000).default(600_000),
});

export type FalQueueConfig = z.infer<typeof configSchema>;

export const parse = (raw: unknown): FalQueueConfig => parseAdapterConfig(FAL_QUEUE, configSchema, raw);

/** What we keep of a fal request (the durable record): its id and the URLs to follow it. */
export interface FalRequest extends Readonly<Record<string, unknown>> {
  request_id: string;
  status_url: string;
  response_url: string;
  cancel_url: string;
}

const submitAnswer = z.object({
  request_id: z.string().min(1).max(200),
  status_url: z.string().optional(),
  response_url: z.string().optional(),
  cancel_url: z.string().optional(),
});

const statusAnswer = z.object({
  status: z.string(),
  queue_position: z.number().optional(),
  error: z.unknown().optional(),
  error_type: z.string().optional(),
});

const storedRequest = z.object({
  request_id: z.string(),
  status_url: z.string(),
  response_url: z.string(),
  cancel_url: z.string(),
});

/**
 * The request's URLs: fal's own when they are on the API's origin (they carry the key), else
 * built as the SDK builds them (status, result and cancel drop the app's subpath).
 */
export function falRequestUrls(
  config: Pick<FalQueueConfig, 'base_url' | 'app'>,
  answer: z.infer<typeof submitAnswer>,
): FalRequest {
  const origin = new URL(config.base_url).origin;
  const [owner, alias] = config.app.split('/');
  const root = endpoint(
    config.base_url,
    `${owner}/${alias}/requests/${encodeURIComponent(answer.request_id)}`,
  );
  const pick = (given: string | undefined, fallback: string): string => {
    if (!given || !URL.canParse(given)) return fallback;
    return new URL(given).origin === origin ? given : fallback;
  };
  return {
    request_id: answer.request_id,
    status_url: pick(answer.status_url, `${root}/status`),
    response_url: pick(answer.response_url, root),
    cancel_url: pick(answer.cancel_url, `${root}/cancel`),
  };
}

/** Why fal reports a finished request as failed, without the key. */
function failureReason(error: unknown, secrets: readonly string[]): string {
  return providerDetail(Buffer.from(JSON.stringify({ detail: error })), secrets) || 'no reason given';
}

export interface FalCall {
  http: HttpClient;
  config: FalQueueConfig;
  headers: Record<string, string>;
  policy: CallPolicy;
}

export function falCall(http: HttpClient, config: FalQueueConfig, env: EnvReader): FalCall {
  return {
    http,
    config,
    headers: authHeaders(FAL_QUEUE, config, env, 'Key'),
    policy: { ...callPolicy(config), jitter: true },
  };
}

/**
 * Submits `input`, follows the request to COMPLETED and returns fal's output JSON. An input given
 * as a function is made just before the submit (an upload), never for a resumed request.
 */
export async function falRequest(
  call: FalCall,
  input: Record<string, unknown> | (() => Promise<Record<string, unknown>>),
  context: JobEngineContext,
  limiters: Limiters,
): Promise<unknown> {
  const { http, config, headers, policy } = call;
  return runHostedRequest<FalRequest, unknown>({
    adapter: FAL_QUEUE,
    context,
    limiter: limiters.get(`${config.base_url} ${config.app}`, config.max_concurrency),
    async submit() {
      const json = typeof input === 'function' ? await input() : input;
      // unsafeToRepeat: our job's signal stops the waits between attempts (429s within the job's
      // deadline), never a submit halfway, whose outcome would then be unknown.
      const answer = submitAnswer.safeParse(
        await http.json(
          {
            method: 'POST',
            url: endpoint(config.base_url, config.app),
            headers,
            json,
            what: `${FAL_QUEUE}: submit`,
            unsafeToRepeat: true,
          },
          policy,
          context.signal,
        ),
      );
      if (!answer.success)
        throw new AdapterError(`${FAL_QUEUE}: the provider's submit answer has no request_id.`, {
          retryable: false,
        });
      return falRequestUrls(config, answer.data);
    },
    restore: (stored) => {
      const parsed = storedRequest.safeParse(stored);
      return parsed.success ? parsed.data : null;
    },
    async wait(request) {
      const started = performance.now();
      for (;;) {
        const raw = await http.json(
          { method: 'GET', url: request.status_url, headers, what: `${FAL_QUEUE}: status` },
          policy,
          context.signal,
        );
        const parsed = statusAnswer.safeParse(raw);
        if (!parsed.success)
          throw new AdapterError(`${FAL_QUEUE}: the provider's status answer has no status.`, {
            retryable: false,
          });
        const { status, error } = parsed.data;
        if (status === 'COMPLETED') {
          if (error !== undefined && error !== null) {
            throw new AdapterError(
              `${FAL_QUEUE}: the provider failed the request: ${failureReason(error, requestSecrets(headers))}`,
              { retryable: false },
            );
          }
          context.heartbeat();
          return http.json(
            { method: 'GET', url: request.response_url, headers, what: `${FAL_QUEUE}: result` },
            policy,
            context.signal,
          );
        }
        if (status !== 'IN_QUEUE' && status !== 'IN_PROGRESS') {
          throw new AdapterError(
            `${FAL_QUEUE}: the provider reported an unknown status "${status.slice(0, 40)}".`,
            { retryable: false },
          );
        }
        if (performance.now() - started > config.max_wait_ms) {
          throw new GaveUp(
            `${FAL_QUEUE}: the provider did not finish within ${Math.round(config.max_wait_ms / 1000)} s.`,
          );
        }
        await pause(config.poll_interval_ms, context);
      }
    },
    async cancel(request) {
      await http.request(
        { method: 'PUT', url: request.cancel_url, headers, what: `${FAL_QUEUE}: cancel` },
        { ...policy, timeoutMs: 5_000, retries: 0 },
      );
    },
  });
}

export function resultSource(call: FalCall, context: JobEngineContext): ResultSource {
  return {
    http: call.http,
    adapter: FAL_QUEUE,
    hosts: call.config,
    headers: call.headers,
    policy: call.policy,
    signal: context.signal,
  };
}

const videoOutput = z.object({ video: z.object({ url: z.string().min(1) }) });
const imagesOutput = z.object({ images: z.array(z.object({ url: z.string().min(1) })) });

export function createFalImageToVideoEngine(deps: {
  runner: FfmpegRunner;
  http?: HttpClient;
  env?: EnvReader;
  limiters?: Limiters;
}): JobEngine<ImageToVideoRequest, ImageToVideoResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const limiters = deps.limiters ?? new Limiters();
  return {
    id: FAL_QUEUE,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const call = falCall(http, config, env);
      const imageUrl = await inlineStill(FAL_QUEUE, request.imagePath, {
        maxPixels: config.max_pixels,
        maxUrlBytes: config.max_inline_bytes,
      });
      const input = { ...config.input, prompt: request.prompt, image_url: imageUrl };
      const output = videoOutput.safeParse(await falRequest(call, input, context, limiters));
      if (!output.success)
        throw new AdapterError(`${FAL_QUEUE}: the provider's result has no video.url.`, { retryable: false });
      return fetchVideoResult(
        resultSource(call, context),
        output.data.video.url,
        context.tmpDir,
        deps.runner,
        {
          maxBytes: config.max_video_bytes,
          timeoutMs: config.download_timeout_ms,
          maxDurationS: config.max_video_duration_s,
        },
      );
    },
  };
}

const dimension = z.number().int().min(64).max(4096);

/** fal's text-to-image input: the job's prompt, count, size (model_config width/height) and negative prompt. */
export function falTextToImageInput(
  config: Pick<FalQueueConfig, 'input'>,
  request: TextToImageRequest,
): Record<string, unknown> {
  const width = dimension.safeParse(request.modelConfig.width);
  const height = dimension.safeParse(request.modelConfig.height);
  return {
    ...config.input,
    prompt: request.prompt,
    num_images: request.numImages,
    ...(width.success && height.success ? { image_size: { width: width.data, height: height.data } } : {}),
    ...(request.negativePrompt.trim() ? { negative_prompt: request.negativePrompt } : {}),
  };
}

export function createFalTextToImageEngine(
  deps: { http?: HttpClient; env?: EnvReader; limiters?: Limiters } = {},
): JobEngine<TextToImageRequest, TextToImageResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const limiters = deps.limiters ?? new Limiters();
  return {
    id: FAL_QUEUE,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const call = falCall(http, config, env);
      const output = imagesOutput.safeParse(
        await falRequest(call, falTextToImageInput(config, request), context, limiters),
      );
      if (!output.success)
        throw new AdapterError(`${FAL_QUEUE}: the provider's result has no images[].url.`, {
          retryable: false,
        });
      if (output.data.images.length !== request.numImages) {
        throw new AdapterError(
          `${FAL_QUEUE}: the provider returned ${output.data.images.length} images, expected ${request.numImages}.`,
          { retryable: false },
        );
      }
      const images: LocalImage[] = [];
      for (const [index, image] of output.data.images.entries()) {
        images.push(
          await fetchImageResult(
            resultSource(call, context),
            image.url,
            join(context.tmpDir, `image-${index + 1}.png`),
            {
              maxBytes: config.max_image_bytes,
              timeoutMs: config.download_timeout_ms,
              maxPixels: config.max_pixels,
            },
          ),
        );
        context.heartbeat();
      }
      return { images };
    },
  };
}

/** The fal engines of every kind fal serves here, sharing one set of concurrency limits. */
export function createFalQueueEngines(deps: {
  runner: FfmpegRunner;
  http?: HttpClient;
  env?: EnvReader;
  limiters?: Limiters;
}): {
  image_to_video: KindEngines['image_to_video'];
  text_to_image: KindEngines['text_to_image'];
} {
  const limiters = deps.limiters ?? new Limiters();
  return {
    image_to_video: createFalImageToVideoEngine({ ...deps, limiters }),
    text_to_image: createFalTextToImageEngine({ ...deps, limiters }),
  };
}

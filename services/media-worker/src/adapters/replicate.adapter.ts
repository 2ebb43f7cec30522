// One file over 300 lines: one provider's wire protocol (create, wait, poll, cancel, outputs), read as a
// whole against its SDK.
// Replicate models through its predictions API (as replicate-javascript speaks it, lib/predictions.js):
//   create  POST {base_url}/models/{model}/predictions {input}    (or POST {base_url}/predictions {version, input})
//           with `Prefer: wait=N`: the answer may already be final; else it is `starting`/`processing`
//   poll    GET  urls.get                                 -> the prediction {id, status, output, error, urls}
//   cancel  POST urls.cancel                              (best effort, when our job is cancelled, times out or gives up)
// Header `Authorization: Bearer <token>`, read from `api_key_env` when a job runs. The prediction
// is recorded before we wait on it (hosted-request.ts): a redelivered job resumes it. Outputs: a
// URL or an array of URLs (image to video: the first; text to image: one per image), or text for
// image to text (an array of tokens is joined).
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
  ImageToTextRequest,
  ImageToTextResult,
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
import { fetchImageResult, fetchVideoResult, resultHost, type ResultSource } from './hosted-result.ts';

export const REPLICATE = 'replicate';

const MIB = 1024 * 1024;

/** Where Replicate serves output files; `result_hosts` replaces the list. */
export const REPLICATE_RESULT_HOSTS = ['replicate.delivery', '*.replicate.delivery'];

const configSchema = z
  .looseObject({
    base_url: z.url({ protocol: /^https?$/ }).default(HOSTED_ADAPTER_BASE_URLS.replicate!),
    /** `owner/name`: runs the model's latest version (the models endpoint). */
    model: z
      .string()
      .regex(/^[a-z0-9_.-]+\/[a-z0-9_.-]+$/i, 'must be owner/name')
      .optional(),
    /** A version id: runs exactly that version (`POST /predictions`). */
    version: z
      .string()
      .regex(/^[a-z0-9]{10,128}$/i, 'must be a version id')
      .optional(),
    api_key_env: adapterBaseConfig.api_key_env.default('REPLICATE_API_TOKEN'),
    /** Static model input merged into every prediction (the job's own fields win). */
    input: z.record(z.string(), z.unknown()).default({}),
    /** Input field names of the job's still and prompt (models differ: `image`, `start_image`, ...). */
    image_field: z.string().min(1).default('image'),
    prompt_field: z.string().min(1).default('prompt'),
    /** Seconds Replicate may hold the create call open for a final answer (`Prefer: wait=N`); 0 = no wait. */
    wait_s: z.number().int().min(0).max(60).default(60),
    timeout_ms: adapterBaseConfig.timeout_ms,
    retries: z.number().int().min(0).max(10).default(4),
    retry_base_ms: adapterBaseConfig.retry_base_ms,
    max_response_bytes: z
      .number()
      .int()
      .positive()
      .max(64 * MIB)
      .default(8 * MIB),
    poll_interval_ms: z.number().int().min(10).max(60_000).default(2_000),
    max_wait_ms: z
      .number()
      .int()
      .positive()
      .max(24 * 3_600_000)
      .default(3_600_000),
    max_concurrency: z.number().int().min(1).max(100).default(4),
    result_hosts: z.array(resultHost).default(REPLICATE_RESULT_HOSTS),
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
    max_inline_bytes: z
      .number()
      .int()
      .positive()
      .max(64 * MIB)
      .default(DEFAULT_MAX_INLINE_BYTES),
    max_text_chars: z.number().int().positive().max(100_000).default(10_000),
  })
  .refine((config) => (config.model === undefined) !== (config.version === undefined), {
    message: 'set exactly one of model and version',
    path: ['model'],
  });

export type ReplicateConfig = z.infer<typeof configSchema>;

const parse = (raw: unknown): ReplicateConfig => parseAdapterConfig(REPLICATE, configSchema, raw);

/** What we keep of a prediction (the durable record). */
export interface ReplicatePrediction extends Readonly<Record<string, unknown>> {
  id: string;
  get_url: string;
  cancel_url: string;
}

const prediction = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
  urls: z.object({ get: z.string().optional(), cancel: z.string().optional() }).partial().optional(),
});

type Prediction = z.infer<typeof prediction>;

const stored = z.object({ id: z.string(), get_url: z.string(), cancel_url: z.string() });

/** The prediction's URLs: Replicate's own when on the API's origin (they carry the token), else built. */
export function predictionUrls(
  config: Pick<ReplicateConfig, 'base_url'>,
  answer: Prediction,
): ReplicatePrediction {
  const origin = new URL(config.base_url).origin;
  const root = endpoint(config.base_url, `predictions/${encodeURIComponent(answer.id)}`);
  const pick = (given: string | undefined, fallback: string): string =>
    given && URL.canParse(given) && new URL(given).origin === origin ? given : fallback;
  return {
    id: answer.id,
    get_url: pick(answer.urls?.get, root),
    cancel_url: pick(answer.urls?.cancel, `${root}/cancel`),
  };
}

interface ReplicateCall {
  http: HttpClient;
  config: ReplicateConfig;
  headers: Record<string, string>;
  policy: CallPolicy;
}

function replicateCall(http: HttpClient, config: ReplicateConfig, env: EnvReader): ReplicateCall {
  return {
    http,
    config,
    headers: authHeaders(REPLICATE, config, env),
    policy: { ...callPolicy(config), jitter: true },
  };
}

const PENDING = new Set(['starting', 'processing']);

/** The prediction's output once it succeeded; a failure or cancellation is the job's failure. */
function finalOutput(
  answer: Prediction,
  secrets: readonly string[],
): { done: true; output: unknown } | { done: false } {
  if (PENDING.has(answer.status)) return { done: false };
  if (answer.status === 'succeeded') return { done: true, output: answer.output };
  if (answer.status === 'failed' || answer.status === 'canceled') {
    const reason = answer.error
      ? providerDetail(Buffer.from(JSON.stringify({ detail: answer.error })), secrets)
      : answer.status;
    throw new AdapterError(
      `${REPLICATE}: the provider ${answer.status === 'failed' ? 'failed' : 'canceled'} the prediction: ${reason}`,
      { retryable: false },
    );
  }
  throw new AdapterError(
    `${REPLICATE}: the provider reported an unknown status "${answer.status.slice(0, 40)}".`,
    { retryable: false },
  );
}

/** Creates the prediction (or resumes this job's), waits for it and returns its output. */
async function predict(
  call: ReplicateCall,
  input: Record<string, unknown>,
  context: JobEngineContext,
  limiters: Limiters,
): Promise<unknown> {
  const { http, config, headers, policy } = call;
  const secrets = requestSecrets(headers);
  const read = (raw: unknown): Prediction => {
    const parsed = prediction.safeParse(raw);
    if (!parsed.success)
      throw new AdapterError(`${REPLICATE}: the provider's answer is not a prediction.`, {
        retryable: false,
      });
    return parsed.data;
  };
  // A create answered with a final prediction (Prefer: wait) needs no poll.
  let early: Prediction | undefined;
  return runHostedRequest<ReplicatePrediction, unknown>({
    adapter: REPLICATE,
    context,
    limiter: limiters.get(`${config.base_url} ${config.model ?? config.version}`, config.max_concurrency),
    async submit() {
      const url = config.model
        ? endpoint(config.base_url, `models/${config.model}/predictions`)
        : endpoint(config.base_url, 'predictions');
      const body = config.model ? { input } : { version: config.version, input };
      const answer = read(
        await http.json(
          {
            method: 'POST',
            url,
            headers: { ...headers, ...(config.wait_s > 0 ? { Prefer: `wait=${config.wait_s}` } : {}) },
            json: body,
            what: `${REPLICATE}: create`,
            unsafeToRepeat: true,
          },
          // The held answer may take wait_s, on top of the usual time limit.
          { ...policy, timeoutMs: policy.timeoutMs + config.wait_s * 1000 },
          // Stops the waits between attempts only, never the create halfway (unsafeToRepeat).
          context.signal,
        ),
      );
      early = answer;
      return predictionUrls(config, answer);
    },
    restore: (record) => {
      const parsed = stored.safeParse(record);
      return parsed.success ? parsed.data : null;
    },
    async wait(request) {
      const started = performance.now();
      let answer = early;
      for (;;) {
        if (answer) {
          const final = finalOutput(answer, secrets);
          if (final.done) return final.output;
          if (performance.now() - started > config.max_wait_ms) {
            throw new GaveUp(
              `${REPLICATE}: the provider did not finish within ${Math.round(config.max_wait_ms / 1000)} s.`,
            );
          }
          await pause(config.poll_interval_ms, context);
        }
        answer = read(
          await http.json(
            { method: 'GET', url: request.get_url, headers, what: `${REPLICATE}: prediction` },
            policy,
            context.signal,
          ),
        );
      }
    },
    async cancel(request) {
      await http.request(
        { method: 'POST', url: request.cancel_url, headers, what: `${REPLICATE}: cancel` },
        { ...policy, timeoutMs: 5_000, retries: 0 },
      );
    },
  });
}

/** Output file URLs: a URL or an array of URLs. */
function outputUrls(output: unknown): string[] {
  const list = Array.isArray(output) ? output : [output];
  if (
    list.length === 0 ||
    !list.every((item): item is string => typeof item === 'string' && item.length > 0)
  ) {
    throw new AdapterError(`${REPLICATE}: the provider's output is not a file URL or a list of them.`, {
      retryable: false,
    });
  }
  return list;
}

/** Text output: a string, or an array of strings (streamed tokens) joined. */
export function outputText(output: unknown, maxChars: number): string {
  const text =
    typeof output === 'string'
      ? output
      : Array.isArray(output) && output.every((item) => typeof item === 'string')
        ? output.join('')
        : null;
  if (text === null || !text.trim())
    throw new AdapterError(`${REPLICATE}: the provider's output is not text.`, { retryable: false });
  return text.trim().slice(0, maxChars);
}

function resultSource(call: ReplicateCall, context: JobEngineContext): ResultSource {
  return {
    http: call.http,
    adapter: REPLICATE,
    hosts: call.config,
    headers: call.headers,
    policy: call.policy,
    signal: context.signal,
  };
}

interface EngineDeps {
  http?: HttpClient;
  env?: EnvReader;
  limiters?: Limiters;
}

function engine<Request, Result>(
  deps: EngineDeps,
  work: (
    call: ReplicateCall,
    request: Request,
    context: JobEngineContext,
    limiters: Limiters,
  ) => Promise<Result>,
): JobEngine<Request, Result> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const limiters = deps.limiters ?? new Limiters();
  return {
    id: REPLICATE,
    checkConfig: (raw) => void parse(raw),
    run: (request, context) =>
      work(replicateCall(http, parse(context.engineConfig), env), request, context, limiters),
  };
}

export function createReplicateImageToVideoEngine(
  deps: EngineDeps & { runner: FfmpegRunner },
): JobEngine<ImageToVideoRequest, ImageToVideoResult> {
  return engine(deps, async (call, request, context, limiters) => {
    const { config } = call;
    const image = await inlineStill(REPLICATE, request.imagePath, {
      maxPixels: config.max_pixels,
      maxUrlBytes: config.max_inline_bytes,
    });
    const output = await predict(
      call,
      { ...config.input, [config.prompt_field]: request.prompt, [config.image_field]: image },
      context,
      limiters,
    );
    const [url] = outputUrls(output);
    return fetchVideoResult(resultSource(call, context), url!, context.tmpDir, deps.runner, {
      maxBytes: config.max_video_bytes,
      timeoutMs: config.download_timeout_ms,
      maxDurationS: config.max_video_duration_s,
    });
  });
}

const dimension = z.number().int().min(64).max(4096);

export function createReplicateTextToImageEngine(
  deps: EngineDeps = {},
): JobEngine<TextToImageRequest, TextToImageResult> {
  return engine(deps, async (call, request, context, limiters) => {
    const { config } = call;
    const width = dimension.safeParse(request.modelConfig.width);
    const height = dimension.safeParse(request.modelConfig.height);
    const input = {
      ...config.input,
      [config.prompt_field]: request.prompt,
      num_outputs: request.numImages,
      ...(width.success && height.success ? { width: width.data, height: height.data } : {}),
      ...(request.negativePrompt.trim() ? { negative_prompt: request.negativePrompt } : {}),
    };
    const urls = outputUrls(await predict(call, input, context, limiters));
    if (urls.length !== request.numImages) {
      throw new AdapterError(
        `${REPLICATE}: the provider returned ${urls.length} images, expected ${request.numImages}.`,
        { retryable: false },
      );
    }
    const images: LocalImage[] = [];
    for (const [index, url] of urls.entries()) {
      images.push(
        await fetchImageResult(
          resultSource(call, context),
          url,
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
  });
}

export function createReplicateImageToTextEngine(
  deps: EngineDeps = {},
): JobEngine<ImageToTextRequest, ImageToTextResult> {
  return engine(deps, async (call, request, context, limiters) => {
    const { config } = call;
    const image = await inlineStill(REPLICATE, request.imagePath, {
      maxPixels: config.max_pixels,
      maxUrlBytes: config.max_inline_bytes,
    });
    const output = await predict(call, { ...config.input, [config.image_field]: image }, context, limiters);
    return { text: outputText(output, config.max_text_chars) };
  });
}

/** The Replicate engines of every kind served here, sharing one set of concurrency limits. */
export function createReplicateEngines(deps: { runner: FfmpegRunner; http?: HttpClient; env?: EnvReader }): {
  image_to_video: KindEngines['image_to_video'];
  text_to_image: KindEngines['text_to_image'];
  image_to_text: KindEngines['image_to_text'];
} {
  const limiters = new Limiters();
  return {
    image_to_video: createReplicateImageToVideoEngine({ ...deps, limiters }),
    text_to_image: createReplicateTextToImageEngine({ ...deps, limiters }),
    image_to_text: createReplicateImageToTextEngine({ ...deps, limiters }),
  };
}

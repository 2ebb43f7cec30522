// One file over 300 lines: one provider's wire protocol (create, accept, part uploads, complete, status,
// cancel), read as a whole against its API reference.
// Topaz Labs' video API as an enhancement engine (developer.topazlabs.com, video reference):
//   create    POST  {base_url}/video/                   {source, filters, output} -> {requestId, estimates: {cost, time}}
//   accept    PATCH {base_url}/video/{id}/accept         -> {uploadId, urls}   (reserves the credits: the billed step)
//   upload    PUT   each url                             a part of the file -> ETag header
//   complete  PATCH {base_url}/video/{id}/complete-upload/  {uploadResults: [{partNum, eTag}]}
//   status    GET   {base_url}/video/{id}/status         -> {status, message, errorCode, progress, download: {url}}
//   cancel    DELETE {base_url}/video/{id}               (refunds what is not processed yet)
// Header `X-API-Key`. The create is free and is the "submit" of hosted-request.ts: its requestId
// is recorded before anything is accepted or uploaded, and the accept's upload URLs are recorded
// before the upload, so a redelivered job resumes from Topaz's status (requested: accept;
// accepted: upload again to the recorded URLs; processing: poll) and never creates or accepts a
// second request. The cost estimate is logged with the job. The rest is hosted-enhance.ts's.
import { HOSTED_ADAPTER_BASE_URLS } from '@platform/catalogue';
import { z } from '@platform/config';
import { probeMedia, type FfmpegRunner } from '@platform/media';
import {
  AdapterConfigError,
  AdapterError,
  adapterBaseConfig,
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
  EnhancementRequest,
  EnhancementResult,
  JobEngine,
  JobEngineContext,
} from '../jobs/job-engine.ts';
import {
  assertHostedPlan,
  finishHostedEnhancement,
  PROVIDER_SHARE,
  providerInputVideo,
} from './hosted-enhance.ts';
import { GaveUp, Limiters, pause, runHostedRequest } from './hosted-request.ts';
import { resultHost } from './hosted-result.ts';
import {
  acceptAnswer,
  createAnswer,
  createBody,
  estimateRange,
  partRanges,
  PENDING,
  statusAnswer,
  TOPAZ_VIDEO,
} from './topaz-video.wire.ts';

export { TOPAZ_VIDEO } from './topaz-video.wire.ts';

const MIB = 1024 * 1024;

/** Where Topaz's signed download URLs point (its own hosts and its S3 bucket); `result_hosts` replaces the list. */
export const TOPAZ_RESULT_HOSTS = ['*.topazlabs.com', 'videocloud.s3.amazonaws.com'];

const filter = z.looseObject({ model: z.string().min(1).max(100) });

const configSchema = z.looseObject({
  base_url: z.url({ protocol: /^https?$/ }).default(HOSTED_ADAPTER_BASE_URLS[TOPAZ_VIDEO]!),
  api_key_env: adapterBaseConfig.api_key_env.default('TOPAZ_API_KEY'),
  /** Topaz's filter chain, e.g. `[{"model": "prob-4"}]`. */
  filters: z.array(filter).min(1).max(10),
  /** Output settings (codec, bitrate, ...) under the plan's resolution and frame rate. */
  output: z.record(z.string(), z.unknown()).default({}),
  timeout_ms: adapterBaseConfig.timeout_ms,
  retries: z.number().int().min(0).max(10).default(4),
  retry_base_ms: adapterBaseConfig.retry_base_ms,
  max_response_bytes: z
    .number()
    .int()
    .positive()
    .max(64 * MIB)
    .default(4 * MIB),
  poll_interval_ms: z.number().int().min(10).max(60_000).default(5_000),
  max_wait_ms: z
    .number()
    .int()
    .positive()
    .max(24 * 3_600_000)
    .default(6 * 3_600_000),
  max_concurrency: z.number().int().min(1).max(100).default(2),
  result_hosts: z.array(resultHost).default(TOPAZ_RESULT_HOSTS),
  upload_timeout_ms: z.number().int().positive().max(3_600_000).default(1_800_000),
  download_timeout_ms: z.number().int().positive().max(3_600_000).default(900_000),
  max_video_bytes: z
    .number()
    .int()
    .positive()
    .max(16_384 * MIB)
    .default(4_096 * MIB),
  max_video_duration_s: z
    .number()
    .positive()
    .max(24 * 3_600)
    .default(3_600),
});

export type TopazConfig = z.infer<typeof configSchema>;

const parse = (raw: unknown): TopazConfig => parseAdapterConfig(TOPAZ_VIDEO, configSchema, raw);

/** What is kept of a Topaz request: its id, then the accepted upload's URLs. */
interface TopazRequest extends Readonly<Record<string, unknown>> {
  requestId: string;
  upload?: { uploadId: string | null; urls: string[] };
}

const storedRequest = z.object({
  requestId: z.string().min(1),
  upload: z.object({ uploadId: z.string().nullable(), urls: z.array(z.string()).min(1) }).optional(),
});

interface TopazCall {
  http: HttpClient;
  config: TopazConfig;
  headers: Record<string, string>;
  policy: CallPolicy;
  context: JobEngineContext;
}

function topazHeaders(config: TopazConfig, env: EnvReader): Record<string, string> {
  const key = env(config.api_key_env);
  if (!key)
    throw new AdapterConfigError(
      `${TOPAZ_VIDEO}: the API key variable ${config.api_key_env} is not set on the worker.`,
    );
  return { 'X-API-Key': key };
}

const url = (call: TopazCall, path: string) => endpoint(call.config.base_url, path);
const requestPath = (request: TopazRequest, tail = '') =>
  `video/${encodeURIComponent(request.requestId)}${tail}`;

/** Puts the file's parts to the accepted URLs (a PUT may be repeated: it overwrites) and completes the upload. */
async function upload(call: TopazCall, request: TopazRequest, path: string, size: number): Promise<void> {
  const urls = request.upload?.urls ?? [];
  const uploadResults: Array<{ partNum: number; eTag: string }> = [];
  for (const [index, range] of partRanges(size, urls.length).entries()) {
    const answer = await call.http.request(
      // Pre-signed URLs: the key stays with Topaz's API.
      {
        method: 'PUT',
        url: urls[index]!,
        file: { path, contentType: 'video/mp4', range },
        what: `${TOPAZ_VIDEO}: upload part ${index + 1}`,
      },
      { ...call.policy, timeoutMs: call.config.upload_timeout_ms },
      call.context.signal,
    );
    const eTag = answer.headers.get('etag')?.replace(/"/g, '');
    if (!eTag)
      throw new AdapterError(`${TOPAZ_VIDEO}: the upload of part ${index + 1} answered without an ETag.`, {
        retryable: false,
      });
    uploadResults.push({ partNum: index + 1, eTag });
    call.context.heartbeat();
  }
  await call.http.request(
    {
      method: 'PATCH',
      url: url(call, requestPath(request, '/complete-upload/')),
      headers: call.headers,
      json: { uploadResults },
      what: `${TOPAZ_VIDEO}: complete upload`,
    },
    call.policy,
    call.context.signal,
  );
}

/** Follows the request from wherever it is to its download URL. */
async function follow(
  call: TopazCall,
  request: TopazRequest,
  record: (next: TopazRequest) => Promise<void>,
  video: () => Promise<{ path: string; size: number }>,
): Promise<string> {
  const { http, headers, policy, config, context } = call;
  const started = performance.now();
  for (;;) {
    const parsed = statusAnswer.safeParse(
      await http.json(
        {
          method: 'GET',
          url: url(call, requestPath(request, '/status')),
          headers,
          what: `${TOPAZ_VIDEO}: status`,
        },
        policy,
        context.signal,
      ),
    );
    if (!parsed.success)
      throw new AdapterError(`${TOPAZ_VIDEO}: the provider's status answer has no status.`, {
        retryable: false,
      });
    const status = parsed.data;
    if (status.status === 'requested') {
      // The billed step: never repeated on an unknown outcome (a redelivery then finds `accepted`).
      const accepted = acceptAnswer.safeParse(
        await http.json(
          {
            method: 'PATCH',
            url: url(call, requestPath(request, '/accept')),
            headers,
            what: `${TOPAZ_VIDEO}: accept`,
            unsafeToRepeat: true,
          },
          policy,
          context.signal,
        ),
      );
      if (!accepted.success)
        throw new AdapterError(`${TOPAZ_VIDEO}: the provider's accept answer has no upload urls.`, {
          retryable: false,
        });
      request = {
        ...request,
        upload: { uploadId: accepted.data.uploadId ?? null, urls: accepted.data.urls },
      };
      await record(request);
      const file = await video();
      await upload(call, request, file.path, file.size);
    } else if (status.status === 'accepted') {
      if (!request.upload) {
        // Accepted by an earlier attempt that died before it recorded the upload URLs.
        throw new GaveUp(
          `${TOPAZ_VIDEO}: an earlier attempt of this job was accepted at Topaz but its upload was lost; the request is cancelled there (its credits refunded), not paid twice.`,
        );
      }
      const file = await video();
      await upload(call, request, file.path, file.size);
    } else if (status.status === 'complete') {
      if (!status.download?.url)
        throw new AdapterError(
          `${TOPAZ_VIDEO}: the provider reported the request complete without a download url.`,
          { retryable: false },
        );
      return status.download.url;
    } else if (status.status === 'failed' || status.status === 'canceled') {
      const reason = providerDetail(
        Buffer.from(JSON.stringify({ message: status.message ?? status.errorCode ?? 'no reason given' })),
        requestSecrets(headers),
      );
      throw new AdapterError(
        `${TOPAZ_VIDEO}: the provider ${status.status === 'failed' ? 'failed' : 'cancelled'} the request: ${reason}`,
        { retryable: false },
      );
    } else if (!PENDING.has(status.status)) {
      throw new AdapterError(
        `${TOPAZ_VIDEO}: the provider reported an unknown status "${status.status.slice(0, 40)}".`,
        { retryable: false },
      );
    } else if (typeof status.progress === 'number') {
      context.progress?.(PROVIDER_SHARE * Math.min(1, Math.max(0, status.progress / 100)));
    }
    if (performance.now() - started > config.max_wait_ms) {
      throw new GaveUp(
        `${TOPAZ_VIDEO}: the provider did not finish within ${Math.round(config.max_wait_ms / 1000)} s.`,
      );
    }
    if (PENDING.has(status.status)) await pause(config.poll_interval_ms, context);
  }
}

export function createTopazVideoEngine(deps: {
  runner: FfmpegRunner;
  http?: HttpClient;
  env?: EnvReader;
  limiters?: Limiters;
}): JobEngine<EnhancementRequest, EnhancementResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const limiters = deps.limiters ?? new Limiters();
  return {
    id: TOPAZ_VIDEO,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const call: TopazCall = {
        http,
        config,
        headers: topazHeaders(config, env),
        policy: { ...callPolicy(config), jitter: true },
        context,
      };
      assertHostedPlan(TOPAZ_VIDEO, request.job);
      context.progress?.(0.01);
      // The video sent (the input, or the plan's range cut from it), made once and only when needed.
      let prepared: Promise<{ path: string; size: number; body: Record<string, unknown> }> | undefined;
      const video = () =>
        (prepared ??= providerInputVideo(request, context, deps.runner).then(async ({ path }) => {
          const facts = await probeMedia(deps.runner, path, { signal: context.signal });
          return { path, size: facts.file_size, body: createBody(facts, request.job, config) };
        }));
      const downloadUrl = await runHostedRequest<TopazRequest, string>({
        adapter: TOPAZ_VIDEO,
        context,
        limiter: limiters.get(`${config.base_url} ${JSON.stringify(config.filters)}`, config.max_concurrency),
        async submit() {
          // The create bills nothing: retried like a read (an orphan request costs nothing).
          const raw = await http.json(
            {
              method: 'POST',
              url: url(call, 'video/'),
              headers: call.headers,
              json: (await video()).body,
              what: `${TOPAZ_VIDEO}: create`,
            },
            call.policy,
            context.signal,
          );
          const answer = createAnswer.safeParse(raw);
          if (!answer.success)
            throw new AdapterError(`${TOPAZ_VIDEO}: the provider's create answer has no requestId.`, {
              retryable: false,
            });
          const cost = estimateRange(answer.data.estimates?.cost);
          const time = estimateRange(answer.data.estimates?.time);
          context.logger?.info(
            {
              provider: TOPAZ_VIDEO,
              request_id: answer.data.requestId,
              model: request.job.model_name,
              estimated_credits: cost,
              estimated_seconds: time,
            },
            'Topaz estimate for the job (Topaz bills the low end)',
          );
          return { requestId: answer.data.requestId };
        },
        restore: (stored) => {
          const parsed = storedRequest.safeParse(stored);
          return parsed.success ? parsed.data : null;
        },
        wait: (topazRequest, record) => follow(call, topazRequest, record, video),
        async cancel(topazRequest) {
          await http.request(
            {
              method: 'DELETE',
              url: url(call, requestPath(topazRequest)),
              headers: call.headers,
              what: `${TOPAZ_VIDEO}: cancel`,
            },
            { ...call.policy, timeoutMs: 5_000, retries: 0 },
          );
        },
      });
      context.progress?.(PROVIDER_SHARE);
      return finishHostedEnhancement(
        request,
        {
          source: {
            http,
            adapter: TOPAZ_VIDEO,
            hosts: config,
            headers: call.headers,
            policy: call.policy,
            signal: context.signal,
          },
          url: downloadUrl,
          limits: {
            maxBytes: config.max_video_bytes,
            timeoutMs: config.download_timeout_ms,
            maxDurationS: config.max_video_duration_s,
          },
        },
        context,
        deps.runner,
      );
    },
  };
}

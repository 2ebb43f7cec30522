// fal's video upscalers (e.g. `fal-ai/seedvr/upscale/video`) as an enhancement engine, through
// fal's queue (fal-queue.adapter.ts): `{...input, video_url}` in, `video.url` out. The video
// reaches fal as fal-storage.ts says; the upload is part of the submit, so a resumed request is
// never uploaded again. The model's own options (`upscale_factor`, ...) are the entry's `input`
// and must make the planned size: a video of another size fails the job (hosted-enhance.ts).
import type { FfmpegRunner } from '@platform/media';
import { AdapterError, type EnvReader, HttpClient, processEnv } from '@platform/http-client';
import { z } from '@platform/config';
import type {
  EnhancementRequest,
  EnhancementResult,
  JobEngine,
  JobEngineContext,
} from '../jobs/job-engine.ts';
import { FAL_QUEUE, falCall, falRequest, parse, resultSource, type FalCall } from './fal-queue.adapter.ts';
import { uploadToFalStorage, videoDataUrl } from './fal-storage.ts';
import {
  assertHostedPlan,
  finishHostedEnhancement,
  PROVIDER_SHARE,
  providerInputVideo,
} from './hosted-enhance.ts';
import { Limiters } from './hosted-request.ts';

const videoOutput = z.object({ video: z.object({ url: z.string().min(1) }) });

/** The URL fal fetches the job's video from (a pre-signed URL of ours, fal's storage, or inline). */
async function videoUrl(
  call: FalCall,
  request: EnhancementRequest,
  video: { path: string; whole: boolean },
  context: JobEngineContext,
): Promise<string> {
  const { config } = call;
  if (config.video_input === 'data_url') return videoDataUrl(video.path, config.max_inline_bytes);
  if (config.video_input === 'auto' && video.whole && request.publicInputUrl)
    return request.publicInputUrl(config.input_expiry_s);
  const url = await uploadToFalStorage(
    {
      http: call.http,
      storageUrl: config.storage_url,
      headers: call.headers,
      policy: call.policy,
      uploadTimeoutMs: config.upload_timeout_ms,
      expirySeconds: config.input_expiry_s,
      signal: context.signal,
    },
    video.path,
  );
  context.heartbeat();
  return url;
}

export function createFalEnhancementEngine(deps: {
  runner: FfmpegRunner;
  http?: HttpClient;
  env?: EnvReader;
  limiters?: Limiters;
}): JobEngine<EnhancementRequest, EnhancementResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const limiters = deps.limiters ?? new Limiters();
  return {
    id: FAL_QUEUE,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const call = falCall(http, config, env);
      assertHostedPlan(FAL_QUEUE, request.job);
      context.progress?.(0.01);
      const input = async () => {
        const video = await providerInputVideo(request, context, deps.runner);
        return { ...config.input, video_url: await videoUrl(call, request, video, context) };
      };
      const output = videoOutput.safeParse(await falRequest(call, input, context, limiters));
      if (!output.success)
        throw new AdapterError(`${FAL_QUEUE}: the provider's result has no video.url.`, { retryable: false });
      context.progress?.(PROVIDER_SHARE);
      return finishHostedEnhancement(
        request,
        {
          source: resultSource(call, context),
          url: output.data.video.url,
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

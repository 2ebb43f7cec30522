// Video enhancement through a hosted ML enhancer's asynchronous HTTP API (the catalogue's
// `http-enhance` models; enabled by configuration: the entry's `enabled`, `base_url`, `model` and
// the key's variable):
//   upload  POST {base_url}{upload_path}   the input video, streamed   -> {"id": "..."}  (Idempotency-Key: <job id>:input)
//   submit  POST {base_url}{submit_path}   {model, input_id, input_fps, the plan} -> {"id": "..."}  (Idempotency-Key: job id)
//   poll    GET  {base_url}{status_path}   -> {"status": "...", "progress"?: 0..100, "video_url"?: "...", "error"?: ...}
//   fetch   GET  video_url                 -> the MP4 (size-capped, probed, on the provider's host or result_hosts)
//   cancel  POST {base_url}{cancel_path}   (optional; best effort when our job is stopped or given up)
// The provider gets the resolved plan (frame range, output size, rate and frame count, settings)
// and must deliver it: a video of another size or short of frames fails the job. The worker then
// does what it does for its own output: stills, the SSIM quality score against the input, and
// the comparison clips. Refusals and unusable answers fail the job at once (the owner refunds);
// a busy or unreachable provider is retried with backoff and the job redelivered.
import { join } from 'node:path';
import { z } from '@platform/config';
import type { FfmpegRunner } from '@platform/media';
import { WeightedRuns, enhanceSpecOf, finishEnhancement, shortOfPlannedFrames } from '../engines/index.ts';
import type { EnhancementRequest, EnhancementResult, JobEngine } from '../jobs/job-engine.ts';
import { AdapterError, authHeaders, callPolicy, endpoint, type EnvReader, HttpClient, parseAdapterConfig, processEnv } from '@platform/http-client';
import { downloadProviderVideo, providerJobConfig, providerJobId, submitAnswer, waitForProviderVideo, type ProviderJob } from './http-job.adapter.ts';

export const HTTP_ENHANCE = 'http-enhance';

const configSchema = z.looseObject({
  ...providerJobConfig,
  upload_path: z.string().startsWith('/').default('/v1/uploads'),
  /** Time limit of the input upload (the other calls have timeout_ms). */
  upload_timeout_ms: z.number().int().positive().max(3_600_000).default(600_000),
  /** Sent as-is to the provider with every job (model options). */
  parameters: z.record(z.string(), z.unknown()).default({}),
});

type HttpEnhanceConfig = z.infer<typeof configSchema>;

/** The share of the job's progress the provider's own work stands for (the rest is ours). */
const PROVIDER_SHARE = 0.8;

const progressOf = (answer: unknown): number | null => {
  const value = (answer as { progress?: unknown } | null)?.progress;
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) / 100 : null;
};

export function createHttpEnhanceEngine(deps: { runner: FfmpegRunner; http?: HttpClient; env?: EnvReader }): JobEngine<EnhancementRequest, EnhancementResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const parse = (raw: unknown): HttpEnhanceConfig => parseAdapterConfig(HTTP_ENHANCE, configSchema, raw);

  return {
    id: HTTP_ENHANCE,
    checkConfig: (raw) => void parse(raw),
    async run({ inputPath, job }, context) {
      const config = parse(context.engineConfig);
      const headers = authHeaders(HTTP_ENHANCE, config, env);
      const spec = enhanceSpecOf(job);
      const submitted = async (what: string, answer: unknown): Promise<string> => {
        const parsed = submitAnswer.safeParse(answer);
        if (!parsed.success) throw new AdapterError(`${HTTP_ENHANCE}: the provider's ${what} answer has no \`id\`.`, { retryable: false });
        return providerJobId(parsed.data);
      };

      const inputId = await submitted(
        'upload',
        await http.json(
          {
            method: 'POST',
            url: endpoint(config.base_url, config.upload_path),
            headers: { ...headers, 'Idempotency-Key': `${context.jobId}:input` },
            file: { path: inputPath, contentType: 'video/mp4' },
            what: `${HTTP_ENHANCE}: input upload`,
          },
          { ...callPolicy(config), timeoutMs: config.upload_timeout_ms },
          context.signal,
        ),
      );
      context.heartbeat();
      const id = await submitted(
        'submit',
        await http.json(
          {
            method: 'POST',
            url: endpoint(config.base_url, config.submit_path),
            headers: { ...headers, 'Idempotency-Key': context.jobId },
            json: {
              model: config.model,
              input_id: inputId,
              input_fps: job.input.framerate,
              start_frame: job.start_frame,
              end_frame: job.end_frame,
              out_width: job.out_width,
              out_height: job.out_height,
              out_fps: job.out_fps,
              out_frames: job.out_frames,
              playback_speed: job.playback_speed,
              sharpen_strength: job.sharpen_strength,
              grain: job.grain,
              stabilization_smoothing: job.stabilization_smoothing,
              keep_audio: job.input.has_audio,
              parameters: config.parameters,
            },
            what: `${HTTP_ENHANCE}: submit`,
          },
          callPolicy(config),
          context.signal,
        ),
      );

      const providerJob: ProviderJob = { http, config, headers, id, adapter: HTTP_ENHANCE };
      const runs = new WeightedRuns({ runner: deps.runner, signal: context.signal, total: 1, onProgress: (fraction) => context.progress?.(fraction) });
      const url = await waitForProviderVideo(providerJob, context, (answer) => {
        const fraction = progressOf(answer);
        if (fraction !== null) runs.report(PROVIDER_SHARE, fraction);
      });
      runs.report(PROVIDER_SHARE, 1);
      const videoPath = join(context.tmpDir, 'video.mp4');
      const video = await downloadProviderVideo(providerJob, url, videoPath, deps.runner, context.signal);
      if (video.width !== job.out_width || video.height !== job.out_height) {
        throw new AdapterError(`${HTTP_ENHANCE}: the provider's video is ${video.width}x${video.height}, not the ${job.out_width}x${job.out_height} asked for.`, { retryable: false });
      }
      if (shortOfPlannedFrames(video.num_frames, job.out_frames)) {
        throw new AdapterError(`${HTTP_ENHANCE}: the provider's video has ${video.num_frames} frames, not the ${job.out_frames} asked for.`, { retryable: false });
      }
      const finishing = new WeightedRuns({ runner: deps.runner, signal: context.signal, total: 1, start: PROVIDER_SHARE, onProgress: (fraction) => context.progress?.(fraction) });
      const result = await finishEnhancement(
        { runner: deps.runner },
        { inputPath, spec, comparison: job.comparison, videoPath, statsPath: null },
        { signal: context.signal, tmpDir: context.tmpDir, runs: finishing, weights: job.comparison ? { quality: 0.05, comparison: 0.15 } : { quality: 0.2, comparison: 0 } },
      );
      context.progress?.(1);
      return result;
    },
  };
}

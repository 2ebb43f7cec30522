// Voiceover through a hosted text-to-speech provider with an OpenAI-compatible speech API:
// `POST {base_url}{path}` with `{model, input, voice, response_format: "wav"}` answers the audio.
// The provider speaks one sentence per call, so the rest of the pipeline is the built-in one:
// each sentence is trimmed and measured, the captions follow the measured speech.
import { writeFile } from 'node:fs/promises';
import { z } from '@platform/config';
import { MediaError } from '@platform/media';
import { createVoiceoverEngine, type SpeechSynthesiser } from '../engines/index.ts';
import type { JobEngine, VoiceoverRequest, VoiceoverResult } from '../jobs/job-engine.ts';
import { adapterBaseConfig, AdapterError, authHeaders, callPolicy, endpoint, type EnvReader, HttpClient, parseAdapterConfig, processEnv } from '@platform/http-client';
import type { FfmpegRunner } from '@platform/media';

export const HTTP_TTS = 'http-tts';

const configSchema = z.looseObject({
  ...adapterBaseConfig,
  path: z.string().startsWith('/').default('/v1/audio/speech'),
  /** Provider voice used when `voices` has no entry for the job's voice id. */
  voice: z.string().min(1).max(200),
  /** Our voice ids mapped to the provider's voice names. */
  voices: z.record(z.string(), z.string().min(1).max(200)).default({}),
  max_response_bytes: z.number().int().positive().max(256 * 1024 * 1024).default(32 * 1024 * 1024),
});

/** The provider answers audio; a RIFF/WAVE, MP3 or Ogg header is required before ffmpeg reads it. */
export function looksLikeAudio(body: Buffer): boolean {
  const head = body.subarray(0, 12).toString('latin1');
  return (
    (head.startsWith('RIFF') && head.slice(8, 12) === 'WAVE') ||
    head.startsWith('ID3') ||
    (body[0] === 0xff && ((body[1] ?? 0) & 0xe0) === 0xe0) ||
    head.startsWith('OggS')
  );
}

export function createHttpTtsEngine(
  deps: { runner: FfmpegRunner; http?: HttpClient; env?: EnvReader },
): JobEngine<VoiceoverRequest, VoiceoverResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const render = createVoiceoverEngine({ runner: deps.runner });
  return {
    id: HTTP_TTS,
    checkConfig(engineConfig) {
      parseAdapterConfig(HTTP_TTS, configSchema, engineConfig);
    },
    async run(request, context) {
      const config = parseAdapterConfig(HTTP_TTS, configSchema, context.engineConfig);
      const headers = authHeaders(HTTP_TTS, config, env);
      const voice = config.voices[request.voice.id] ?? config.voice;
      const synthesiser: SpeechSynthesiser = {
        async synthesise(text, outPath, signal) {
          context.heartbeat();
          const answer = await http.request(
            {
              method: 'POST',
              url: endpoint(config.base_url, config.path),
              headers,
              json: { model: config.model, input: text, voice, response_format: 'wav' },
              what: `${HTTP_TTS}: speech`,
            },
            callPolicy(config),
            signal,
          );
          if (!looksLikeAudio(answer.body)) {
            throw new AdapterError(`${HTTP_TTS}: the provider's answer is not audio.`, { retryable: false, status: answer.status });
          }
          await writeFile(outPath, answer.body);
        },
      };
      try {
        const { audio, captions, sentences } = await render(
          { text: request.text, segments: request.segments, synthesiser },
          { signal: context.signal, tmpDir: context.tmpDir, onProgress: () => context.heartbeat() },
        );
        return { audio, captions, sentences };
      } catch (error) {
        // Audio ffmpeg cannot decode is the provider's fault, and asking again will not fix it.
        if (error instanceof MediaError && error.code === 'failed') {
          throw new AdapterError(`${HTTP_TTS}: the provider's audio could not be used (${error.message}).`, { retryable: false });
        }
        throw error;
      }
    },
  };
}

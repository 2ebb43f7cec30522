// Voiceovers spoken by ElevenLabs (as elevenlabs-js speaks it, textToSpeech/client/Client.ts):
//   POST {base_url}/v1/text-to-speech/{voice_id}/with-timestamps?output_format=mp3_44100_128
//   header `xi-api-key: <key>`, body {text, model_id, language_code?}
//   -> {audio_base64, alignment: {characters, character_start_times_seconds,
//       character_end_times_seconds}, normalized_alignment}
// One call per sentence (the alignment degrades on long inputs), through the built-in voiceover
// pipeline: each piece is cut at its first word, trimmed and measured, the pieces are joined into
// AAC (m4a) with the same pauses, and every written word gets its time from the character
// alignment, so sentences, segments, word times and WebVTT captions come out as the built-in
// engine's do. 429 (too_many_concurrent_requests, system_busy), 500 and 503 are retried after
// Retry-After; a call whose outcome is unknown is not repeated, and a job is never called for
// twice (billed-calls.ts). The key goes only in the `xi-api-key` header.
import { writeFile } from 'node:fs/promises';
import { HOSTED_ADAPTER_BASE_URLS } from '@platform/catalogue';
import { z } from '@platform/config';
import {
  adapterBaseConfig,
  AdapterError,
  apiKeyFromEnv,
  callPolicy,
  endpoint,
  type EnvReader,
  HttpClient,
  parseAdapterConfig,
  processEnv,
} from '@platform/http-client';
import { MediaError, type FfmpegRunner } from '@platform/media';
import { createVoiceoverEngine, writtenSpeechText, type SpeechSynthesiser } from '../engines/index.ts';
import type { JobEngine, JobEngineContext, VoiceoverRequest, VoiceoverResult } from '../jobs/job-engine.ts';
import { BilledCalls } from './billed-calls.ts';
import { alignmentWords, parseOutputFormat, speechFile } from './elevenlabs.speech.ts';
import { Limiters } from './hosted-request.ts';

export const ELEVENLABS_TTS = 'elevenlabs-tts';

const MIB = 1024 * 1024;

/** ElevenLabs voice ids are short alphanumeric strings (`JBFqnCBsd6RMkjVDRZzb`). */
const voiceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an ElevenLabs voice id');

const configSchema = z.looseObject({
  base_url: z.url({ protocol: /^https?$/ }).default(HOSTED_ADAPTER_BASE_URLS[ELEVENLABS_TTS]!),
  /** The ElevenLabs model, e.g. `eleven_multilingual_v2`. */
  model_id: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be an ElevenLabs model id'),
  api_key_env: adapterBaseConfig.api_key_env.default('ELEVENLABS_API_KEY'),
  /** The ElevenLabs voice used when `voices` has no entry for the job's voice. */
  voice: voiceId,
  /** Our voice ids (the voice catalogue's) mapped to ElevenLabs voice ids. */
  voices: z.record(z.string(), voiceId).default({}),
  output_format: z
    .string()
    .refine(
      (format) => parseOutputFormat(format) !== null,
      'must be an mp3_<rate>_<kbps> or pcm_<rate> format',
    )
    .default('mp3_44100_128'),
  /** Sends the voice's language (ISO 639-1) as `language_code`; only some models accept it. */
  send_language_code: z.boolean().default(false),
  timeout_ms: adapterBaseConfig.timeout_ms,
  retries: z.number().int().min(0).max(10).default(4),
  retry_base_ms: adapterBaseConfig.retry_base_ms,
  /** The JSON answer: base64 audio of one sentence and its alignment. */
  max_response_bytes: z
    .number()
    .int()
    .positive()
    .max(256 * MIB)
    .default(32 * MIB),
  /** Calls of this model in flight at once in one worker (ElevenLabs limits concurrency per plan). */
  max_concurrency: z.number().int().min(1).max(100).default(2),
});

export type ElevenLabsConfig = z.infer<typeof configSchema>;

const parse = (raw: unknown): ElevenLabsConfig => parseAdapterConfig(ELEVENLABS_TTS, configSchema, raw);

const alignment = z.object({
  characters: z.array(z.string()),
  character_start_times_seconds: z.array(z.number()),
  character_end_times_seconds: z.array(z.number()),
});

// An alignment that cannot be read costs the word times only (the captions then share each
// sentence by characters), not the speech.
const readableAlignment = alignment.nullish().catch(null);

const speechAnswer = z.object({
  audio_base64: z.string().min(1),
  alignment: readableAlignment,
  normalized_alignment: readableAlignment,
});

/** The voice catalogue's language (`en-US`) as ElevenLabs takes it (`en`). */
const isoLanguage = (languageCode: string): string => languageCode.split('-')[0]!.toLowerCase();

interface Speaker {
  http: HttpClient;
  config: ElevenLabsConfig;
  headers: Record<string, string>;
  voiceId: string;
  languageCode: string | null;
  calls: BilledCalls;
  limiters: Limiters;
  context: JobEngineContext;
}

/** The synthesiser the voiceover pipeline calls per sentence: one billed call, its audio and words. */
function elevenLabsSynthesiser(speaker: Speaker): SpeechSynthesiser {
  const { http, config, headers, context } = speaker;
  const format = parseOutputFormat(config.output_format)!;
  const url = `${endpoint(config.base_url, `/v1/text-to-speech/${encodeURIComponent(speaker.voiceId)}/with-timestamps`)}?output_format=${encodeURIComponent(config.output_format)}`;
  const limiter = speaker.limiters.get(`${config.base_url} ${config.model_id}`, config.max_concurrency);
  return {
    async synthesise(text, outPath) {
      const json = {
        text,
        model_id: config.model_id,
        ...(speaker.languageCode ? { language_code: speaker.languageCode } : {}),
      };
      const release = await limiter.acquire(context.signal);
      let raw: unknown;
      try {
        context.heartbeat();
        raw = await speaker.calls.call(() =>
          // unsafeToRepeat: each call bills; the job's signal stops waits between attempts, never a call halfway.
          http.json(
            { method: 'POST', url, headers, json, what: `${ELEVENLABS_TTS}: speech`, unsafeToRepeat: true },
            { ...callPolicy(config), jitter: true },
            context.signal,
          ),
        );
      } finally {
        release();
      }
      const answer = speechAnswer.safeParse(raw);
      if (!answer.success)
        throw new AdapterError(`${ELEVENLABS_TTS}: the provider's answer has no audio_base64.`, {
          retryable: false,
        });
      const audio = speechFile(answer.data.audio_base64, format);
      if (!audio)
        throw new AdapterError(
          `${ELEVENLABS_TTS}: the provider's audio is not ${config.output_format} audio.`,
          { retryable: false },
        );
      await writeFile(outPath, audio);
      return { words: alignmentWords(answer.data.alignment ?? answer.data.normalized_alignment) };
    },
  };
}

export function createElevenLabsTtsEngine(deps: {
  runner: FfmpegRunner;
  http?: HttpClient;
  env?: EnvReader;
  limiters?: Limiters;
}): JobEngine<VoiceoverRequest, VoiceoverResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const limiters = deps.limiters ?? new Limiters();
  const render = createVoiceoverEngine({ runner: deps.runner });
  return {
    id: ELEVENLABS_TTS,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const headers = { 'xi-api-key': apiKeyFromEnv(ELEVENLABS_TTS, config.api_key_env, env) };
      const english = isoLanguage(request.voice.languageCode) === 'en';
      const calls = new BilledCalls(ELEVENLABS_TTS, context);
      await calls.begin();
      const synthesiser = elevenLabsSynthesiser({
        http,
        config,
        headers,
        voiceId: config.voices[request.voice.id] ?? config.voice,
        languageCode: config.send_language_code ? isoLanguage(request.voice.languageCode) : null,
        calls,
        limiters,
        context,
      });
      try {
        const { audio, captions, sentences } = await render(
          // Our spoken form is English (numbers, prices, listing abbreviations); other languages go
          // as written and ElevenLabs reads them in the voice's language.
          {
            text: request.text,
            segments: request.segments,
            synthesiser,
            speechText: english ? undefined : writtenSpeechText,
          },
          {
            signal: context.signal,
            tmpDir: context.tmpDir,
            onProgress: (fraction) => (context.progress ? context.progress(fraction) : context.heartbeat()),
          },
        );
        await calls.done();
        return { audio, captions, sentences };
      } catch (error) {
        // Audio ffmpeg cannot read is the provider's fault, and asking again would bill again.
        const cause =
          error instanceof MediaError && error.code === 'failed'
            ? new AdapterError(
                `${ELEVENLABS_TTS}: the provider's audio could not be used (${error.message}).`,
                { retryable: false, cause: error },
              )
            : error;
        throw await calls.failed(cause);
      }
    },
  };
}

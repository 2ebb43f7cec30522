// A local ElevenLabs for tests, answering exactly the documented shapes (elevenlabs-js
// textToSpeech/client/Client.ts, AudioWithTimestampsResponse, CharacterAlignmentResponseModel):
//   POST /v1/text-to-speech/{voice_id}/with-timestamps?output_format=mp3_44100_128 (xi-api-key)
//   -> {audio_base64, alignment: {characters, character_start_times_seconds,
//       character_end_times_seconds}, normalized_alignment}
// The audio is real and follows the text: an MP3 (or raw 16-bit PCM for pcm_<rate>) made with
// ffmpeg in which every letter and digit sounds (a tone) for as long as the alignment says and
// spaces and punctuation are silence, after a lead-in and before a tail of silence, as a voice's take has.
// On demand a call is answered 429 too_many_concurrent_requests (Retry-After: 1), 422 (a
// validation list, echoing the key as a careless provider might), a 5xx, or JSON without audio.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendJson, type ProviderServer, type RecordedRequest } from '@platform/http-client/testing';
import type { CharacterAlignment } from '../adapters/elevenlabs.speech.ts';

/** Seconds each character is aligned for (a space longer), and the silence before and after. */
export const FAKE_CHAR_S = 0.05;
export const FAKE_SPACE_S = 0.1;
export const FAKE_LEAD_S = 0.12;
export const FAKE_TAIL_S = 0.25;

export type ElevenLabsAnswer = 'throttle' | 'refuse' | 'not-audio' | 500 | 502 | 503 | 504;

export interface ElevenLabsScript {
  /** How the n-th call (1-based) is answered instead of speech. */
  answers?: Record<number, ElevenLabsAnswer>;
}

export interface ElevenLabsFake {
  /** Every speech call, in order. */
  calls(): RecordedRequest[];
  /** When each call arrived (performance.now()). */
  readonly arrivals: number[];
}

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/** The alignment the fake gives `text`: characters back to back after the lead-in. */
export function fakeAlignment(text: string): CharacterAlignment {
  const characters = [...text];
  const starts: number[] = [];
  const ends: number[] = [];
  let at = FAKE_LEAD_S;
  for (const char of characters) {
    const length = char === ' ' ? FAKE_SPACE_S : FAKE_CHAR_S;
    starts.push(round(at));
    ends.push(round(at + length));
    at += length;
  }
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
}

/** Letters and digits sound; spaces and punctuation are silent, as in speech. */
export const SOUNDS = /[\p{L}\p{N}]/u;

/** Each sounding stretch fades in and out over this long, as a voice does (no click for the encoder to smear). */
const FADE_S = 0.005;

/** 16-bit mono PCM for `text`: a tone while each letter or digit is aligned, silence elsewhere. */
function fakePcm(text: string, rate: number): Buffer {
  const alignment = fakeAlignment(text);
  const duration = (alignment.character_end_times_seconds.at(-1) ?? FAKE_LEAD_S) + FAKE_TAIL_S;
  const pcm = Buffer.alloc(Math.round(duration * rate) * 2);
  // Stretches of consecutive sounding characters, in samples.
  const stretches: [number, number][] = [];
  alignment.characters.forEach((char, i) => {
    if (!SOUNDS.test(char)) return;
    const from = Math.round(alignment.character_start_times_seconds[i]! * rate);
    const to = Math.round(alignment.character_end_times_seconds[i]! * rate);
    const last = stretches.at(-1);
    if (last && last[1] === from) last[1] = to;
    else stretches.push([from, to]);
  });
  const fade = FADE_S * rate;
  for (const [from, to] of stretches) {
    for (let n = from; n < to; n += 1) {
      const envelope = Math.min(1, (n - from) / fade, (to - n) / fade);
      pcm.writeInt16LE(Math.round(16_000 * envelope * Math.sin((2 * Math.PI * 330 * n) / rate)), n * 2);
    }
  }
  return pcm;
}

/**
 * The PCM encoded as MP3 by ffmpeg (libmp3lame, as ElevenLabs' mp3_44100_128), into a file: only a
 * seekable output gets the LAME header that tells decoders the encoder's delay, without which the
 * decoded speech would start 25 ms after its alignment.
 */
async function mp3(pcm: Buffer, rate: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-elevenlabs-'));
  try {
    const path = join(dir, 'speech.mp3');
    await new Promise<void>((resolve, reject) => {
      const ffmpeg = spawn('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        's16le',
        '-ar',
        String(rate),
        '-ac',
        '1',
        '-i',
        'pipe:0',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '128k',
        path,
      ]);
      ffmpeg.on('error', reject);
      ffmpeg.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
      );
      ffmpeg.stdin.end(pcm);
    });
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The audio of `text` in `outputFormat` (pcm_<rate> raw, else MP3 at 44.1 kHz). */
async function fakeSpeech(text: string, outputFormat: string): Promise<Buffer> {
  const pcm = /^pcm_(\d+)$/.exec(outputFormat);
  return pcm ? fakePcm(text, Number(pcm[1])) : mp3(fakePcm(text, 44_100), 44_100);
}

const SPEECH_PATH = /^\/v1\/text-to-speech\/([^/]+)\/with-timestamps$/;

/** Scripts `server` as ElevenLabs' text to speech. */
export function playElevenLabs(server: ProviderServer, script: ElevenLabsScript = {}): ElevenLabsFake {
  const arrivals: number[] = [];
  server.handle(async (req, res) => {
    const url = new URL(req.path, 'http://fake');
    if (req.method !== 'POST' || !SPEECH_PATH.test(url.pathname))
      return sendJson(res, 404, { detail: 'Not Found' });
    arrivals.push(performance.now());
    const answer = script.answers?.[arrivals.length];
    const key = String(req.headers['xi-api-key'] ?? '');
    switch (answer) {
      case 'throttle':
        return sendJson(
          res,
          429,
          {
            detail: {
              status: 'too_many_concurrent_requests',
              message: 'Too many concurrent requests for your plan.',
            },
          },
          { 'Retry-After': '1', 'current-concurrent-requests': '3', 'maximum-concurrent-requests': '2' },
        );
      case 'refuse':
        return sendJson(res, 422, {
          detail: [
            {
              loc: ['body', 'text'],
              msg: `text is too long for this voice (key ${key})`,
              type: 'value_error',
            },
          ],
        });
      case 'not-audio':
        return sendJson(res, 200, {
          audio_base64: Buffer.from('{"not":"audio"}').toString('base64'),
          alignment: null,
          normalized_alignment: null,
        });
      case undefined:
        break;
      default:
        return sendJson(res, answer, {
          detail: { status: 'internal_error', message: 'Something went wrong on our side.' },
        });
    }
    const text = String((req.body as { text?: unknown }).text ?? '');
    const outputFormat = url.searchParams.get('output_format') ?? 'mp3_44100_128';
    const audio = await fakeSpeech(text, outputFormat);
    const alignment = fakeAlignment(text);
    return sendJson(res, 200, {
      audio_base64: audio.toString('base64'),
      alignment,
      normalized_alignment: alignment,
    });
  });
  return {
    calls: () =>
      server.requests.filter((r) => r.method === 'POST' && SPEECH_PATH.test(r.path.split('?')[0]!)),
    arrivals,
  };
}

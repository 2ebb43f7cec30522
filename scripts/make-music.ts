// Makes the built-in music library (music/*.m4a and music/catalogue.json): four short loops of
// different moods, synthesised here note by note (pad chords, bass, a melody, drums) and encoded
// with ffmpeg as AAC. Deterministic: the same script always writes the same music, so the files
// are committed and only remade when this script changes. Run: node scripts/make-music.ts
import { execFileSync, spawn } from 'node:child_process';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const RATE = 44_100;
const OUT_DIR = join(import.meta.dirname, '..', 'music');

interface Track {
  id: string;
  /** The track's id in the API (`music/`, a project's or brand kit's `background_music`): fixed, a UUID like every asset id. */
  assetId: string;
  title: string;
  mood: string;
  bpm: number;
  key: string;
  /** One chord a bar, as MIDI note numbers (root first). */
  chords: number[][];
  /** Melody per beat as a scale-degree offset into the bar's chord tones (-1 rests). */
  melody: number[];
  drums: 'full' | 'light' | 'none';
  /** Pad brightness: harmonics per pad note. */
  padHarmonics: number;
  gain: number;
}

const midiHz = (note: number): number => 440 * 2 ** ((note - 69) / 12);

const TRACKS: Track[] = [
  {
    id: 'sunlit-morning',
    assetId: '019a0000-0000-7000-8001-000000000001',
    title: 'Sunlit Morning',
    mood: 'upbeat',
    bpm: 112,
    key: 'C major',
    chords: [
      [48, 52, 55],
      [43, 47, 50],
      [45, 48, 52],
      [41, 45, 48],
    ],
    melody: [2, 1, 0, 1, 2, 2, 2, -1, 1, 1, 1, -1, 2, 4, 4, -1],
    drums: 'full',
    padHarmonics: 5,
    gain: 0.8,
  },
  {
    id: 'evening-calm',
    assetId: '019a0000-0000-7000-8001-000000000002',
    title: 'Evening Calm',
    mood: 'calm',
    bpm: 72,
    key: 'A minor',
    chords: [
      [45, 48, 52],
      [41, 45, 48],
      [48, 52, 55],
      [43, 47, 50],
    ],
    melody: [4, -1, 3, 2, -1, -1, 1, -1, 2, -1, 1, 0, -1, -1, -1, -1],
    drums: 'none',
    padHarmonics: 3,
    gain: 0.9,
  },
  {
    id: 'city-lights',
    assetId: '019a0000-0000-7000-8001-000000000003',
    title: 'City Lights',
    mood: 'elegant',
    bpm: 96,
    key: 'C major (jazz)',
    chords: [
      [50, 53, 57, 60],
      [43, 47, 50, 53],
      [48, 52, 55, 59],
      [45, 48, 52, 55],
    ],
    melody: [3, -1, 2, 1, 3, 2, -1, 0, 1, -1, 3, -1, 2, 1, 0, -1],
    drums: 'light',
    padHarmonics: 4,
    gain: 0.8,
  },
  {
    id: 'open-horizon',
    assetId: '019a0000-0000-7000-8001-000000000004',
    title: 'Open Horizon',
    mood: 'inspiring',
    bpm: 88,
    key: 'F major',
    chords: [
      [41, 45, 48],
      [48, 52, 55],
      [50, 53, 57],
      [46, 50, 53],
    ],
    melody: [0, 1, 2, 4, 2, 1, 2, -1, 0, 1, 2, 5, 4, -1, 2, -1],
    drums: 'light',
    padHarmonics: 6,
    gain: 0.8,
  },
];

/** A deterministic noise source (drums), so the files do not change between runs. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

function renderTrack(track: Track): Float32Array {
  const beat = 60 / track.bpm;
  const bar = beat * 4;
  // Whole bars, at least 30 seconds, and a multiple of the chord cycle, so the loop is seamless.
  const cycles = Math.max(1, Math.ceil(30 / (bar * track.chords.length)));
  const bars = cycles * track.chords.length;
  const length = Math.round(bars * bar * RATE);
  const out = new Float32Array(length * 2);
  const add = (index: number, left: number, right: number) => {
    const i = ((index % length) + length) % length; // tails wrap round: a seamless loop
    out[i * 2] = (out[i * 2] ?? 0) + left;
    out[i * 2 + 1] = (out[i * 2 + 1] ?? 0) + right;
  };
  const rand = noise(track.bpm * 7919);

  for (let b = 0; b < bars; b += 1) {
    const chord = track.chords[b % track.chords.length]!;
    const barStart = b * bar;
    // Pad: each chord tone with a few harmonics and a slow swell, spread across the stereo field.
    const padLen = Math.round(bar * RATE);
    chord.forEach((note, voice) => {
      const f = midiHz(note + 12);
      const pan = (voice / Math.max(1, chord.length - 1)) * 0.6 + 0.2;
      for (let s = 0; s < padLen * 1.15; s += 1) {
        const t = s / RATE;
        const env = Math.min(1, t / 0.4) * Math.min(1, Math.max(0, (padLen * 1.15 - s) / (RATE * 0.3)));
        let v = 0;
        for (let h = 1; h <= track.padHarmonics; h += 1)
          v += Math.sin(2 * Math.PI * f * h * t * (1 + 0.002 * voice)) / (h * h);
        v *= 0.05 * env;
        add(Math.round(barStart * RATE) + s, v * (1 - pan), v * pan);
      }
    });
    // Bass: the root on beats 1 and 3 (and the fifth on 4 when there is a beat to drive).
    const bassNotes: [number, number][] = [
      [0, chord[0]! - 12],
      [2, chord[0]! - 12],
    ];
    if (track.drums === 'full') bassNotes.push([3.5, chord[2]! - 12]);
    for (const [at, note] of bassNotes) {
      const f = midiHz(note);
      const len = Math.round(beat * 1.8 * RATE);
      for (let s = 0; s < len; s += 1) {
        const t = s / RATE;
        const env = Math.min(1, t / 0.01) * Math.exp(-t * 1.6);
        const v = (Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t)) * 0.16 * env;
        add(Math.round((barStart + at * beat) * RATE) + s, v, v);
      }
    }
    // Melody: a plucked, bell-like voice on chord tones an octave up; the pattern covers 4 bars.
    for (let k = 0; k < 4; k += 1) {
      const degree = track.melody[(b % 4) * 4 + k];
      if (degree === undefined || degree < 0) continue;
      const octave = Math.floor(degree / chord.length);
      const note = chord[degree % chord.length]! + 24 + 12 * octave;
      const f = midiHz(note);
      const len = Math.round(beat * 1.5 * RATE);
      for (let s = 0; s < len; s += 1) {
        const t = s / RATE;
        const env = Math.min(1, t / 0.005) * Math.exp(-t * 3);
        const v =
          (Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(2 * Math.PI * 2 * f * t) * Math.exp(-t * 6)) *
          0.11 *
          env;
        add(Math.round((barStart + k * beat) * RATE) + s, v * 0.55, v * 0.45);
      }
    }
    // Drums: kick on the beat, hats on the off-beats, a snare on 2 and 4 for the fuller tracks.
    if (track.drums !== 'none') {
      for (let k = 0; k < 4; k += 1) {
        const kickAt = Math.round((barStart + k * beat) * RATE);
        if (track.drums === 'full' || k % 2 === 0) {
          for (let s = 0; s < RATE * 0.3; s += 1) {
            const t = s / RATE;
            const v =
              Math.sin(2 * Math.PI * (45 * t + (60 * (1 - Math.exp(-t * 30))) / 30)) *
              Math.exp(-t * 12) *
              0.35;
            add(kickAt + s, v, v);
          }
        }
        const hatAt = Math.round((barStart + (k + 0.5) * beat) * RATE);
        let last = 0;
        for (let s = 0; s < RATE * 0.05; s += 1) {
          const n = rand();
          const v = (n - last) * Math.exp((-s / RATE) * 80) * 0.05;
          last = n;
          add(hatAt + s, v * 0.7, v);
        }
        if (track.drums === 'full' && k % 2 === 1) {
          for (let s = 0; s < RATE * 0.18; s += 1) {
            const t = s / RATE;
            const v = (rand() * 0.6 + Math.sin(2 * Math.PI * 190 * t) * 0.4) * Math.exp(-t * 22) * 0.12;
            add(kickAt + s, v, v);
          }
        }
      }
    }
  }
  // Normalise to a common peak so the catalogue's tracks sit at similar levels.
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i]! / peak) * 0.7 * track.gain;
  return out;
}

function encode(samples: Float32Array, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'f32le',
        '-ar',
        String(RATE),
        '-ac',
        '2',
        '-i',
        'pipe:0',
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-ar',
        '44100',
        '-movflags',
        '+faststart',
        path,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    ffmpeg.stdin.end(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  });
}

const catalogue = [];
for (const track of TRACKS) {
  const samples = renderTrack(track);
  const file = `${track.id}.m4a`;
  await encode(samples, join(OUT_DIR, file));
  const durationS = Math.round((samples.length / 2 / RATE) * 1000) / 1000;
  // What the API shows of the file (the AudioAsset shape): measured on the encoded file.
  const probe = JSON.parse(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', join(OUT_DIR, file)],
      { encoding: 'utf8' },
    ),
  ) as {
    format: { bit_rate: string };
    streams: Array<{ sample_rate: string; channels: number }>;
  };
  catalogue.push({
    id: track.id,
    asset_id: track.assetId,
    title: track.title,
    mood: track.mood,
    bpm: track.bpm,
    key: track.key,
    duration_s: durationS,
    file,
    file_size: (await stat(join(OUT_DIR, file))).size,
    bitrate: Number(probe.format.bit_rate),
    sample_rate: Number(probe.streams[0]!.sample_rate),
    channels: probe.streams[0]!.channels,
    loop: true,
  });
  console.log(`${file}: ${durationS} s`);
}
await writeFile(join(OUT_DIR, 'catalogue.json'), `${JSON.stringify({ tracks: catalogue }, null, 2)}\n`);

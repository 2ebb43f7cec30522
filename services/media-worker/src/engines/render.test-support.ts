// Media for render tests and the listing benchmark: room-like stills drawn as SVG, an agent photo,
// a logo, and loudness/frame measurements with ffmpeg, independent of the engine under test.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { join } from 'node:path';
import { findCardTemplate, planTimeline } from '@platform/listing';
import { createTempDir, loadSharp, type FfmpegRunner } from '@platform/media';
import { createCameraMoveEngine } from './camera-move.engine.ts';
import type { CameraMovement } from './camera-move.plan.ts';
import type { RenderInput, VoiceSentence } from './render.engine.ts';
import type { TimelineShot } from '@platform/listing';
import { debianSynthesiser } from './tts.synthesiser.ts';
import { createVoiceoverEngine, type VoiceoverResult, type VoiceoverSegment } from './voiceover.engine.ts';

const run = promisify(execFile);

/** A room-like still: sky or wall, floor, a window and furniture blocks in the scene's colours. */
export async function sceneStill(path: string, width: number, height: number, scene: number): Promise<void> {
  const palettes = [
    ['#9cc9f0', '#e9dcc4', '#6b8e4e', '#a0522d'],
    ['#f1e6d0', '#8b6b4a', '#d8c3a5', '#2f4f4f'],
    ['#cfe3ea', '#b8b8b8', '#3d6e8f', '#e0a458'],
    ['#f4d6c6', '#6e4e37', '#c97b63', '#355c4b'],
  ];
  const [wall, floor, accent, furniture] = palettes[scene % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="62%" fill="${wall}"/><rect y="62%" width="100%" height="38%" fill="${floor}"/>
    <rect x="${width * 0.12}" y="${height * 0.14}" width="${width * 0.3}" height="${height * 0.32}" fill="${accent}" stroke="#fff" stroke-width="${width * 0.008}"/>
    <rect x="${width * 0.55}" y="${height * 0.48}" width="${width * 0.33}" height="${height * 0.22}" rx="${width * 0.02}" fill="${furniture}"/>
    <circle cx="${width * 0.78}" cy="${height * 0.22}" r="${height * 0.08}" fill="#fff8dc"/>
    ${Array.from({ length: 12 }, (_v, i) => `<line x1="${(i * width) / 12}" y1="${height * 0.62}" x2="${(i * width) / 6 - width / 2}" y2="${height}" stroke="#0003" stroke-width="3"/>`).join('')}
  </svg>`;
  const sharp = await loadSharp();
  await sharp(Buffer.from(svg)).png().toFile(path);
}

export async function agentPhoto(path: string, size = 600): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="#5a7d9a"/><circle cx="50%" cy="40%" r="${size * 0.2}" fill="#f0c8a0"/>
    <ellipse cx="50%" cy="100%" rx="${size * 0.38}" ry="${size * 0.35}" fill="#1f3a5f"/></svg>`;
  const sharp = await loadSharp();
  await sharp(Buffer.from(svg)).png().toFile(path);
}

export async function logoPng(path: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200">
    <rect width="640" height="200" rx="24" fill="#c0392b"/>
    <text x="320" y="128" font-family="Inter" font-weight="700" font-size="84" fill="#fff" text-anchor="middle">HARBOUR</text></svg>`;
  const sharp = await loadSharp();
  await sharp(Buffer.from(svg)).png().toFile(path);
}

export interface Loudness {
  integrated: number;
  truePeak: number;
  /** Loudness range, LU: 0 for a steady tone. */
  range: number;
}

/** ebur128 integrated loudness and true peak of a file, or of a window of it. */
export async function loudness(
  path: string,
  window?: { startS: number; durationS: number },
): Promise<Loudness> {
  const seek = window ? ['-ss', String(window.startS), '-t', String(window.durationS)] : [];
  const { stderr } = await run(
    'ffmpeg',
    ['-hide_banner', '-nostats', ...seek, '-i', path, '-vn', '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1] ?? Number.NaN);
  const truePeak = Number(/True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1] ?? Number.NaN);
  const range = Number(/LRA:\s+(-?[\d.]+) LU/.exec(summary)?.[1] ?? Number.NaN);
  return { integrated, truePeak, range };
}

/** One frame of a video as PNG. */
/** The starts of every stretch ffmpeg's freezedetect calls still (`noise`, for `minS` or longer). */
export async function freezeStarts(video: string, noise = 0.001, minS = 2): Promise<number[]> {
  const filter = `freezedetect=n=${noise}:d=${minS}`;
  const args = ['-hide_banner', '-nostdin', '-i', video, '-vf', filter, '-an', '-f', 'null', '-'];
  const { stderr } = await run('ffmpeg', args);
  return [...stderr.matchAll(/freeze_start: ([\d.]+)/g)].map((match) => Number(match[1]));
}

export async function frameAt(video: string, atS: number, out: string): Promise<string> {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    String(atS),
    '-i',
    video,
    '-frames:v',
    '1',
    out,
  ]);
  return out;
}

/** A part of a picture, in fractions of its width and height. */
export interface ImageRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Mean absolute difference of two same-size images (or of one region of both), 0..255. */
export async function imageDifference(a: string, b: string, region?: ImageRegion): Promise<number> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(a).metadata();
  const area = region
    ? {
        left: Math.round(region.left * width!),
        top: Math.round(region.top * height!),
        width: Math.round(region.width * width!),
        height: Math.round(region.height * height!),
      }
    : { left: 0, top: 0, width: width!, height: height! };
  const first = await sharp(a).removeAlpha().extract(area).raw().toBuffer();
  const second = await sharp(b).removeAlpha().resize(width, height).extract(area).raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < first.length; i += 1) sum += Math.abs(first[i]! - second[i]!);
  return sum / first.length;
}

// The demo listing the render tests, the contact sheets and the benchmark render.
export const DEMO_MUSIC = join(import.meta.dirname, '..', '..', '..', '..', 'music', 'sunlit-morning.m4a');
export const DEMO_ADDRESS = '12 Ocean Dr, Bondi NSW 2026';
export const DEMO_OUTRO = {
  address: DEMO_ADDRESS,
  agent: { name: 'Charlotte Nguyen', phone: '0412 345 678', email: 'charlotte.nguyen@harbourrealty.com.au' },
  callToAction: 'Book your private inspection',
};

export interface DemoListing {
  shots: (TimelineShot & { path: string })[];
  voice: VoiceoverResult;
  logo: string;
  photo: string;
  hero: string;
}

export interface DemoShotSpec {
  movement: CameraMovement;
  clipS: number;
  shot: TimelineShot;
}

/** The three shots of the medium test: a plain range, a 2x range and a cropped slow-motion cut. */
export const DEMO_SHOTS: readonly DemoShotSpec[] = [
  { movement: 'dolly_in', clipS: 4, shot: { startS: 0.5, endS: 3.5, speed: 1, transition: 'fade' } },
  { movement: 'pan_right', clipS: 4, shot: { startS: 0, endS: 4, speed: 2, transition: 'fade' } },
  {
    movement: 'truck_left',
    clipS: 4,
    shot: {
      startS: 1,
      endS: 3,
      speed: 0.5,
      transition: 'cut',
      crop: { x: 0.1, y: 0.1, width: 0.6, height: 0.8 },
    },
  },
];

export async function prepareDemoListing(
  runner: FfmpegRunner,
  dir: string,
  options: {
    specs?: readonly DemoShotSpec[];
    script?: string;
    segments?: readonly VoiceoverSegment[];
    resolution?: '720p' | '1080p';
  } = {},
): Promise<DemoListing> {
  const camera = createCameraMoveEngine({ runner });
  const specs = options.specs ?? DEMO_SHOTS;
  const shots: DemoListing['shots'] = [];
  let hero = '';
  for (const [index, spec] of specs.entries()) {
    const still = join(dir, `scene-${index}.png`);
    await sceneStill(still, 1600, 1000, index);
    if (index === 0) hero = still;
    const out = await createTempDir({ parent: dir });
    const clip = await camera(
      {
        stillPath: still,
        movement: spec.movement,
        resolution: options.resolution ?? '720p',
        durationS: spec.clipS,
      },
      { tmpDir: out.path },
    );
    shots.push({ ...spec.shot, path: clip.video.path });
  }
  const voice = await demoVoiceover(
    runner,
    dir,
    options.script ??
      'Welcome to 12 Ocean Dr, Bondi NSW. Four bedrooms and a sunny garden. Offered at $2,450,000.',
    options.segments ?? null,
  );
  const logo = join(dir, 'logo.png');
  const photo = join(dir, 'agent.png');
  await logoPng(logo);
  await agentPhoto(photo);
  return { shots, voice, logo, photo, hero };
}

/** A festival voiceover of `script` (one line per segment when `segments` are given). */
export async function demoVoiceover(
  runner: FfmpegRunner,
  dir: string,
  script: string,
  segments: readonly VoiceoverSegment[] | null,
): Promise<VoiceoverResult> {
  const speech = await createTempDir({ parent: dir });
  return createVoiceoverEngine({ runner })(
    {
      text: script,
      segments,
      synthesiser: debianSynthesiser({ ttsEngine: 'festival', engineVoice: 'voice_cmu_us_slt_arctic_hts' }),
    },
    { tmpDir: speech.path },
  );
}

/** The voiceover's sentences one after the other from `startS`, as spoken: one narration. */
export function narrationFrom(voice: Pick<VoiceoverResult, 'sentences'>, startS: number): VoiceSentence[] {
  return voice.sentences.map((sentence, index) => ({
    text: sentence.text,
    fromS: sentence.startS,
    toS: sentence.endS,
    atS: startS + sentence.startS,
    untilS: startS + (voice.sentences[index + 1]?.startS ?? sentence.endS + 60),
    words: sentence.words ?? null,
  }));
}

export async function demoRenderInput(
  demo: DemoListing,
  size: { width: number; height: number },
  options: {
    branded: boolean;
    introS?: number;
    outroS?: number;
    introTemplate?: string;
    outroTemplate?: string;
    /** The cards over moving pictures: the first shot's clip under the title, the last's under the outro. */
    movingCards?: boolean;
  },
): Promise<RenderInput> {
  const introS = options.introS ?? 3;
  const outroS = options.outroS ?? 3;
  const first = demo.shots[0]!;
  const last = demo.shots.at(-1)!;
  return {
    ...size,
    branded: options.branded,
    intro: {
      template: findCardTemplate(options.introTemplate ?? 'intro-classic', 'intro')!,
      content: {
        address: DEMO_ADDRESS,
        price: '$2,450,000',
        facts: '4 bed · 2 bath · 2 car · 612.5 sqm',
        headline: 'Just listed',
        heroPath: options.movingCards ? null : demo.hero,
      },
      durationS: introS,
      clip: options.movingCards ? { ...first, transition: 'fade' } : null,
    },
    outro: {
      template: findCardTemplate(options.outroTemplate ?? 'outro-agent-card', 'outro')!,
      content: { ...DEMO_OUTRO, agent: { ...DEMO_OUTRO.agent, photoPath: demo.photo } },
      durationS: outroS,
      clip: options.movingCards
        ? { ...last, speed: Math.max(0.25, (last.endS - last.startS) / outroS) }
        : null,
    },
    shots: demo.shots,
    voice: {
      path: demo.voice.audio.path,
      sentences: narrationFrom(demo.voice, planTimeline({ introS, outroS, shots: demo.shots }).shotsStartS),
    },
    burnCaptions: true,
    music: { path: DEMO_MUSIC, volume: 0.5 },
    logoPath: demo.logo,
  };
}

// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
// The listing video says what it shows and keeps moving, tried over HTTP as a new user would: the
// six demo shots as 4 s clips, an English voice, captions on, a price and an agent with a photo,
// `POST script/`, a voiceover job, then renders in 16:9 (branded and unbranded) and 9:16 from the
// same 16:9 project (the render job's `video_format`), cuts to 15 s and 30 s in both formats, and
// 16:9 again with the clips cut to 3 s. The script is one line per segment of the timeline (the
// intro's welcome, each shot in order, the outro); everything below is judged from the files the
// API hands back, never from a plan:
//   - no stretch of any render is still for 2 s (freezedetect n=0.001, d=2); the first frame is
//     the hero shot's video under its title, and differs from the frame 1 s later; the first room's
//     sentence starts within 8 s; a cut lasts its target within 1 s; the outro shows the agent's
//     photo, the unbranded one none;
//   - every caption cue of a shot's line is up while the picture shows that shot (its frames
//     matched against the shot's own video), and never while a card is on screen;
//   - the render's WebVTT (`captions` of the completed job) is timed to the video: its cues are
//     the captions burned into the picture (measured against the same render without captions);
//   - cues are at most 2 lines of 42 characters and do not overlap; every stretch of speech (music
//     at volume 0) lies inside a cue; the unbranded captions name no price and no agent, so with
//     the speech check the unbranded voice says neither;
//   - 9:16 burns its captions above the bottom fifth, its text no smaller for the frame's width;
//   - the files are what they say: size, codecs, duration, -14 LUFS.
// With LISTING_VIDEO_KEEP_DIR=<dir> the files stay there, to look at with
// `node scripts/listing-contact-sheet.ts <dir>/wide.mp4 <dir>/wide.vtt <out.png>`.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseWebVtt, type CaptionCue } from '../../packages/listing/src/index.ts';
import { ffmpegRunnerFromEnv, probeAudio, probeVideo } from '../../packages/media/src/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loudness } from '../../services/media-worker/src/engines/render.test-support.ts';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';
import { api, waitFor, type JsonBody } from './support/studio-stack.ts';
import { download, makeImage } from '@platform/testkit/media';
import { frameDifference, freezeIntervals, pictureDistance } from './support/listing-moving.checks.ts';
import {
  CARD,
  captionBandIntervals,
  identifyShots,
  lineOfCue,
  speechIntervals,
  uncovered,
  type BurnedCaption,
  type Identification,
  type ShotVideo,
  type Size,
} from './support/listing-video.checks.ts';

const BASE = '/api/v2/real-estate/projects';
const SLOW = 600_000;
/** How long one job may take on a loaded machine (less than a test's time, so a stuck job fails with its state). */
const JOB_WAIT = 300_000;
const FPS = 30;
/** Susan: an English (American) voice, flite's slt. */
const ENGLISH_VOICE = '019a0000-0000-7000-8000-000000000002';
const ROOMS = ['Facade', 'Living room', 'Kitchen', 'Bedroom', 'Bathroom', 'Garden'];
/** What each shot's line speaks of (the demo photos are named after their rooms). */
const ROOM_WORDS = [
  /street|facade|front|impression/i,
  /living/i,
  /kitchen/i,
  /bedroom/i,
  /bathroom/i,
  /garden|outdoor|outside/i,
];
const PRICE = '$2,450,000';
const AGENT = {
  first_name: 'Charlotte',
  last_name: 'Nguyen',
  contact_number: '0412 345 678',
  contact_email: 'charlotte@example.com',
};
/** What the unbranded video must not show or say. */
const BRANDING = [/\$/, /2,?450,?000/, /2\.45/, /charlotte/i, /nguyen/i, /0412/, /345 ?678/, /@/];
const WIDE = { width: 640, height: 360, format: '16:9' } as const;
const TALL = { width: 360, height: 640, format: '9:16' } as const;
/** A frame matches its shot this much better than any other shot or card (mean RGB difference, 0..255). */
const MARGIN = 6;
/** Burned-in captions are sampled at 10 fps: their times agree with the WebVTT within 2 samples and a frame. */
const CAPTION_SAMPLES_FPS = 10;
const CAPTION_SLACK_S = 2 / CAPTION_SAMPLES_FPS + 1 / FPS;

const runner = ffmpegRunnerFromEnv();
let stack: RealEstateStack;
let owner: Account;
let dir: string;
let project: JsonBody;
let shots: JsonBody[] = [];
let shotVideos: ShotVideo[] = [];
/** The script, one line per segment: intro, the six shots, outro. */
let lines: string[] = [];
/** The captions burned into the 16:9 branded render, as measured. */
let burnedWide: BurnedCaption[] = [];
/** The agent's profile photo as uploaded, to find on the outro card. */
let photoPath = '';

/** LISTING_VIDEO_KEEP_DIR=<dir> keeps the shot videos, renders and WebVTTs there (for scripts/listing-contact-sheet.ts). */
const KEEP_DIR = process.env.LISTING_VIDEO_KEEP_DIR;

beforeAll(async () => {
  stack = await startRealEstateStack();
  owner = await stack.account('100');
  dir = KEEP_DIR ? resolve(KEEP_DIR) : await mkdtemp(join(tmpdir(), 'listing-narration-e2e-'));
  await mkdir(dir, { recursive: true });
});
afterAll(async () => {
  await stack?.close();
  if (dir && !KEEP_DIR) await rm(dir, { recursive: true, force: true });
});

async function ok(method: string, path: string, body?: unknown, status = 200): Promise<JsonBody> {
  const answer = await api(stack, owner, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

const projectPath = () => `${BASE}/${project.id}/`;
const finished = (read: JsonBody) => !['queued', 'processing'].includes(read.status);

interface Render {
  job: JsonBody;
  path: string;
  size: Size;
  cues: CaptionCue[];
  durationS: number;
}
const renders = new Map<string, Render>();

/** A render at `format`, its video and its own WebVTT downloaded (once per name). */
async function render(
  name: string,
  format: typeof WIDE | typeof TALL,
  options: { branded?: boolean; captions?: boolean; targetS?: number } = {},
): Promise<Render> {
  const done = renders.get(name);
  if (done) return done;
  // The project stays 16:9 at 640x360: the render job asks for its own format.
  await ok('PATCH', projectPath(), { is_captions_enabled: options.captions ?? true });
  const created = await ok(
    'POST',
    `${projectPath()}render-jobs/`,
    {
      branded: options.branded ?? true,
      video_format: format.format,
      ...(options.targetS ? { target_duration_s: options.targetS } : {}),
    },
    201,
  );
  const job = await waitFor(
    () => ok('GET', `${projectPath()}render-jobs/${created.id}/`),
    finished,
    JOB_WAIT,
    200,
  );
  expect(job.status, job.error_message).toBe('completed');
  expect(job).toMatchObject({
    progress: 100,
    branded: options.branded ?? true,
    width: format.width,
    height: format.height,
  });
  const path = join(dir, `${name}.mp4`);
  await writeFile(path, await download(job.video.file));
  // The render's captions: a CaptionAsset whose file is a WebVTT timed to this video.
  let cues: CaptionCue[] = [];
  if (options.captions ?? true) {
    expect(job.captions, 'a completed render with a voiceover has its captions').toMatchObject({
      id: expect.any(String),
      file: expect.stringMatching(/^https?:\/\//),
    });
    const vtt = (await download(job.captions.file)).toString('utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    await writeFile(join(dir, `${name}.vtt`), vtt);
    cues = parseWebVtt(vtt);
  }
  const video = await probeVideo(runner, path);
  expect(video).toMatchObject({
    width: format.width,
    height: format.height,
    codec_id: 'h264',
    chroma_subsampling: '4:2:0',
    framerate: FPS,
  });
  const result = {
    job,
    path,
    size: { width: format.width, height: format.height },
    cues,
    durationS: video.duration_s,
  };
  renders.set(name, result);
  return result;
}

const cueText = (cue: CaptionCue): string => cue.lines.join(' ');
const at = (seconds: number): string => seconds.toFixed(2);

/** The files are what they say: the video's and the sound's lengths agree, the voice at -14 LUFS. */
async function checkFile(made: Render, minimumS: number): Promise<void> {
  const audio = await probeAudio(runner, made.path);
  expect(audio).toMatchObject({ sample_rate: 48_000, channels: 2, codec_id: 'aac' });
  expect(Math.abs(audio.duration_s - made.durationS)).toBeLessThanOrEqual(0.05);
  expect(made.job.video.duration_s).toBeCloseTo(made.durationS, 1);
  expect(made.durationS).toBeGreaterThanOrEqual(minimumS);
  const level = await loudness(made.path);
  expect
    .soft(Math.abs(level.integrated - -14), `integrated loudness ${level.integrated} LUFS`)
    .toBeLessThanOrEqual(1);
  expect.soft(level.truePeak, 'true peak, dBTP').toBeLessThanOrEqual(-1);
}

// Each check below gathers what is wrong and asserts once, softly: a failing render reports every
// problem it has (and the next check still runs), not just the first.

/** (f) At most 2 lines of at most 42 characters, in order, never overlapping, inside the video. */
function checkCueShapes(made: Render, fewest = ROOMS.length + 2): void {
  const problems: string[] = [];
  if (made.cues.length < fewest) problems.push(`${made.cues.length} cues, fewer than ${fewest}`);
  made.cues.forEach((cue, index) => {
    const said = `"${cueText(cue)}" (${at(cue.startS)}-${at(cue.endS)})`;
    if (cue.lines.length < 1 || cue.lines.length > 2) problems.push(`${said} has ${cue.lines.length} lines`);
    for (const line of cue.lines)
      if (line.length > 42) problems.push(`${said}: a line of ${line.length} characters`);
    if (cue.endS <= cue.startS) problems.push(`${said} ends before it starts`);
    if (cue.endS > made.durationS + 0.001)
      problems.push(`${said} ends after the video (${at(made.durationS)} s)`);
    const next = made.cues[index + 1];
    if (next && cue.endS > next.startS + 0.001)
      problems.push(`${said} overlaps "${cueText(next)}" (${at(next.startS)})`);
  });
  expect.soft(problems.join('\n'), `${made.path}: cue shapes`).toBe('');
}

interface Placed {
  cue: CaptionCue;
  /** Index of the script line the cue's text comes from: 0 intro, 1..6 the shots, 7 outro; -1 none. */
  line: number;
  /** Frames at start + 0.1 s, the middle, end - 0.1 s. */
  seen: Identification[];
  /** Every 0.1 s while the cue is up. */
  all: Identification[];
}

const lineName = (line: number): string =>
  line >= 1 && line <= ROOMS.length
    ? ROOMS[line - 1]!
    : line === 0
      ? 'intro'
      : line === lines.length - 1
        ? 'outro'
        : line < 0
          ? 'not in the script'
          : `line ${line + 1}`;

/** Where every cue lands: which script line it says, what the picture shows meanwhile. */
async function placeCues(made: Render): Promise<Placed[]> {
  const spans = made.cues.map((cue) => {
    const first = cue.startS + 0.1;
    const last = Math.max(first, cue.endS - 0.1);
    const every: number[] = [];
    for (let t = first; t <= last + 1e-6; t += 0.1) every.push(t);
    return { seen: [first, (cue.startS + cue.endS) / 2, last], every };
  });
  // Portrait captions may sit higher in the frame: leave more of its bottom out of the comparison.
  const options = { ignoreBottom: made.size.height > made.size.width ? 0.4 : 0.3 };
  const times = spans.flatMap((span) => [...span.seen, ...span.every]);
  const answers = await identifyShots(made.path, times, shotVideos, made.size, options);
  let next = 0;
  const take = (count: number) => answers.slice(next, (next += count));
  const placed = made.cues.map((cue, index) => ({
    cue,
    line: lineOfCue(cueText(cue), lines),
    seen: take(3),
    all: take(spans[index]!.every.length),
  }));
  console.info(
    `${made.path}: where each cue lands (its script line -> the frames at start+0.1 s, middle, end-0.1 s)\n` +
      placed
        .map(({ cue, line, seen }) => {
          const frames = seen
            .map((s) => `${s.label} (${s.distance}, next ${s.runnerUp.label} ${s.runnerUp.distance})`)
            .join(' | ');
          return `  ${at(cue.startS)}-${at(cue.endS)} [${lineName(line)}] "${cueText(cue)}" -> ${frames}`;
        })
        .join('\n'),
  );
  return placed;
}

/** (a) each shot's sentence is up while its shot shows, clearly; (b) never while a card shows; the cards' lines on the cards. */
function checkPlacement(made: Render, placed: readonly Placed[], everyShotSays = true): void {
  const problems: string[] = [];
  for (const { cue, line, seen, all } of placed) {
    const said = `"${cueText(cue)}" (${at(cue.startS)}-${at(cue.endS)}, ${lineName(line)})`;
    if (line < 0) {
      problems.push(`${said}: the script does not say this`);
      continue;
    }
    if (line >= 1 && line <= ROOMS.length) {
      const room = ROOMS[line - 1]!;
      for (const frame of seen) {
        if (frame.label !== room) problems.push(`${said} at ${at(frame.atS)} s shows ${frame.label}`);
        else if (frame.margin < MARGIN)
          problems.push(
            `${said} at ${at(frame.atS)} s is not clearly the ${room} shot: ${JSON.stringify(frame)}`,
          );
      }
      const onCard = all.filter((frame) => frame.label === CARD).map((frame) => at(frame.atS));
      if (onCard.length > 0) problems.push(`${said} is up while a card shows, at ${onCard.join(', ')} s`);
    } else {
      // The intro line is said over the intro card, the outro line over the outro card.
      const middle = seen[1]!;
      if (middle.label !== CARD)
        problems.push(`${said} at ${at(middle.atS)} s shows ${middle.label}, not its card`);
    }
  }
  // Every shot says its line.
  const said = new Set(placed.map(({ line }) => line));
  const silent = ROOMS.filter((_room, index) => !said.has(index + 1));
  if (everyShotSays && silent.length > 0) problems.push(`no cue says the line of ${silent.join(', ')}`);
  expect.soft(problems.join('\n'), `${made.path}: cues against the picture`).toBe('');
}

/** The burned-in caption most on screen while `cue` is up. */
function burnedFor(cue: CaptionCue, burned: readonly BurnedCaption[]): BurnedCaption | undefined {
  let best: BurnedCaption | undefined;
  let bestOverlap = 0;
  for (const caption of burned) {
    const overlap = Math.min(cue.endS, caption.endS) - Math.max(cue.startS, caption.startS);
    if (overlap > bestOverlap) {
      best = caption;
      bestOverlap = overlap;
    }
  }
  return best;
}

/** (c) the WebVTT is what the picture burns in: the same cues, at the same times. */
function checkBurnedCaptions(made: Render, burned: readonly BurnedCaption[]): void {
  const problems: string[] = [];
  if (burned.length !== made.cues.length)
    problems.push(`${made.cues.length} cues in the WebVTT, ${burned.length} burned in`);
  for (const cue of made.cues) {
    const seen = burnedFor(cue, burned);
    if (!seen) problems.push(`"${cueText(cue)}" (${at(cue.startS)}-${at(cue.endS)}) is not burned in`);
    else if (
      Math.abs(seen.startS - cue.startS) > CAPTION_SLACK_S ||
      Math.abs(seen.endS - cue.endS) > CAPTION_SLACK_S
    ) {
      problems.push(
        `"${cueText(cue)}": WebVTT ${at(cue.startS)}-${at(cue.endS)}, burned ${at(seen.startS)}-${at(seen.endS)}`,
      );
    }
  }
  const table = `WebVTT: ${made.cues.map((cue) => `${at(cue.startS)}-${at(cue.endS)}`).join(' ')}\nburned: ${burned.map((b) => `${at(b.startS)}-${at(b.endS)}`).join(' ')}`;
  expect
    .soft(problems.join('\n'), `${made.path}: the WebVTT against the burned-in captions\n${table}`)
    .toBe('');
}

/** Every stretch of speech is inside a cue: nothing is said that the captions do not show. */
async function checkSpeechCaptioned(made: Render, fewest = 3): Promise<void> {
  const speech = await speechIntervals(made.path);
  expect.soft(speech.length, 'speech found at all').toBeGreaterThanOrEqual(fewest);
  const unlabelled = speech
    .flatMap((stretch) => uncovered(stretch, made.cues, 0.15))
    .filter((part) => part.endS - part.startS > 0.1);
  const stretches = speech.map((stretch) => `${at(stretch.startS)}-${at(stretch.endS)}`).join(' ');
  expect
    .soft(
      unlabelled.map((part) => `${at(part.startS)}-${at(part.endS)}`).join('\n'),
      `${made.path}: speech without a caption\nspeech: ${stretches}\ncues: ${made.cues.map((c) => `${at(c.startS)}-${at(c.endS)}`).join(' ')}`,
    )
    .toBe('');
}

/**
 * Six 4 s shots (the intro plays the first one's clip, which runs on into its shot) and a 4 s
 * outro, joined by half-second fades, at least.
 */
const SHORTEST_S = 6 * 4 + 4 - 6 * 0.5;

/**
 * The picture never stops and opens on the property: no still stretch of 2 s; the first frame is
 * the hero shot's (the first shot's) video under its title, not a card, and moves within a second;
 * the first room's sentence starts within 8 s.
 */
async function checkMoving(made: Render, placed: readonly Placed[]): Promise<void> {
  const problems: string[] = [];
  const freezes = await freezeIntervals(made.path);
  for (const freeze of freezes) problems.push(`still from ${at(freeze.startS)} to ${at(freeze.endS)} s`);
  const [opening] = await identifyShots(made.path, [0], shotVideos, made.size, {
    cards: 'last',
    noneAbove: 40,
  });
  if (opening!.label !== ROOMS[0])
    problems.push(`the first frame shows ${opening!.label}, not the hero shot: ${JSON.stringify(opening)}`);
  const moved = await frameDifference(made.path, 0, 1, made.size);
  if (moved < 1) problems.push(`the first frame and the frame 1 s later differ by ${moved.toFixed(2)} only`);
  const firstRoom = placed.find(({ line }) => line >= 1 && line <= ROOMS.length);
  if (firstRoom && firstRoom.cue.startS > 8)
    problems.push(`the first room's sentence starts at ${at(firstRoom.cue.startS)} s`);
  expect.soft(problems.join('\n'), `${made.path}: the picture keeps moving from a hook`).toBe('');
}

/** The outro card shows the agent's photo when branded (found anywhere on it, at any size), none unbranded. */
async function checkOutroPhoto(made: Render, branded: boolean): Promise<void> {
  const distance = await pictureDistance(made.path, made.durationS - 0.5, made.size, photoPath);
  if (branded) expect.soft(distance, `${made.path}: the agent's photo on the outro`).toBeLessThan(15);
  else expect.soft(distance, `${made.path}: no agent photo on the unbranded outro`).toBeGreaterThan(25);
}

describe('the listing video says what it shows', () => {
  it(
    'builds the demo listing and writes the script one line per segment: intro, each shot in order, outro',
    async () => {
      project = await ok(
        'POST',
        `${BASE}/`,
        {
          name: 'Ocean Drive',
          street_address: '12 Ocean Dr',
          suburb: 'Bondi',
          state: 'NSW',
          price_display: PRICE,
          num_bedrooms: 4,
          num_bathrooms: 2,
          num_car_parking_spots: 2,
          is_voiceover_enabled: true,
          is_captions_enabled: true,
          // No music: the only sound is the voice, so silence detection finds the speech.
          background_music_volume: 0,
          video_format: WIDE.format,
          requested_output_width: WIDE.width,
          requested_output_height: WIDE.height,
        },
        201,
      );
      const demo = await ok('POST', `${projectPath()}use-demo-photos/`, undefined, 201);
      for (const extra of demo.slice(6))
        await ok('DELETE', `${projectPath()}shots/${extra.id}/`, undefined, 204);
      await stack.startWorker();
      const jobs: JsonBody[] = [];
      for (const shot of demo.slice(0, 6)) {
        jobs.push(
          await ok(
            'POST',
            `${projectPath()}shots/${shot.id}/video-jobs/`,
            { model_name: 'hexal_fast_i2v', requested_video_duration: 4, requested_resolution: '480p' },
            201,
          ),
        );
      }
      for (const [index, job] of jobs.entries()) {
        const done = await waitFor(
          () => ok('GET', `${projectPath()}shots/${demo[index].id}/video-jobs/${job.id}/`),
          finished,
          JOB_WAIT,
          200,
        );
        expect(done.status, done.error_message).toBe('completed');
      }
      shots = (await ok('GET', `${projectPath()}shots/`)).results;
      expect(shots.map((shot) => shot.image.name)).toEqual(ROOMS);
      expect(shots.map((shot) => shot.duration_s)).toEqual(ROOMS.map(() => 4));
      shotVideos = [];
      for (const [index, shot] of shots.entries()) {
        const path = join(dir, `shot-${index + 1}.mp4`);
        await writeFile(path, await download(shot.selected_video.file));
        shotVideos.push({ label: ROOMS[index]!, path });
      }

      const agent = await ok('POST', '/api/v2/real-estate/agents/', AGENT, 201);
      const photo = new FormData();
      const photoBytes = await makeImage(400, 400, 'jpeg');
      photoPath = join(dir, 'charlotte.jpg');
      await writeFile(photoPath, photoBytes);
      photo.append('file', new Blob([new Uint8Array(photoBytes)], { type: 'image/jpeg' }), 'charlotte.jpg');
      expect(
        (await api(stack, owner, 'PUT', `/api/v2/real-estate/agents/${agent.id}/profile-photo/`, photo))
          .status,
      ).toBe(200);
      await ok('POST', `${projectPath()}apply-agent/`, { agent: agent.id });
      await ok('PATCH', projectPath(), { speaker_voice: ENGLISH_VOICE });

      const written = await ok('POST', `${projectPath()}script/`);
      const script: string = written.ai_generated_text;
      console.info(`the script:\n${script}`);
      lines = script
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      // The voiceover goes ahead whatever the script's shape, so the renders below can show what they do.
      const created = await ok('POST', `${projectPath()}voiceover-jobs/`, {}, 201);
      const voiced = await waitFor(
        () => ok('GET', `${projectPath()}voiceover-jobs/${created.id}/`),
        finished,
        JOB_WAIT,
        200,
      );
      expect(voiced.status, voiced.error_message).toBe('completed');

      expect.soft(lines, script).toHaveLength(ROOMS.length + 2);
      // The hook: the welcome alone, short (the key facts are on the title, not spoken).
      expect.soft(lines[0]).toBe('Welcome to 12 Ocean Dr, Bondi.');
      ROOM_WORDS.forEach((words, index) =>
        expect.soft(lines[index + 1] ?? '', `line ${index + 2} is the ${ROOMS[index]} shot's`).toMatch(words),
      );
      expect.soft(lines.at(-1)).toContain(PRICE);
      expect.soft(lines.at(-1)).toMatch(/inspection|call|contact/i);
      // The price and the welcome belong to the cards, never to a shot's line.
      for (const line of lines.slice(1, -1)) expect.soft(line).not.toMatch(/\$|welcome/i);
    },
    SLOW,
  );

  it(
    '16:9 branded: each shot’s sentence is captioned on that shot, the WebVTT is what is burned in, all speech is captioned',
    async () => {
      const made = await render('wide', WIDE);
      const plain = await render('wide-plain', WIDE, { captions: false });
      await checkFile(made, SHORTEST_S);
      expect(Math.abs(plain.durationS - made.durationS)).toBeLessThanOrEqual(1 / FPS + 0.001);
      checkCueShapes(made);
      const text = made.cues.map(cueText).join(' ');
      expect.soft(text).toContain(PRICE);
      expect.soft(text).toContain('Welcome');
      const placed = await placeCues(made);
      checkPlacement(made, placed);
      await checkMoving(made, placed);
      await checkOutroPhoto(made, true);
      const burned = await captionBandIntervals(made.path, {
        reference: plain.path,
        size: made.size,
        fps: CAPTION_SAMPLES_FPS,
      });
      burnedWide = burned;
      checkBurnedCaptions(made, burned);
      await checkSpeechCaptioned(made);
    },
    SLOW,
  );

  it(
    '16:9 unbranded: no price and no agent in the captions or the voice, and each sentence still on its shot',
    async () => {
      const made = await render('unbranded', WIDE, { branded: false });
      await checkFile(made, SHORTEST_S - 4);
      checkCueShapes(made);
      const branding = made.cues.flatMap((cue) =>
        BRANDING.filter((banned) => banned.test(cueText(cue))).map(
          (banned) => `"${cueText(cue)}" matches ${banned}`,
        ),
      );
      expect.soft(branding.join('\n'), 'the unbranded captions name a price or the agent').toBe('');
      // The price sentence is not said either: whatever the voice says has a caption, and no caption says it.
      await checkSpeechCaptioned(made);
      const placed = await placeCues(made);
      checkPlacement(made, placed);
      await checkMoving(made, placed);
      await checkOutroPhoto(made, false);
    },
    SLOW,
  );

  it(
    '9:16: each sentence on its shot; the captions above the bottom fifth, their text no smaller for the frame’s width than in 16:9',
    async () => {
      const made = await render('tall', TALL);
      const plain = await render('tall-plain', TALL, { captions: false });
      await checkFile(made, SHORTEST_S);
      checkCueShapes(made);
      const placed = await placeCues(made);
      checkPlacement(made, placed);
      await checkMoving(made, placed);
      await checkOutroPhoto(made, true);
      const burned = await captionBandIntervals(made.path, {
        reference: plain.path,
        size: made.size,
        fps: CAPTION_SAMPLES_FPS,
      });
      checkBurnedCaptions(made, burned);
      const low = burned
        .filter((caption) => caption.box.bottom > 0.8)
        .map((caption) => `${at(caption.startS)}-${at(caption.endS)}: box ${JSON.stringify(caption.box)}`);
      expect.soft(low.join('\n'), 'caption boxes reaching into the bottom fifth of the 9:16 frame').toBe('');
      // The same cue in both formats: its text's height as a share of the frame's width (a pixel of slack).
      const wide = renders.get('wide');
      const smaller: string[] = [];
      let compared = 0;
      for (const cue of made.cues) {
        const wideCue = wide?.cues.find((other) => cueText(other) === cueText(cue));
        const tall = burnedFor(cue, burned);
        const broad = wideCue ? burnedFor(wideCue, burnedWide) : undefined;
        if (!tall || !broad) continue;
        compared += 1;
        if (tall.inkHeightPx / TALL.width < (broad.inkHeightPx - 1) / WIDE.width) {
          smaller.push(
            `"${cueText(cue)}": ${tall.inkHeightPx} px of ${TALL.width} in 9:16, ${broad.inkHeightPx} px of ${WIDE.width} in 16:9`,
          );
        }
      }
      expect
        .soft(smaller.join('\n'), 'caption text smaller for the frame’s width in 9:16 than in 16:9')
        .toBe('');
      expect(compared, 'cues measured in both formats').toBeGreaterThanOrEqual(ROOMS.length);
    },
    SLOW,
  );

  it.each([
    ['wide-15', WIDE, 15],
    ['tall-15', TALL, 15],
    ['wide-30', WIDE, 30],
    ['tall-30', TALL, 30],
  ] as const)(
    '%s: a cut to its target length within 1 s, every kept room sentence on its own room, still moving',
    async (name, format, targetS) => {
      const made = await render(name, format, { targetS });
      expect(made.job).toMatchObject({ width: format.width, height: format.height });
      expect(Math.abs(made.durationS - targetS), `${name} lasts ${made.durationS} s`).toBeLessThanOrEqual(1);
      await checkFile(made, targetS - 1);
      checkCueShapes(made, 1);
      const placed = await placeCues(made);
      checkPlacement(made, placed, false);
      await checkMoving(made, placed);
      // A 15 s cut of six rooms has time for the welcome alone: each room is on screen 1.5 s.
      await checkSpeechCaptioned(made, 1);
      expect.soft(made.cues.map(cueText).join(' ')).toContain('Welcome');
    },
    SLOW,
  );

  it('refuses a target the shots cannot meet with the lengths that work, charging nothing', async () => {
    const before = await ok('GET', '/api/accounts/profile/balance/');
    const jobsBefore = (await ok('GET', `${projectPath()}render-jobs/`)).count;
    const long = await api(stack, owner, 'POST', `${projectPath()}render-jobs/`, { target_duration_s: 180 });
    expect(long.status).toBe(400);
    console.info(`a 180 s target: ${JSON.stringify(long.body)}`);
    expect(long.body.errors?.target_duration_s?.[0] ?? '', JSON.stringify(long.body)).toMatch(
      /longest length that works is \d+ s/,
    );
    const short = await api(stack, owner, 'POST', `${projectPath()}render-jobs/`, { target_duration_s: 5 });
    expect(short.status).toBe(400);
    expect(short.body.errors?.target_duration_s, JSON.stringify(short.body)).toEqual([
      'Ensure this value is greater than or equal to 15.',
    ]);
    const format = await api(stack, owner, 'POST', `${projectPath()}render-jobs/`, { video_format: '2:1' });
    expect(format.status).toBe(400);
    expect(Object.keys(format.body.errors ?? {})).toContain('video_format');
    expect(await ok('GET', '/api/accounts/profile/balance/')).toEqual(before);
    expect((await ok('GET', `${projectPath()}render-jobs/`)).count).toBe(jobsBefore);
  });

  it(
    '3 s clips: each shot is lengthened to its sentence (slower, still moving), and the sentence stays on its shot',
    async () => {
      for (const shot of shots)
        await ok('PATCH', `${projectPath()}shots/${shot.id}/`, { video_end_time_s: 3 });
      const listed = (await ok('GET', `${projectPath()}shots/`)).results;
      expect(listed.map((shot: JsonBody) => shot.video_end_time_s)).toEqual(ROOMS.map(() => 3));
      const made = await render('short', WIDE);
      await checkFile(made, 6 * 3 + 4 - 6 * 0.5);
      checkCueShapes(made);
      const placed = await placeCues(made);
      checkPlacement(made, placed);
      await checkMoving(made, placed);
      await checkSpeechCaptioned(made);
    },
    SLOW,
  );
});

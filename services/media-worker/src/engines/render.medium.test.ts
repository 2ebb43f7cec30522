// One file over 300 lines: one suite of real renders sharing the demo listing's clips (made once).
// Real listing renders: three camera-move shots, a flite voiceover with captions, library music,
// intro and outro cards, in 16:9 and 9:16, branded and unbranded; the files are checked with
// ffprobe and ffmpeg's ebur128 measurements, not with the engine's own numbers.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findCardTemplate, parseWebVtt } from '@platform/listing';
import { createTempDir, ffmpegRunnerFromEnv, probeAudio, type TempDir } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderOutroCard } from './card.renderer.ts';
import { planVideoRuns } from './render.args.ts';
import { mixArgs } from './render.audio-args.ts';
import { createRenderEngine, type RenderResult } from './render.engine.ts';
import {
  DEMO_MUSIC,
  DEMO_OUTRO,
  demoRenderInput,
  frameAt,
  freezeStarts,
  imageDifference,
  loudness,
  narrationFrom,
  prepareDemoListing,
  type DemoListing,
} from './render.test-support.ts';

const runner = ffmpegRunnerFromEnv();
const render = createRenderEngine({ runner });
const SLOW = 300_000;
const FPS = 30;
const INTRO_S = 3;
const OUTRO_S = 3;

let dir: TempDir;
let demo: DemoListing;
const outputs = new Map<string, RenderResult>();

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'render-test-' });
  demo = await prepareDemoListing(runner, dir.path);
}, SLOW);
afterAll(async () => {
  await dir?.remove();
});

async function renderListing(width: number, height: number, branded: boolean): Promise<RenderResult> {
  const key = `${width}x${height}:${branded}`;
  const done = outputs.get(key);
  if (done) return done;
  const out = await createTempDir({ parent: dir.path });
  const input = await demoRenderInput(demo, { width, height }, { branded, introS: INTRO_S, outroS: OUTRO_S });
  const progress: number[] = [];
  const result = await render(input, { tmpDir: out.path, onProgress: (f) => progress.push(f) });
  expect(progress.at(-1)).toBe(1);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  outputs.set(key, result);
  return result;
}

// intro + shots - cross-fade overlaps + outro, worked out here from the inputs.
const SHOT_S = [3 / 1, 4 / 2, 2 / 0.5];
const OVERLAPS_S = [0.5, 0.5, 1 / FPS, 0.5];
const EXPECTED_S =
  INTRO_S + SHOT_S.reduce((a, b) => a + b, 0) + OUTRO_S - OVERLAPS_S.reduce((a, b) => a + b, 0);

describe.each([
  ['16:9', 1280, 720],
  ['9:16', 720, 1280],
])('a %s listing render', (_format, width, height) => {
  it(
    'is H.264 yuv420p + AAC 48 kHz stereo at the size, as long as the timeline, with faststart',
    async () => {
      const result = await renderListing(width, height, true);
      expect(result.video).toMatchObject({
        width,
        height,
        codec_id: 'h264',
        chroma_subsampling: '4:2:0',
        framerate: FPS,
      });
      expect(Math.abs(result.video.duration_s - EXPECTED_S)).toBeLessThanOrEqual(1 / FPS + 0.001);
      const audio = await probeAudio(runner, result.video.path);
      expect(audio).toMatchObject({ sample_rate: 48_000, channels: 2, codec_id: 'aac' });
      const head = (await readFile(result.video.path)).subarray(0, 64 * 1024).toString('latin1');
      expect(head.indexOf('moov')).toBeGreaterThan(0);
      expect(head.indexOf('moov')).toBeLessThan(
        head.indexOf('mdat') === -1 ? Number.POSITIVE_INFINITY : head.indexOf('mdat'),
      );
      expect(result.thumbnail).toMatchObject({ width, height, format: 'jpeg' });
    },
    SLOW,
  );

  it(
    'is normalised to -14 LUFS with the true peak at most -1 dBTP',
    async () => {
      const result = await renderListing(width, height, true);
      const measured = await loudness(result.video.path);
      expect(Math.abs(measured.integrated - -14)).toBeLessThanOrEqual(1);
      expect(measured.truePeak).toBeLessThanOrEqual(-1);
    },
    SLOW,
  );
});

describe('the listing mix and captions', () => {
  it(
    'ducks the music at least 10 dB under the voice compared with the intro',
    async () => {
      const result = await renderListing(1280, 720, true);
      const stem = join(dir.path, 'music-stem.wav');
      await runner.ffmpeg(
        mixArgs({
          voicePath: demo.voice.audio.path,
          voiceClips: narrationFrom(demo.voice, result.plan.shotsStartS),
          musicPath: DEMO_MUSIC,
          musicVolume: 0.5,
          totalS: result.plan.totalS,
          outPath: stem,
          voiceInMix: false,
        }),
      );
      const intro = await loudness(stem, { startS: 1, durationS: 1.2 });
      const longest = [...demo.voice.sentences].sort((a, b) => b.endS - b.startS - (a.endS - a.startS))[0]!;
      const underVoice = await loudness(stem, {
        startS: result.plan.shotsStartS + longest.startS + 0.2,
        durationS: longest.endS - longest.startS - 0.4,
      });
      expect(intro.integrated - underVoice.integrated).toBeGreaterThanOrEqual(10);
    },
    SLOW,
  );

  it(
    'writes its own captions timed to the video, inside the speech, and the voice ends before the video',
    async () => {
      const result = await renderListing(1280, 720, true);
      const voiceStartS = result.plan.shotsStartS;
      const cues = parseWebVtt(await readFile(result.captions!.path, 'utf8'));
      expect(cues).toHaveLength(result.captions!.numCues);
      // The voiceover's own captions, moved to where the voice plays in the video.
      const spoken = parseWebVtt(await readFile(demo.voice.captions.path, 'utf8'));
      expect(cues.map((cue) => cue.lines)).toEqual(spoken.map((cue) => cue.lines));
      const speechEnd = voiceStartS + demo.voice.audio.duration_s;
      cues.forEach((cue, index) => {
        expect(cue.startS).toBeGreaterThanOrEqual(voiceStartS - 0.001);
        expect(cue.startS).toBeLessThan(speechEnd);
        expect(cue.endS).toBeLessThanOrEqual(cues[index + 1]?.startS ?? result.plan.totalS);
      });
      expect(cues[0]!.startS).toBeCloseTo(voiceStartS + spoken[0]!.startS, 2);
      expect(speechEnd).toBeLessThan(result.plan.totalS);
    },
    SLOW,
  );

  it(
    'shows no agent card in the unbranded variant',
    async () => {
      const branded = await renderListing(1280, 720, true);
      const unbranded = await renderListing(1280, 720, false);
      expect(unbranded.video.duration_s).toBeCloseTo(branded.video.duration_s, 2);
      const at = branded.plan.totalS - 1;
      const brandedFrame = await frameAt(branded.video.path, at, join(dir.path, 'outro-branded.png'));
      const unbrandedFrame = await frameAt(unbranded.video.path, at, join(dir.path, 'outro-unbranded.png'));
      const plainCard = join(dir.path, 'outro-plain.png');
      await renderOutroCard(
        findCardTemplate('outro-agent-card', 'outro')!,
        { address: DEMO_OUTRO.address, callToAction: DEMO_OUTRO.callToAction },
        { width: 1280, height: 720 },
        plainCard,
      );
      // The unbranded outro is the address card; the branded one is not.
      expect(await imageDifference(unbrandedFrame, plainCard)).toBeLessThan(4);
      expect(await imageDifference(brandedFrame, plainCard)).toBeGreaterThan(6);
    },
    SLOW,
  );

  it(
    'renders a long timeline in runs joined by stream copy: the frames of one run, to the frame',
    async () => {
      const single = await renderListing(1280, 720, true);
      const out = await createTempDir({ parent: dir.path });
      // One shot a run: three runs, each starting with a cross-fade into its first shot.
      const input = await demoRenderInput(
        demo,
        { width: 1280, height: 720 },
        { branded: true, introS: INTRO_S, outroS: OUTRO_S },
      );
      const parted = await render({ ...input, maxShotsPerRun: 1 }, { tmpDir: out.path });
      expect(parted.video.duration_s).toBeCloseTo(single.video.duration_s, 3);
      expect(Math.abs(parted.video.duration_s - EXPECTED_S)).toBeLessThanOrEqual(1 / FPS + 0.001);
      expect(await loudness(parted.video.path)).toMatchObject({ integrated: expect.closeTo(-14, 0) });
      const runs = planVideoRuns(parted.plan, 1);
      expect(runs).toHaveLength(3);
      for (const run of runs.slice(1)) {
        // The last frame before the join and the first two after it (a fade's first frames, or a cut).
        const parts: Record<number, string> = {};
        for (const frame of [run.startFrame - 1, run.startFrame, run.startFrame + 1]) {
          const at = (frame + 0.5) / FPS;
          const a = await frameAt(single.video.path, at, join(out.path, `single-${frame}.png`));
          parts[frame] = await frameAt(parted.video.path, at, join(out.path, `parted-${frame}.png`));
          // Encoder noise only (measured 0.2-0.3 of 255).
          expect(await imageDifference(a, parts[frame]!)).toBeLessThan(0.6);
        }
        // A frame off would show: the run's first frame against the single render's frame before it
        // (measured 5 inside a fade, 59 at a cut).
        expect(
          await imageDifference(join(out.path, `single-${run.startFrame - 1}.png`), parts[run.startFrame]!),
        ).toBeGreaterThan(0.9);
      }
    },
    SLOW,
  );

  it(
    'stops and rejects as cancelled when the job is cancelled during the render',
    async () => {
      const out = await createTempDir({ parent: dir.path });
      const controller = new AbortController();
      const input = await demoRenderInput(demo, { width: 1280, height: 720 }, { branded: true });
      // Cancel when the audio stages report done (0.17), a point every render passes: no race with
      // the work. The signal reaches every ffmpeg run (the runner's own tests kill a running one).
      const rendering = render(input, {
        tmpDir: out.path,
        signal: controller.signal,
        onProgress: (f) => f >= 0.17 && controller.abort(),
      });
      await expect(rendering).rejects.toMatchObject({ code: 'cancelled' });
      expect(controller.signal.aborted).toBe(true);
    },
    SLOW,
  );
});

describe('the sound beside the picture', () => {
  it(
    "stops the picture and rejects with the sound's error when the sound fails",
    async () => {
      const out = await createTempDir({ parent: dir.path });
      const outputs: string[] = [];
      const failing = Object.create(runner) as typeof runner;
      failing.ffmpeg = async (args, options) => {
        const output = args.at(-1) ?? '';
        outputs.push(output);
        if (output.endsWith('audio.m4a')) throw new Error('the sound failed');
        return runner.ffmpeg(args, options);
      };
      const input = await demoRenderInput(demo, { width: 640, height: 360 }, { branded: true });
      await expect(createRenderEngine({ runner: failing })(input, { tmpDir: out.path })).rejects.toThrow(
        'the sound failed',
      );
      expect(outputs.some((output) => output.endsWith('render.mp4'))).toBe(false);
    },
    SLOW,
  );
});

describe('the picture in 4:2:0', () => {
  it(
    'converts no frame to 4:4:4 and back: cross-fades, cards over clips and cuts stay in the video’s 4:2:0',
    async () => {
      const out = await createTempDir({ parent: dir.path });
      const parts: string[][] = [];
      const recording = Object.create(runner) as typeof runner;
      recording.ffmpeg = async (args, options) => {
        if (/part-\d+\.mp4$/.test(args.at(-1) ?? '')) parts.push([...args]);
        return runner.ffmpeg(args, options);
      };
      const input = await demoRenderInput(
        demo,
        { width: 640, height: 360 },
        { branded: true, introS: INTRO_S, outroS: OUTRO_S, movingCards: true },
      );
      await createRenderEngine({ runner: recording })({ ...input, maxShotsPerRun: 2 }, { tmpDir: out.path });
      expect(parts).toHaveLength(2);
      for (const [index, args] of parts.entries()) {
        // The same run again, with ffmpeg saying which conversions its graph inserted.
        const level = args.indexOf('-loglevel');
        const verbose = args.map((arg, i) => (i === level + 1 ? 'verbose' : arg));
        verbose[verbose.length - 1] = join(out.path, `again-${index}.mp4`);
        const { stderr } = await promisify(execFile)('ffmpeg', verbose, { maxBuffer: 64 * 1024 * 1024 });
        const inserted = stderr.split('\n').filter((line) => /auto_scale_\d+ @ .* -> /.test(line));
        // Only the card and the logo (RGBA, one frame each) are converted, to 4:2:0 with alpha.
        expect(inserted.length).toBeGreaterThan(0);
        for (const line of inserted) expect(line).toMatch(/fmt:rgba .* -> .* fmt:yuva420p /);
      }
    },
    SLOW,
  );
});

describe('cards over moving pictures', () => {
  it.each([
    ['one run', undefined],
    ['runs of one shot', 1],
  ])(
    'keeps the picture moving under the title and the outro card (%s): no still stretch, the timeline’s length',
    async (_name, maxShotsPerRun) => {
      const out = await createTempDir({ parent: dir.path });
      const input = await demoRenderInput(
        demo,
        { width: 640, height: 360 },
        { branded: true, introS: INTRO_S, outroS: OUTRO_S, movingCards: true },
      );
      const result = await render({ ...input, maxShotsPerRun }, { tmpDir: out.path });
      expect(Math.abs(result.video.duration_s - EXPECTED_S)).toBeLessThanOrEqual(1 / FPS + 0.001);
      // freezedetect at the viewer's threshold: nothing still for 2 s, cards included.
      expect(await freezeStarts(result.video.path)).toEqual([]);
      // The title sits over video that moves: the first frame differs from the one 1 s later
      // (a still card differs by encoder noise only, under 0.6), and so does the outro's.
      const at = (seconds: number, name: string) => frameAt(result.video.path, seconds, join(out.path, name));
      expect(await imageDifference(await at(0, 'first.png'), await at(1, 'second.png'))).toBeGreaterThan(1);
      const end = result.video.duration_s;
      expect(
        await imageDifference(await at(end - 2.2, 'outro-a.png'), await at(end - 0.2, 'outro-b.png')),
      ).toBeGreaterThan(1);
    },
    SLOW,
  );
});

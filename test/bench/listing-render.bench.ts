// Listing render benchmark: a 60 s 1080p listing with 10 shots (camera moves made beforehand, not
// timed), a festival voiceover of the built-in script (one line per segment), the narration
// planned on the timeline as real estate plans it (cards as long as their words, shots slowed or
// held to fit their sentences), library music and burned-in captions, through the render engine. Reports the speed against real time, each stage's time, the CPU
// seconds of the render (node + ffmpeg children) with the "quiet 2-core estimate" they imply, and
// the peak memory of the process tree (node + ffmpeg) while rendering. The reference in the same
// run is plain ffmpeg: one shot looped to the video's length, decoded and encoded with the same
// x264 settings and nothing else, the floor of any render of this length.
//   LISTING_RENDER_KEEP=<dir> keeps the rendered file there (for the contact-sheet frames).
import { copyFile, mkdir } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createTempDir,
  ffmpegGlobalArgs,
  ffmpegRunnerFromEnv,
  inputArgs,
  num,
} from '../../packages/media/src/index.ts';
import { writeScriptLines } from '../../packages/listing/src/index.ts';
import { planNarration } from '../../services/real-estate/src/domain/narration-plan.ts';
import { voiceSentences } from '../../services/media-worker/src/jobs/render-input.ts';
import { createRenderEngine, type CameraMovement } from '../../services/media-worker/src/engines/index.ts';
import {
  planVideoRuns,
  RENDER_CRF,
  RENDER_PRESET,
} from '../../services/media-worker/src/engines/render.args.ts';
import {
  demoRenderInput,
  prepareDemoListing,
} from '../../services/media-worker/src/engines/render.test-support.ts';
import { cpuSeconds, sampleTreeRss } from './media.bench-support.ts';

const MOVES: CameraMovement[] = [
  'dolly_in',
  'pan_right',
  'truck_left',
  'tilt_up',
  'orbit_left_to_right',
  'dolly_out',
  'pan_left',
  'truck_right',
  'tilt_down',
  'static',
];
const SHOT_S = 5.75;

interface Measured<T> {
  value: T;
  wallS: number;
  cpuS: number;
  peakMiB: number;
  nodePeakMiB: number;
  ffmpegPeakMiB: number;
}

async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  const memory = sampleTreeRss(100);
  const cpuBefore = await cpuSeconds();
  const started = performance.now();
  const value = await work();
  const wallS = (performance.now() - started) / 1000;
  const cpuAfter = await cpuSeconds();
  const peak = await memory.stop();
  const cpuS = cpuAfter.self + cpuAfter.children - cpuBefore.self - cpuBefore.children;
  return { value, wallS, cpuS, peakMiB: peak.total, nodePeakMiB: peak.self, ffmpegPeakMiB: peak.children };
}

export async function benchListingRender(): Promise<string> {
  const runner = ffmpegRunnerFromEnv();
  const dir = await createTempDir({ prefix: 'bench-listing-' });
  try {
    const lines = writeScriptLines({
      facts: {
        address: '12 Ocean Dr, Bondi NSW',
        realEstateType: 'house',
        bedrooms: 4,
        bathrooms: 2,
        parkingSpaces: 2,
        landSize: '612.5',
        landSizeUnit: 'sqm',
        price: '2450000',
      },
      shots: MOVES.map((_move, index) => ({
        description: [
          'kitchen',
          'living room',
          'bedroom',
          'garden',
          'pool',
          'bathroom',
          'dining',
          'view',
          'facade',
          'balcony',
        ][index]!,
        durationS: SHOT_S,
      })),
      durationS: 50,
    });
    const script = lines.join('\n');
    const ids = MOVES.map((_move, index) => `019a0000-0000-7000-8000-${String(index).padStart(12, '0')}`);
    const keys = ['intro' as const, ...ids.map((id) => `shot:${id}`), 'outro' as const];
    const demo = await prepareDemoListing(runner, dir.path, {
      resolution: '1080p',
      script,
      segments: keys.map((key, index) => ({ key, text: lines[index]! })),
      specs: MOVES.map((movement) => ({
        movement,
        clipS: 6,
        shot: { startS: 0, endS: SHOT_S, speed: 1, transition: 'fade' as const },
      })),
    });
    const narration = planNarration({
      introS: 3,
      outroS: 4,
      shots: demo.shots.map(({ path: _path, ...shot }, index) => ({ ...shot, id: ids[index]! })),
      sentences: demo.voice.sentences.map((s) => ({
        text: s.text,
        startS: s.startS,
        endS: s.endS,
        segment: s.segment,
        words: s.words?.map((w) => ({ text: w.text, start_s: w.startS, end_s: w.endS })) ?? null,
      })),
      branded: true,
      brand: { price: '2450000', agent: null },
    });
    const base = await demoRenderInput(demo, { width: 1920, height: 1080 }, { branded: true });
    const input = {
      ...base,
      intro: { ...base.intro, durationS: narration.introS },
      outro: { ...base.outro, durationS: narration.outroS },
      shots: narration.shots.map((shot, index) => ({ ...shot, path: demo.shots[index]!.path })),
      voice: { path: demo.voice.audio.path, sentences: voiceSentences(narration.sentences) },
    };
    const load = loadavg()[0]!;

    const out = await createTempDir({ parent: dir.path });
    const render = await measure(() => createRenderEngine({ runner })(input, { tmpDir: out.path }));
    const result = render.value;
    const mediaS = result.video.duration_s;
    const keep = process.env.LISTING_RENDER_KEEP;
    if (keep) {
      await mkdir(resolve(keep), { recursive: true });
      await copyFile(result.video.path, join(resolve(keep), 'listing-render.mp4'));
    }

    // The floor: one shot looped to the same length, decoded and encoded with the same settings.
    const plainPath = join(dir.path, 'plain.mp4');
    const plain = await measure(() =>
      runner.ffmpeg(
        [
          ...ffmpegGlobalArgs(null),
          ...inputArgs(demo.shots[0]!.path, ['-stream_loop', '-1']),
          '-t',
          num(mediaS, 3),
          '-an',
          '-c:v',
          'libx264',
          '-preset',
          RENDER_PRESET,
          '-crf',
          String(RENDER_CRF),
          '-pix_fmt',
          'yuv420p',
          plainPath,
        ],
        { timeoutMs: 3_600_000 },
      ),
    );
    const loadAfter = loadavg()[0]!;

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const speed = (seconds: number) => `${(mediaS / seconds).toFixed(2)}x`;
    const row = (name: string, m: Measured<unknown>) =>
      `| ${name} | ${m.wallS.toFixed(1)} s | ${speed(m.wallS)} | ${m.cpuS.toFixed(1)} s | ${speed(m.cpuS / 2)} | ${m.peakMiB.toFixed(0)} MiB (node ${m.nodePeakMiB.toFixed(0)}, ffmpeg ${m.ffmpegPeakMiB.toFixed(0)} MiB) |`;
    const stages = Object.entries(result.stages)
      .map(([name, ms]) => `${name.replace(/_ms$/, '')} ${s(ms)}`)
      .join(', ');
    return [
      `1920x1080, ${mediaS.toFixed(2)} s video, 10 shots (picture in ${planVideoRuns(result.plan).length} runs), voiceover ${demo.voice.audio.duration_s.toFixed(1)} s (${script.split(/\s+/).length} words), music, captions, logo; x264 ${RENDER_PRESET} CRF ${RENDER_CRF}; output ${(result.video.file_size / 1048576).toFixed(1)} MiB`,
      `${availableParallelism()} cores, 1-min load average ${load.toFixed(2)} before / ${loadAfter.toFixed(2)} after`,
      '',
      '| run | wall | speed | CPU (node + ffmpeg) | quiet 2-core estimate | peak RSS node+ffmpeg (own peaks) |',
      '|---|---|---|---|---|---|',
      row('listing render', render),
      row('plain ffmpeg (1 input, same x264)', plain),
      '',
      // The render's speed as a share of plain ffmpeg's, both measured in this run: comparable
      // across runs on a noisy machine (before the narration was planned: 2.04x / 4.27x = 0.48).
      `render speed / plain ffmpeg speed (wall): ${(plain.wallS / render.wallS).toFixed(2)}`,
      `stages (wall): ${stages}`,
    ].join('\n');
  } finally {
    await dir.remove();
  }
}

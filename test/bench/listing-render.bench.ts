// One file over 300 lines: the listing render benchmark's cases (10 and 20 shots), its same-run
// floor (plain ffmpeg, decode only and decode + encode) and its ablations, read side by side.
// Listing render benchmark: a 1080p listing of 10 shots and one of 20 (camera moves made beforehand,
// not timed; the 20-shot listing plays the 10 clips twice), a festival voiceover of the built-in
// script (one line per segment), the narration planned on the timeline as real estate plans it
// (planNarration: cards as long as their words, the hero's clip under the title, the last shot's
// under the outro card, shots slowed to fit their sentences), library music, burned-in captions
// and logo, through the render engine. Reports the speed against real time, the CPU seconds of the
// render (node + ffmpeg children) and of each ffmpeg run (`-benchmark`), the "quiet 2-core
// estimate" they imply, and the peak memory of the process tree (node + ffmpeg) while rendering.
// The reference in the same run is plain ffmpeg: one shot looped to the video's length, decoded
// and encoded with the same x264 settings and nothing else, the floor of any render of this length,
// measured just before the render and just after it (the ratio is against the mean of the two).
//   LISTING_RENDER_KEEP=<dir> keeps the rendered files there (for the contact-sheet frames).
//   LISTING_RENDER_ABLATE=1 also renders the 10-shot listing without each part in turn (captions,
//   logo, card overlays, cross-fades, runs), to say what each costs.
//   LISTING_RENDER_SHOTS=10 (or 20) runs one case only.
import { copyFile, mkdir } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createTempDir,
  ffmpegGlobalArgs,
  ffmpegRunnerFromEnv,
  inputArgs,
  num,
  type FfmpegRunner,
} from '../../packages/media/src/index.ts';
import { planTimeline, writeScriptLines } from '../../packages/listing/src/index.ts';
import { planNarration, type NarrationPlan } from '../../services/real-estate/src/domain/narration-plan.ts';
import { voiceSentences } from '../../services/media-worker/src/jobs/render-input.ts';
import {
  createRenderEngine,
  type CameraMovement,
  type RenderInput,
} from '../../services/media-worker/src/engines/index.ts';
import {
  planVideoRuns,
  RENDER_CRF,
  RENDER_PRESET,
} from '../../services/media-worker/src/engines/render.args.ts';
import {
  demoRenderInput,
  demoVoiceover,
  prepareDemoListing,
  type DemoListing,
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
const ROOMS = [
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

/** One ffmpeg run's own CPU seconds, by what it wrote. */
interface RunCpu {
  output: string;
  cpuS: number;
}

/**
 * The runner with `-benchmark` on every ffmpeg run: each run prints its own user + system time,
 * so runs side by side are each counted once.
 */
function countingRunner(runner: FfmpegRunner, runs: RunCpu[]): FfmpegRunner {
  const counting = Object.create(runner) as FfmpegRunner;
  counting.ffmpeg = async (args, options) => {
    // `-benchmark` prints at info level: the runner's own level (error) would hide it.
    const level = args.indexOf('-loglevel');
    const logged = level >= 0 ? args.map((arg, i) => (i === level + 1 ? 'info' : arg)) : args;
    const result = await runner.ffmpeg(['-benchmark', ...logged], options);
    const bench = /bench: utime=([\d.]+)s stime=([\d.]+)s/.exec(result.stderrTail);
    const output = (args.at(-1) ?? '').split('/').at(-1) ?? '';
    if (bench) runs.push({ output, cpuS: Number(bench[1]) + Number(bench[2]) });
    return result;
  };
  return counting;
}

interface ListingCase {
  shots: number;
  input: RenderInput;
  narration: NarrationPlan;
  words: number;
  voiceS: number;
}

/** The listing of `count` shots (the clips of `demo` in turn) as real estate plans it and the worker maps it. */
async function listingCase(
  runner: FfmpegRunner,
  dir: string,
  demo: DemoListing,
  count: number,
): Promise<ListingCase> {
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
    shots: Array.from({ length: count }, (_v, index) => ({
      description: ROOMS[index % ROOMS.length]!,
      durationS: SHOT_S,
    })),
    durationS: 5 * count,
  });
  const script = lines.join('\n');
  const ids = Array.from(
    { length: count },
    (_v, index) => `019a0000-0000-7000-8000-${String(index).padStart(12, '0')}`,
  );
  const keys = ['intro' as const, ...ids.map((id) => `shot:${id}`), 'outro' as const];
  const voice = await demoVoiceover(
    runner,
    dir,
    script,
    keys.map((key, index) => ({ key, text: lines[index]! })),
  );
  const paths = ids.map((_id, index) => demo.shots[index % demo.shots.length]!.path);
  const narration = planNarration({
    introS: 3,
    outroS: 4,
    shots: paths.map((_path, index) => {
      const { path: _p, ...shot } = demo.shots[index % demo.shots.length]!;
      return { ...shot, id: ids[index]! };
    }),
    sentences: voice.sentences.map((s) => ({
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
  const shots = narration.shots.map((shot, index) => ({ ...shot, path: paths[index]! }));
  // The cards' clips as render-input.ts maps a job's: a range of one of the shots' videos, its crop.
  const clipOf = (clip: NarrationPlan['introClip']) => ({
    path: shots[clip.shot]!.path,
    crop: shots[clip.shot]!.crop,
    startS: clip.startS,
    endS: clip.endS,
    speed: clip.speed,
    transition: 'fade' as const,
  });
  const input: RenderInput = {
    ...base,
    intro: { ...base.intro, durationS: narration.introS, clip: clipOf(narration.introClip) },
    outro: { ...base.outro, durationS: narration.outroS, clip: clipOf(narration.outroClip) },
    shots,
    voice: { path: voice.audio.path, sentences: voiceSentences(narration.sentences) },
  };
  return {
    shots: count,
    input,
    narration,
    words: script.split(/\s+/).length,
    voiceS: voice.audio.duration_s,
  };
}

function plainArgs(shotPath: string, seconds: number, out: string | null): string[] {
  return [
    ...ffmpegGlobalArgs(null),
    ...inputArgs(shotPath, ['-stream_loop', '-1']),
    '-t',
    num(seconds, 3),
    '-an',
    ...(out
      ? ['-c:v', 'libx264', '-preset', RENDER_PRESET, '-crf', String(RENDER_CRF), '-pix_fmt', 'yuv420p', out]
      : ['-f', 'null', '-']),
  ];
}

const sum = (runs: readonly RunCpu[], match: (output: string) => boolean) =>
  runs.filter((run) => match(run.output)).reduce((total, run) => total + run.cpuS, 0);

interface Rendered {
  m: Measured<Awaited<ReturnType<ReturnType<typeof createRenderEngine>>>>;
  pictureCpuS: number;
  soundCpuS: number;
}

async function renderOnce(runner: FfmpegRunner, dir: string, input: RenderInput): Promise<Rendered> {
  const runs: RunCpu[] = [];
  const out = await createTempDir({ parent: dir });
  const m = await measure(() =>
    createRenderEngine({ runner: countingRunner(runner, runs) })(input, { tmpDir: out.path }),
  );
  const picture = (output: string) => /^(part-\d+|render)\.mp4$/.test(output);
  const sound = (output: string) => /^(mix\.wav|audio\.m4a|-)$/.test(output);
  return { m, pictureCpuS: sum(runs, picture), soundCpuS: sum(runs, sound) };
}

/** The 10-shot listing without one part each: what that part costs (same run, same host). */
function ablations(input: RenderInput): [string, RenderInput][] {
  return [
    ['no burned-in captions', { ...input, burnCaptions: false }],
    ['no logo', { ...input, logoPath: null }],
    [
      'still cards (no clip under either card)',
      { ...input, intro: { ...input.intro, clip: null }, outro: { ...input.outro, clip: null } },
    ],
    [
      'cuts (no cross-fades)',
      { ...input, shots: input.shots.map((shot) => ({ ...shot, transition: 'cut' as const })) },
    ],
    ['one run (no re-decoded tails)', { ...input, maxShotsPerRun: Infinity }],
    [
      'nothing drawn (no captions, logo, card clips)',
      {
        ...input,
        burnCaptions: false,
        logoPath: null,
        intro: { ...input.intro, clip: null },
        outro: { ...input.outro, clip: null },
      },
    ],
  ];
}

export async function benchListingRender(): Promise<string> {
  const runner = ffmpegRunnerFromEnv();
  const dir = await createTempDir({ prefix: 'bench-listing-' });
  try {
    const demo = await prepareDemoListing(runner, dir.path, {
      resolution: '1080p',
      script: 'Welcome.',
      specs: MOVES.map((movement) => ({
        movement,
        clipS: 6,
        shot: { startS: 0, endS: SHOT_S, speed: 1, transition: 'fade' as const },
      })),
    });
    const only = Number(process.env.LISTING_RENDER_SHOTS ?? 0);
    const counts = only > 0 ? [only] : [10, 20];
    const report: string[] = [`${availableParallelism()} cores; x264 ${RENDER_PRESET} CRF ${RENDER_CRF}`];
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const count of counts) {
      const listing = await listingCase(runner, dir.path, demo, count);
      const load = loadavg()[0]!;
      // The floor: one shot looped to the video's length, decoded and encoded with the same
      // settings, measured just before the render and just after it. This machine's speed drifts
      // by 10% and more within minutes (other tenants, the host's clocks): the render is compared
      // with the mean of the two, and with each.
      const plainRuns: RunCpu[] = [];
      const counting = countingRunner(runner, plainRuns);
      const plainOf = (seconds: number) =>
        measure(() =>
          counting.ffmpeg(plainArgs(demo.shots[0]!.path, seconds, join(dir.path, 'plain.mp4')), {
            timeoutMs: 3_600_000,
          }),
        );
      const plannedS = planTimeline({
        introS: listing.input.intro.durationS,
        outroS: listing.input.outro.durationS,
        shots: listing.input.shots,
        fadeS: listing.input.fadeS,
      }).totalS;
      const plainBefore = await plainOf(plannedS);
      const render = await renderOnce(runner, dir.path, listing.input);
      const result = render.m.value;
      const mediaS = result.video.duration_s;
      const keep = process.env.LISTING_RENDER_KEEP;
      if (keep) {
        await mkdir(resolve(keep), { recursive: true });
        await copyFile(result.video.path, join(resolve(keep), `listing-render-${count}.mp4`));
      }
      const plain = await plainOf(mediaS);
      const decode = await measure(() =>
        counting.ffmpeg(plainArgs(demo.shots[0]!.path, mediaS, null), { timeoutMs: 3_600_000 }),
      );
      const loadAfter = loadavg()[0]!;
      const rowOf = (name: string, m: Measured<unknown>, lengthS: number, ffmpegCpuS: string) => {
        const speed = (seconds: number) => `${(lengthS / seconds).toFixed(2)}x`;
        return `| ${name} | ${m.wallS.toFixed(1)} s | ${speed(m.wallS)} | ${m.cpuS.toFixed(1)} s | ${ffmpegCpuS} | ${speed(m.cpuS / 2)} | ${m.peakMiB.toFixed(0)} MiB (node ${m.nodePeakMiB.toFixed(0)}, ffmpeg ${m.ffmpegPeakMiB.toFixed(0)} MiB) |`;
      };
      const row = (name: string, m: Measured<unknown>, ffmpegCpuS: string) =>
        rowOf(name, m, mediaS, ffmpegCpuS);
      // Seconds a video second: the render's against plain ffmpeg's (the mean of before and after).
      const perSecond = (m: Measured<unknown>, lengthS: number, key: 'wallS' | 'cpuS') => m[key] / lengthS;
      const ratioTo = (m: Measured<unknown>, lengthS: number, key: 'wallS' | 'cpuS') =>
        (perSecond(m, lengthS, key) / perSecond(render.m, mediaS, key)).toFixed(2);
      const ratio = (of: (m: Measured<unknown>, lengthS: number) => number) =>
        ((of(plainBefore, plannedS) + of(plain, mediaS)) / 2 / of(render.m, mediaS)).toFixed(2);
      const stages = Object.entries(result.stages)
        .map(([name, ms]) => `${name.replace(/_ms$/, '')} ${s(ms)}`)
        .join(', ');
      report.push(
        '',
        `${count} shots: 1920x1080, ${mediaS.toFixed(2)} s video (picture in ${planVideoRuns(result.plan, listing.input.maxShotsPerRun).length} runs), voiceover ${listing.voiceS.toFixed(1)} s (${listing.words} words), music, captions, logo, intro and outro over their clips; output ${(result.video.file_size / 1048576).toFixed(1)} MiB`,
        `1-min load average ${load.toFixed(2)} before / ${loadAfter.toFixed(2)} after`,
        '',
        '| run | wall | speed | CPU (node + ffmpeg) | ffmpeg CPU of the picture | quiet 2-core estimate | peak RSS node+ffmpeg (own peaks) |',
        '|---|---|---|---|---|---|---|',
        row(
          'listing render',
          render.m,
          `${render.pictureCpuS.toFixed(1)} s (sound ${render.soundCpuS.toFixed(1)} s)`,
        ),
        rowOf(
          `plain ffmpeg before (1 input, same x264, ${plannedS.toFixed(2)} s)`,
          plainBefore,
          plannedS,
          `${plainRuns[0]?.cpuS.toFixed(1) ?? '?'} s`,
        ),
        row('plain ffmpeg after (1 input, same x264)', plain, `${plainRuns[1]?.cpuS.toFixed(1) ?? '?'} s`),
        row('plain ffmpeg, decode only', decode, `${plainRuns[2]?.cpuS.toFixed(1) ?? '?'} s`),
        '',
        // The render's speed as a share of plain ffmpeg's, both measured in this run: comparable
        // across runs on a noisy machine. Speeds (video seconds a second), so the plain run before,
        // made to the planned length, compares too.
        `render speed / plain ffmpeg speed (wall): ${ratio((a, m) => a.wallS / m)} (before ${ratioTo(plainBefore, plannedS, 'wallS')}, after ${ratioTo(plain, mediaS, 'wallS')}); (CPU): ${ratio((a, m) => a.cpuS / m)}`,
        `stages (wall): ${stages}`,
      );
      if (count === 10 && process.env.LISTING_RENDER_ABLATE === '1') {
        report.push(
          '',
          '| ablation (10 shots, same run) | wall | CPU (node + ffmpeg) | ffmpeg CPU of the picture | picture CPU saved |',
          '|---|---|---|---|---|',
          `| full render | ${render.m.wallS.toFixed(1)} s | ${render.m.cpuS.toFixed(1)} s | ${render.pictureCpuS.toFixed(1)} s | - |`,
        );
        for (const [name, variant] of ablations(listing.input)) {
          const r = await renderOnce(runner, dir.path, variant);
          report.push(
            `| ${name} | ${r.m.wallS.toFixed(1)} s | ${r.m.cpuS.toFixed(1)} s | ${r.pictureCpuS.toFixed(1)} s | ${(render.pictureCpuS - r.pictureCpuS).toFixed(1)} s |`,
          );
        }
        report.push(`1-min load average after the ablations ${loadavg()[0]!.toFixed(2)}`);
      }
    }
    return report.join('\n');
  } finally {
    await dir.remove();
  }
}

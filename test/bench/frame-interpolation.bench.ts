// One file over 300 lines: one benchmark whose clips, interpolators and comparisons are read together.
// Frame interpolation benchmark: which interpolator makes the frames a camera really saw. Three
// 2 s 854x480 30 fps clips with different motion (a slow pan of the camera-move engine, a fast pan,
// and objects moving over a still background) lose every other frame; RIFE, minterpolate (mci,
// the "Motion interpolation" model), frame blending ("Fast interpolation") and plain frame repeat
// make them again from the 15 fps rest, and each made frame is compared with the real one it
// replaces (PSNR and SSIM over the held-out frames). Also RIFE's throughput at 854x480 and
// 1280x720 on this machine, the basis of its price and ETA. `FRAME_INTERPOLATION_KEEP=<dir>`
// keeps the frames and a side-by-side (real | RIFE | mci | blend) of the middle held-out frame.
import { link, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FfmpegRunner,
  checkRife,
  createTempDir,
  inputArgs,
  interpolateFrames,
  rifeCropFilter,
  rifePadFilter,
  rifeToolFromEnv,
  type RifeTool,
} from '../../packages/media/src/index.ts';
import { createCameraMoveEngine } from '../../services/media-worker/src/engines/index.ts';
import { interpolationFilter } from '../../services/media-worker/src/engines/enhance.args.ts';
import { similarity } from '../../packages/testkit/src/media.ts';
import { cpuSeconds } from './media.bench-support.ts';

const W = 854;
const H = 480;
const FRAMES = 60;
const PHOTO = new URL('../../services/real-estate/media/demo/living-room.jpg', import.meta.url).pathname;
const OBJECT = new URL('../../services/real-estate/media/demo/kitchen.jpg', import.meta.url).pathname;

const pattern = (dir: string) => join(dir, '%08d.png');
const png = ['-c:v', 'png', '-compression_level', '1', '-f', 'image2'];

async function frames(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.png')).toSorted();
}

/** The three clips as 60 PNG frames each. */
async function makeClips(runner: FfmpegRunner, dir: string): Promise<Record<string, string>> {
  const clips: Record<string, string> = {};
  const slow = join(dir, 'slow-pan');
  await mkdir(slow);
  const engine = createCameraMoveEngine({ runner });
  const moved = await engine(
    { stillPath: PHOTO, movement: 'pan_right', resolution: '480p', durationS: 2 },
    { tmpDir: dir },
  );
  await runner.ffmpeg([...inputArgs(moved.video.path), '-frames:v', String(FRAMES), ...png, pattern(slow)]);
  clips['slow pan (camera-move engine)'] = slow;

  // 40 pixels a frame across a photo 3.9 times the frame's width.
  const fast = join(dir, 'fast-pan');
  await mkdir(fast);
  await runner.ffmpeg([
    ...inputArgs(PHOTO, ['-loop', '1', '-framerate', '30']),
    '-vf',
    `scale=3300:2200:flags=lanczos,crop=${W}:${H}:x='20+40*n':y=860`,
    '-frames:v',
    String(FRAMES),
    ...png,
    pattern(fast),
  ]);
  clips['fast pan (40 px a frame)'] = fast;

  // A picture-in-picture card gliding and bobbing, and a test pattern (moving inside) crossing
  // the other way, over the still room.
  const objects = join(dir, 'objects');
  await mkdir(objects);
  await runner.ffmpeg([
    ...inputArgs(PHOTO, ['-loop', '1', '-framerate', '30']),
    ...inputArgs(OBJECT, ['-loop', '1', '-framerate', '30']),
    '-f',
    'lavfi',
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    'testsrc2=size=180x120:rate=30',
    '-filter_complex',
    [
      `[0:v]scale=${W}:${H}:flags=lanczos[bg]`,
      '[1:v]scale=240:160[card]',
      `[bg][card]overlay=x='40+9*n':y='120+70*sin(n/6)'[a]`,
      `[a][2:v]overlay=x='${W - 220}-7*n':y='300-2*n'[v]`,
    ].join(';'),
    '-map',
    '[v]',
    '-frames:v',
    String(FRAMES),
    ...png,
    pattern(objects),
  ]);
  clips['objects over a still background'] = objects;
  return clips;
}

/** Hard-links `names` of `from` into `to` as 1..n (RIFE skips symbolic links). */
async function linkSequence(from: string, names: string[], to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  await Promise.all(
    names.map((name, index) => link(join(from, name), join(to, `${String(index + 1).padStart(8, '0')}.png`))),
  );
}

interface Timed {
  wallS: number;
  cpuS: number;
}

async function timed(work: () => Promise<unknown>): Promise<Timed> {
  const before = await cpuSeconds();
  const started = performance.now();
  await work();
  const after = await cpuSeconds();
  return {
    wallS: (performance.now() - started) / 1000,
    cpuS: after.self + after.children - before.self - before.children,
  };
}

/** 30 frames at 15 fps back to 60 at 30 fps, by an ffmpeg filter. */
async function ffmpegInterpolate(
  runner: FfmpegRunner,
  kept: string,
  out: string,
  filter: string,
): Promise<void> {
  await mkdir(out);
  await runner.ffmpeg([
    ...inputArgs(pattern(kept), ['-framerate', '15', '-f', 'image2']),
    // Two clones of the last frame let the filter reach frame 58 (it stops at the last input).
    '-vf',
    `tpad=stop_mode=clone:stop=2,${filter},format=rgb24`,
    '-frames:v',
    String(FRAMES),
    ...png,
    pattern(out),
  ]);
}

async function rifeThroughput(
  runner: FfmpegRunner,
  tool: RifeTool,
  dir: string,
  width: number,
  height: number,
) {
  const inDir = join(dir, `speed-${width}-in`);
  const outDir = join(dir, `speed-${width}-out`);
  await mkdir(inDir);
  await mkdir(outDir);
  await runner.ffmpeg([
    ...inputArgs(PHOTO, ['-loop', '1', '-framerate', '30']),
    '-vf',
    `scale=${width * 2}:${height * 2},crop=${width}:${height}:x='10*n':y=100,${rifePadFilter(width, height)}`,
    '-frames:v',
    '11',
    ...png,
    pattern(inDir),
  ]);
  // 11 frames to 22: 11 new ones (the last repeats the end), so the cost of one is visible.
  const time = await timed(() => interpolateFrames(runner, tool, { inDir, outDir, frames: 22 }));
  return { ...time, made: 11 };
}

export async function benchFrameInterpolation(): Promise<string> {
  const runner = new FfmpegRunner({ ffmpegTimeoutMs: 30 * 60_000 });
  const rife = await checkRife(runner, rifeToolFromEnv());
  if (!rife.available) return `RIFE is unavailable here: ${rife.reason}`;
  const keep = process.env.FRAME_INTERPOLATION_KEEP;
  const dir = keep
    ? { path: keep, remove: async () => undefined }
    : await createTempDir({ prefix: 'bench-interp-' });
  if (keep) await mkdir(keep, { recursive: true });
  const lines = [
    `${W}x${H}, 2 s at 30 fps: every other frame dropped, made again from the 15 fps rest; each made frame compared with the real one (29 held-out frames a clip)`,
    `RIFE v4.6 (rife-ncnn-vulkan -g ${rife.tool.gpu} -j ${rife.tool.threads}); load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
    '',
    '| clip | interpolator | PSNR (dB) | SSIM | wall | CPU |',
    '|---|---|---|---|---|---|',
  ];
  try {
    const clips = await makeClips(runner, dir.path);
    for (const [label, clipDir] of Object.entries(clips)) {
      const names = await frames(clipDir);
      const work = `${clipDir}-interpolated`;
      await rm(work, { recursive: true, force: true });
      const kept = join(work, 'kept');
      await linkSequence(
        clipDir,
        names.filter((_name, index) => index % 2 === 0),
        kept,
      );
      // Held out: the odd frames before the last kept one (frame 59 would need frame 60).
      const heldOut = names
        .map((_name, index) => index)
        .filter((index) => index % 2 === 1 && index < FRAMES - 1);
      await linkSequence(
        clipDir,
        heldOut.map((index) => names[index]!),
        join(work, 'real'),
      );

      const made: Record<string, { dir: string; time: Timed | null }> = {};
      // As the engine gives them to RIFE: padded to its alignment (cropped back when compared).
      const padded = join(work, 'kept-padded');
      await mkdir(padded);
      await runner.ffmpeg([
        ...inputArgs(pattern(kept), ['-f', 'image2']),
        '-vf',
        `${rifePadFilter(W, H)},format=rgb24`,
        ...png,
        pattern(padded),
      ]);
      const rifeOut = join(work, 'rife');
      await mkdir(rifeOut);
      made.RIFE = {
        dir: rifeOut,
        time: await timed(() =>
          interpolateFrames(runner, rife.tool, { inDir: padded, outDir: rifeOut, frames: FRAMES }),
        ),
      };
      const mciOut = join(work, 'mci');
      made['minterpolate (mci)'] = {
        dir: mciOut,
        time: await timed(() => ffmpegInterpolate(runner, kept, mciOut, interpolationFilter('mci', 30))),
      };
      const blendOut = join(work, 'blend');
      made['blend (framerate)'] = {
        dir: blendOut,
        time: await timed(() => ffmpegInterpolate(runner, kept, blendOut, interpolationFilter('blend', 30))),
      };
      // Frame repeat: the real frame before each held-out one.
      made['frame repeat'] = { dir: clipDir, time: null };

      for (const [name, { dir: out, time }] of Object.entries(made)) {
        const outNames = await frames(out);
        const picked = heldOut.map((index) => outNames[name === 'frame repeat' ? index - 1 : index]);
        if (picked.some((file) => file === undefined))
          throw new Error(`${name} made ${outNames.length} frames for ${label}`);
        const seq = join(work, `seq-${name.split(' ')[0]!.toLowerCase()}`);
        await linkSequence(out, picked as string[], seq);
        // RIFE's frames are padded to its alignment: cropped back before they are compared.
        const crop = name === 'RIFE' ? `${rifeCropFilter(W, H)},` : '';
        const score = await similarity(
          runner,
          [inputArgs(pattern(join(work, 'real'))), inputArgs(pattern(seq))],
          `[0:v]null[real];[1:v]${crop}null[made]`,
        );
        lines.push(
          `| ${label} | ${name} | ${score.psnr.toFixed(2)} | ${score.ssim.toFixed(4)} | ${time ? `${time.wallS.toFixed(1)} s` : '-'} | ${time ? `${time.cpuS.toFixed(1)} s` : '-'} |`,
        );
      }
      // real | RIFE | mci | blend at the middle held-out frame, for looking at.
      const middle = 29;
      const mciNames = await frames(mciOut);
      const blendNames = await frames(blendOut);
      const rifeNames = await frames(rifeOut);
      await runner.ffmpeg([
        ...inputArgs(join(clipDir, names[middle]!)),
        ...inputArgs(join(rifeOut, rifeNames[middle]!)),
        ...inputArgs(join(mciOut, mciNames[middle]!)),
        ...inputArgs(join(blendOut, blendNames[middle]!)),
        '-filter_complex',
        `[1:v]${rifeCropFilter(W, H)}[rife];[0:v][rife][2:v][3:v]hstack=inputs=4`,
        '-frames:v',
        '1',
        `${clipDir}-side-by-side.png`,
      ]);
    }

    lines.push(
      '',
      '| RIFE throughput | new frames | wall | CPU | new frames a second (wall) |',
      '|---|---|---|---|---|',
    );
    for (const [width, height] of [
      [854, 480],
      [1280, 720],
    ] as const) {
      const speed = await rifeThroughput(runner, rife.tool, dir.path, width, height);
      lines.push(
        `| ${width}x${height} | ${speed.made} | ${speed.wallS.toFixed(1)} s | ${speed.cpuS.toFixed(1)} s | ${(speed.made / speed.wallS).toFixed(2)} |`,
      );
    }
    if (keep) lines.push('', `frames and side-by-sides kept in ${keep}`);
  } finally {
    await dir.remove();
  }
  return lines.join('\n');
}

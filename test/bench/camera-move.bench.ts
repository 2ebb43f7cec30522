// Camera-move benchmark: a 5 s 1080p30 move through the engine (sharp decode + resize, one ffmpeg
// run writing the video, its first and its last frame, then ffprobe) against the plain ffmpeg
// command that writes the same three files from the same JPEG with the same filter graph and
// encoder settings, in the same run, pinned to one core when taskset exists.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  FfmpegRunner,
  createTempDir,
  ffmpegGlobalArgs,
  type RunOptions,
  type RunResult,
} from '../../packages/media/src/index.ts';
import {
  DEFAULT_ENCODER,
  cameraMoveArgs,
  createCameraMoveEngine,
  planCameraMove,
  type ConcreteMovement,
} from '../../services/media-worker/src/engines/index.ts';
import { cpuSeconds, photoLikeStill, pinToCore, withStealMeter } from './media.bench-support.ts';

const DURATION_S = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

function runPlain(binary: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(performance.now() - started)
        : reject(new Error(`ffmpeg exited ${code}: ${stderr}`)),
    );
  });
}

/** Records when the engine's ffmpeg run (its render) starts and ends. */
class RenderTimingRunner extends FfmpegRunner {
  renderStarted = 0;
  renderEnded = 0;

  override async ffmpeg(args: readonly string[], options?: RunOptions): Promise<RunResult> {
    this.renderStarted = performance.now();
    try {
      return await super.ffmpeg(args, options);
    } finally {
      this.renderEnded = performance.now();
    }
  }
}

interface EngineTiming {
  total: number;
  prepare: number;
  render: number;
  finish: number;
  cpu: number;
  /** Bitrate of the written video, Mbit/s. */
  mbps: number;
}

interface PlainTiming {
  total: number;
  cpu: number;
}

async function measurePlain(binary: string, args: string[]): Promise<PlainTiming> {
  const before = await cpuSeconds();
  const total = await runPlain(binary, args);
  const after = await cpuSeconds();
  return { total, cpu: after.children - before.children };
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const speed = (ms: number) => `${((DURATION_S * 1000) / ms).toFixed(2)}x`;

export async function benchCameraMove(): Promise<string> {
  const runner = new RenderTimingRunner({
    ffmpegPath: process.env.FFMPEG_PATH || undefined,
    ffprobePath: process.env.FFPROBE_PATH || undefined,
  });
  const engine = createCameraMoveEngine({ runner });
  const dir = await createTempDir({ prefix: 'bench-camera-' });
  const restore = await pinToCore(0);
  const lines: string[] = [];
  try {
    const still = await photoLikeStill(runner, dir.path);
    lines.push(
      `still: ${still.width}x${still.height} JPEG; output 1920x1080, ${DURATION_S} s at 30 fps plus first and last frame as JPEG, x264 ${DEFAULT_ENCODER.preset} crf ${DEFAULT_ENCODER.crf} (+mbtree); ${restore ? 'pinned to core 0 (taskset)' : 'NOT pinned (no taskset)'}; best of ${ROUNDS} rounds`,
      '',
      '| move | plain ffmpeg: wall (speed) / CPU | engine: wall (speed) / CPU | overhead wall / CPU | engine phases: sharp canvas / ffmpeg / measuring outputs | video | steal |',
      '|---|---|---|---|---|---|---|',
    );
    for (const movement of ['dolly_in', 'pan_right'] as ConcreteMovement[]) {
      const plan = planCameraMove({
        stillWidth: still.width,
        stillHeight: still.height,
        movement,
        resolution: '1080p',
        durationS: DURATION_S,
      });
      const plainOutputs = {
        video: join(dir.path, `plain-${movement}.mp4`),
        thumbnail: join(dir.path, `plain-${movement}-first.jpg`),
        lastFrame: join(dir.path, `plain-${movement}-last.jpg`),
      };
      const plainArgs = [
        ...ffmpegGlobalArgs(null),
        ...cameraMoveArgs(plan, { kind: 'image', path: still.path }, plainOutputs),
      ];
      let plainBest: PlainTiming = { total: Infinity, cpu: 0 };
      let engineBest: EngineTiming = { total: Infinity, prepare: 0, render: 0, finish: 0, cpu: 0, mbps: 0 };
      let steal = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const plain = await withStealMeter(() => measurePlain(runner.ffmpegPath, plainArgs));
        if (plain.value.total < plainBest.total) plainBest = plain.value;
        const measured = await withStealMeter(async () => {
          const out = await createTempDir({ parent: dir.path });
          const cpuBefore = await cpuSeconds();
          const started = performance.now();
          const result = await engine(
            { stillPath: still.path, movement, resolution: '1080p', durationS: DURATION_S },
            { tmpDir: out.path },
          );
          const end = performance.now();
          const cpuAfter = await cpuSeconds();
          await out.remove();
          const cpu = cpuAfter.self + cpuAfter.children - cpuBefore.self - cpuBefore.children;
          const { renderStarted, renderEnded } = runner;
          const mbps = (result.video.file_size * 8) / result.video.duration_s / 1e6;
          return {
            total: end - started,
            prepare: renderStarted - started,
            render: renderEnded - renderStarted,
            finish: end - renderEnded,
            cpu,
            mbps,
          };
        });
        if (measured.value.total < engineBest.total) engineBest = measured.value;
        steal = Math.max(steal, plain.steal, measured.steal);
      }
      const overhead = (measured: number, baseline: number) => {
        const percent = ((measured - baseline) / baseline) * 100;
        return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
      };
      lines.push(
        `| ${movement} | ${fmt(plainBest.total)} (${speed(plainBest.total)}) / ${plainBest.cpu.toFixed(2)} s | ${fmt(engineBest.total)} (${speed(engineBest.total)}) / ${engineBest.cpu.toFixed(2)} s | ${overhead(engineBest.total, plainBest.total)} / ${overhead(engineBest.cpu, plainBest.cpu)} | ${fmt(engineBest.prepare)} / ${fmt(engineBest.render)} / ${fmt(engineBest.finish)} | ${engineBest.mbps.toFixed(1)} Mbit/s | ${(steal * 100).toFixed(0)}% |`,
      );
    }
    lines.push(
      '',
      'speed = seconds of video per second of wall time. CPU = user+system seconds of ffmpeg (plain) or of the worker process and its ffmpeg/ffprobe children (engine), a steadier measure than wall time on a shared machine. steal = share of CPU time the hypervisor took during the runs.',
    );
    return lines.join('\n');
  } finally {
    await restore?.();
    await dir.remove();
  }
}

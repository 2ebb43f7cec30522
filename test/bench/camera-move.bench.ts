// Camera-move benchmark: a 5 s 1080p30 move through the engine (sharp decode + resize, ffmpeg
// render, ffprobe, first/last frame) against the plain ffmpeg command that renders the same
// clip from the same JPEG, in the same run, pinned to one core when taskset exists.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTempDir, ffmpegGlobalArgs, ffmpegRunnerFromEnv } from '../../packages/media/src/index.ts';
import { cameraMoveArgs, createCameraMoveEngine, planCameraMove, type ConcreteMovement } from '../../services/media-worker/src/engines/index.ts';
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
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`ffmpeg exited ${code}: ${stderr}`))));
  });
}

interface EngineTiming {
  total: number;
  prepare: number;
  render: number;
  finish: number;
  cpu: number;
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
  const runner = ffmpegRunnerFromEnv();
  const engine = createCameraMoveEngine({ runner });
  const dir = await createTempDir({ prefix: 'bench-camera-' });
  const restore = await pinToCore(0);
  const lines: string[] = [];
  try {
    const still = await photoLikeStill(runner, dir.path);
    lines.push(
      `still: ${still.width}x${still.height} JPEG; output 1920x1080, ${DURATION_S} s at 30 fps, x264 veryfast crf 20; ${restore ? 'pinned to core 0 (taskset)' : 'NOT pinned (no taskset)'}; best of ${ROUNDS} rounds`,
      '',
      '| move | plain ffmpeg: wall (speed) / CPU | engine: wall (speed) / CPU | overhead wall / CPU | engine phases: sharp canvas / ffmpeg / probe+frames | steal |',
      '|---|---|---|---|---|---|',
    );
    for (const movement of ['dolly_in', 'pan_right'] as ConcreteMovement[]) {
      const plan = planCameraMove({ stillWidth: still.width, stillHeight: still.height, movement, resolution: '1080p', durationS: DURATION_S });
      const plainArgs = [...ffmpegGlobalArgs(null), ...cameraMoveArgs(plan, { kind: 'image', path: still.path }, join(dir.path, `plain-${movement}.mp4`))];
      let plainBest: PlainTiming = { total: Infinity, cpu: 0 };
      let engineBest: EngineTiming = { total: Infinity, prepare: 0, render: 0, finish: 0, cpu: 0 };
      let steal = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const plain = await withStealMeter(() => measurePlain(runner.ffmpegPath, plainArgs));
        if (plain.value.total < plainBest.total) plainBest = plain.value;
        const measured = await withStealMeter(async () => {
          const out = await createTempDir({ parent: dir.path });
          const cpuBefore = await cpuSeconds();
          const started = performance.now();
          let prepared = 0;
          let rendered = 0;
          await engine(
            { stillPath: still.path, movement, resolution: '1080p', durationS: DURATION_S },
            {
              tmpDir: out.path,
              onProgress: (f) => {
                if (f >= 0.05 && prepared === 0) prepared = performance.now();
                if (f >= 0.9 && rendered === 0) rendered = performance.now();
              },
            },
          );
          const end = performance.now();
          const cpuAfter = await cpuSeconds();
          await out.remove();
          const cpu = cpuAfter.self + cpuAfter.children - cpuBefore.self - cpuBefore.children;
          return { total: end - started, prepare: prepared - started, render: rendered - prepared, finish: end - rendered, cpu };
        });
        if (measured.value.total < engineBest.total) engineBest = measured.value;
        steal = Math.max(steal, plain.steal, measured.steal);
      }
      const overhead = (measured: number, baseline: number) => {
        const percent = ((measured - baseline) / baseline) * 100;
        return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
      };
      lines.push(
        `| ${movement} | ${fmt(plainBest.total)} (${speed(plainBest.total)}) / ${plainBest.cpu.toFixed(2)} s | ${fmt(engineBest.total)} (${speed(engineBest.total)}) / ${engineBest.cpu.toFixed(2)} s | ${overhead(engineBest.total, plainBest.total)} / ${overhead(engineBest.cpu, plainBest.cpu)} | ${fmt(engineBest.prepare)} / ${fmt(engineBest.render)} / ${fmt(engineBest.finish)} | ${(steal * 100).toFixed(0)}% |`,
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

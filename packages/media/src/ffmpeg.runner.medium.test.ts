// Real ffmpeg: kills on timeout and on abort, errors carry stderr, progress arrives.
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputArgs } from './ffmpeg.args.ts';
import { FfmpegRunner, ffmpegRunnerFromEnv } from './ffmpeg.runner.ts';
import { MediaError } from './media.error.ts';
import type { FfmpegProgress } from './progress.parser.ts';
import { createTempDir, type TempDir } from './temp-dir.ts';

const runner = ffmpegRunnerFromEnv();
let dir: TempDir;

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'runner-test-' });
});
afterAll(async () => {
  await dir.remove();
});

/** A generated source that takes real time to produce (`-re`), for kill tests. */
const slowSource = (seconds: number) => [
  '-re',
  '-f',
  'lavfi',
  '-protocol_whitelist',
  'file,pipe',
  '-i',
  `testsrc2=size=320x240:rate=25:duration=${seconds}`,
  '-f',
  'null',
  '-',
];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function rejection(promise: Promise<unknown>): Promise<MediaError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MediaError) return err;
    throw err;
  }
  throw new Error('expected the run to fail');
}

describe('FfmpegRunner', () => {
  it('kills a run that exceeds its time limit', async () => {
    let pid = 0;
    const started = Date.now();
    const error = await rejection(
      runner.ffmpeg(slowSource(60), { timeoutMs: 500, onSpawn: (p) => (pid = p) }),
    );
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/ffmpeg ran longer than/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(pid).toBeGreaterThan(0);
    expect(isAlive(pid)).toBe(false);
  });

  it('kills a run within 2 s of an abort', async () => {
    const controller = new AbortController();
    let pid = 0;
    let running!: () => void;
    const encoding = new Promise<void>((resolve) => (running = resolve));
    const run = runner.ffmpeg(slowSource(60), {
      signal: controller.signal,
      onSpawn: (p) => (pid = p),
      onProgress: () => running(),
    });
    // A progress block: ffmpeg is working on its input when the abort comes.
    await encoding;
    const abortedAt = Date.now();
    controller.abort();
    const error = await rejection(run);
    expect(error.code).toBe('cancelled');
    expect(Date.now() - abortedAt).toBeLessThan(2_000);
    expect(isAlive(pid)).toBe(false);
  });

  it('escalates to SIGKILL when the child ignores SIGTERM', async () => {
    const stubborn = join(dir.path, 'stubborn-ffmpeg');
    // `exec` keeps the ignored SIGTERM disposition in the replacing process.
    // It reports progress once SIGTERM is ignored: aborting before that would kill the shell at once.
    await writeFile(stubborn, "#!/bin/sh\ntrap '' TERM\necho progress=continue\nexec sleep 30\n");
    await chmod(stubborn, 0o755);
    const controller = new AbortController();
    let ignoring!: () => void;
    const ready = new Promise<void>((resolve) => (ignoring = resolve));
    const run = new FfmpegRunner({ ffmpegPath: stubborn, killGraceMs: 700 }).ffmpeg([], {
      signal: controller.signal,
      onProgress: () => ignoring(),
    });
    await ready;
    const abortedAt = Date.now();
    controller.abort();
    const error = await rejection(run);
    const elapsed = Date.now() - abortedAt;
    expect(error.code).toBe('cancelled');
    expect(error.signal).toBe('SIGKILL');
    expect(elapsed).toBeGreaterThanOrEqual(650);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('does not start when the signal is already aborted', async () => {
    const error = await rejection(runner.ffmpeg(slowSource(5), { signal: AbortSignal.abort() }));
    expect(error.code).toBe('cancelled');
  });

  it('fails corrupt input with a short message, the exit code and the stderr tail', async () => {
    const corrupt = join(dir.path, 'corrupt.mp4');
    await writeFile(corrupt, Buffer.from('this is not a video, just some bytes '.repeat(50)));
    const error = await rejection(runner.ffmpeg([...inputArgs(corrupt), '-f', 'null', '-']));
    expect(error.code).toBe('failed');
    expect(error.exitCode).not.toBe(0);
    expect(error.message).toMatch(
      /^ffmpeg failed \(exit code \d+\): corrupt\.mp4: Invalid data found when processing input$/,
    );
    expect(error.message).not.toContain(dir.path);
    expect(error.stderrTail).toContain('Invalid data found when processing input');
  });

  it('refuses network inputs through the protocol whitelist', async () => {
    const error = await rejection(
      runner.ffprobe(['-protocol_whitelist', 'file,pipe', '-i', 'http://127.0.0.1:9/x.mp4']),
    );
    expect(error.code).toBe('failed');
    expect(error.stderrTail).toMatch(/Protocol 'http' not on whitelist 'file,pipe'/);
  });

  it('refuses to run an input without the whitelist at all', async () => {
    await expect(runner.ffmpeg(['-i', join(dir.path, 'a.mp4'), '-f', 'null', '-'])).rejects.toThrow(
      /lacks -protocol_whitelist/,
    );
  });

  it('reports progress as a growing fraction of the expected duration', async () => {
    const seen: FfmpegProgress[] = [];
    await runner.ffmpeg(
      [
        '-f',
        'lavfi',
        '-protocol_whitelist',
        'file,pipe',
        '-i',
        'testsrc2=size=640x360:rate=30:duration=4',
        '-c:v',
        'libx264',
        '-preset',
        'medium',
        '-f',
        'mp4',
        join(dir.path, 'progress.mp4'),
      ],
      { expectedDurationS: 4, progressIntervalS: 0.1, onProgress: (p) => seen.push(p) },
    );
    expect(seen.length).toBeGreaterThanOrEqual(2);
    const fractions = seen.map((p) => p.fraction ?? -1);
    expect(fractions.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= (fractions[i - 1] ?? 0)))).toBe(
      true,
    );
    expect(seen.at(-1)).toMatchObject({ fraction: 1, done: true });
    expect(seen.some((p) => (p.fraction ?? 0) > 0 && (p.fraction ?? 0) < 1)).toBe(true);
  });

  it('reports a missing binary as unavailable', async () => {
    const error = await rejection(
      new FfmpegRunner({ ffprobePath: join(dir.path, 'no-such-ffprobe') }).ffprobe(['-version']),
    );
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/ENOENT/);
  });

  it('reads binary paths from FFMPEG_PATH and FFPROBE_PATH', () => {
    const configured = ffmpegRunnerFromEnv({
      FFMPEG_PATH: '/opt/ff/ffmpeg',
      FFPROBE_PATH: '/opt/ff/ffprobe',
    });
    expect([configured.ffmpegPath, configured.ffprobePath]).toEqual(['/opt/ff/ffmpeg', '/opt/ff/ffprobe']);
    expect(ffmpegRunnerFromEnv({}).ffmpegPath).toBe('ffmpeg');
  });
});

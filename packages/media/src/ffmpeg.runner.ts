// One file over 300 lines: the one way ffmpeg runs (process, limits, progress, errors), read as a whole.
// The one way ffmpeg and ffprobe run: a child process without a shell, a time limit and an
// AbortSignal that both kill (SIGTERM, then SIGKILL after a grace period), progress from
// `-progress pipe:1`, a bounded tail of stderr for errors, and a protocol whitelist on every
// input (checked here, so a builder that forgets it fails loudly instead of reaching the network).
import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { elapsedSeconds, inSpan, lazyInstruments } from '@platform/telemetry';
import { assertSafeArgs, ffmpegGlobalArgs, ffprobeGlobalArgs } from './ffmpeg.args.ts';
import { MediaError } from './media.error.ts';
import { ProgressParser, type FfmpegProgress } from './progress.parser.ts';
import { TailBuffer } from './tail.buffer.ts';

export interface FfmpegRunnerOptions {
  ffmpegPath?: string;
  ffprobePath?: string;
  /** Default time limit of an ffmpeg run (15 min). */
  ffmpegTimeoutMs?: number;
  /** Default time limit of an ffprobe run (60 s). */
  ffprobeTimeoutMs?: number;
  /** Time between SIGTERM and SIGKILL (1 s, so a cancel completes within 2 s). */
  killGraceMs?: number;
  /** How much of the end of stderr to keep (16 KiB). */
  stderrTailBytes?: number;
  /** Stdout beyond this is a failure (32 MiB): ffprobe JSON is small, progress is drained. */
  maxStdoutBytes?: number;
}

export interface RunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Output duration the run should reach; turns progress into a 0..1 fraction. */
  expectedDurationS?: number;
  /** Adds `-progress pipe:1`; called for every progress block ffmpeg prints. */
  onProgress?: (progress: FfmpegProgress) => void;
  /** Seconds between progress blocks (0.5). */
  progressIntervalS?: number;
  /** Called with the child's pid once it runs (tracing, tests). */
  onSpawn?: (pid: number) => void;
}

export interface RunResult {
  /** Stdout of ffprobe; empty for ffmpeg runs with progress (it carries the progress blocks). */
  stdout: string;
  stderrTail: string;
  elapsedMs: number;
}

/**
 * How a run is started. `urlInputs`: the tool may open URLs (ffmpeg, ffprobe), so every `-i` must
 * carry the protocol whitelist; other tools take local paths only.
 */
type SpawnOptions = RunOptions & { timeoutMs: number; urlInputs: boolean };

// The children read only files named in their arguments: they get no secrets from our env.
const CHILD_ENV_KEYS = ['PATH', 'LD_LIBRARY_PATH', 'TMPDIR', 'LANG', 'LC_ALL'];

export class FfmpegRunner {
  readonly ffmpegPath: string;
  readonly ffprobePath: string;
  private readonly ffmpegTimeoutMs: number;
  private readonly ffprobeTimeoutMs: number;
  private readonly killGraceMs: number;
  private readonly stderrTailBytes: number;
  private readonly maxStdoutBytes: number;

  constructor(options: FfmpegRunnerOptions = {}) {
    this.ffmpegPath = options.ffmpegPath ?? 'ffmpeg';
    this.ffprobePath = options.ffprobePath ?? 'ffprobe';
    this.ffmpegTimeoutMs = options.ffmpegTimeoutMs ?? 15 * 60_000;
    this.ffprobeTimeoutMs = options.ffprobeTimeoutMs ?? 60_000;
    this.killGraceMs = options.killGraceMs ?? 1_000;
    this.stderrTailBytes = options.stderrTailBytes ?? 16 * 1024;
    this.maxStdoutBytes = options.maxStdoutBytes ?? 32 * 1024 * 1024;
  }

  /** Runs ffmpeg with `-hide_banner -nostdin -y -loglevel error` (+ progress) before `args`. */
  ffmpeg(args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
    const progress = options.onProgress ? { intervalS: options.progressIntervalS ?? 0.5 } : null;
    return this.run('ffmpeg', this.ffmpegPath, [...ffmpegGlobalArgs(progress), ...args], {
      ...options,
      timeoutMs: options.timeoutMs ?? this.ffmpegTimeoutMs,
      urlInputs: true,
    });
  }

  /** Runs ffprobe with `-hide_banner -loglevel error` before `args`; stdout is returned. */
  ffprobe(
    args: readonly string[],
    options: Omit<RunOptions, 'onProgress' | 'expectedDurationS'> = {},
  ): Promise<RunResult> {
    return this.run('ffprobe', this.ffprobePath, [...ffprobeGlobalArgs(), ...args], {
      ...options,
      timeoutMs: options.timeoutMs ?? this.ffprobeTimeoutMs,
      urlInputs: true,
    });
  }

  /**
   * Runs another media tool (a frame interpolator, say) under the same rules: no shell, the
   * children's short environment, a time limit and a cancel that kill, a bounded stderr tail in
   * errors, a span and the duration metric. It has no ffmpeg progress: callers measure their own.
   */
  runTool(
    tool: string,
    binary: string,
    args: readonly string[],
    options: Omit<RunOptions, 'onProgress' | 'expectedDurationS' | 'progressIntervalS'> = {},
  ): Promise<RunResult> {
    return this.run(tool, binary, [...args], {
      ...options,
      timeoutMs: options.timeoutMs ?? this.ffmpegTimeoutMs,
      urlInputs: false,
    });
  }

  /**
   * Each run is a span named after the tool, carrying a short summary of its arguments, its exit
   * code, and for ffmpeg the frames and speed reached; progress blocks become span events (at
   * most one per tenth of the run, so a long render does not make a huge span).
   */
  private run(tool: string, binary: string, args: string[], options: SpawnOptions): Promise<RunResult> {
    return inSpan(
      '@platform/media',
      tool,
      { attributes: { 'process.executable.name': tool, 'media.args.summary': summarizeArgs(args) } },
      async (span) => {
        let last: FfmpegProgress | null = null;
        let lastEventFraction = -1;
        const onProgress = options.onProgress
          ? (progress: FfmpegProgress) => {
              last = progress;
              const fraction = progress.fraction ?? 0;
              if (progress.done || progress.fraction === null || fraction - lastEventFraction >= 0.1) {
                lastEventFraction = fraction;
                span.addEvent('progress', {
                  'media.progress.out_time_s': progress.outTimeS,
                  ...(progress.fraction === null ? {} : { 'media.progress.fraction': progress.fraction }),
                  ...(progress.frame === null ? {} : { 'media.progress.frame': progress.frame }),
                  ...(progress.speed === null ? {} : { 'media.progress.speed': progress.speed }),
                });
              }
              options.onProgress?.(progress);
            }
          : undefined;
        const started = performance.now();
        let outcome = 'ok';
        try {
          const result = await this.spawnRun(tool, binary, args, { ...options, onProgress });
          span.setAttribute('process.exit.code', 0);
          return result;
        } catch (err) {
          outcome = err instanceof MediaError ? err.code : 'error';
          if (err instanceof MediaError && err.exitCode !== null)
            span.setAttribute('process.exit.code', err.exitCode);
          throw err;
        } finally {
          const reached = last as FfmpegProgress | null;
          if (reached?.frame !== null && reached?.frame !== undefined)
            span.setAttribute('media.frames', reached.frame);
          if (reached?.speed !== null && reached?.speed !== undefined)
            span.setAttribute('media.speed', reached.speed);
          mediaInstruments().duration.record(elapsedSeconds(started), {
            'process.executable.name': tool,
            outcome,
          });
        }
      },
    );
  }

  private spawnRun(tool: string, binary: string, args: string[], options: SpawnOptions): Promise<RunResult> {
    try {
      if (options.urlInputs) assertSafeArgs(args);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    const { signal } = options;
    if (signal?.aborted)
      return Promise.reject(new MediaError('cancelled', `${tool} was cancelled before it started.`));
    const started = performance.now();
    const env: Record<string, string> = {};
    for (const key of CHILD_ENV_KEYS) if (process.env[key] !== undefined) env[key] = process.env[key];

    return new Promise<RunResult>((resolve, reject) => {
      const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
      const stderr = new TailBuffer(this.stderrTailBytes);
      const stdout: Buffer[] = [];
      let stdoutBytes = 0;
      let stopReason: { code: 'timeout' | 'cancelled' | 'failed'; error?: unknown } | null = null;
      let killTimer: NodeJS.Timeout | undefined;
      let settled = false;
      const settle = (error: Error | null, result?: RunResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(killTimer);
        signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else if (result) resolve(result);
      };

      const stop = (reason: NonNullable<typeof stopReason>) => {
        if (stopReason || child.exitCode !== null || child.signalCode !== null) return;
        stopReason = reason;
        child.kill('SIGTERM');
        killTimer = setTimeout(() => child.kill('SIGKILL'), this.killGraceMs);
        killTimer.unref();
      };
      const timer = setTimeout(() => stop({ code: 'timeout' }), options.timeoutMs);
      const onAbort = () => stop({ code: 'cancelled' });
      signal?.addEventListener('abort', onAbort, { once: true });

      const progress = options.onProgress
        ? new ProgressParser(options.expectedDurationS, (update) => {
            // After a stop, ffmpeg still prints a final `progress=end`: it is not completion.
            if (stopReason) return;
            try {
              options.onProgress?.(update);
            } catch (error) {
              stop({ code: 'failed', error });
            }
          })
        : null;

      child.on('spawn', () => {
        if (child.pid !== undefined) options.onSpawn?.(child.pid);
      });
      child.stdout.on('data', (chunk: Buffer) => {
        if (progress) {
          progress.push(chunk);
          return;
        }
        stdoutBytes += chunk.length;
        if (stdoutBytes > this.maxStdoutBytes)
          stop({
            code: 'failed',
            error: new MediaError(
              'failed',
              `${tool} wrote more output than the ${this.maxStdoutBytes}-byte limit.`,
            ),
          });
        else stdout.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
      child.on('error', (error: NodeJS.ErrnoException) => {
        // Only a failed spawn matters here; a failed kill() of an exited child is harmless.
        if (child.pid !== undefined) return;
        settle(
          new MediaError(
            'unavailable',
            `${tool} could not be started from "${binary}" (${error.code ?? error.message}).`,
            { cause: error },
          ),
        );
      });
      child.on('close', (exitCode, exitSignal) => {
        const elapsedMs = performance.now() - started;
        const stderrTail = stderr.toString();
        const details = { exitCode, signal: exitSignal, stderrTail };
        const reason = stopReason as typeof stopReason;
        if (reason?.code === 'timeout') {
          settle(
            new MediaError(
              'timeout',
              `${tool} ran longer than ${Math.round(options.timeoutMs / 1000)} s and was stopped.`,
              details,
            ),
          );
        } else if (reason?.code === 'cancelled') {
          settle(new MediaError('cancelled', `${tool} was cancelled.`, details));
        } else if (reason?.code === 'failed') {
          settle(
            reason.error instanceof Error
              ? reason.error
              : new MediaError('failed', `${tool} was stopped.`, details),
          );
        } else if (exitCode !== 0) {
          const how = exitCode === null ? `signal ${exitSignal}` : `exit code ${exitCode}`;
          settle(new MediaError('failed', `${tool} failed (${how}): ${summarize(stderrTail)}`, details));
        } else {
          settle(null, { stdout: Buffer.concat(stdout).toString('utf8'), stderrTail, elapsedMs });
        }
      });
    });
  }
}

const mediaInstruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('media.process.duration', {
    unit: 's',
    description: 'Duration of ffmpeg and ffprobe runs, by outcome',
  }),
}));

/**
 * What a run does in a line fit for a span: its codecs, filters, formats and the file names of
 * its inputs and output (never directories, which name the job's temp folder), at most 300 chars.
 */
export function summarizeArgs(args: readonly string[]): string {
  const kept: string[] = [];
  const valueFlags = new Set([
    '-i',
    '-c:v',
    '-c:a',
    '-codec:v',
    '-vcodec',
    '-acodec',
    '-f',
    '-preset',
    '-crf',
    '-r',
    '-t',
    '-ss',
    '-frames:v',
    '-pix_fmt',
    '-s',
    '-b:v',
    '-b:a',
    '-show_entries',
    '-select_streams',
  ]);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? '';
    const next = args[index + 1];
    if ((arg === '-vf' || arg === '-filter_complex' || arg === '-af') && next !== undefined) {
      kept.push(`${arg} ${filterNames(next).join(',')}`);
      index++;
    } else if (valueFlags.has(arg) && next !== undefined) {
      kept.push(`${arg} ${arg === '-i' ? basename(next) : next}`);
      index++;
    } else if (index === args.length - 1 && !arg.startsWith('-')) {
      kept.push(basename(arg));
    }
  }
  const line = kept.join(' ');
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}

/**
 * The filters of a filter graph, in order, without their options: quoted expressions and escaped
 * characters (which may hold commas) go first, then each chain element's name is what precedes
 * its `=`, after its pad labels.
 */
export function filterNames(graph: string): string[] {
  const plain = graph.replace(/'[^']*'/g, '').replace(/\\./g, '');
  const names = plain
    .split(/[;,]/)
    .map(
      (part) =>
        part
          .replace(/\[[^\]]*\]/g, '')
          .split('=')[0]
          ?.trim() ?? '',
    )
    .filter((name) => /^[a-z][a-z0-9_]*$/.test(name));
  return [...new Set(names)];
}

/** The last meaningful stderr line, with directories stripped so no server path reaches a user. */
export function summarize(stderrTail: string): string {
  const lines = stderrTail
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const last = lines.at(-1) ?? 'no error output';
  const withoutPaths = last.replace(/(?:\/[^\s/:'"]+)+\/([^\s/:'"]+)/g, (_whole, file: string) =>
    basename(file),
  );
  const withoutAddresses = withoutPaths.replace(/^\[[^\]]*@ 0x[0-9a-f]+\]\s*/, '');
  return withoutAddresses.length > 300 ? `${withoutAddresses.slice(0, 297)}...` : withoutAddresses;
}

/** A runner configured from `FFMPEG_PATH` / `FFPROBE_PATH` (defaults: `ffmpeg` / `ffprobe` on PATH). */
export function ffmpegRunnerFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  overrides: FfmpegRunnerOptions = {},
): FfmpegRunner {
  return new FfmpegRunner({
    ffmpegPath: env.FFMPEG_PATH || undefined,
    ffprobePath: env.FFPROBE_PATH || undefined,
    ...overrides,
  });
}

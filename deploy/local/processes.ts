// Child processes of the local stack. Each runs in its own process group so a Ctrl-C in the
// terminal reaches only the runner, which then stops services before the infrastructure they
// need; stopping signals the whole group, so helpers a service spawned (ffmpeg) go too.
import { spawn, type ChildProcess } from 'node:child_process';
import { formatLine, LineSplitter, RecentLines, type PrefixStyle } from './log-prefix.ts';

/** Where every line of every child goes. */
export type LineSink = (name: string, line: string) => void;

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Run as this user (PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
  /** Collect stdout instead of logging it (a CLI printing JSON). */
  captureStdout?: boolean;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all. */
  error?: Error;
}

const OUTPUT_DRAIN_MS = 2_000;

export const describeExit = (exit: ExitInfo): string =>
  exit.error
    ? `could not start: ${exit.error.message}`
    : exit.signal
      ? `was killed by ${exit.signal}`
      : `exited with code ${exit.code}`;

export class ManagedProcess {
  readonly name: string;
  readonly exited: Promise<ExitInfo>;
  private readonly child: ChildProcess;
  private readonly recent = new RecentLines(40);
  private readonly stdoutChunks: Buffer[] = [];
  private exit: ExitInfo | undefined;

  constructor(spec: ProcessSpec, sink: LineSink) {
    this.name = spec.name;
    this.child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      uid: spec.uid,
      gid: spec.gid,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = (line: string) => {
      this.recent.add(line);
      sink(this.name, line);
    };
    const follow = (stream: NodeJS.ReadableStream | null) => {
      const splitter = new LineSplitter();
      stream?.on('data', (chunk: Buffer) => splitter.push(chunk).forEach(log));
      stream?.on('end', () => splitter.flush().forEach(log));
    };
    if (spec.captureStdout) this.child.stdout?.on('data', (chunk: Buffer) => this.stdoutChunks.push(chunk));
    else follow(this.child.stdout);
    follow(this.child.stderr);
    this.exited = new Promise((resolve) => {
      const settle = (exit: ExitInfo) => {
        if (this.exit) return;
        this.exit = exit;
        resolve(exit);
      };
      this.child.once('error', (error) => {
        // 'error' without a later 'close' means the command never ran (ENOENT, EACCES).
        if (this.child.pid === undefined) settle({ code: null, signal: null, error });
      });
      // 'close' comes once the output pipes are drained too, so no last line is lost; but a
      // helper that left the process group could hold them open forever, so 'exit' bounds it.
      this.child.once('close', (code, signal) => settle({ code, signal }));
      this.child.once('exit', (code, signal) => {
        setTimeout(() => settle({ code, signal }), OUTPUT_DRAIN_MS).unref();
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  recentLines(): string[] {
    return this.recent.all();
  }

  stdout(): string {
    return Buffer.concat(this.stdoutChunks).toString('utf8');
  }

  /** Sends `signal` to the process group; after `graceMs` without exit, SIGKILL. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<ExitInfo> {
    if (!this.running || this.child.pid === undefined) return this.exited;
    this.signalGroup(signal);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), graceMs);
    });
    const outcome = await Promise.race([this.exited, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.signalGroup('SIGKILL');
    }
    return this.exited;
  }

  private signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone; 'close' follows.
    }
  }
}

/** A process's last lines for a failure message, or nothing when it printed none. */
export function lastLinesNote(child: ManagedProcess): string {
  const lines = child.recentLines();
  return lines.length ? `\nIts last lines:\n  ${lines.join('\n  ')}` : '';
}

/** Runs a command to the end (migrations, the operator CLI); kills it after `timeoutMs`. */
export async function runToCompletion(
  spec: ProcessSpec,
  sink: LineSink,
  timeoutMs: number,
  onStart?: (process: ManagedProcess) => void,
): Promise<{ exit: ExitInfo; stdout: string; lines: string[] }> {
  const child = new ManagedProcess(spec, sink);
  onStart?.(child);
  const timer = setTimeout(() => {
    sink(spec.name, `still running after ${timeoutMs} ms; stopping it`);
    void child.stop('SIGTERM', 5_000);
  }, timeoutMs);
  const exit = await child.exited;
  clearTimeout(timer);
  return { exit, stdout: child.stdout(), lines: child.recentLines() };
}

/** A sink writing prefixed lines to the runner's stdout, coloured on a terminal. */
export function consoleSink(names: string[], out: NodeJS.WriteStream = process.stdout): LineSink {
  const style: PrefixStyle = {
    width: Math.max(...names.map((name) => name.length)),
    color: out.isTTY === true,
  };
  const colors = new Map(names.map((name, index) => [name, index]));
  return (name, line) => {
    if (!colors.has(name)) colors.set(name, colors.size);
    out.write(`${formatLine(name, line, style, colors.get(name))}\n`);
  };
}

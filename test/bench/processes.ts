// Child-process helpers for benchmarks: start a service, wait for it, sample its memory; and the
// PostgreSQL side of a measurement (its CPU, the list's statistics).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import pg from 'pg';
import { SERVICE_NODE_FLAGS, SERVICE_PROCESS_ENV } from '../../deploy/local/services.ts';

export const repoRoot = new URL('../../', import.meta.url).pathname;

/** Starts a service as the local stack and the image do (same V8 flags and process environment). */
export function startService(name: string, args: string[], env: Record<string, string>): ChildProcess {
  return startProcess(name, [...SERVICE_NODE_FLAGS, ...args], { ...SERVICE_PROCESS_ENV, ...env });
}

export function startProcess(name: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) process.stderr.write(`${name} | ${line}\n`);
  };
  child.stdout?.on('data', relay);
  child.stderr?.on('data', relay);
  return child;
}

export function runToCompletion(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Polls until `url` answers 200; stops (rejecting) when `signal` aborts, e.g. once the server's process has exited. */
export async function waitForHttp(url: string, timeoutMs = 30_000, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Resident set size in MiB, read from /proc (Linux). */
export async function rssMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** A process as /proc/<pid>/stat shows it (Linux). */
export interface ProcessStat {
  pid: number;
  command: string;
  ppid: number;
  /** User + system CPU seconds used so far. */
  cpuSeconds: number;
}

function parseStat(pid: number, stat: string): ProcessStat {
  // The command name is in parentheses and may contain spaces: fields are counted after the last
  // ')'. Of those, ppid is the 2nd, utime and stime the 12th and 13th.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    pid,
    command: stat.slice(stat.indexOf('(') + 1, close),
    ppid: Number(fields[1]),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
  };
}

/** CPU seconds (user + system) a process has used so far. */
export async function cpuSeconds(pid: number): Promise<number> {
  return parseStat(pid, await readFile(`/proc/${pid}/stat`, 'utf8')).cpuSeconds;
}

/** Every process on the machine (one that exits while the table is read is left out). */
export async function processTable(): Promise<ProcessStat[]> {
  const table: ProcessStat[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat) table.push(parseStat(Number(entry), stat));
  }
  return table;
}

/**
 * Gathers the statistics of the project list's tables, as autovacuum does a minute or so after a
 * bench's burst of inserts: otherwise it does so at a moment of its own during the loads, and a
 * run measured the list's plans with and without them in turn.
 */
export async function analyzeProjectTables(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('analyze real_estate.projects, real_estate.shots');
  } finally {
    await admin.end();
  }
}

/** CPU seconds each PostgreSQL process (the server's and every backend on this machine) has used so far, by pid. */
export async function postgresCpuSeconds(): Promise<Map<number, number>> {
  return new Map(
    (await processTable())
      .filter((process) => process.command === 'postgres')
      .map((process) => [process.pid, process.cpuSeconds]),
  );
}

/** PostgreSQL's CPU seconds between two readings (a backend that exited in between is missed, one that started counts whole). */
export function postgresCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** The machine's CPU time so far, in clock ticks, per state: the first line of /proc/stat (user, nice, system, idle, iowait, irq, softirq, steal, ...). */
export async function machineTicks(): Promise<number[]> {
  return (await readFile('/proc/stat', 'utf8')).split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
}

/** Busy CPU seconds of the whole machine so far (every core, everything but idle and iowait). */
export async function machineBusySeconds(): Promise<number> {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = await machineTicks();
  return (user + nice + system + irq + softirq + steal) / 100;
}

/** Samples RSS every 100 ms until stopped; returns the peak in MiB. */
export function samplePeakRss(pid: number): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    rssMiB(pid).then(
      (value) => (peak = Math.max(peak, value)),
      () => undefined,
    );
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

// A media worker as its own process, started the way it is deployed (`node
// services/media-worker/src/main.ts`, configured from the environment), ready once its /healthz
// answers 200. It runs in its own process group so that a kill takes its ffmpeg children with it,
// like a pod that is OOM-killed or loses its node.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startOnFreePort } from '@platform/testkit';
import { ENDLESS_FFMPEG } from '../../../services/media-worker/src/testing/held-engines.ts';
import { workerProcessEnv } from '../../../services/media-worker/src/testing/worker.fixture.ts';

const MAIN = fileURLToPath(new URL('../../../services/media-worker/src/main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface WorkerS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
}

export interface WorkerProcessOptions {
  busPrefix: string;
  s3: WorkerS3;
  /** MEDIA_TMP_DIR: parent of the worker's per-job temp dirs (and of its ffmpeg files). */
  tempDir: string;
  ackWaitMs?: number;
  /** `endless`: camera-move renders never end by themselves (the process is killed mid-render). */
  renders?: 'finite' | 'endless';
  maxDeliver?: number;
  readyTimeoutMs?: number;
}

export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface WorkerProcess {
  readonly pid: number;
  /** Everything the process wrote so far (warn-level logs), for failure messages. */
  output(): string;
  readonly exited: Promise<WorkerExit>;
  /** SIGKILL to the worker's whole process group; resolves when the worker is gone. */
  kill(): Promise<WorkerExit>;
  /** SIGTERM: the worker drains and exits on its own. */
  stop(): Promise<WorkerExit>;
  running(): boolean;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function startWorkerProcess(options: WorkerProcessOptions): Promise<WorkerProcess> {
  return startOnFreePort((port) => startOnce(options, port));
}

async function startOnce(options: WorkerProcessOptions, port: number): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...workerProcessEnv({ prefix: options.busPrefix, s3: options.s3 }),
      METRICS_PORT: String(port),
      MEDIA_TMP_DIR: options.tempDir,
      WORKER_CONCURRENCY: '1',
      WORKER_ACK_WAIT_MS: String(options.ackWaitMs ?? 3_000),
      WORKER_MAX_DELIVER: String(options.maxDeliver ?? 5),
      WORKER_SHUTDOWN_GRACE_MS: '1000',
      ...(options.renders === 'endless' ? { FFMPEG_PATH: ENDLESS_FFMPEG } : {}),
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the media worker process did not start');
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<WorkerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  const worker: WorkerProcess = {
    pid,
    output: () => output,
    exited,
    running,
    async kill() {
      if (running()) process.kill(-pid, 'SIGKILL');
      return exited;
    },
    async stop() {
      if (running()) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!(await healthy(`http://127.0.0.1:${port}/healthz`))) {
    if (!running()) throw new Error(`the media worker exited before it was ready: ${output}`);
    if (Date.now() > deadline) {
      await worker.kill();
      throw new Error(`the media worker was not ready within the timeout: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return worker;
}

// The local stack for benchmarks, run exactly as `npm start` runs it (same processes, V8 flags
// and environment) against a fresh database and a throw-away data folder, with its own NATS and
// S3 on free ports so that no other run's streams or buckets are involved.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, freePort } from '@platform/testkit';
import { portAnswers, splitHostPort } from '../../deploy/local/ports.ts';
import { SERVICES, type ServiceDefinition } from '../../deploy/local/services.ts';
import { processTable, repoRoot, waitForHttp } from './processes.ts';

export interface LocalStack {
  /** The gateway, e.g. `http://127.0.0.1:43121`. */
  base: string;
  /** The gateway's probe port (/livez and /healthz only), as the kubelet reaches it. */
  probeBase: string;
  natsUrl: string;
  /** The stack's own database (created for it, dropped by `stop`). */
  databaseUrl: string;
  /** The API key of the dev account the stack creates on its first run. */
  apiKey: string;
  /** The stack runner's process: every service of this stack runs below it. */
  pid: number;
  /** Stops the stack (Ctrl-C, as a user would), then removes its data and database. */
  stop(): Promise<void>;
}

/**
 * The stack's gRPC services listen on fixed addresses (deploy/local/services.ts), so a stack that
 * is already running (`npm start`, another benchmark) holds them. The runner refuses to start then,
 * but says so on its stdout, which the benchmark does not show: without this check a benchmark
 * waited two minutes for a gateway that never came and failed without saying why.
 */
export async function busyServicePorts(services: readonly ServiceDefinition[] = SERVICES): Promise<string[]> {
  const busy: string[] = [];
  for (const service of services) {
    if (service.grpcAddr) {
      const { host, port } = splitHostPort(service.grpcAddr);
      if (await portAnswers(host, port)) busy.push(`${service.grpcAddr} (${service.name})`);
    }
    // The worker's health port is fixed too: a worker that cannot take it crashes until the runner
    // stops the whole stack, gateway and all, in the middle of a benchmark.
    if (service.metricsAlways && service.metricsPort !== undefined) {
      if (await portAnswers('127.0.0.1', service.metricsPort))
        busy.push(`127.0.0.1:${service.metricsPort} (${service.name}'s health port)`);
    }
  }
  return busy;
}

export async function refuseBusyServicePorts(
  services: readonly ServiceDefinition[] = SERVICES,
): Promise<void> {
  const busy = await busyServicePorts(services);
  if (busy.length === 0) return;
  throw new Error(
    `The benchmark's local stack cannot start: its fixed ports are in use: ${busy.join(', ')}. ` +
      'Another local stack (`npm start`, or another benchmark) is probably running; stop it and run the benchmark again.',
  );
}

/** Starts the stack and resolves once /healthz is green and the dev account exists. */
export async function startLocalStack(extraEnv: Record<string, string> = {}): Promise<LocalStack> {
  // The worker gets a free health port below, so only the fixed gRPC ports can be in the way.
  await refuseBusyServicePorts(SERVICES.map(({ metricsAlways: _always, ...service }) => service));
  const database = await createTestDatabase('bench');
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-stack-'));
  const [gatewayPort, probePort, natsPort, s3Port, workerHealthPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    STACK_DATA_DIR: dataDir,
    GATEWAY_PORT: String(gatewayPort),
    GATEWAY_PROBE_PORT: String(probePort),
    LOCAL_NATS_PORT: String(natsPort),
    LOCAL_S3_PORT: String(s3Port),
    // Not the worker's fixed 9464, which another stack or an e2e test may hold.
    STACK_WORKER_HEALTH_PORT: String(workerHealthPort),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  delete env.NATS_URL;
  delete env.S3_ENDPOINT;
  const child = spawn(process.execPath, ['deploy/local/stack.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The runner prints why it stopped on stdout: the last lines are kept for the error below.
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    output.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    output.splice(0, Math.max(0, output.length - 20));
  });
  const gone = new AbortController();
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code, signal) => {
      gone.abort();
      reject(
        new Error(
          `the local stack exited (${signal ?? `code ${code}`}) before its gateway was ready:\n${output.join('\n')}`,
        ),
      );
    });
  });
  exited.catch(() => undefined);
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
    });
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const base = `http://127.0.0.1:${gatewayPort}`;
    // A runner that stops (a port taken meanwhile, a failed migration) fails this at once.
    await Promise.race([waitForHttp(`${base}/healthz`, 120_000, gone.signal), exited]);
    return {
      base,
      probeBase: `http://127.0.0.1:${probePort}`,
      natsUrl: `nats://127.0.0.1:${natsPort}`,
      databaseUrl: database.url,
      apiKey: await devAccountKey(join(dataDir, 'dev-account.json')),
      pid: child.pid!,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The stack saves its dev account once the services are up; wait for it. */
async function devAccountKey(file: string): Promise<string> {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text) return (JSON.parse(text) as { api_key: string }).api_key;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${file} did not appear within 60 s`);
}

/**
 * pid of each `node services/<name>/src/main.ts` process below `root` (the stack's runner): on a
 * shared machine other stacks' and tests' services run too, and must not be read instead.
 */
export async function servicePids(root: number): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const parents = new Map(
    (await processTable()).filter((process) => process.ppid).map((process) => [process.pid, process.ppid]),
  );
  const below = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined; at = parents.get(at)) if (at === root) return true;
    return false;
  };
  for (const pid of parents.keys()) {
    if (!below(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const service = /services\/([\w-]+)\/src\/main\.ts/.exec(cmdline)?.[1];
    if (service) found.set(service, pid);
  }
  return found;
}

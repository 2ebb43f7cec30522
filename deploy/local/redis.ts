// redis-server for the local stack's shared gateway limits (STACK_REPLICAS > 1 without
// REDIS_URL): Debian's `redis-server`, loopback only, nothing persisted (rate-limit buckets are
// worth nothing after a restart), its working folder under the stack's data folder.
import { mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { findServerBinary } from './nats.ts';
import { portAnswers } from './ports.ts';
import { ManagedProcess, describeExit, type LineSink } from './processes.ts';
import { waitFor } from './wait.ts';

export interface RedisOptions {
  dataDir: string;
  port: number;
  sink: LineSink;
  /** Explicit binary; otherwise REDIS_SERVER_BIN, PATH, then the sbin folders. */
  binary?: string;
  readyTimeoutMs?: number;
  onSpawn?: (process: ManagedProcess) => void;
}

export interface RunningRedis {
  url: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

export async function findRedisServer(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const found = await findServerBinary('redis-server', 'REDIS_SERVER_BIN', env);
  if (found) return found;
  throw new Error(
    'redis-server was not found on PATH or in /usr/sbin: install the Debian package `redis-server`, set REDIS_SERVER_BIN, or set REDIS_URL to use an existing server.',
  );
}

/** True when a Redis server answers PING on the port. */
export function redisAnswers(port: number, host = '127.0.0.1', timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let answer = '';
    const finish = (value: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
    });
    socket.once('error', () => finish(false));
  });
}

export async function startRedis(options: RedisOptions): Promise<RunningRedis> {
  const binary = options.binary ?? (await findRedisServer());
  if (await portAnswers('127.0.0.1', options.port))
    throw new Error(`redis-server cannot start: port ${options.port} is already in use.`);
  await mkdir(options.dataDir, { recursive: true });
  const child = new ManagedProcess(
    {
      name: 'redis',
      command: binary,
      // No config file: no RDB snapshots, no append-only file, no Unix socket.
      args: [
        '--bind',
        '127.0.0.1',
        '--port',
        String(options.port),
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        options.dataDir,
        '--daemonize',
        'no',
      ],
    },
    options.sink,
  );
  options.onSpawn?.(child);
  const stop = async () => {
    await child.stop('SIGTERM', 10_000);
  };
  try {
    await waitFor(() => redisAnswers(options.port), {
      what: `redis-server on port ${options.port}`,
      timeoutMs: options.readyTimeoutMs ?? 30_000,
      abortWhen: child.exited.then(
        (exit) => `redis-server ${describeExit(exit)}:\n${child.recentLines().join('\n')}`,
      ),
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `redis://127.0.0.1:${options.port}`, process: child, stop };
}

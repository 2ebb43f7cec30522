// nats-server with JetStream for the local stack (Debian's `nats-server` package or any binary
// on PATH). Ready means JetStream itself answers, not merely that the port accepts connections.
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';
import { portAnswers } from './ports.ts';
import { ManagedProcess, describeExit, type LineSink } from './processes.ts';
import { waitFor } from './wait.ts';

export interface NatsOptions {
  /** JetStream store directory; reused across runs. */
  dataDir: string;
  port: number;
  sink: LineSink;
  /** Explicit binary; otherwise NATS_SERVER_BIN, PATH, then the sbin folders Debian uses. */
  binary?: string;
  readyTimeoutMs?: number;
  /** Called as soon as the server process exists (before it is ready), to track it. */
  onSpawn?: (process: ManagedProcess) => void;
}

export interface RunningNats {
  url: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

const FALLBACK_DIRS = ['/usr/sbin', '/usr/local/sbin', '/usr/local/bin', '/usr/bin', '/sbin'];

/** A server binary from its variable, PATH, then the sbin folders Debian uses; undefined when none. */
export async function findServerBinary(
  name: string,
  variable: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  if (env[variable]) return env[variable];
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...FALLBACK_DIRS];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}

export async function findNatsServer(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const found = await findServerBinary('nats-server', 'NATS_SERVER_BIN', env);
  if (found) return found;
  throw new Error(
    'nats-server was not found on PATH or in /usr/sbin: install the Debian package `nats-server`, set NATS_SERVER_BIN, or set NATS_URL to use an existing server.',
  );
}

export interface JetStreamInfo {
  type: string;
  streams?: number;
  error?: { code: number; description: string };
}

/**
 * Asks the server for `$JS.API.INFO` over the plain NATS text protocol; resolves with the
 * JetStream account info, or null when the server is not (yet) answering.
 */
export function jetStreamInfo(
  port: number,
  host = '127.0.0.1',
  timeoutMs = 2_000,
): Promise<JetStreamInfo | null> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let buffer = '';
    let settled = false;
    const finish = (value: JetStreamInfo | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    socket.on('error', () => finish(null));
    socket.on('close', () => finish(null));
    let greeted = false;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (!greeted) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        if (!buffer.startsWith('INFO ')) return finish(null);
        greeted = true;
        buffer = buffer.slice(end + 2);
        socket.write(
          'CONNECT {"verbose":false,"pedantic":false}\r\nSUB _STACK.probe 1\r\nPUB $JS.API.INFO _STACK.probe 0\r\n\r\n',
        );
      }
      if (buffer.includes('-ERR')) return finish(null);
      const match = /MSG _STACK\.probe 1 (\d+)\r\n/.exec(buffer);
      if (!match) return;
      const payload = Buffer.from(buffer.slice(match.index + match[0].length), 'utf8');
      const size = Number(match[1]);
      if (payload.length < size) return;
      try {
        finish(JSON.parse(payload.subarray(0, size).toString('utf8')) as JetStreamInfo);
      } catch {
        finish(null);
      }
    });
  });
}

export async function startNats(options: NatsOptions): Promise<RunningNats> {
  const binary = options.binary ?? (await findNatsServer());
  // Readiness is judged by asking the port, so a server already there would pass for ours.
  if (await portAnswers('127.0.0.1', options.port))
    throw new Error(`nats-server cannot start: port ${options.port} is already in use.`);
  await mkdir(options.dataDir, { recursive: true });
  const child = new ManagedProcess(
    {
      name: 'nats',
      command: binary,
      args: [
        '-js',
        '-sd',
        options.dataDir,
        '-a',
        '127.0.0.1',
        '-p',
        String(options.port),
        '-n',
        'local-stack',
      ],
    },
    options.sink,
  );
  options.onSpawn?.(child);
  const stop = async () => {
    await child.stop('SIGTERM', 15_000);
  };
  try {
    await waitFor(
      async () =>
        (await jetStreamInfo(options.port))?.type === 'io.nats.jetstream.api.v1.account_info_response',
      {
        what: `nats-server on port ${options.port}`,
        timeoutMs: options.readyTimeoutMs ?? 30_000,
        abortWhen: child.exited.then(
          (exit) => `nats-server ${describeExit(exit)}:\n${child.recentLines().join('\n')}`,
        ),
      },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `nats://127.0.0.1:${options.port}`, process: child, stop };
}

// The whole local stack as `npm start` runs it (every service a process, the media worker too),
// each gRPC service and metrics port on a free port so that it runs beside other tests, on a
// fresh database and bus namespace; for tests that drive the platform only as a client does.
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, vi } from 'vitest';
import { createTestDatabase, freePort, natsUrl, uniqueSuffix, type TestDatabase } from '@platform/testkit';
import { busNames, connectBus, deleteStreams } from '../../../packages/bus/src/index.ts';
import { parseCliOutput } from '../../../deploy/local/dev-account.ts';
import { LocalStack } from '../../../deploy/local/orchestrator.ts';
import { repositoryLayout } from '../../../deploy/local/stack-layout.ts';
import { SERVICES, type ServiceDefinition } from '../../../deploy/local/services.ts';
import { memorySink, tempDir } from '../../../deploy/local/test-support.ts';
import type { StackHooks } from '../../../deploy/local/stack-layout.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface WholeStack {
  /** The gateway, e.g. `http://127.0.0.1:43121`. */
  base: string;
  databaseUrl: string;
  /** The dev account's API key (the stack makes the account on its first run). */
  devKey: string;
  stack: LocalStack;
  logs: ReturnType<typeof memorySink>;
  /** A new account with its own key and `credits`. */
  account(credits: string): Promise<string>;
  stop(): Promise<void>;
}

export interface WholeStackOptions {
  /** Extra environment of every service. */
  env?: Record<string, string>;
  /** Extra environment of one service, by name. */
  serviceEnv?: Record<string, Record<string, string>>;
  hooks?: StackHooks;
}

export async function startWholeStack(options: WholeStackOptions = {}): Promise<WholeStack> {
  const database: TestDatabase = await createTestDatabase('whole');
  const dataDir = await tempDir('whole-stack-');
  const busPrefix = `T_${uniqueSuffix()}`;
  const services: ServiceDefinition[] = [];
  for (const service of SERVICES) {
    services.push({
      ...service,
      ...(service.grpcAddr ? { grpcAddr: `127.0.0.1:${await freePort()}` } : {}),
      ...(service.metricsPort !== undefined ? { metricsPort: await freePort() } : {}),
      env: {
        ...service.env,
        BUS_PREFIX: busPrefix,
        LOG_LEVEL: 'warn',
        ...options.env,
        ...options.serviceEnv?.[service.name],
      },
    });
  }
  const gatewayPort = await freePort();
  const logs = memorySink();
  const printed: string[] = [];
  const stack = new LocalStack(
    {
      root: ROOT,
      dataDir,
      databaseUrl: database.url,
      natsUrl: natsUrl(),
      bucket: 'media',
      region: 'us-east-1',
      gatewayPort,
      gatewayProbePort: await freePort(),
      pg: { port: await freePort(), database: 'unused', osUser: 'postgres' },
      natsPort: await freePort(),
      s3Port: await freePort(),
      readyTimeoutMs: 240_000,
      // The worker's health port (9464 unless told), which another stack on this machine may hold.
      workerHealthPort: await freePort(),
    },
    services,
    repositoryLayout,
    { sink: logs.sink, print: (text) => printed.push(text), color: false },
    options.hooks ?? {},
  );
  const exitCode = stack.run();
  const stop = async () => {
    stack.requestStop('SIGTERM');
    const code = await exitCode;
    if (code !== 0)
      console.error(
        `the stack's last lines:\n${logs.lines
          .slice(-40)
          .map(([name, line]) => `${name}: ${line}`)
          .join('\n')}\n${printed.slice(-10).join('\n')}`,
      );
    const bus = await connectBus({ url: natsUrl(), name: 'whole-stack-cleanup' });
    await deleteStreams(bus.jsm, busNames(busPrefix));
    await bus.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    expect(code, 'the stack stops cleanly').toBe(0);
  };
  await vi.waitFor(() => expect(printed.join('\n')).toMatch(/Platform is ready|stopped because/), {
    timeout: 240_000,
    interval: 250,
  });
  if (!printed.join('\n').includes('Platform is ready')) {
    await stop().catch(() => undefined);
    throw new Error(`the stack did not start:\n${printed.join('\n')}`);
  }
  const devKey = (
    JSON.parse(await readFile(join(dataDir, 'dev-account.json'), 'utf8')) as { api_key: string }
  ).api_key;
  const billing = services.find((service) => service.name === 'billing')!.grpcAddr!;
  const account = async (credits: string) => {
    const args = repositoryLayout.createAccount.map((arg) =>
      arg.replace('dev@example.com', `client-${uniqueSuffix()}@example.com`),
    );
    const creditsAt = args.findIndex((arg) => arg === '--credits');
    if (creditsAt >= 0) args[creditsAt + 1] = credits;
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, BILLING_GRPC_ADDR: billing },
    });
    return parseCliOutput(stdout).api_key;
  };
  return {
    base: `http://127.0.0.1:${gatewayPort}`,
    databaseUrl: database.url,
    devKey,
    stack,
    logs,
    account,
    stop,
  };
}

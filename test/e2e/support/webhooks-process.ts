// The webhooks service as its own process, started the way it is deployed (`node
// services/webhooks/src/main.ts`, configured from the environment), ready once its gRPC server
// answers. A kill is a SIGKILL: the dispatcher dies wherever it is, mid-delivery included.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { natsUrl, startOnFreePort } from '@platform/testkit';
import { createWebhooksClient } from '../../../services/gateway/src/clients/webhooks.client.ts';

const MAIN = fileURLToPath(new URL('../../../services/webhooks/src/main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface WebhooksProcess {
  readonly address: string;
  output(): string;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

type WebhooksProcessOptions = {
  databaseUrl: string;
  busPrefix: string;
  env?: Record<string, string>;
  port?: number;
};

/** On `options.port` when given (a restart at the same address), else on a free port. */
export async function startWebhooksProcess(options: WebhooksProcessOptions): Promise<WebhooksProcess> {
  return options.port === undefined
    ? startOnFreePort((port) => startOnce(options, port))
    : startOnce(options, options.port);
}

async function startOnce(options: WebhooksProcessOptions, port: number): Promise<WebhooksProcess> {
  const address = `127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl,
      NATS_URL: natsUrl(),
      BUS_PREFIX: options.busPrefix,
      WEBHOOKS_GRPC_HOST: '127.0.0.1',
      WEBHOOKS_GRPC_PORT: String(port),
      WEBHOOKS_MIGRATE_ON_START: 'true',
      ...options.env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const client = createWebhooksClient(address, { deadlineMs: 1_000 });
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the webhooks process exited: ${output}`);
      const ok = await client.ListEndpoints({ account_id: '1', limit: 1, offset: 0 }).then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the webhooks process did not become ready: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    client.close();
  }
  return {
    address,
    output: () => output,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// Test support for the end-to-end tests (test/e2e/studio-*.e2e.test.ts): billing, studio, the
// media worker and the gateway, all in-process and real, on a fresh database, a fresh S3 bucket
// and a unique bus prefix per test file, with helpers to create accounts and call the API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBilling, type BillingHandle } from '@platform/billing';
import { Credits } from '@platform/catalogue';
import { deleteStreams, busNames, connectBus } from '@platform/bus';
import { createGateway, createBillingClient, loadGatewayConfig, type BillingClient } from '@platform/gateway';
import { createLogger } from '@platform/logging';
import { startMediaWorker, type MediaWorker } from '@platform/media-worker';
import { heldEngineSet } from '@platform/media-worker/testing';
import { AccountKeys, createStorage, type Storage } from '@platform/storage';
import {
  TEST_STORAGE_KEY_SECRET,
  createTestDatabase,
  natsUrl,
  startTestS3,
  uniqueSuffix,
  type TestDatabase,
  type TestS3,
} from '@platform/testkit';
import { createStudioClient } from '../../../services/gateway/src/clients/studio.client.ts';
import { studioRoutes } from '../../../services/gateway/src/routes/studio/index.ts';
import { watchEta } from './eta-log.ts';
import { checkResponse } from './openapi-responses.ts';
import { startStudio, type StartStudioOptions, type StudioHandle } from '@platform/studio';

export interface Account {
  id: string;
  key: string;
  headers: Record<string, string>;
}

export interface StudioStack {
  url: string;
  busPrefix: string;
  studio: StudioHandle;
  billing: BillingHandle;
  operator: BillingClient;
  storage: Storage;
  /** The account folders every service of the stack uses (one STORAGE_KEY_SECRET). */
  keys: AccountKeys;
  s3: TestS3;
  database: TestDatabase;
  /** The environment a gateway in front of this stack needs (a test adds its own limits). */
  gatewayEnv: Record<string, string>;
  worker: MediaWorker | undefined;
  account(credits: string): Promise<Account>;
  balance(account: Account): Promise<string>;
  /** Starts a media worker (if none runs yet). */
  startWorker(): Promise<MediaWorker>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Start the media worker (default true). */
  worker?: boolean;
  studio?: Partial<Pick<StartStudioOptions, 'jobs' | 'limits' | 'fetch' | 'webhookUrls' | 'catalogue'>>;
  gatewayEnv?: Record<string, string>;
}

const LOG_LEVEL = (process.env.STUDIO_TEST_LOG_LEVEL ?? 'silent') as 'silent';

export async function startStudioStack(options: StackOptions = {}): Promise<StudioStack> {
  const logger = createLogger('studio-e2e', LOG_LEVEL);
  const busPrefix = `T_${uniqueSuffix()}`;
  const database = await createTestDatabase('studio_e2e');
  const s3 = await startTestS3();
  const storageOptions = {
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  };
  const storage = createStorage(storageOptions);
  await storage.ensureBucket();
  const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const billing = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger,
    shutdownGraceMs: 500,
  });
  const operator = createBillingClient(billing.address, { deadlineMs: 20_000 });
  const studio = await startStudio({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    natsUrl: natsUrl(),
    busPrefix,
    storage: storageOptions,
    keys,
    billingAddress: billing.address,
    // No real estate here (nothing listens on the discard port); a test that needs it passes its own.
    realEstateAddress: '127.0.0.1:9',
    logger,
    shutdownGraceMs: 500,
    // As in local development: job webhook_urls may be plain http to this machine (the tests' receivers).
    webhookUrls: { allowHttp: true, allowCidrs: ['127.0.0.0/8'] },
    ...options.studio,
    jobs: { relayPollMs: 200, sweepIntervalMs: 0, ...options.studio?.jobs },
  });
  let worker: MediaWorker | undefined;
  const startWorker = async () =>
    // Jobs whose prompt carries HELD_MARK run until they are stopped (a cancel can never arrive
    // too late); every other job runs on the default engines.
    (worker ??= await startMediaWorker({
      natsUrl: natsUrl(),
      busPrefix,
      storage: storageOptions,
      keys,
      logger,
      concurrency: 1,
      shutdownGraceMs: 1_000,
      engines: heldEngineSet(),
    }));
  if (options.worker ?? true) await startWorker();

  const gatewayEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BILLING_GRPC_ADDR: billing.address,
    STUDIO_GRPC_ADDR: studio.address,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_REGION: s3.region,
  };
  const config = loadGatewayConfig({
    ...gatewayEnv,
    RATE_LIMIT_IP_BURST: '10000',
    RATE_LIMIT_ACCOUNT_BURST: '10000',
    RATE_LIMIT_ACCOUNT_PER_SECOND: '10000',
    RATE_LIMIT_JOB_CREATE_BURST: '10000',
    RATE_LIMIT_JOB_CREATE_PER_MINUTE: '10000',
    ...options.gatewayEnv,
  });
  const studioClient = createStudioClient(studio.address, { deadlineMs: 60_000 });
  const gateway = createGateway({
    config,
    logger,
    billing: createBillingClient(billing.address, { deadlineMs: 20_000 }),
    routes: () => studioRoutes({ studio: studioClient, storage, keys, config }),
  });
  const server: Server = createServer(gateway.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    gatewayEnv,
    busPrefix,
    studio,
    billing,
    operator,
    storage,
    keys,
    s3,
    database,
    get worker() {
      return worker;
    },
    startWorker,
    async account(credits: string) {
      const created = await operator.CreateAccount({ email: `e2e-${uniqueSuffix()}@example.com`, credits });
      const key = created.api_key;
      return { id: String(created.account?.id), key, headers: { Authorization: `Token ${key}` } };
    },
    async balance(account: Account) {
      return (await operator.GetBalance({ account_id: account.id })).balance;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      studioClient.close();
      await worker?.stop({ graceMs: 500 });
      await studio.stop();
      operator.close();
      await billing.stop();
      const bus = await connectBus({ url: natsUrl(), name: 'studio-e2e-cleanup' });
      await deleteStreams(bus.jsm, busNames(busPrefix));
      await bus.close();
      await s3.stop();
      await database.drop();
    },
  };
}

/** Answers are arbitrary JSON; tests read deep paths of them, which `any` keeps terse. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

/** JSON request helper: answers status, parsed body and headers (each answer checked against docs/openapi.json). */
export async function api(
  stack: Pick<StudioStack, 'url'>,
  account: Pick<Account, 'headers'> | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: JsonBody; headers: Headers }> {
  const init: RequestInit = { method, headers: { ...(account?.headers ?? {}), ...headers } };
  if (body instanceof FormData || body instanceof URLSearchParams || typeof body === 'string')
    init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(`${stack.url}${path}`, init);
  const text = await response.text();
  checkResponse(method, path, response, text);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // leave as text
  }
  watchEta(path, parsed);
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Polls `read` until `done` holds (or times out with the last value in the message). */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting; last value: ${JSON.stringify(last).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    last = await read();
  }
  return last;
}

/** Exact decimal arithmetic for balances (money never goes through floats, tests included). */
export function minus(balance: string, ...amounts: string[]): string {
  return amounts.reduce((total, amount) => total.sub(Credits.parse(amount)), Credits.parse(balance)).format();
}

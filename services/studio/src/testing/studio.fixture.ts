// Test support for studio's medium tests: billing and studio in-process on a fresh database, a
// fresh bucket and a unique bus prefix; a typed gRPC client; a publisher for worker events.
import { startBilling, type BillingHandle } from '@platform/billing';
import {
  BusPublisher,
  busNames,
  connectBus,
  deleteStreams,
  type BusConnection,
  type BusNames,
} from '@platform/bus';
import { createClient, type PromiseClient } from '@platform/grpc';
import type { JobStatusEvent } from '@platform/jobs';
import { createLogger } from '@platform/logging';
import { billingProto, studioProto } from '@platform/protos';
import type { BillingServiceDefinition } from '@platform/protos/generated/billing/v1/BillingService.ts';
import type { StudioServiceDefinition } from '@platform/protos/generated/studio/v1/StudioService.ts';
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
import { startStudio, type StartStudioOptions, type StudioHandle } from '../app.ts';
import type { Clock } from '../domain/ports.ts';

export interface StudioFixture {
  studio: StudioHandle;
  client: PromiseClient<StudioServiceDefinition>;
  billing: PromiseClient<BillingServiceDefinition>;
  billingHandle: BillingHandle;
  bus: BusConnection;
  names: BusNames;
  busPrefix: string;
  clock: MovableClock;
  /** The account folders studio uses (its STORAGE_KEY_SECRET). */
  keys: AccountKeys;
  /** Studio's bucket, to put files where a worker would and look at what is left. */
  storage: Storage;
  /** Creates an account with credits; returns its id. */
  account(credits: string): Promise<string>;
  balance(accountId: string): Promise<string>;
  /** Publishes a worker status event as the media worker would. */
  publishStatus(event: Omit<JobStatusEvent, 'at'> & { at?: string }, msgId: string): Promise<void>;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(): MovableClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

export async function startStudioFixture(options: Partial<StartStudioOptions> = {}): Promise<StudioFixture> {
  const logger = createLogger('studio-test', (process.env.STUDIO_TEST_LOG_LEVEL ?? 'silent') as 'silent');
  const database: TestDatabase = await createTestDatabase('studio');
  const s3: TestS3 = await startTestS3();
  const busPrefix = options.busPrefix ?? `T_${uniqueSuffix()}`;
  const clock = movableClock();
  const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const billingHandle = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger,
    shutdownGraceMs: 200,
  });
  const studio = await startStudio({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    natsUrl: natsUrl(),
    busPrefix,
    storage: {
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: s3.region,
      bucket: s3.bucket,
    },
    billingAddress: billingHandle.address,
    // No real estate here (nothing listens on the discard port); a test that needs it passes its own.
    realEstateAddress: '127.0.0.1:9',
    keys,
    logger,
    clock,
    shutdownGraceMs: 200,
    ...options,
    jobs: { sweepIntervalMs: 0, relayPollMs: 200, ...options.jobs },
  });
  const client = createClient(
    'studio.v1.StudioService',
    studioProto().studio.v1.StudioService.service,
    studio.address,
    { deadlineMs: 30_000 },
  );
  const billing = createClient(
    'billing.v1.BillingService',
    billingProto().billing.v1.BillingService.service,
    billingHandle.address,
    { deadlineMs: 10_000 },
  );
  const bus = await connectBus({ url: natsUrl(), name: 'studio-test' });
  const names = busNames(busPrefix);
  const publisher = new BusPublisher(bus.js);
  return {
    studio,
    client,
    billing,
    billingHandle,
    bus,
    names,
    busPrefix,
    clock,
    keys,
    storage: createStorage({
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: s3.region,
      bucket: s3.bucket,
    }),
    async account(credits) {
      const created = await billing.CreateAccount({ email: `studio-${uniqueSuffix()}@example.com`, credits });
      return String(created.account?.id);
    },
    async balance(accountId) {
      return (await billing.GetBalance({ account_id: accountId })).balance;
    },
    async publishStatus(event, msgId) {
      await publisher.publish(
        names.events.subject('studio.job-status'),
        { at: new Date().toISOString(), ...event },
        { msgId },
      );
    },
    sql: <T>(query: string, params: unknown[] = []) =>
      studio.orm.em.fork().getConnection().execute<T[]>(query, params),
    async close() {
      client.close();
      billing.close();
      await studio.stop();
      await billingHandle.stop();
      await deleteStreams(bus.jsm, names);
      await bus.close();
      await s3.stop();
      await database.drop();
    },
  };
}

export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

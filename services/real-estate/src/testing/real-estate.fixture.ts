// Test support for the real estate medium tests: the service in-process on a fresh database and
// a fresh bucket, with a typed gRPC client.
import { startBilling } from '@platform/billing';
import { BusPublisher, busNames, connectBus, deleteStreams } from '@platform/bus';
import { createClient, type PromiseClient } from '@platform/grpc';
import { createLogger } from '@platform/logging';
import { realEstateProto } from '@platform/protos';
import type { RealEstateServiceDefinition } from '@platform/protos/generated/real_estate/v1/RealEstateService.ts';
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
import { REAL_ESTATE_SERVICE_NAME, startRealEstate, type RealEstateHandle } from '../app.ts';
import type { Clock } from '../domain/ports.ts';

export interface RealEstateFixture {
  handle: RealEstateHandle;
  client: PromiseClient<RealEstateServiceDefinition>;
  clock: MovableClock;
  /** The service's bucket, to look at what it stored (and to play a client that skips the rules). */
  storage: Storage;
  keys: AccountKeys;
  /** The bus namespace of this service (a studio under test may share it). */
  busPrefix: string;
  /** Publishes a message on `events.<kind>` of that namespace, as another service's outbox would. */
  publishEvent(kind: string, payload: unknown, msgId: string): Promise<void>;
  /** A fresh account id (this service trusts the gateway's authenticated account). */
  account(): string;
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

export async function startRealEstateFixture(
  options: { busPrefix?: string } = {},
): Promise<RealEstateFixture> {
  const logger = createLogger(
    'real-estate-test',
    (process.env.REAL_ESTATE_TEST_LOG_LEVEL ?? 'silent') as 'silent',
  );
  const database: TestDatabase = await createTestDatabase('realestate');
  const s3: TestS3 = await startTestS3();
  const clock = movableClock();
  const busPrefix = options.busPrefix ?? `T_${uniqueSuffix()}`;
  const billing = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger,
    shutdownGraceMs: 200,
  });
  const storage = {
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  };
  const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const handle = await startRealEstate({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    natsUrl: natsUrl(),
    busPrefix,
    billingAddress: billing.address,
    jobs: { sweepIntervalMs: 0, relayPollMs: 200 },
    storage,
    keys,
    logger,
    clock,
    shutdownGraceMs: 200,
  });
  const client = createClient(
    REAL_ESTATE_SERVICE_NAME,
    realEstateProto().real_estate.v1.RealEstateService.service,
    handle.address,
    { deadlineMs: 30_000 },
  );
  let next = Number.parseInt(uniqueSuffix().slice(0, 6), 16);
  const bus = await connectBus({ url: natsUrl(), name: 'real-estate-test' });
  const publisher = new BusPublisher(bus.js);
  return {
    handle,
    client,
    clock,
    storage: createStorage(storage),
    keys,
    busPrefix,
    async publishEvent(kind, payload, msgId) {
      await publisher.publish(busNames(busPrefix).events.subject(kind), payload, { msgId });
    },
    account: () => String((next += 1)),
    sql: <T>(query: string, params: unknown[] = []) =>
      handle.orm.em.fork().getConnection().execute<T[]>(query, params),
    async close() {
      client.close();
      await handle.stop();
      await billing.stop();
      await deleteStreams(bus.jsm, busNames(busPrefix));
      await bus.close();
      await s3.stop();
      await database.drop();
    },
  };
}

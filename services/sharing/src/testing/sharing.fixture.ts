// Test support: sharing in-process on a fresh database with a movable clock, a studio answering
// its video calls over real gRPC, real billing (account status) and a typed client of the
// sharing service.
import { startBilling, type BillingHandle } from '@platform/billing';
import type { MikroORM } from '@platform/db';
import { createClient, type PromiseClient } from '@platform/grpc';
import { createLogger } from '@platform/logging';
import { billingProto, sharingProto } from '@platform/protos';
import type { BillingServiceDefinition } from '@platform/protos/generated/billing/v1/BillingService.ts';
import type { SharingServiceDefinition } from '@platform/protos/generated/sharing/v1/SharingService.ts';
import { createTestDatabase, type TestDatabase } from '@platform/testkit';
import { SHARING_SERVICE_NAME, startSharing, type SharingHandle, type StartSharingOptions } from '../app.ts';
import { startTestStudio, type TestStudio } from './studio-assets.test-server.ts';

export type SharingClient = PromiseClient<SharingServiceDefinition>;

export interface SharingFixture {
  sharing: SharingHandle;
  client: SharingClient;
  studio: TestStudio;
  billing: BillingHandle;
  /** Creates an account in billing; answers its id. */
  account(): Promise<string>;
  /** Disables or enables an account in billing. */
  setActive(accountId: string, active: boolean): Promise<void>;
  database: TestDatabase;
  /** The injected clock: read it, or move it forward. */
  clock: { now(): Date; advance(ms: number): void };
  /** Another sharing instance on the same database (e.g. with a studio that is down). */
  startAnother(
    options: Partial<StartSharingOptions>,
  ): Promise<{ handle: SharingHandle; client: SharingClient }>;
  close(): Promise<void>;
}

export const connectSharing = (address: string): SharingClient =>
  createClient(SHARING_SERVICE_NAME, sharingProto().sharing.v1.SharingService.service, address, {
    deadlineMs: 20_000,
  });

export async function startSharingFixture(): Promise<SharingFixture> {
  const database = await createTestDatabase('sharing');
  const studio = await startTestStudio();
  let nowMs = Date.now();
  const clock = { now: () => new Date(nowMs), advance: (ms: number) => void (nowMs += ms) };
  const logger = createLogger('sharing-test', 'silent');
  const billing = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger,
    shutdownGraceMs: 500,
  });
  const operator = createClient(
    'billing.v1.BillingService',
    billingProto().billing.v1.BillingService.service,
    billing.address,
    { deadlineMs: 20_000 },
  ) as PromiseClient<BillingServiceDefinition>;
  const others: { handle: SharingHandle; client: SharingClient }[] = [];
  const sharing = await startSharing({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    studioAddress: studio.address,
    // No real estate here (nothing listens on the discard port): no link of this test names its assets.
    realEstateAddress: '127.0.0.1:9',
    billingAddress: billing.address,
    logger,
    clock,
    shutdownGraceMs: 500,
  });
  const client = connectSharing(sharing.address);
  return {
    sharing,
    client,
    studio,
    billing,
    async account() {
      const created = await operator.CreateAccount({
        email: `sharing-${Math.random().toString(36).slice(2)}@example.com`,
        credits: '1',
      });
      return String(created.account?.id);
    },
    async setActive(accountId, active) {
      await operator.SetAccountStatus({
        account_id: accountId,
        status: active ? 'ACCOUNT_STATUS_ACTIVE' : 'ACCOUNT_STATUS_DISABLED',
      });
    },
    database,
    clock,
    async startAnother(options) {
      const handle = await startSharing({
        databaseUrl: database.url,
        grpcAddress: '127.0.0.1:0',
        studioAddress: studio.address,
        // No real estate here (nothing listens on the discard port): no link of this test names its assets.
        realEstateAddress: '127.0.0.1:9',
        billingAddress: billing.address,
        logger,
        clock,
        shutdownGraceMs: 500,
        migrate: false,
        ...options,
      });
      const other = { handle, client: connectSharing(handle.address) };
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) {
        other.client.close();
        await other.handle.stop();
      }
      client.close();
      await sharing.stop();
      await studio.stop();
      operator.close();
      await billing.stop();
      await database.drop();
    },
  };
}

export const sql = <T>(orm: MikroORM, query: string, params: unknown[] = []) =>
  orm.em.fork().getConnection().execute<T[]>(query, params);

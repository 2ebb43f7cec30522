// Composition root: wires the database, the service layer and the gRPC server. Used by main.ts
// and by tests (this service's and the gateway's end-to-end tests) to run billing in-process.
import { loadCatalogue, type Catalogue } from '@platform/catalogue';
import { databaseDependency, migrate as applyMigrations, ormFactory, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { billingProto } from '@platform/protos';
import { cryptoRandom, systemClock } from './adapters/system.adapter.ts';
import { AccountsService } from './domain/accounts.service.ts';
import { HoldExpiry } from './domain/hold-expiry.ts';
import { ApiKeysService } from './domain/api-keys.service.ts';
import { LedgerService } from './domain/ledger.service.ts';
import type { Clock, RandomSource } from './domain/ports.ts';
import { PricingService } from './domain/pricing.service.ts';
import { billingHandlers } from './grpc/billing.handlers.ts';
import { createBillingStore } from './persistence/billing.store.ts';
import { BILLING_SCHEMA, billingEntities } from './persistence/entities.ts';
import { billingMigrations } from './persistence/migrations/index.ts';

export const BILLING_SERVICE_NAME = 'billing.v1.BillingService';

export interface StartBillingOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  /** Handlers in flight beyond which calls are refused (GRPC_MAX_IN_FLIGHT; default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  grpcMaxInFlight?: number;
  logger: Logger;
  /** Defaults to loadCatalogue(): MODEL_CATALOGUE_PATH, else config/model-catalogue.json. */
  catalogue?: Catalogue;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  clock?: Clock;
  random?: RandomSource;
  poolMax?: number;
  /** How long stop() lets in-flight calls finish before cutting them off (default 5000 ms). */
  shutdownGraceMs?: number;
  holds?: {
    /** Open holds older than this are released by billing (default 72 h; see HoldExpiry). */
    expiryMs?: number;
    /** How often to look for them; 0 disables the timer (tests call `holdExpiry.runOnce()`). */
    sweepIntervalMs?: number;
  };
}

export interface BillingHandle {
  port: number;
  /** `host:port` clients can dial. */
  address: string;
  orm: MikroORM;
  holdExpiry: HoldExpiry;
  /** Stops accepting calls, drains in-flight ones, then closes the database pool. */
  stop(): Promise<void>;
}

export const DEFAULT_HOLD_EXPIRY_MS = 72 * 60 * 60 * 1000;
const DEFAULT_HOLD_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export const createBillingOrm = ormFactory({
  schema: BILLING_SCHEMA,
  entities: billingEntities,
  migrations: billingMigrations,
});

export async function startBilling(options: StartBillingOptions): Promise<BillingHandle> {
  const catalogue = options.catalogue ?? loadCatalogue();
  const clock = options.clock ?? systemClock;
  const random = options.random ?? cryptoRandom;
  const orm = await createBillingOrm(options.databaseUrl, {
    poolMax: options.poolMax,
    logger: options.logger,
  });
  try {
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, BILLING_SCHEMA);
      if (applied.length > 0) options.logger.info({ applied }, 'billing migrations applied');
    }
    const store = createBillingStore(orm);
    const apiKeys = new ApiKeysService({ store, clock, random });
    const ledger = new LedgerService({ store, clock });
    const accounts = new AccountsService({ store, clock, keys: apiKeys, ledger });
    const pricing = new PricingService({ catalogue });
    const server = createGrpcServer(
      [
        registration(
          BILLING_SERVICE_NAME,
          billingProto().billing.v1.BillingService.service,
          billingHandlers({ accounts, apiKeys, ledger, pricing }),
        ),
      ],
      options.logger,
      { dependencies: [databaseDependency(orm)], maxInFlight: options.grpcMaxInFlight },
    );
    const holdExpiry = new HoldExpiry({
      ledger,
      clock,
      expiryMs: options.holds?.expiryMs ?? DEFAULT_HOLD_EXPIRY_MS,
      logger: options.logger,
    });
    const port = await server.listen(options.grpcAddress);
    holdExpiry.start(options.holds?.sweepIntervalMs ?? DEFAULT_HOLD_SWEEP_INTERVAL_MS);
    const host = options.grpcAddress.slice(0, options.grpcAddress.lastIndexOf(':'));
    let stopping: Promise<void> | undefined;
    return {
      port,
      address: `${host}:${port}`,
      orm,
      holdExpiry,
      stop: () =>
        (stopping ??= (async () => {
          await holdExpiry.stop();
          await server.stop(options.shutdownGraceMs ?? 5000);
          await orm.close();
        })()),
    };
  } catch (err) {
    await orm.close();
    throw err;
  }
}

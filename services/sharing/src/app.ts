// Composition root: wires the database, the studio client, the service layer and the gRPC
// server. Used by main.ts and by tests (this service's and end-to-end ones) to run in-process.
import { databaseDependency, migrate as applyMigrations, ormFactory, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { sharingProto } from '@platform/protos';
import { BillingAccounts, createBillingAccountsClient } from './adapters/billing.adapter.ts';
import { RealEstateVideoAssets, createRealEstateAssetsClient } from './adapters/real-estate.adapter.ts';
import { createStudioAssetsClient, StudioVideoAssets } from './adapters/studio.adapter.ts';
import { cryptoRandom, systemClock, uuidV7Ids } from './adapters/system.adapter.ts';
import type { Clock, IdGenerator, RandomSource } from './domain/ports.ts';
import { SharingService } from './domain/sharing.service.ts';
import { sharingHandlers } from './grpc/sharing.handlers.ts';
import { SHARING_SCHEMA, sharingEntities } from './persistence/entities.ts';
import { sharingMigrations } from './persistence/migrations/index.ts';
import { createSharingStore } from './persistence/sharing.store.ts';

export const SHARING_SERVICE_NAME = 'sharing.v1.SharingService';

export interface StartSharingOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  /** Handlers in flight beyond which calls are refused (GRPC_MAX_IN_FLIGHT; default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  grpcMaxInFlight?: number;
  logger: Logger;
  /** `host:port` of the studio service, which owns the video assets. */
  studioAddress: string;
  /** `host:port` of the real estate service, which owns the project video assets. */
  realEstateAddress: string;
  /** Deadline of each studio or real estate call (default 5000 ms). */
  studioDeadlineMs?: number;
  /** `host:port` of billing, which says whether a link's owner is still active. */
  billingAddress: string;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  clock?: Clock;
  random?: RandomSource;
  ids?: IdGenerator;
  poolMax?: number;
  /** How long stop() lets in-flight calls finish before cutting them off (default 5000 ms). */
  shutdownGraceMs?: number;
}

export interface SharingHandle {
  port: number;
  /** `host:port` clients can dial. */
  address: string;
  orm: MikroORM;
  /** Stops accepting calls, drains in-flight ones, then closes the studio client and the pool. */
  stop(): Promise<void>;
}

export const createSharingOrm = ormFactory({
  schema: SHARING_SCHEMA,
  entities: sharingEntities,
  migrations: sharingMigrations,
});

export async function startSharing(options: StartSharingOptions): Promise<SharingHandle> {
  const orm = await createSharingOrm(options.databaseUrl, {
    poolMax: options.poolMax,
    logger: options.logger,
  });
  const studio = createStudioAssetsClient(options.studioAddress, {
    deadlineMs: options.studioDeadlineMs ?? 5000,
  });
  const realEstate = createRealEstateAssetsClient(options.realEstateAddress, {
    deadlineMs: options.studioDeadlineMs ?? 5000,
  });
  const billing = createBillingAccountsClient(options.billingAddress, {
    deadlineMs: options.studioDeadlineMs ?? 5000,
  });
  try {
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, SHARING_SCHEMA);
      if (applied.length > 0) options.logger.info({ applied }, 'sharing migrations applied');
    }
    const sharing = new SharingService({
      store: createSharingStore(orm),
      assets: { studio: new StudioVideoAssets(studio), real_estate: new RealEstateVideoAssets(realEstate) },
      accounts: new BillingAccounts(billing),
      clock: options.clock ?? systemClock,
      random: options.random ?? cryptoRandom,
      ids: options.ids ?? uuidV7Ids,
    });
    const server = createGrpcServer(
      [
        registration(
          SHARING_SERVICE_NAME,
          sharingProto().sharing.v1.SharingService.service,
          sharingHandlers(sharing),
        ),
      ],
      options.logger,
      { dependencies: [databaseDependency(orm)], maxInFlight: options.grpcMaxInFlight },
    );
    const port = await server.listen(options.grpcAddress);
    const host = options.grpcAddress.slice(0, options.grpcAddress.lastIndexOf(':'));
    let stopping: Promise<void> | undefined;
    return {
      port,
      address: `${host}:${port}`,
      orm,
      stop: () =>
        (stopping ??= (async () => {
          await server.stop(options.shutdownGraceMs ?? 5000);
          studio.close();
          realEstate.close();
          billing.close();
          await orm.close();
        })()),
    };
  } catch (err) {
    studio.close();
    realEstate.close();
    billing.close();
    await orm.close();
    throw err;
  }
}

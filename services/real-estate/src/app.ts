// Composition root: wires the database, storage, the service layer and the gRPC server. Used by
// main.ts and by tests (this service's and the end-to-end tests) to run real estate in-process.
import { loadCatalogue, type Catalogue } from '@platform/catalogue';
import { createOrm, migrate as applyMigrations, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { realEstateProto } from '@platform/protos';
import { createStorage, type StorageOptions } from '@platform/storage';
import { committedVoiceSamples, createObjectStore } from './adapters/object.store.ts';
import { systemClock, uuidV7Ids } from './adapters/system.adapter.ts';
import { AgentsService } from './domain/agents.service.ts';
import { BrandKitsService } from './domain/brand-kits.service.ts';
import type { Clock, IdSource } from './domain/ports.ts';
import { ProjectsService } from './domain/projects.service.ts';
import { VoicesService } from './domain/voices.service.ts';
import { realEstateHandlers } from './grpc/real-estate.handlers.ts';
import { REAL_ESTATE_SCHEMA, realEstateEntities } from './persistence/entities.ts';
import { realEstateMigrations } from './persistence/migrations/index.ts';
import { createRealEstateStore } from './persistence/real-estate.store.ts';

export const REAL_ESTATE_SERVICE_NAME = 'real_estate.v1.RealEstateService';

export interface StartRealEstateOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  storage: StorageOptions;
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  publicStorageEndpoint?: string;
  logger: Logger;
  /** Defaults to loadCatalogue(). */
  catalogue?: Catalogue;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  presignGetSeconds?: number;
  clock?: Clock;
  ids?: IdSource;
  poolMax?: number;
  shutdownGraceMs?: number;
}

export interface RealEstateHandle {
  port: number;
  address: string;
  orm: MikroORM;
  /** Stops the server and closes the pool. */
  stop(): Promise<void>;
}

export function createRealEstateOrm(databaseUrl: string, options: { poolMax?: number; logger?: Logger } = {}) {
  return createOrm({
    url: databaseUrl,
    schema: REAL_ESTATE_SCHEMA,
    entities: realEstateEntities,
    migrations: realEstateMigrations,
    poolMax: options.poolMax,
    logger: options.logger,
  });
}

export async function startRealEstate(options: StartRealEstateOptions): Promise<RealEstateHandle> {
  const logger = options.logger;
  const catalogue = options.catalogue ?? loadCatalogue();
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? uuidV7Ids;
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const undo of cleanups.splice(0).reverse()) {
      await Promise.resolve(undo()).catch((err: unknown) => logger.error({ err }, 'real estate shutdown step failed'));
    }
  };

  const orm = await createRealEstateOrm(options.databaseUrl, { poolMax: options.poolMax, logger });
  cleanups.push(() => orm.close());
  try {
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, REAL_ESTATE_SCHEMA);
      if (applied.length > 0) logger.info({ applied }, 'real estate migrations applied');
    }
    const store = createRealEstateStore(orm);
    const storage = createStorage(options.storage);
    await storage.ensureBucket();
    const publicStorage = options.publicStorageEndpoint ? createStorage({ ...options.storage, endpoint: options.publicStorageEndpoint }) : undefined;
    const objects = createObjectStore({ storage, publicStorage, getExpirySeconds: options.presignGetSeconds ?? 900 });

    const voices = new VoicesService({ objects, samples: committedVoiceSamples });
    const uploaded = await voices.publishSamples();
    if (uploaded > 0) logger.info({ uploaded }, 'voice preview samples stored');
    const context = {
      isVoice: (id: string) => voices.exists(id),
      isVideoModel: (model: string) => {
        const entry = catalogue.get(model);
        return entry !== undefined && entry.enabled && entry.kind === 'i2v';
      },
    };

    const server = createGrpcServer(
      [
        registration(
          REAL_ESTATE_SERVICE_NAME,
          realEstateProto().real_estate.v1.RealEstateService.service,
          realEstateHandlers({
            projects: new ProjectsService({ store, clock, ids, objects, context, logError: (err, message) => logger.error({ err }, message) }),
            agents: new AgentsService({ store, clock, ids }),
            brandKits: new BrandKitsService({ store, clock, ids }),
            voices,
          }),
        ),
      ],
      logger,
    );
    const port = await server.listen(options.grpcAddress);
    cleanups.push(() => server.stop(options.shutdownGraceMs ?? 5_000));
    const host = options.grpcAddress.slice(0, options.grpcAddress.lastIndexOf(':'));
    let stopping: Promise<void> | undefined;
    return { port, address: `${host}:${port}`, orm, stop: () => (stopping ??= cleanup()) };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

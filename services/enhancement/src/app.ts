// Composition root: wires the database, the model catalogue, the service layer and the gRPC
// server. Used by main.ts and by tests to run enhancement in-process.
import { createOrm, migrate as applyMigrations, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { enhancementProto } from '@platform/protos';
import { EstimateService } from './domain/estimate.service.ts';
import { loadEnhancementCatalogue, type EnhancementCatalogue } from './domain/ml-model-catalogue.ts';
import { enhancementHandlers } from './grpc/enhancement.handlers.ts';
import { createEnhancementStore } from './persistence/enhancement.store.ts';
import { ENHANCEMENT_SCHEMA, enhancementEntities } from './persistence/entities.ts';
import { enhancementMigrations } from './persistence/migrations/index.ts';

export const ENHANCEMENT_SERVICE_NAME = 'enhancement.v1.EnhancementService';

export interface StartEnhancementOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  logger: Logger;
  /** Defaults to loadEnhancementCatalogue(). */
  catalogue?: EnhancementCatalogue;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  poolMax?: number;
  shutdownGraceMs?: number;
}

export interface EnhancementHandle {
  port: number;
  address: string;
  orm: MikroORM;
  stop(): Promise<void>;
}

export function createEnhancementOrm(databaseUrl: string, options: { poolMax?: number; logger?: Logger } = {}) {
  return createOrm({
    url: databaseUrl,
    schema: ENHANCEMENT_SCHEMA,
    entities: enhancementEntities,
    migrations: enhancementMigrations,
    poolMax: options.poolMax,
    logger: options.logger,
  });
}

export async function startEnhancement(options: StartEnhancementOptions): Promise<EnhancementHandle> {
  const catalogue = options.catalogue ?? loadEnhancementCatalogue();
  const orm = await createEnhancementOrm(options.databaseUrl, { poolMax: options.poolMax, logger: options.logger });
  try {
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, ENHANCEMENT_SCHEMA);
      if (applied.length > 0) options.logger.info({ applied }, 'enhancement migrations applied');
    }
    const store = createEnhancementStore(orm);
    const server = createGrpcServer(
      [
        registration(
          ENHANCEMENT_SERVICE_NAME,
          enhancementProto().enhancement.v1.EnhancementService.service,
          enhancementHandlers({ catalogue, estimates: new EstimateService({ store, catalogue }) }),
        ),
      ],
      options.logger,
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
          await server.stop(options.shutdownGraceMs ?? 5_000);
          await orm.close();
        })()),
    };
  } catch (err) {
    await orm.close();
    throw err;
  }
}

// Composition root: wires the database, storage, the shared asset ingest, the model catalogue,
// the service layer and the gRPC server. Used by main.ts and by tests to run enhancement in-process.
import { AssetIngest, AssetKeys, createAddressPolicy, createMediaInspector, createObjectStore, createSafeFetcher, tempScratch, type Resolver } from '@platform/assets';
import { createOrm, migrate as applyMigrations, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { ffmpegRunnerFromEnv, type FfmpegRunner } from '@platform/media';
import { enhancementProto } from '@platform/protos';
import { createStorage, type AccountKeys, type StorageOptions } from '@platform/storage';
import { v7 as uuidv7 } from 'uuid';
import { EstimateService } from './domain/estimate.service.ts';
import { InputVideosService } from './domain/input-videos.service.ts';
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
  storage: StorageOptions;
  /** Names the account folders (STORAGE_KEY_SECRET): the same secret as the gateway's and the worker's. */
  keys: AccountKeys;
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  publicStorageEndpoint?: string;
  limits?: { maxVideoBytes?: number; presignGetSeconds?: number };
  fetch?: { allowCidrs?: string[]; timeoutMs?: number; maxRedirects?: number; resolve?: Resolver };
  ffmpeg?: FfmpegRunner;
  clock?: { now(): Date };
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
    const storage = createStorage(options.storage);
    await storage.ensureBucket();
    const publicStorage = options.publicStorageEndpoint ? createStorage({ ...options.storage, endpoint: options.publicStorageEndpoint }) : undefined;
    const getExpirySeconds = options.limits?.presignGetSeconds ?? 900;
    // Nothing here signs uploads: multipart bodies are staged by the gateway.
    const objects = createObjectStore({ storage, publicStorage, getExpirySeconds, putExpirySeconds: getExpirySeconds });
    const ingest = new AssetIngest({
      inspector: createMediaInspector({ runner: options.ffmpeg ?? ffmpegRunnerFromEnv(), maxImagePixels: 40_000_000 }),
      objects,
      keys: new AssetKeys(options.keys, 'enhancement'),
      scratch: tempScratch('enhancement'),
      fetcher: createSafeFetcher({
        policy: createAddressPolicy(options.fetch?.allowCidrs ?? []),
        timeoutMs: options.fetch?.timeoutMs ?? 30_000,
        maxRedirects: options.fetch?.maxRedirects ?? 3,
        resolve: options.fetch?.resolve,
      }),
    });
    const videos = new InputVideosService({
      store,
      ingest,
      objects,
      // The gateway stages every multipart upload in the one staging area it writes (studio's folder).
      staging: new AssetKeys(options.keys, 'studio'),
      clock: options.clock ?? { now: () => new Date() },
      newFolderId: () => uuidv7(),
      maxBytes: options.limits?.maxVideoBytes ?? 500 * 1024 * 1024,
    });
    const server = createGrpcServer(
      [
        registration(
          ENHANCEMENT_SERVICE_NAME,
          enhancementProto().enhancement.v1.EnhancementService.service,
          enhancementHandlers({ catalogue, estimates: new EstimateService({ store, catalogue }), videos }),
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

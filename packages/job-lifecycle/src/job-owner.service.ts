// The start-up every job-owning service shares, around what makes each one itself: its database
// (pool, then pending migrations unless deployments run them as a job), its bucket and object
// store (with a second endpoint for pre-signed URLs when clients reach storage by another address),
// then the service's own parts, among them its job life cycle (opened on what the start-up made,
// its bus then a health dependency), then its gRPC server; and the reverse on stop. A failure half
// way stops what had started. A fourth job owner writes only its `build`.
import {
  createObjectStore,
  type ExternalFetchSettings,
  type ObjectStore,
  type WebhookUrlSettings,
} from '@platform/assets';
import { busDependency } from '@platform/bus';
import { databaseDependency, migrate, type MikroORM } from '@platform/db';
import { createGrpcServer, type GrpcServerOptions, type ServiceRegistration } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { runCleanups, type Cleanups } from '@platform/runtime';
import type { FfmpegRunner } from '@platform/media';
import { createStorage, type AccountKeys, type StorageOptions } from '@platform/storage';
import {
  openJobOwner,
  type JobOwnerParts,
  type JobOwnerStartOptions,
  type OpenJobOwnerOptions,
} from './job-owner.ts';
import type { JobSweeper, SweepChores } from './job-sweeper.ts';
import type { LifecycleJob, LifecycleRepositories } from './lifecycle.ports.ts';

/** What every job owner's `start*` takes, besides what is its own. */
export interface JobOwnerProcessOptions extends JobOwnerStartOptions {
  databaseUrl: string;
  poolMax?: number;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  /** Handlers in flight beyond which calls are refused (GRPC_MAX_IN_FLIGHT; default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  grpcMaxInFlight?: number;
  shutdownGraceMs?: number;
  logger: Logger;
  storage: StorageOptions;
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  publicStorageEndpoint?: string;
  /** Names the account folders (STORAGE_KEY_SECRET): the same secret as the gateway's and the worker's. */
  keys: AccountKeys;
  /** How remote files (a job's or an asset's URL) are fetched. */
  fetch?: ExternalFetchSettings;
  /** Which job create `webhook_url`s are accepted (default: https to public addresses only). */
  webhookUrls?: WebhookUrlSettings;
  ffmpeg?: FfmpegRunner;
}

export interface JobOwnerServiceOptions {
  /** As logs name the service, e.g. `real estate`. */
  name: string;
  schema: string;
  /** What the service's `start*` was given: database, storage, gRPC server and logger settings are read from it. */
  service: JobOwnerProcessOptions;
  /** The service's `create*Orm`: its schema's entities and migrations on a pool of `databaseUrl`. */
  orm: (databaseUrl: string, settings: { poolMax?: number; logger?: Logger }) => Promise<MikroORM>;
  /** How long pre-signed GET and PUT URLs stay valid (default 900 s each). */
  presign?: { getSeconds?: number; putSeconds?: number };
}

/** What the service's own parts are built on; `cleanups` run in reverse order on stop. */
export interface JobOwnerServiceParts {
  orm: MikroORM;
  objects: ObjectStore;
  cleanups: Cleanups;
  /**
   * openJobOwner with what the start-up already has (the service's options, the pool's
   * EntityManager, the logger, the object store, the cleanups); its bus becomes a dependency the
   * health service reports.
   */
  openJobOwner<J extends LifecycleJob, R extends LifecycleRepositories<J>>(
    options: Omit<OpenJobOwnerOptions<J, R>, 'service' | 'em' | 'logger' | 'objects' | 'cleanups'>,
  ): Promise<JobOwnerParts<J, R>>;
}

export interface JobOwnerServiceHandle {
  port: number;
  address: string;
  orm: MikroORM;
  /** Stops the server and everything the build registered; closes the pool. Once. */
  stop(): Promise<void>;
}

/**
 * What a job owner's `start*` answers: its server and its sweeper (tests run a sweep with
 * `sweeper.runOnce()`). Stopping it stops the server, consumers, relay and sweeper, and closes
 * the bus, billing client and pool.
 */
export interface JobOwnerHandle<
  J extends LifecycleJob,
  R extends LifecycleRepositories<J>,
  C extends SweepChores = SweepChores,
> extends JobOwnerServiceHandle {
  sweeper: JobSweeper<J, R, C>;
}

export async function startJobOwnerService<Own extends object>(
  options: JobOwnerServiceOptions,
  build: (parts: JobOwnerServiceParts) => Promise<{
    registration: ServiceRegistration;
    own: Own;
    /** What else the service cannot serve without besides its database and bus: health reports them. */
    dependencies?: GrpcServerOptions['dependencies'];
  }>,
): Promise<JobOwnerServiceHandle & Own> {
  const { service } = options;
  const { logger } = service;
  const cleanups: Cleanups = [];
  const cleanup = () =>
    runCleanups(cleanups, (err) => logger.error({ err }, `${options.name} shutdown step failed`));
  const orm = await options.orm(service.databaseUrl, { poolMax: service.poolMax, logger });
  cleanups.push(() => orm.close());
  try {
    if (service.migrate ?? true) {
      const applied = await migrate(orm, options.schema);
      if (applied.length > 0) logger.info({ applied }, `${options.name} migrations applied`);
    }
    const storage = createStorage(service.storage);
    await storage.ensureBucket();
    const publicStorage = service.publicStorageEndpoint
      ? createStorage({ ...service.storage, endpoint: service.publicStorageEndpoint })
      : undefined;
    const objects = createObjectStore({
      storage,
      publicStorage,
      getExpirySeconds: options.presign?.getSeconds ?? 900,
      putExpirySeconds: options.presign?.putSeconds ?? 900,
    });

    const buses: GrpcServerOptions['dependencies'] = [];
    const {
      registration,
      own,
      dependencies = [],
    } = await build({
      orm,
      objects,
      cleanups,
      async openJobOwner(owner) {
        const parts = await openJobOwner({ ...owner, service, em: orm.em, logger, objects, cleanups });
        buses.push(busDependency(parts.bus.nc));
        return parts;
      },
    });

    const server = createGrpcServer([registration], logger, {
      dependencies: [databaseDependency(orm), ...buses, ...dependencies],
      maxInFlight: service.grpcMaxInFlight,
    });
    const port = await server.listen(service.grpcAddress);
    cleanups.push(() => server.stop(service.shutdownGraceMs ?? 5_000));
    const host = service.grpcAddress.slice(0, service.grpcAddress.lastIndexOf(':'));
    let stopping: Promise<void> | undefined;
    return { ...own, port, address: `${host}:${port}`, orm, stop: () => (stopping ??= cleanup()) };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

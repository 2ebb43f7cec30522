// Composition root: the database, the endpoints service and its gRPC server, the consumer of the
// public job events and the dispatcher. Used by main.ts and by tests to run in-process.
import { createAddressPolicy, type Resolver } from '@platform/assets';
import { busDependency, busNames, connectBus, ensureStreams } from '@platform/bus';
import { databaseDependency, migrate as applyMigrations, ormFactory, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { webhooksProto } from '@platform/protos';
import { v7 as uuidv7 } from 'uuid';
import { createHttpSender } from './adapters/http.sender.ts';
import { createJobEventsConsumer } from './dispatch/job-events.consumer.ts';
import { Dispatcher } from './dispatch/dispatcher.ts';
import { EndpointsService } from './domain/endpoints.service.ts';
import type { Clock } from './domain/ports.ts';
import { DEFAULT_RETRY_DELAYS_MS, retrySchedule } from './domain/retry-schedule.ts';
import { webhooksHandlers } from './grpc/webhooks.handlers.ts';
import { WEBHOOKS_SCHEMA, webhooksEntities } from './persistence/entities.ts';
import { webhooksMigrations } from './persistence/migrations/index.ts';
import { createWebhooksStore } from './persistence/webhooks.store.ts';

export const WEBHOOKS_SERVICE_NAME = 'webhooks.v1.WebhooksService';

export interface StartWebhooksOptions {
  databaseUrl: string;
  natsUrl: string;
  /** Tests pass a unique prefix so parallel files never share streams. */
  busPrefix?: string;
  /** `host:port`; port 0 picks a free port. */
  grpcAddress: string;
  /** Handlers in flight beyond which calls are refused (GRPC_MAX_IN_FLIGHT; default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  grpcMaxInFlight?: number;
  logger: Logger;
  migrate?: boolean;
  delivery?: {
    timeoutMs?: number;
    retryDelaysMs?: readonly number[];
    /** Local development and tests: plain http endpoints. */
    allowHttp?: boolean;
    /** CIDRs exempt from the private-address block (tests: the loopback receiver). */
    allowCidrs?: string[];
    resolve?: Resolver;
    pollMs?: number;
    /** Default: the timeout plus 30 s. */
    leaseMs?: number;
  };
  clock?: Clock;
  poolMax?: number;
  shutdownGraceMs?: number;
}

export interface WebhooksHandle {
  port: number;
  address: string;
  orm: MikroORM;
  dispatcher: Dispatcher;
  stop(): Promise<void>;
}

export const createWebhooksOrm = ormFactory({
  schema: WEBHOOKS_SCHEMA,
  entities: webhooksEntities,
  migrations: webhooksMigrations,
});

export async function startWebhooks(options: StartWebhooksOptions): Promise<WebhooksHandle> {
  const { logger } = options;
  const cleanups: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const orm = await createWebhooksOrm(options.databaseUrl, { poolMax: options.poolMax, logger });
    cleanups.push(() => orm.close());
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, WEBHOOKS_SCHEMA);
      if (applied.length > 0) logger.info({ applied }, 'webhooks migrations applied');
    }
    const store = createWebhooksStore(orm);
    const clock = options.clock ?? { now: () => new Date() };
    const delivery = options.delivery ?? {};
    const policy = createAddressPolicy(delivery.allowCidrs ?? []);
    const timeoutMs = delivery.timeoutMs ?? 10_000;
    const dispatcher = new Dispatcher({
      store,
      sender: createHttpSender({ policy, timeoutMs, resolve: delivery.resolve }),
      clock,
      schedule: retrySchedule(delivery.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS),
      logger,
      leaseMs: Math.max(delivery.leaseMs ?? timeoutMs + 30_000, timeoutMs + 1_000),
      batch: 50,
      pollMs: delivery.pollMs ?? 5_000,
    });
    const endpoints = new EndpointsService({
      store,
      clock,
      newId: () => uuidv7(),
      policy,
      resolve: delivery.resolve,
      allowHttp: delivery.allowHttp ?? false,
      allowCidrs: delivery.allowCidrs ?? [],
      wake: () => dispatcher.wake(),
    });

    const bus = await connectBus({ url: options.natsUrl, name: 'webhooks' });
    cleanups.push(() => bus.close());
    const names = busNames(options.busPrefix ?? '');
    await ensureStreams(bus.jsm, names);
    const consumer = createJobEventsConsumer({
      bus,
      names,
      store,
      clock,
      newId: () => uuidv7(),
      wake: () => dispatcher.wake(),
      logger,
    });
    await consumer.start();
    cleanups.push(() => consumer.stop({ graceMs: 5_000 }));
    dispatcher.start();
    cleanups.push(() => dispatcher.stop());

    const server = createGrpcServer(
      [
        registration(
          WEBHOOKS_SERVICE_NAME,
          webhooksProto().webhooks.v1.WebhooksService.service,
          webhooksHandlers(endpoints),
        ),
      ],
      logger,
      {
        dependencies: [databaseDependency(orm), busDependency(bus.nc)],
        maxInFlight: options.grpcMaxInFlight,
      },
    );
    const port = await server.listen(options.grpcAddress);
    cleanups.push(() => server.stop(options.shutdownGraceMs ?? 5_000));
    const host = options.grpcAddress.slice(0, options.grpcAddress.lastIndexOf(':'));
    let stopping: Promise<void> | undefined;
    return { port, address: `${host}:${port}`, orm, dispatcher, stop: () => (stopping ??= stopAll()) };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

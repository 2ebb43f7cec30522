// Starts whatever infrastructure is not configured (in parallel) and reports each part as soon
// as it is up, so a failure elsewhere still stops what did start.
import { join } from 'node:path';
import { createStorage } from '@platform/storage';
import { startNats } from './nats.ts';
import { startPostgres } from './postgres.ts';
import { startRedis } from './redis.ts';
import type { LineSink, ManagedProcess } from './processes.ts';
import { startS3 } from './s3.ts';
import type { Endpoints } from './service-env.ts';
import type { StackSettings } from './settings.ts';

export interface Stoppable {
  name: string;
  stop(): Promise<unknown>;
}

export interface InfrastructureHooks {
  sink: LineSink;
  /** A server process exists (not ready yet). */
  onSpawn(process: ManagedProcess): void;
  /** A part is ready and must be stopped at the end. */
  onStarted(part: Stoppable): void;
}

/** Several gateways share their limits through Redis: the runner starts one unless REDIS_URL is set. */
export const startsRedis = (settings: StackSettings): boolean =>
  (settings.replicas ?? 1) > 1 && !settings.redisUrl;

export async function startInfrastructure(
  settings: StackSettings,
  hooks: InfrastructureHooks,
): Promise<Endpoints & { redisUrl?: string }> {
  const { sink, onSpawn, onStarted } = hooks;
  const started = await Promise.allSettled([
    settings.databaseUrl ??
      startPostgres({
        dataDir: join(settings.dataDir, 'postgres'),
        port: settings.pg.port,
        database: settings.pg.database,
        osUser: settings.pg.osUser,
        sink,
        onSpawn,
      }).then((pg) => (onStarted({ name: 'postgres', stop: pg.stop }), pg.url)),
    settings.natsUrl ??
      startNats({ dataDir: join(settings.dataDir, 'nats'), port: settings.natsPort, sink, onSpawn }).then(
        (nats) => (onStarted({ name: 'nats', stop: nats.stop }), nats.url),
      ),
    settings.s3 ??
      startS3({ dataDir: join(settings.dataDir, 's3'), port: settings.s3Port, bucket: settings.bucket }).then(
        (s3) => (onStarted({ name: 's3rver', stop: s3.stop }), s3),
      ),
    startsRedis(settings)
      ? startRedis({
          dataDir: join(settings.dataDir, 'redis'),
          port: settings.redisPort ?? 16379,
          sink,
          onSpawn,
        }).then((redis) => (onStarted({ name: 'redis', stop: redis.stop }), redis.url))
      : settings.redisUrl,
  ]);
  const failures = started
    .filter((result) => result.status === 'rejected')
    .map((result) => String((result.reason as Error).message));
  if (failures.length > 0) throw new Error(failures.join('\n'));
  const [databaseUrl, natsUrl, s3, redisUrl] = started.map(
    (result) => (result as PromiseFulfilledResult<unknown>).value,
  ) as [string, string, Endpoints['s3'], string | undefined];

  if (settings.s3) {
    // An external endpoint (say, a MinIO container) may not have the platform bucket yet.
    await createStorage({ ...settings.s3, bucket: settings.bucket })
      .ensureBucket()
      .catch((err: unknown) => {
        throw new Error(`S3 at ${settings.s3?.endpoint} is not usable: ${(err as Error).message}`, {
          cause: err,
        });
      });
  }
  const where = (external: unknown, port: number) => (external ? '(external)' : `on ${port}`);
  sink(
    'stack',
    `infrastructure: postgres ${where(settings.databaseUrl, settings.pg.port)}, nats ${where(settings.natsUrl, settings.natsPort)}, s3 ${where(settings.s3, settings.s3Port)}${startsRedis(settings) ? `, redis on ${settings.redisPort}` : ''}`,
  );
  return { databaseUrl, natsUrl, s3, redisUrl };
}

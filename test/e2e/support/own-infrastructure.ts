// Infrastructure a fault test may stop and start again: its own PostgreSQL cluster and
// nats-server (never the machine's shared ones, which other tests use), and an s3rver behind a
// proxy that can cut storage off. Each restarts on the same port and data folder, so the cluster,
// the JetStream streams and their consumers survive, as they do when a real server restarts.
import { join } from 'node:path';
import { freePort } from '@platform/testkit';
import { startNats, type RunningNats } from '../../../deploy/local/nats.ts';
import { startPostgres, type RunningPostgres } from '../../../deploy/local/postgres.ts';
import type { LineSink } from '../../../deploy/local/processes.ts';
import { startS3, type RunningS3 } from '../../../deploy/local/s3.ts';
import { startFaultyS3Proxy, type FaultyS3Proxy } from './faulty-s3.proxy.ts';

export interface OwnInfrastructure {
  databaseUrl: string;
  natsUrl: string;
  /** The stack's S3 endpoint (the proxy) and s3rver's credentials. */
  s3: { endpoint: string; region: string; accessKey: string; secretKey: string };
  /** s3rver itself, for checks that must not go through the proxy. */
  directS3: RunningS3;
  proxy: FaultyS3Proxy;
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  stopNats(): Promise<void>;
  startNats(): Promise<void>;
  close(): Promise<void>;
}

export async function startOwnInfrastructure(dataDir: string, sink: LineSink): Promise<OwnInfrastructure> {
  const pgOptions = {
    dataDir: join(dataDir, 'postgres'),
    port: await freePort(),
    database: 'platform',
    osUser: 'postgres',
    sink,
  };
  const natsOptions = { dataDir: join(dataDir, 'nats'), port: await freePort(), sink };
  let postgres: RunningPostgres | undefined = await startPostgres(pgOptions);
  let nats: RunningNats | undefined = await startNats(natsOptions);
  const directS3 = await startS3({ dataDir: join(dataDir, 's3'), port: 0, bucket: 'media' });
  const proxy = await startFaultyS3Proxy(directS3.endpoint);
  const { url: databaseUrl } = postgres;
  const { url: natsUrl } = nats;
  return {
    databaseUrl,
    natsUrl,
    s3: {
      endpoint: proxy.endpoint,
      region: directS3.region,
      accessKey: directS3.accessKey,
      secretKey: directS3.secretKey,
    },
    directS3,
    proxy,
    async stopPostgres() {
      await postgres?.stop();
      postgres = undefined;
    },
    async startPostgres() {
      postgres = await startPostgres(pgOptions);
    },
    async stopNats() {
      await nats?.stop();
      nats = undefined;
    },
    async startNats() {
      nats = await startNats(natsOptions);
    },
    async close() {
      await proxy.close();
      await directS3.stop();
      await nats?.stop();
      await postgres?.stop();
    },
  };
}

// Helpers for medium and end-to-end tests: every test file gets its own fresh PostgreSQL
// database and, unless S3_ENDPOINT is set, its own in-process S3 server, so test files can run
// in parallel against the machine's shared services without seeing each other's data.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { DEFAULT_DATABASE_URL, DEFAULT_NATS_URL } from '@platform/config';

export const adminDatabaseUrl = (): string => process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
export const natsUrl = (): string => process.env.NATS_URL ?? DEFAULT_NATS_URL;

/**
 * STORAGE_KEY_SECRET of every test process and in-process service, so that fixtures build the
 * same `accounts/<tag>/` folders as the gateway, studio and worker under test.
 */
export const TEST_STORAGE_KEY_SECRET = 'test-only-storage-key-secret-0123456789abcdef';

/** A short random suffix for names that must not collide between parallel test files. */
export const uniqueSuffix = (): string => randomBytes(5).toString('hex');

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const name = `${prefix}_${uniqueSuffix()}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(adminDatabaseUrl(), name),
    async drop() {
      const client = new pg.Client({ connectionString: adminDatabaseUrl() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
  stop(): Promise<void>;
}

/** Uses S3_ENDPOINT when set; otherwise starts s3rver on a free loopback port. */
export async function startTestS3(): Promise<TestS3> {
  const bucket = `test-${uniqueSuffix()}`;
  if (process.env.S3_ENDPOINT) {
    return {
      endpoint: process.env.S3_ENDPOINT,
      accessKey: process.env.S3_ACCESS_KEY ?? 'S3RVER',
      secretKey: process.env.S3_SECRET_KEY ?? 'S3RVER',
      region: process.env.S3_REGION ?? 'us-east-1',
      bucket,
      stop: async () => {},
    };
  }
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
    bucket,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export { PORT_TAKEN, freePort, startOnFreePort } from './ports.ts';
export { grpcFailure } from './grpc-failure.ts';

// The floor under the job latency benchmark: the same hand-offs between processes as a real
// create -> `processing`, with none of our code in them. Four bare processes stand in for the
// gateway (node:http), studio, billing (grpc-js servers, node-postgres) and the media worker
// (a JetStream pull consumer that renders a 256x256 image with sharp), wired exactly as the
// stack is:
//
//   client -HTTP-> gateway -gRPC-> studio -SQL (project exists)-> studio -gRPC-> billing
//   -SQL (hold, debit and ledger entry in one statement)-> billing -> studio (job and outbox rows
//   written meanwhile in a transaction) -COMMIT-> studio -JetStream-> worker -JetStream event-> client
//
// No validation, no tracing, no ORM, no logging. What the real stack measures beyond this is
// the cost of our own code; the floor itself is what the host charges for the hops, and it
// moves with the host (see docs/benchmarks.md).
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { freePort } from '@platform/testkit';
import {
  Client,
  Server,
  ServerCredentials,
  credentials,
  type sendUnaryData,
  type ServerUnaryCall,
} from '@grpc/grpc-js';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import sharp from 'sharp';
import { SERVICE_NODE_FLAGS, SERVICE_PROCESS_ENV } from '../../deploy/local/services.ts';
import { HttpJsonClient } from './http-client.ts';
import { callUnary, jsonMethod, type JsonMethod } from './json-grpc.ts';

type Role = 'gateway' | 'studio' | 'billing' | 'worker';

interface FloorSettings {
  databaseUrl: string;
  natsUrl: string;
  /** Stream names and subjects unique to this run. */
  prefix: string;
  ports: { gateway: number; studio: number; billing: number };
}

const STUDIO = { create: jsonMethod('/floor.Studio/Create') };
const BILLING = { reserve: jsonMethod('/floor.Billing/Reserve') };

async function serve(
  definition: Record<string, JsonMethod>,
  implementation: Record<string, unknown>,
  port: number,
): Promise<void> {
  const server = new Server();
  server.addService(definition, implementation as never);
  await new Promise<void>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (err) =>
      err ? reject(err) : resolve(),
    ),
  );
}

const jobSubject = (prefix: string) => `${prefix}.jobs.t2i`;
const eventSubject = (prefix: string) => `${prefix}.events.status`;

async function runBilling(settings: FloorSettings): Promise<void> {
  const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 4 });
  await serve(
    BILLING,
    {
      reserve: async (
        unary: ServerUnaryCall<{ account: string; job: string; amount: string }, unknown>,
        done: sendUnaryData<unknown>,
      ) => {
        const { account, job, amount } = unary.request;
        const result = await pool.query(
          `with hold as (insert into floor.holds (job_id, account, amount) values ($1, $2, $3) returning amount),
                debit as (update floor.balances set available = available - (select amount from hold)
                          where account = $2 and available >= $3 returning available),
                entry as (insert into floor.ledger (account, job_id, delta) select $2, $1, -amount from hold returning 1)
           select (select available from debit) as available`,
          [job, account, amount],
        );
        done(null, { placed: result.rows[0]?.available !== null });
      },
    },
    settings.ports.billing,
  );
}

async function runStudio(settings: FloorSettings): Promise<void> {
  const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: 4 });
  const billing = new Client(`127.0.0.1:${settings.ports.billing}`, credentials.createInsecure());
  const js = jetstream(await connect({ servers: settings.natsUrl }));
  await serve(
    STUDIO,
    {
      create: async (
        unary: ServerUnaryCall<{ account: string; project: string; prompt: string }, unknown>,
        done: sendUnaryData<unknown>,
      ) => {
        const { account, project, prompt } = unary.request;
        const found = await pool.query('select 1 from floor.projects where account = $1 and id = $2', [
          account,
          project,
        ]);
        if (found.rowCount !== 1) return done({ code: 5, details: 'project not found' });
        const job = randomUUID();
        const payload = JSON.stringify({ job_id: job, prompt });
        // As studio does: billing reserves while the job and outbox rows are written; commit after.
        const reserving = callUnary(billing, BILLING.reserve, { account, job, amount: '1.5' });
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          await connection.query(
            'insert into floor.jobs (id, account, project, prompt) values ($1, $2, $3, $4)',
            [job, account, project, prompt],
          );
          await connection.query('insert into floor.outbox (id, subject, payload) values ($1, $2, $3)', [
            job,
            jobSubject(settings.prefix),
            payload,
          ]);
          await reserving;
          await connection.query('commit');
        } finally {
          connection.release();
        }
        await js.publish(jobSubject(settings.prefix), payload, { msgID: job });
        done(null, { id: job, status: 'queued' });
      },
    },
    settings.ports.studio,
  );
}

async function runGateway(settings: FloorSettings): Promise<void> {
  const studio = new Client(`127.0.0.1:${settings.ports.studio}`, credentials.createInsecure());
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      callUnary(studio, STUDIO.create, { account: 'floor-account', ...body }).then(
        (job) => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(job)),
        () => response.writeHead(500).end('{}'),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(settings.ports.gateway, '127.0.0.1', resolve));
}

async function runWorker(settings: FloorSettings): Promise<void> {
  const js = jetstream(await connect({ servers: settings.natsUrl }));
  const consumer = await js.consumers.get(`${settings.prefix}_JOBS`, 'worker');
  const status = (job_id: string, value: string) =>
    js.publish(eventSubject(settings.prefix), JSON.stringify({ job_id, status: value }), {
      msgID: `${job_id}:${value}`,
    });
  void (async () => {
    for (;;) {
      const batch = await consumer.fetch({ max_messages: 1, expires: 30_000 });
      for await (const message of batch) {
        const job = message.json<{ job_id: string }>();
        await status(job.job_id, 'processing');
        await sharp({
          create: { width: 256, height: 256, channels: 3, background: { r: 40, g: 80, b: 120 } },
        })
          .png()
          .toBuffer();
        await status(job.job_id, 'completed');
        message.ack();
      }
    }
  })();
}

const roles: Record<Role, (settings: FloorSettings) => Promise<void>> = {
  gateway: runGateway,
  studio: runStudio,
  billing: runBilling,
  worker: runWorker,
};

export interface Floor {
  /** Creates one job and resolves with create -> `processing` in ms, once the job completed. */
  runOne(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the bare processes against `databaseUrl` (a fresh database) and `natsUrl`. */
export async function startFloor(databaseUrl: string, natsUrl: string): Promise<Floor> {
  const prefix = `floor_${randomUUID().slice(0, 8)}`;
  const settings: FloorSettings = {
    databaseUrl,
    natsUrl,
    prefix,
    ports: { gateway: await freePort(), studio: await freePort(), billing: await freePort() },
  };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const project = randomUUID();
  try {
    await admin.query(`create schema floor;
      create table floor.projects (id uuid primary key, account text not null);
      create table floor.jobs (id uuid primary key, account text not null, project uuid not null references floor.projects, prompt text, created_at timestamptz default now());
      create table floor.outbox (id uuid primary key, subject text, payload jsonb, created_at timestamptz default now());
      create table floor.balances (account text primary key, available numeric not null check (available >= 0));
      create table floor.holds (job_id uuid primary key, account text, amount numeric);
      create table floor.ledger (id bigserial primary key, account text, job_id uuid, delta numeric);
      insert into floor.balances values ('floor-account', 1000000);`);
    await admin.query('insert into floor.projects values ($1, $2)', [project, 'floor-account']);
  } finally {
    await admin.end();
  }

  const nc = await connect({ servers: natsUrl });
  const jsm = await jetstreamManager(nc);
  await jsm.streams.add({
    name: `${prefix}_JOBS`,
    subjects: [`${prefix}.jobs.>`],
    retention: 'workqueue' as never,
  });
  await jsm.streams.add({ name: `${prefix}_EVENTS`, subjects: [`${prefix}.events.>`] });
  await jsm.consumers.add(`${prefix}_JOBS`, { durable_name: 'worker', ack_policy: 'explicit' as never });

  const children: ChildProcess[] = [];
  for (const role of ['billing', 'studio', 'gateway', 'worker'] as const) {
    const child = fork(new URL(import.meta.url).pathname, [role, JSON.stringify(settings)], {
      execArgv: [...SERVICE_NODE_FLAGS],
      env: { ...process.env, ...SERVICE_PROCESS_ENV },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`floor ${role} exited with ${code}`)));
    });
  }

  const events = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  nc.subscribe(eventSubject(prefix), {
    callback: (err, message) => {
      if (err) return;
      const at = performance.now();
      const event = message.json<{ job_id: string; status: string }>();
      const key = `${event.job_id}:${event.status}`;
      arrived.set(key, at);
      events.get(key)?.(at);
    },
  });
  await nc.flush();
  const when = (key: string) => {
    const at = arrived.get(key);
    if (at !== undefined) return Promise.resolve(at);
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`floor: no ${key} event within 30 s`)), 30_000);
      events.set(key, (time) => {
        clearTimeout(timer);
        resolve(time);
      });
    });
  };

  const client = new HttpJsonClient(`http://127.0.0.1:${settings.ports.gateway}`);
  const body = JSON.stringify({ project, prompt: 'a lighthouse at dawn' });
  return {
    async runOne() {
      const start = performance.now();
      const created = await client.request<{ id: string }>('POST', '/', body);
      const started = await when(`${created.body.id}:processing`);
      await when(`${created.body.id}:completed`);
      arrived.clear();
      events.clear();
      return started - start;
    },
    async stop() {
      client.close();
      for (const child of children) child.kill();
      await jsm.streams.delete(`${prefix}_JOBS`).catch(() => undefined);
      await jsm.streams.delete(`${prefix}_EVENTS`).catch(() => undefined);
      await nc.close();
    },
  };
}

// Run as one of the four processes: only as the main module. Imported (by the job latency
// benchmark, through the bench runner), the arguments are the runner's: `npm run bench -- gateway
// idle-rss` once read "gateway" as a role here and "idle-rss" as its settings, and crashed.
if (import.meta.main) {
  const [role, settingsJson] = process.argv.slice(2);
  if (!role || !(role in roles) || !settingsJson)
    throw new Error(`usage: job-latency-floor.ts <${Object.keys(roles).join('|')}> <settings JSON>`);
  await roles[role as Role](JSON.parse(settingsJson) as FloorSettings);
  process.send?.('ready');
}

// One file over 300 lines on purpose: its cases share one stack with two of every process, and each
// e2e file starts its own (the suite's time).
// Two of every process: the local runner with STACK_REPLICAS=2 (two gateways on neighbouring
// ports, two of every gRPC service, two media workers, its own redis-server for the gateways'
// shared limits), driven as a client would. A rate limit holds across both gateways; a job made
// through one gateway shows on the other's event stream; a cancel through either gateway stops
// the job on whichever worker runs it; a worker SIGKILLed mid-job leaves one completed job and
// one charge; a gateway SIGKILLed mid-request leaves a retrying client its answer from the other
// gateway and one job. Under a flood of the balance route (2,000 connections) both gateways'
// probe ports answer every readiness and liveness probe with 200 within 1 s; with billing gone
// both turn unready naming it within 5 s, and ready again within 5 s of its return. Jobs that must be mid-flight go to a stand-in image provider (this test's
// HTTP server) that holds a request until its worker lets go of it; the process owning the
// request's connection is the worker running the job.
import { execFile } from 'node:child_process';
import { readFile, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, freePort, natsUrl, uniqueSuffix, type TestDatabase } from '@platform/testkit';
import { busNames, connectBus, deleteStreams } from '../../packages/bus/src/index.ts';
import { parseCliOutput } from '../../deploy/local/dev-account.ts';
import { LocalStack } from '../../deploy/local/orchestrator.ts';
import { repositoryLayout } from '../../deploy/local/stack-layout.ts';
import { SERVICES, type ServiceDefinition } from '../../deploy/local/services.ts';
import { memorySink, tempDir } from '../../deploy/local/test-support.ts';
import { makeImage } from '@platform/testkit/media';
import { SseClient } from './support/sse-client.ts';
import { probeOnNewConnection } from '../bench/http-client.ts';
import { createHealthChecker } from '../../packages/grpc/src/index.ts';

const root = resolve(import.meta.dirname, '..', '..');
const busPrefix = `T_${uniqueSuffix()}`;
/** The catalogue's text-to-image model that the stand-in provider serves here. */
const HELD_MODEL = 'nebula_t2i';
/** Job creations per account before the shared bucket refuses (it refills next to never here). */
const JOB_CREATE_BURST = 10;

interface ProviderCall {
  /** The caller's end of the connection. */
  port: number;
  prompt: string;
  /** The worker went away (cancelled, killed) before an answer. */
  dropped: boolean;
}

let database: TestDatabase;
let db: pg.Client;
let dataDir: string;
let provider: Server;
let stack: LocalStack;
let exitCode: Promise<number>;
let gateways: [string, string];
/** Each gateway's probe port (/livez and /healthz only). */
let probeBases: [string, string];
let devKey: string;
let memory: ReturnType<typeof memorySink>;
const calls: ProviderCall[] = [];
const sse: SseClient[] = [];
/** Restarts of billing wait for this (the flood case holds billing down for a while). */
let billingReturn: Promise<void> = Promise.resolve();

/** Answers every call at once, except the first call of a prompt starting with `hold`. */
function startProvider(): Promise<Server> {
  const server = createServer((request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { prompt: string; n?: number };
      const call: ProviderCall = {
        port: request.socket.remotePort ?? 0,
        prompt: body.prompt,
        dropped: false,
      };
      const first = !calls.some((earlier) => earlier.prompt === body.prompt);
      calls.push(call);
      response.on('close', () => (call.dropped = !response.writableFinished));
      if (first && body.prompt.startsWith('hold')) return;
      void makeImage(256, 256, 'png').then((png) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            data: Array.from({ length: body.n ?? 1 }, () => ({ b64_json: png.toString('base64') })),
          }),
        ),
      );
    });
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** The catalogue with HELD_MODEL on the stand-in provider. */
async function heldCatalogue(): Promise<string> {
  const catalogue = JSON.parse(await readFile(join(root, 'config/model-catalogue.json'), 'utf8')) as {
    models: Record<string, unknown>[];
  };
  const port = (provider.address() as { port: number }).port;
  for (const model of catalogue.models)
    if (model.name === HELD_MODEL)
      Object.assign(model, {
        engine: 'openai-images',
        config: {
          base_url: `http://127.0.0.1:${port}`,
          model: 'held-image-model',
          retries: 0,
          timeout_ms: 120_000,
        },
      });
  const file = join(dataDir, 'model-catalogue.json');
  await writeFile(file, JSON.stringify(catalogue));
  return file;
}

/** Two free ports next to each other: the gateways'. */
async function neighbourPorts(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const probe = createServer();
    const free = await new Promise<boolean>((done) =>
      probe.once('error', () => done(false)).listen(port + 1, '127.0.0.1', () => done(true)),
    );
    if (free) {
      await new Promise((done) => probe.close(done));
      return port;
    }
  }
}

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  gateway: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  key = devKey,
): Promise<Answer> {
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: {
      Authorization: `Token ${key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const t2iPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/text-to-image/`;
const job = (prompt: string, model = HELD_MODEL) => ({
  prompt,
  model_name: model,
  model_config: { width: 256, height: 256 },
});

async function newProject(gateway: string, name: string): Promise<string> {
  const project = await call(gateway, 'POST', '/api/v2/studio/projects/', { name });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  return project.body.id as string;
}

async function ledger(jobId: string): Promise<{ kind: string; amount: string }[]> {
  const { rows } = await db.query<{ kind: string; amount: string }>(
    'select kind, amount::text as amount from billing.ledger_entries where job_id = $1 order by id',
    [jobId],
  );
  return rows.map((row) => ({ ...row }));
}

const until = <T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeout = 60_000) =>
  expect
    .poll(async () => done(await read()), { timeout, interval: 100 })
    .toBe(true)
    .then(read);

/** The call holding the job with this prompt, once its worker has made it. */
const heldCall = (prompt: string) =>
  until(() => calls.find((one) => one.prompt === prompt), Boolean) as Promise<ProviderCall>;

/** The worker process whose TCP connection has local port `port` (its socket inode in /proc). */
async function workerOwning(port: number): Promise<string> {
  // The provider sees the request before the kernel's table is always readable with the
  // connection's inode (it can read 0 for a moment), so look again for a few seconds.
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const tables = await Promise.all(
      ['/proc/net/tcp', '/proc/net/tcp6'].map((path) => readFile(path, 'utf8').catch(() => '')),
    );
    const inode = tables
      .join('\n')
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find((fields) => fields[1]?.endsWith(`:${hex}`) && fields[9] !== '0')?.[9];
    for (const name of ['media-worker', 'media-worker#2']) {
      const pid = inode ? stack.pidOf(name) : undefined;
      const fds = pid ? await readdir(`/proc/${pid}/fd`).catch(() => []) : [];
      for (const fd of fds)
        if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')) === `socket:[${inode}]`) return name;
    }
    if (Date.now() > deadline) throw new Error(`no worker owns the connection from port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createTestDatabase('replicas');
  dataDir = await tempDir('stack-replicas-');
  provider = await startProvider();
  const env = { BUS_PREFIX: busPrefix, LOG_LEVEL: 'warn', MODEL_CATALOGUE_PATH: await heldCatalogue() };
  const services: ServiceDefinition[] = [];
  for (const service of SERVICES) {
    const extra = {
      ...(service.grpcAddr ? { grpcAddr: `127.0.0.1:${await freePort()}` } : {}),
      ...(service.metricsPort !== undefined ? { metricsPort: await freePort() } : {}),
    };
    const own: Record<string, string> =
      service.name === 'media-worker'
        ? { WORKER_ACK_WAIT_MS: '3000', WORKER_SHUTDOWN_GRACE_MS: '1000' }
        : service.name === 'gateway'
          ? {
              RATE_LIMIT_JOB_CREATE_BURST: String(JOB_CREATE_BURST),
              RATE_LIMIT_JOB_CREATE_PER_MINUTE: '0.001',
            }
          : {};
    services.push({
      ...service,
      ...(service.grpcAddr ? { grpcAddr: `127.0.0.1:${await freePort()}` } : {}),
      ...(service.metricsPort !== undefined ? { metricsPort: await freePort() } : {}),
      env: { ...service.env, ...env, ...own },
      extraReplicas: [extra],
    });
  }
  const [pgPort, natsPort, s3Port, redisPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // Last, so that no other port handed out here is the second gateway's.
  const gatewayPort = await neighbourPorts();
  let probePort = await neighbourPorts();
  while (Math.abs(probePort - gatewayPort) < 2) probePort = await neighbourPorts();
  gateways = [`http://127.0.0.1:${gatewayPort}`, `http://127.0.0.1:${gatewayPort + 1}`];
  probeBases = [`http://127.0.0.1:${probePort}`, `http://127.0.0.1:${probePort + 1}`];
  memory = memorySink();
  const printed: string[] = [];
  stack = new LocalStack(
    {
      root,
      dataDir,
      databaseUrl: database.url,
      natsUrl: natsUrl(),
      bucket: 'media',
      region: 'us-east-1',
      gatewayPort,
      gatewayProbePort: probePort,
      pg: { port: pgPort, database: 'unused', osUser: 'postgres' },
      natsPort,
      s3Port,
      readyTimeoutMs: 240_000,
      replicas: 2,
      redisPort,
    },
    services,
    repositoryLayout,
    { sink: memory.sink, print: (text) => printed.push(text), color: false },
    { beforeRestart: (name) => (name.startsWith('billing') ? billingReturn : Promise.resolve()) },
  );
  exitCode = stack.run();
  await vi.waitFor(() => expect(printed.join('\n')).toMatch(/Platform is ready|stopped because/), {
    timeout: 240_000,
    interval: 250,
  });
  expect(printed.join('\n')).toContain('Platform is ready');
  devKey = (JSON.parse(await readFile(join(dataDir, 'dev-account.json'), 'utf8')) as { api_key: string })
    .api_key;
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 300_000);

afterAll(async () => {
  for (const client of sse) client.close();
  stack?.requestStop('SIGTERM');
  const code = await exitCode;
  await db?.end();
  provider?.close();
  const bus = await connectBus({ url: natsUrl(), name: 'replicas-cleanup' });
  await deleteStreams(bus.jsm, busNames(busPrefix));
  await bus.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  expect(code).toBe(0);
}, 120_000);

describe('the local stack with two of every process', () => {
  it('runs two of each, every replica of every service serving', async () => {
    for (const name of SERVICES.map((service) => service.name)) {
      expect(stack.pidOf(name), name).toBeGreaterThan(0);
      expect(stack.pidOf(`${name}#2`), `${name}#2`).toBeGreaterThan(0);
    }
    for (const gateway of gateways) {
      const health = await fetch(`${gateway}/healthz`);
      expect(health.status).toBe(200);
      const body = (await health.json()) as { replicas: Record<string, Record<string, string>> };
      expect(Object.keys(body.replicas).sort()).toEqual([
        'billing',
        'enhancement',
        'real-estate',
        'sharing',
        'studio',
        'webhooks',
      ]);
      for (const replicas of Object.values(body.replicas))
        expect(Object.values(replicas)).toEqual(['ok', 'ok']);
    }
    expect(memory.of('stack').join('\n')).toMatch(/redis on \d+/);
  });

  it("answers each gateway's probes on its probe port, and nothing else there", async () => {
    for (const base of probeBases) {
      expect((await fetch(`${base}/livez`)).status).toBe(200);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { status: string }).status).toBe('ok');
      const api = await fetch(`${base}/api/accounts/profile/balance/`, {
        headers: { Authorization: `Token ${devKey}` },
      });
      expect(api.status).toBe(404);
      expect(await api.json()).toMatchObject({ detail: expect.stringMatching(/livez and \/healthz only/) });
    }
  });

  it('holds a rate limit across both gateways', async () => {
    // An account of its own: its job-creation bucket is untouched by the other tests.
    const cli = await promisify(execFile)(
      process.execPath,
      repositoryLayout.createAccount.map((arg) =>
        arg.replace('dev@example.com', `limits-${uniqueSuffix()}@example.com`),
      ),
      {
        cwd: root,
        env: { ...process.env, BILLING_GRPC_ADDR: await billingAddresses() },
      },
    );
    const { api_key: key } = parseCliOutput(cli.stdout);
    const project = (await call(gateways[0], 'POST', '/api/v2/studio/projects/', { name: 'Limits' }, {}, key))
      .body.id as string;
    // Invalid creations (400) draw on the bucket like valid ones, and start no job.
    const answers: number[][] = [[], []];
    for (let i = 0; i < 3 * JOB_CREATE_BURST; i++)
      answers[i % 2]!.push((await call(gateways[i % 2]!, 'POST', t2iPath(project), {}, {}, key)).status);
    const accepted = answers.flat().filter((status) => status !== 429);
    // Each gateway counting alone would accept the burst twice.
    expect(accepted.length, [...memory.of('gateway'), ...memory.of('gateway#2')].join('\n')).toBe(
      JOB_CREATE_BURST,
    );
    expect(new Set(accepted)).toEqual(new Set([400]));
    for (const one of answers) expect(one).toContain(429);
  });

  it("shows a job made through one gateway on the other gateway's event stream", async () => {
    const stream = await SseClient.open(`${gateways[1]}/api/v2/events/`, {
      Authorization: `Token ${devKey}`,
    });
    sse.push(stream);
    expect(stream.status).toBe(200);
    await stream.until((frames) => frames.some((frame) => frame.comment === 'connected'));
    const project = await newProject(gateways[0], 'Events');
    const created = await call(gateways[0], 'POST', t2iPath(project), job('a lighthouse', 'zephyr_t2i'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const ofJob = () =>
      stream
        .events()
        .filter((event) => event.body?.data?.job?.id === created.body.id)
        .map((event) => event.event);
    await stream.until(() => ofJob().includes('job.completed'));
    expect(ofJob()).toEqual(expect.arrayContaining(['job.created', 'job.started', 'job.completed']));
  });

  it('stops a job on whichever worker runs it, cancelled through either gateway', async () => {
    const project = await newProject(gateways[0], 'Cancels');
    for (const [creator, canceller] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const prompt = `hold to cancel ${creator}`;
      const created = await call(gateways[creator], 'POST', t2iPath(project), job(prompt));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const held = await heldCall(prompt);
      const cancelled = await call(
        gateways[canceller],
        'POST',
        `${t2iPath(project)}${created.body.id}/cancel/`,
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      // The worker running it let go of the provider's call: the job stopped there.
      await until(() => held.dropped, Boolean, 30_000);
      await until(
        () => ledger(created.body.id),
        (rows) => rows.length === 2,
      );
      expect(await ledger(created.body.id)).toEqual([
        { kind: 'reserve', amount: '-0.0400' },
        { kind: 'release', amount: '0.0400' },
      ]);
    }
  });

  it('completes a job once, charged once, when its worker is SIGKILLed mid-job', async () => {
    const project = await newProject(gateways[1], 'Worker crash');
    const created = await call(gateways[1], 'POST', t2iPath(project), job('hold while a worker dies'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const held = await heldCall('hold while a worker dies');
    const name = await workerOwning(held.port);
    const killed = stack.pidOf(name) as number;
    process.kill(-killed, 'SIGKILL');
    await until(() => held.dropped, Boolean, 10_000);
    // The job is handed to a worker again once its acknowledgement is overdue, and completes.
    const path = `${t2iPath(project)}${created.body.id}/`;
    const done = await until(
      () => call(gateways[0], 'GET', path),
      (read) => !['queued', 'processing'].includes(read.body.status),
      90_000,
    );
    expect(done.body.status, JSON.stringify(done.body)).toBe('completed');
    expect(
      calls.filter((one) => one.prompt === 'hold while a worker dies').map((one) => one.dropped),
    ).toEqual([true, false]);
    expect(await ledger(created.body.id)).toEqual([
      { kind: 'reserve', amount: '-0.0400' },
      { kind: 'capture', amount: '0.0000' },
    ]);
    expect(memory.of('stack').join('\n')).toContain(`${name} was killed by SIGKILL (crash 1 in a row)`);
    await until(
      () => stack.pidOf(name),
      (pid) => pid !== undefined && pid !== killed,
      30_000,
    );
  });

  it('answers a client retrying on the other gateway when one is SIGKILLed mid-request, with one job', async () => {
    const project = await newProject(gateways[0], 'Gateway crash');
    const body = Buffer.from(JSON.stringify(job('a harbour at dawn', 'zephyr_t2i')));
    const key = `retry-${uniqueSuffix()}`;
    const headers = {
      Authorization: `Token ${devKey}`,
      'content-type': 'application/json',
      'Idempotency-Key': key,
    };
    // The request is half sent when its gateway dies.
    const url = new URL(`${gateways[0]}${t2iPath(project)}`);
    const inFlight = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    const outcome = new Promise<string>((done) => {
      inFlight.on('response', (response) => done(`answered ${response.statusCode}`));
      inFlight.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
    });
    inFlight.write(body.subarray(0, 10));
    // Let the headers and the first bytes reach the gateway (nothing it does can be waited for).
    await new Promise((done) => setTimeout(done, 300));
    const killed = stack.pidOf('gateway') as number;
    process.kill(-killed, 'SIGKILL');
    expect(await outcome).toBe('ECONNRESET');

    // The client retries on the other gateway, twice (its answer might be lost too): one job.
    const retried = await call(gateways[1], 'POST', t2iPath(project), JSON.parse(body.toString()), {
      'Idempotency-Key': key,
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const again = await call(gateways[1], 'POST', t2iPath(project), JSON.parse(body.toString()), {
      'Idempotency-Key': key,
    });
    expect(again.body.id).toBe(retried.body.id);
    const list = await call(gateways[1], 'GET', t2iPath(project));
    expect(list.body.results.map((one: { id: string }) => one.id)).toEqual([retried.body.id]);
    const done = await until(
      () => call(gateways[1], 'GET', `${t2iPath(project)}${retried.body.id}/`),
      (read) => read.body.status === 'completed',
    );
    expect(done.body.status).toBe('completed');
    expect((await ledger(retried.body.id)).map((row) => row.kind)).toEqual(['reserve', 'capture']);
    // The stack brings the killed gateway back.
    await until(
      async () => (await fetch(`${gateways[0]}/healthz`).catch(() => null))?.status,
      (status) => status === 200,
      60_000,
    );
  });
});

interface Probe {
  gateway: number;
  path: string;
  status: number;
  ms: number;
  body: string;
}

/** Probes /livez and /healthz on both gateways' probe ports every `everyMs`, on new connections, until stopped. */
function probing(everyMs: number) {
  const probes: Probe[] = [];
  const pending: Promise<unknown>[] = [];
  const timer = setInterval(() => {
    probeBases.forEach((base, gateway) => {
      for (const path of ['/livez', '/healthz'])
        pending.push(
          probeOnNewConnection(`${base}${path}`, 5_000).then((probe) =>
            probes.push({ gateway, path, ...probe }),
          ),
        );
    });
  }, everyMs);
  return {
    probes,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return probes;
    },
  };
}

/** Asks both gateways' /healthz every 100 ms until each answers `status`: how long after `since` each did, and its body. */
const healthzOfBoth = (status: number, since: number) =>
  Promise.all(
    probeBases.map((base) =>
      until(
        () => probeOnNewConnection(`${base}/healthz`),
        (probe) => probe.status === status,
        20_000,
      ).then((probe) => ({
        ms: performance.now() - since,
        body: JSON.parse(probe.body) as Record<string, unknown>,
      })),
    ),
  );

/** The load generator in a process of its own (test/bench/load.ts, autocannon): a closed loop of `connections` for `seconds`. */
async function flood(url: string, seconds: number, connections: number) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(root, 'test/bench/load.ts'),
      url,
      String(seconds),
      String(connections),
      `authorization=Token ${devKey}`,
    ],
    { cwd: root, timeout: (seconds + 60) * 1000, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { total: number; non2xx: number; errors: number };
}

describe('readiness under a flood and without billing', () => {
  it('answers every probe 200 within 1 s under a flood, and names billing while it is away', async () => {
    // Both gateways serve again after the case before (one was SIGKILLed).
    for (const base of probeBases)
      await until(
        () => probeOnNewConnection(`${base}/healthz`),
        (probe) => probe.status === 200,
        60_000,
      );
    const watch = probing(400);
    const loads = await Promise.all(
      gateways.map((gateway) => flood(`${gateway}/api/accounts/profile/balance/`, 15, 1_000)),
    );
    const probes = await watch.stop();
    // The flood reached both gateways (their answers, admitted or refused, are not the point here).
    for (const load of loads) expect(load.total, JSON.stringify(load)).toBeGreaterThan(1_000);
    // 15 s at one round every 400 ms: some 37 rounds of 4 probes; allow for the loaded machine's lateness.
    expect(probes.length).toBeGreaterThanOrEqual(4 * 25);
    const bad = probes.filter((probe) => probe.status !== 200 || probe.ms >= 1_000);
    expect(
      bad.map(({ gateway, path, status, ms }) => `${gateway} ${path} ${status} ${Math.round(ms)} ms`),
    ).toEqual([]);

    // Billing goes away (both replicas, held down): both gateways turn unready naming it within 5 s.
    let letBillingBack!: () => void;
    billingReturn = new Promise((resolve) => (letBillingBack = resolve));
    const billingReplicas = await billingAddresses();
    const billingPids = [stack.pidOf('billing'), stack.pidOf('billing#2')] as number[];
    const gone = performance.now();
    for (const pid of billingPids) process.kill(-pid, 'SIGKILL');
    const unready = await healthzOfBoth(503, gone);
    for (const { ms, body } of unready) {
      expect(ms).toBeLessThan(5_000);
      expect(body).toMatchObject({ status: 'unavailable', failed: ['billing'] });
      expect((body.services as Record<string, string>).billing).toBe('unavailable');
    }

    // Billing returns: from its first replica serving again, both gateways are ready within 5 s.
    letBillingBack();
    billingReturn = Promise.resolve();
    const billingHealth = createHealthChecker(billingReplicas);
    try {
      await until(() => billingHealth.check('', 500), Boolean, 60_000);
    } finally {
      billingHealth.close();
    }
    const back = performance.now();
    const ready = await healthzOfBoth(200, back);
    for (const { ms } of ready) expect(ms).toBeLessThan(5_000);
    expect(stack.pidOf('billing')).not.toBe(billingPids[0]);
  }, 180_000);
});

/** The billing replicas' addresses, from the gateway's health report. */
async function billingAddresses(): Promise<string> {
  const health = (await (await fetch(`${gateways[0]}/healthz`)).json()) as {
    replicas: { billing: Record<string, string> };
  };
  return Object.keys(health.replicas.billing).join(',');
}

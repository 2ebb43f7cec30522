// The local stack over infrastructure of its own that the test breaks while jobs run and uploads
// arrive: NATS restarted, PostgreSQL restarted, S3 unreachable for 10 s. After each fault every
// job has ended (completed and charged, or failed and refunded), every stored file belongs to a
// record and every recorded file is stored, no service process was restarted (each reconnected
// by itself), and meanwhile the gateway's /healthz named what was missing.
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '@platform/testkit';
import { LocalStack } from '../../deploy/local/orchestrator.ts';
import { repositoryLayout } from '../../deploy/local/stack-layout.ts';
import { SERVICES, type ServiceDefinition } from '../../deploy/local/services.ts';
import { memorySink, tempDir } from '../../deploy/local/test-support.ts';
import { waitFor } from '../../deploy/local/wait.ts';
import { makeImage } from '@platform/testkit/media';
import { chargesOf, missingFiles, orphanedFiles, query, type EndedJob } from './support/fault-checks.ts';
import { startOwnInfrastructure, type OwnInfrastructure } from './support/own-infrastructure.ts';

const root = resolve(import.meta.dirname, '..', '..');
const BUCKET = 'media';
const memory = memorySink();
const printed: string[] = [];
let dataDir: string;
let infra: OwnInfrastructure;
let stack: LocalStack;
let exitCode: Promise<number>;
let gateway: string;
let key: string;
let projectId: string;
let pids: Record<string, number | undefined>;

type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: string, path: string, body?: unknown): Promise<Answer> {
  const form = body instanceof FormData;
  const response = await fetch(`${gateway}${path}`, {
    method,
    headers: {
      Authorization: `Token ${key}`,
      ...(body && !form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? body : body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const health = async () => {
  const response = await fetch(`${gateway}/healthz`, { signal: AbortSignal.timeout(5_000) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const jobsPath = () => `/api/v2/studio/projects/${projectId}/jobs/text-to-image/`;

/** Creates a cheap job (one small image from the built-in renderer); retried while the platform answers 503. */
async function createJob(prompt: string): Promise<string> {
  for (;;) {
    const created = await call('POST', jobsPath(), {
      prompt,
      model_name: 'zephyr_t2i',
      model_config: { width: 256, height: 256 },
    });
    if (created.status === 201) return created.body.id;
    if (created.status !== 503)
      throw new Error(`creating a job: ${created.status} ${JSON.stringify(created.body)}`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** One multipart image upload; its answer, whatever it is (a fault may refuse it). */
async function upload(name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([await makeImage(320, 240, 'jpeg')], { type: 'image/jpeg' }), `${name}.jpg`);
  form.append('name', name);
  return (await call('POST', '/api/v2/studio/assets/images/', form).catch(() => ({ status: 0 }))).status;
}

/** Waits until every job has ended, and returns them as they ended. */
async function ended(ids: string[]): Promise<EndedJob[]> {
  const jobs: EndedJob[] = [];
  for (const id of ids) {
    let job: EndedJob | undefined;
    await expect
      .poll(
        async () =>
          (job = (await call('GET', `${jobsPath()}${id}/`).catch(() => ({ body: null }))).body as EndedJob)
            ?.status,
        { timeout: 90_000, interval: 250 },
      )
      .toMatch(/^(completed|failed)$/);
    jobs.push(job as EndedJob);
  }
  return jobs;
}

/** Polls /healthz until it is 503 and shows `expected`; returns that body. */
async function unhealthyShowing(expected: Record<string, unknown>): Promise<Record<string, unknown>> {
  let seen: Record<string, unknown> = {};
  await expect
    .poll(async () => ((seen = (await health()).body), seen), { timeout: 30_000, interval: 250 })
    .toMatchObject(expected);
  return seen;
}

/** What must hold after every fault. */
async function expectRecovered(jobIds: string[]): Promise<EndedJob[]> {
  const jobs = await ended(jobIds);
  await chargesOf(infra.databaseUrl, jobs);
  await expect
    .poll(() => orphanedFiles(infra.databaseUrl, join(dataDir, 'infra', 's3'), BUCKET), {
      timeout: 30_000,
      interval: 500,
    })
    .toEqual([]);
  expect(await missingFiles(infra.databaseUrl, join(dataDir, 'infra', 's3'), BUCKET)).toEqual([]);
  await expect.poll(async () => (await health()).status, { timeout: 30_000, interval: 250 }).toBe(200);
  // Nobody restarted anything: each service reconnected in its own process.
  expect(Object.fromEntries(SERVICES.map((service) => [service.name, stack.pidOf(service.name)]))).toEqual(
    pids,
  );
  expect(memory.of('stack').join('\n')).not.toMatch(/restarting/);
  return jobs;
}

beforeAll(async () => {
  dataDir = await tempDir('stack-faults-');
  infra = await startOwnInfrastructure(join(dataDir, 'infra'), memory.sink);
  const services: ServiceDefinition[] = [];
  for (const service of SERVICES) {
    // The worker's health port too: another stack on this machine may hold its default.
    const worker: Record<string, string> =
      service.name === 'media-worker' ? { METRICS_PORT: String(await freePort()) } : {};
    services.push({
      ...service,
      ...(service.grpcAddr ? { grpcAddr: `127.0.0.1:${await freePort()}` } : {}),
      env: { ...service.env, ...worker, LOG_LEVEL: 'warn' },
    });
  }
  const gatewayPort = await freePort();
  gateway = `http://127.0.0.1:${gatewayPort}`;
  stack = new LocalStack(
    {
      root,
      dataDir,
      // All three external: the stack neither owns nor watches them, so stopping one is a fault
      // the services must live through, not a reason for the stack to stop.
      databaseUrl: infra.databaseUrl,
      natsUrl: infra.natsUrl,
      s3: infra.s3,
      bucket: BUCKET,
      region: 'us-east-1',
      gatewayPort,
      pg: { port: await freePort(), database: 'unused', osUser: 'postgres' },
      natsPort: await freePort(),
      s3Port: await freePort(),
      readyTimeoutMs: 240_000,
    },
    services,
    repositoryLayout,
    { sink: memory.sink, print: (text) => printed.push(text), color: false },
  );
  exitCode = stack.run();
  const stopped = exitCode.then((code) => `the stack stopped (${code}): ${printed.join('\n')}`);
  await waitFor(async () => printed.join('\n').includes('Platform is ready'), {
    what: 'the stack',
    timeoutMs: 240_000,
    abortWhen: stopped,
  });
  ({ api_key: key } = JSON.parse(await readFile(join(dataDir, 'dev-account.json'), 'utf8')) as {
    api_key: string;
  });
  const project = await call('POST', '/api/v2/studio/projects/', { name: 'Faults' });
  expect(project.status).toBe(201);
  projectId = project.body.id;
  pids = Object.fromEntries(services.map((service) => [service.name, stack.pidOf(service.name)]));
}, 300_000);

/** The services' and the stack's last lines, for a failure to be read (the stack's log is only kept in memory). */
const stackLogTail = (count = 200) =>
  memory.lines
    .slice(-count)
    .map(([name, line]) => `${name} | ${line}`)
    .join('\n');

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => console.error(`the stack's last lines:\n${stackLogTail()}`));
});

afterAll(async () => {
  stack?.requestStop('SIGTERM');
  const code = await exitCode;
  await infra?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  expect(code, `the stack's last lines:\n${stackLogTail()}`).toBe(0);
}, 60_000);

describe('faults of the infrastructure', () => {
  it(
    'NATS restarted while jobs run: every job ends, nothing is lost, services reconnect',
    { timeout: 180_000 },
    async () => {
      const before = await Promise.all(['one', 'two', 'three'].map((prompt) => createJob(`nats ${prompt}`)));
      await infra.stopNats();
      let during: string;
      try {
        // Jobs are still accepted (their messages wait in the outbox) and /healthz names the bus.
        during = await createJob('nats during');
        await unhealthyShowing({
          status: 'unavailable',
          missing: { studio: ['bus'], 'real-estate': ['bus'], enhancement: ['bus'], webhooks: ['bus'] },
        });
        expect((await health()).body.services).toMatchObject({ billing: 'ok', sharing: 'ok' });
        await new Promise((done) => setTimeout(done, 3_000));
      } finally {
        await infra.startNats();
      }
      await expectRecovered([...before, during]);
    },
  );

  it(
    'PostgreSQL restarted while jobs run: every job ends, nothing is lost, services reconnect',
    { timeout: 180_000 },
    async () => {
      const before = await Promise.all(['one', 'two', 'three'].map((prompt) => createJob(`pg ${prompt}`)));
      await infra.stopPostgres();
      try {
        await unhealthyShowing({
          status: 'unavailable',
          missing: {
            billing: ['database'],
            studio: ['database'],
            sharing: ['database'],
            webhooks: ['database'],
          },
        });
        // A request that needs the database is refused as unavailable (retry later), not as a server error.
        const refused = await call('POST', jobsPath(), {
          prompt: 'pg during',
          model_name: 'zephyr_t2i',
          model_config: { width: 256, height: 256 },
        });
        expect(refused.status, JSON.stringify(refused.body)).toBe(503);
        await new Promise((done) => setTimeout(done, 3_000));
      } finally {
        await infra.startPostgres();
      }
      await expectRecovered(before);
    },
  );

  it(
    'S3 unreachable for 10 s while jobs run and uploads arrive: every job ends, no file is lost or left over',
    { timeout: 180_000 },
    async () => {
      const before = await Promise.all(['one', 'two', 'three'].map((prompt) => createJob(`s3 ${prompt}`)));
      infra.proxy.cutOff();
      const uploads = Promise.all(['cut-one', 'cut-two'].map((name) => upload(name)));
      const during = await createJob('s3 during');
      await new Promise((done) => setTimeout(done, 10_000));
      infra.proxy.restore();
      expect(infra.proxy.dropped).toBeGreaterThan(0);
      const jobs = await expectRecovered([...before, during]);
      // Uploads either made it or were refused; none half-stored (expectRecovered checked the files).
      for (const status of await uploads) expect([201, 503]).toContain(status);
      expect(await upload('after')).toBe(201);
      // Every credit is accounted for: the balance is the grant less what all the jobs captured.
      const balance = await call('GET', '/api/accounts/profile/balance/');
      const [grant] = await query<{ left: string }>(
        infra.databaseUrl,
        `select (100 - coalesce(sum(captured_amount), 0))::numeric(20,4)::text as left from billing.holds`,
      );
      expect(balance.body.balance_usd).toBe(grant?.left);
      expect(jobs.length).toBe(4);
    },
  );
});

// A real Prometheus (Debian's) over the real local stack, with the chart's own rules: the stack
// runs every service as its own process with STACK_PROMETHEUS-style settings (each service's
// /metrics scraped every second, rules evaluated every second), a text-to-image model whose
// engine fails every job (an OpenAI-compatible images API that refuses each request), and then
// studio stopped behind the gateway. Prometheus's HTTP API shows the indicator series moving and
// exactly the right burn-rate alerts going pending: job success for text_to_image, then API
// availability for reads and creates; objectives nothing failed for stay quiet.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, freePort, natsUrl, uniqueSuffix, type TestDatabase } from '@platform/testkit';
import { busNames, connectBus, deleteStreams } from '../../packages/bus/src/index.ts';
import { LocalStack } from '../../deploy/local/orchestrator.ts';
import { repositoryLayout } from '../../deploy/local/stack-layout.ts';
import { SERVICES, type ServiceDefinition } from '../../deploy/local/services.ts';
import { memorySink, tempDir } from '../../deploy/local/test-support.ts';

const root = resolve(import.meta.dirname, '..', '..');
const busPrefix = `T_${uniqueSuffix()}`;
const FAILING_MODEL = 'nebula_t2i';
let database: TestDatabase;
let dataDir: string;
let provider: Server;

beforeAll(async () => {
  database = await createTestDatabase('slo_prometheus');
  dataDir = await tempDir('stack-slo-');
  // The engine's provider refuses every request (a 400 is not retried): each job fails at once.
  provider = createServer((request, response) => {
    request.resume();
    response
      .writeHead(400, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'Your request was rejected.' } }));
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
});

afterAll(async () => {
  provider?.close();
  const bus = await connectBus({ url: natsUrl(), name: 'slo-cleanup' });
  await deleteStreams(bus.jsm, busNames(busPrefix));
  await bus.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The catalogue with FAILING_MODEL on the refusing provider. */
async function failingCatalogue(): Promise<string> {
  const catalogue = JSON.parse(await readFile(join(root, 'config/model-catalogue.json'), 'utf8')) as {
    models: Record<string, unknown>[];
  };
  const port = (provider.address() as { port: number }).port;
  for (const model of catalogue.models)
    if (model.name === FAILING_MODEL)
      Object.assign(model, {
        engine: 'openai-images',
        config: { base_url: `http://127.0.0.1:${port}`, model: 'refusing-image-model', retries: 0 },
      });
  const file = join(dataDir, 'model-catalogue.json');
  await writeFile(file, JSON.stringify(catalogue));
  return file;
}

interface Alert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

describe('a real Prometheus over the local stack', () => {
  it('sees the indicators move and the right burn-rate alerts go pending', { timeout: 300_000 }, async () => {
    const env = { BUS_PREFIX: busPrefix, LOG_LEVEL: 'warn', MODEL_CATALOGUE_PATH: await failingCatalogue() };
    const services: ServiceDefinition[] = [];
    for (const service of SERVICES) {
      services.push({
        ...service,
        ...(service.grpcAddr ? { grpcAddr: `127.0.0.1:${await freePort()}` } : {}),
        metricsPort: await freePort(),
        env: { ...service.env, ...env },
      });
    }
    const gatewayPort = await freePort();
    const prometheusPort = await freePort();
    let allowRestart!: () => void;
    const restartAllowed = new Promise<void>((resolveAllow) => (allowRestart = resolveAllow));
    const printed: string[] = [];
    const stack = new LocalStack(
      {
        root,
        dataDir,
        databaseUrl: database.url,
        natsUrl: natsUrl(),
        bucket: 'media',
        region: 'us-east-1',
        gatewayPort,
        pg: { port: await freePort(), database: 'unused', osUser: 'postgres' },
        natsPort: await freePort(),
        s3Port: await freePort(),
        readyTimeoutMs: 240_000,
        prometheus: { port: prometheusPort, scrapeInterval: '1s', evaluationInterval: '1s' },
      },
      services,
      repositoryLayout,
      { sink: memorySink().sink, print: (text) => printed.push(text), color: false },
      { beforeRestart: () => restartAllowed },
    );
    const exitCode = stack.run();
    const prometheus = `http://127.0.0.1:${prometheusPort}`;
    const query = async (expr: string) => {
      const answer = (await (
        await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(expr)}`)
      ).json()) as {
        status: string;
        data: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      expect(answer.status).toBe('success');
      return answer.data.result.map((sample) => ({ labels: sample.metric, value: Number(sample.value[1]) }));
    };
    const alerts = async () =>
      ((await (await fetch(`${prometheus}/api/v1/alerts`)).json()) as { data: { alerts: Alert[] } }).data
        .alerts;
    const active = async (name: string) =>
      (await alerts()).filter((alert) => alert.labels.alertname === name);
    let traffic: Promise<void> | undefined;
    let driving = false;
    try {
      await expect
        .poll(() => printed.join('\n'), { timeout: 240_000, interval: 250 })
        .toContain('Platform is ready');
      expect(printed.join('\n')).toContain(`Prometheus ${prometheus}`);
      const { api_key: key } = JSON.parse(await readFile(join(dataDir, 'dev-account.json'), 'utf8')) as {
        api_key: string;
      };
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`http://127.0.0.1:${gatewayPort}${path}`, {
          method,
          headers: { Authorization: `Token ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });

      // Every service is a scrape target, up.
      await expect
        .poll(async () => (await query('up == 1')).map((sample) => sample.labels.job).sort(), {
          timeout: 30_000,
          interval: 500,
        })
        .toEqual(services.map((service) => service.name).sort());

      const project = await call('POST', '/api/v2/studio/projects/', { name: 'Objectives' });
      expect(project.status).toBe(201);
      const projectId = ((await project.json()) as { id: string }).id;
      const jobs = `/api/v2/studio/projects/${projectId}/jobs/text-to-image/`;
      const statuses: number[] = [];
      // Reads, creates and failing jobs, steadily, so every rate has samples on both sides.
      driving = true;
      traffic = (async () => {
        while (driving) {
          const answers = await Promise.all([
            call('GET', '/api/v2/studio/projects/'),
            call('POST', jobs, {
              prompt: 'a harbour at dusk',
              model_name: FAILING_MODEL,
              model_config: { width: 256, height: 256 },
            }),
            call('POST', '/api/v2/studio/projects/', { name: 'More' }),
          ]);
          for (const answer of answers) {
            statuses.push(answer.status);
            await answer.body?.cancel();
          }
          await new Promise((done) => setTimeout(done, 300));
        }
      })();

      // The engine fails every text-to-image job: its error ratio reaches 1 and the page goes
      // pending for that kind only; the API is healthy, its ratios present and 0.
      await expect
        .poll(
          async () =>
            (await query('slo:sli_error:ratio_rate5m{slo="job-success"}')).map((sample) => [
              sample.labels.job_kind,
              sample.value,
            ]),
          { timeout: 60_000, interval: 1_000 },
        )
        .toContainEqual(['text_to_image', 1]);
      await expect
        .poll(
          async () =>
            (await active('MediaPlatformJobSuccessBudgetBurn')).map((alert) => [
              alert.labels.job_kind,
              alert.labels.severity,
            ]),
          { timeout: 30_000, interval: 1_000 },
        )
        .toEqual([['text_to_image', 'critical']]);
      expect((await active('MediaPlatformJobSuccessBudgetBurn'))[0]?.state).toBe('pending');
      expect(
        (await active('MediaPlatformJobSuccessBudgetBurnTicket')).map((alert) => alert.labels.job_kind),
      ).toEqual(['text_to_image']);
      // Polled: on a loaded machine the gateway's second scrape (a rate needs two) can come after
      // the job objective's, and the API ratios are absent, not wrong, until then.
      await expect
        .poll(
          async () =>
            (await query('slo:sli_error:ratio_rate5m{slo="api-availability"}'))
              .map((sample) => [sample.labels.route_class, sample.value])
              .sort(),
          { timeout: 30_000, interval: 1_000 },
        )
        .toEqual([
          ['creates', 0],
          ['reads', 0],
        ]);
      expect(await active('MediaPlatformApiAvailabilityBudgetBurn')).toEqual([]);

      // Studio stops behind the gateway (held down): its reads and creates answer 503.
      const killed = stack.pidOf('studio');
      expect(killed).toBeGreaterThan(0);
      process.kill(killed as number, 'SIGKILL');
      await expect
        .poll(() => statuses.slice(-6).filter((status) => status === 503).length, {
          timeout: 30_000,
          interval: 250,
        })
        .toBeGreaterThanOrEqual(4);
      await expect
        .poll(
          async () =>
            (await active('MediaPlatformApiAvailabilityBudgetBurn'))
              .map((alert) => alert.labels.route_class)
              .sort(),
          { timeout: 60_000, interval: 1_000 },
        )
        .toEqual(['creates', 'reads']);
      const moved = await query('slo:sli_error:ratio_rate5m{slo="api-availability"}');
      for (const sample of moved) expect(sample.value, sample.labels.route_class).toBeGreaterThan(0);
      const remaining = await query('slo:error_budget:remaining_ratio{slo="api-availability"}');
      expect(remaining.length).toBe(2);
      for (const sample of remaining) expect(sample.value).toBeLessThan(1);

      // Nothing burns the budgets of the objectives nothing failed for.
      const quiet = (await alerts()).filter((alert) =>
        /^MediaPlatform(WebhookDelivery|RenderSpeed|JobQueueWait|ApiLatency)BudgetBurn/.test(
          alert.labels.alertname ?? '',
        ),
      );
      expect(quiet).toEqual([]);
    } finally {
      driving = false;
      await traffic?.catch(() => undefined);
      allowRestart();
      stack.requestStop('SIGTERM');
    }
    expect(await exitCode).toBe(0);
  });
});

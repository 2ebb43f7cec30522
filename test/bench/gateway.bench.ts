// Gateway benchmark (issue 2): authenticated GET /api/accounts/profile/balance/ under load from a
// second process (autocannon, 50 connections), beside a bare Koa hello-world measured in the same
// run, plus idle and peak RSS. Billing and the gateway run as their own processes, as deployed.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createTestDatabase, freePort } from '@platform/testkit';
import { createBillingClient } from '../../services/gateway/src/clients/billing.client.ts';
import {
  rssMiB,
  runToCompletion,
  samplePeakRss,
  startProcess,
  startService,
  stopProcess,
  waitForHttp,
} from './processes.ts';

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 50;
const MANY_ACCOUNTS = 50;
/**
 * BENCH_TRACING=1: both gateways sample and export every span (to a sink in this process), so
 * the metrics gateway also stores histogram exemplars: what exemplars cost a traced request.
 */
const TRACING = process.env.BENCH_TRACING === '1';

/** An OTLP/HTTP receiver that accepts and drops whatever arrives. */
async function startOtlpSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function load(url: string, headers: string[] = []): Promise<LoadResult> {
  await runToCompletion(['test/bench/load.ts', url, '3', String(CONNECTIONS), ...headers], {}); // warm-up
  const output = await runToCompletion(
    ['test/bench/load.ts', url, String(SECONDS), String(CONNECTIONS), ...headers],
    {},
  );
  return JSON.parse(output) as LoadResult;
}

export async function benchGateway(): Promise<string> {
  const database = await createTestDatabase('bench');
  const children = [];
  const sink = TRACING ? await startOtlpSink() : undefined;
  try {
    const env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
    await runToCompletion(['services/billing/src/migrate.ts'], env);
    const billingPort = await freePort();
    const billing = startService('billing', ['services/billing/src/main.ts'], {
      ...env,
      BILLING_GRPC_PORT: String(billingPort),
    });
    children.push(billing);
    const billingAddr = `127.0.0.1:${billingPort}`;
    const gatewayEnv = {
      ...env,
      BILLING_GRPC_ADDR: billingAddr,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      STORAGE_KEY_SECRET: randomBytes(48).toString('base64url'),
      // One account drives all the load: lift its limits so the benchmark measures the gateway.
      RATE_LIMIT_ACCOUNT_PER_SECOND: '1000000',
      RATE_LIMIT_ACCOUNT_BURST: '1000000',
      ...(sink ? { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url } : {}),
    };
    const gatewayPort = await freePort();
    const metricsPort = await freePort();
    const gateway = startService('gateway', ['services/gateway/src/main.ts'], {
      ...gatewayEnv,
      GATEWAY_PORT: String(gatewayPort),
      METRICS_PORT: String(metricsPort),
    });
    children.push(gateway);
    const base = `http://127.0.0.1:${gatewayPort}`;
    // The same gateway with metrics off (the OpenTelemetry SDK's own switch), measured in the
    // same run: what recording metrics costs a request.
    const plainPort = await freePort();
    const plain = startService('gateway-no-metrics', ['services/gateway/src/main.ts'], {
      ...gatewayEnv,
      GATEWAY_PORT: String(plainPort),
      OTEL_METRICS_EXPORTER: 'none',
    });
    children.push(plain);
    const plainBase = `http://127.0.0.1:${plainPort}`;
    await waitForHttp(`${plainBase}/livez`);
    // Only billing runs behind this gateway (the measured route needs nothing else), so /healthz
    // would wait for studio and sharing: wait for the process, then check the route itself.
    await waitForHttp(`${base}/livez`);
    const account = JSON.parse(
      await runToCompletion(
        [
          'services/billing/src/cli/main.ts',
          'accounts',
          'create',
          '--email',
          'bench@example.com',
          '--credits',
          '100',
        ],
        { BILLING_GRPC_ADDR: billingAddr },
      ),
    ) as { api_key: string };
    // A second run spreads the same load over many accounts, keys in rotation.
    const billingClient = createBillingClient(billingAddr);
    const manyKeys: string[] = [];
    for (let i = 0; i < MANY_ACCOUNTS; i += 1) {
      manyKeys.push(
        (await billingClient.CreateAccount({ email: `bench-${i}@example.com`, credits: '100' })).api_key,
      );
    }
    billingClient.close();
    const probe = await fetch(`${base}/api/accounts/profile/balance/`, {
      headers: { authorization: `Token ${account.api_key}` },
    });
    if (probe.status !== 200) throw new Error(`balance endpoint answered ${probe.status}`);

    const barePort = await freePort();
    const bare = startProcess('bare-koa', ['test/bench/bare-koa.ts', String(barePort)], {});
    children.push(bare);
    await waitForHttp(`http://127.0.0.1:${barePort}/`);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleGateway = await rssMiB(gateway.pid!);
    const idleBilling = await rssMiB(billing.pid!);

    const bareResult = await load(`http://127.0.0.1:${barePort}/`);
    const sampler = samplePeakRss(gateway.pid!);
    const gatewayResult = await load(`${base}/api/accounts/profile/balance/`, [
      `authorization=Token ${account.api_key}`,
    ]);
    const manyResult = await load(
      `${base}/api/accounts/profile/balance/`,
      manyKeys.map((key) => `authorization=Token ${key}`),
    );
    const peakGateway = sampler.stop();
    // Metrics on and off at the same time: both gateways under the same load (half the
    // connections each) in the same seconds, so the machine's noise (other work on these shared
    // cores) falls on both alike; three rounds, summed.
    const balanceLoad = (target: string, seconds: number) =>
      runToCompletion(
        [
          'test/bench/load.ts',
          `${target}/api/accounts/profile/balance/`,
          String(seconds),
          String(CONNECTIONS / 2),
          `authorization=Token ${account.api_key}`,
        ],
        {},
      ).then((output) => JSON.parse(output) as LoadResult);
    await Promise.all([balanceLoad(base, 3), balanceLoad(plainBase, 3)]);
    const rounds: { on: LoadResult; off: LoadResult }[] = [];
    for (let round = 0; round < 3; round += 1) {
      const [on, off] = await Promise.all([balanceLoad(base, SECONDS), balanceLoad(plainBase, SECONDS)]);
      rounds.push({ on: on as LoadResult, off: off as LoadResult });
    }
    const onTotal = rounds.reduce((sum, round) => sum + round.on.total, 0);
    const offTotal = rounds.reduce((sum, round) => sum + round.off.total, 0);
    const cost = (100 * (offTotal - onTotal)) / offTotal;
    // The scrape itself: the route's request count is what the loads sent (and what they saw).
    const scrape = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const served = scrape
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('http_server_request_duration_count{') &&
          line.includes('http_route="/api/accounts/profile/balance/"'),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    // What Prometheus gets: the OpenMetrics scrape, with an exemplar on each bucket a traced request fell in.
    const openMetrics = await (
      await fetch(`http://127.0.0.1:${metricsPort}/metrics`, {
        headers: { accept: 'application/openmetrics-text' },
      })
    ).text();
    const exemplars = openMetrics
      .split('\n')
      .filter(
        (line) => line.startsWith('http_server_request_duration_bucket{') && line.includes(' # {trace_id='),
      ).length;

    const ratio = (100 * gatewayResult.requestsPerSecond) / bareResult.requestsPerSecond;
    const row = (name: string, r: LoadResult) =>
      `| ${name} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors + r.timeouts} |`;
    return [
      `Gateway benchmark: ${CONNECTIONS} connections, ${SECONDS} s after a 3 s warm-up, load from a second process.`,
      '',
      '| target | req/s | p50 ms | p99 ms | requests | non-2xx | errors |',
      '|---|---|---|---|---|---|---|',
      row('bare Koa hello-world', bareResult),
      row('GET /api/accounts/profile/balance/ (Token auth, gRPC to billing, Postgres)', gatewayResult),
      row(`the same, ${MANY_ACCOUNTS} accounts' keys in rotation`, manyResult),
      '',
      `Gateway throughput is ${ratio.toFixed(1)}% of the bare server's.`,
      '',
      `Metrics on and off, side by side: the two gateways under ${CONNECTIONS / 2} connections each at the same time, ${rounds.length} rounds of ${SECONDS} s.`,
      '',
      '| round | metrics on req/s (p50 / p99 ms) | metrics off req/s (p50 / p99 ms) |',
      '|---|---|---|',
      ...rounds.map(
        ({ on, off }, index) =>
          `| ${index + 1} | ${on.requestsPerSecond.toFixed(0)} (${on.p50} / ${on.p99}) | ${off.requestsPerSecond.toFixed(0)} (${off.p50} / ${off.p99}) |`,
      ),
      `| total requests | ${onTotal} | ${offTotal} |`,
      '',
      `Metrics cost ${cost.toFixed(1)}% of throughput (negative: within noise). The metrics gateway's scrape counted ${served} balance requests.`,
      TRACING
        ? `Tracing on in both (every span exported to a local OTLP sink): the metrics gateway's request histogram holds ${exemplars} exemplars.`
        : `Tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT): no span is sampled, so no exemplar is stored (${exemplars} in the scrape); BENCH_TRACING=1 measures with them.`,
      `RSS: gateway idle ${idleGateway.toFixed(0)} MiB, peak under load ${peakGateway.toFixed(0)} MiB; billing idle ${idleBilling.toFixed(0)} MiB.`,
    ].join('\n');
  } finally {
    await Promise.all(children.map((child) => stopProcess(child)));
    await sink?.close();
    await database.drop();
  }
}

// What a histogram observation costs with the platform's exemplars (packages/telemetry
// exemplars.ts), in process: the SDK's own histogram, the platform's outside any trace (what a
// service without OTEL_EXPORTER_OTLP_ENDPOINT pays), and both inside a sampled span (where the
// platform's also stores the exemplar). Rounds alternate the four so that noise falls on all.
import { metrics, trace } from '@opentelemetry/api';
import { platformMeter, startInMemoryTelemetry } from '@platform/telemetry';

const OBSERVATIONS = 200_000;
const ROUNDS = 7;

export async function benchExemplarCost(): Promise<string> {
  const telemetry = startInMemoryTelemetry('exemplar-bench');
  try {
    const options = { unit: 's', description: 'bench' };
    const sdk = metrics.getMeter('bench').createHistogram('bench.sdk.duration', options);
    const platform = platformMeter().createHistogram('bench.platform.duration', options);
    const attributes = {
      'http.request.method': 'GET',
      'http.route': '/api/accounts/profile/balance/',
      'http.response.status_code': 200,
    };
    const tracer = trace.getTracer('bench');
    const run = (histogram: typeof sdk): number => {
      const started = performance.now();
      for (let index = 0; index < OBSERVATIONS; index += 1)
        histogram.record((index % 1000) / 10_000, attributes);
      return ((performance.now() - started) * 1e6) / OBSERVATIONS;
    };
    const inSpan = (histogram: typeof sdk): number =>
      tracer.startActiveSpan('bench', (span) => {
        const perObservation = run(histogram);
        span.end();
        return perObservation;
      });
    const cases: [string, () => number][] = [
      ['SDK histogram, no span', () => run(sdk)],
      ['platform histogram, no span', () => run(platform)],
      ['SDK histogram, sampled span', () => inSpan(sdk)],
      ['platform histogram, sampled span (stores the exemplar)', () => inSpan(platform)],
    ];
    const results = new Map<string, number[]>(cases.map(([name]) => [name, []]));
    for (const [, measure] of cases) measure(); // warm-up
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [name, measure] of cases) results.get(name)?.push(measure());
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const rows = cases.map(([name]) => `| ${name} | ${median(results.get(name) ?? []).toFixed(0)} |`);
    return [
      `${OBSERVATIONS} observations a round, median of ${ROUNDS} rounds, ns per observation.`,
      '',
      '| case | ns |',
      '|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    await telemetry.shutdown();
  }
}

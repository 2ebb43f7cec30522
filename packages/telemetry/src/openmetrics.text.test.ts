import { createServer, type Server } from 'node:http';
import { TraceFlags, context, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyInstruments, startInMemoryTelemetry } from './index.ts';
import { canonicalNumber, prefersOpenMetrics } from './openmetrics.text.ts';
import { parsePrometheusText, sumSamples, type Sample } from './prometheus.text.ts';

const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  counter: ['_total', '_created'],
  gauge: [''],
  histogram: ['_bucket', '_count', '_sum', '_created'],
  info: ['_info'],
};

/** The OpenMetrics 1.0 rules a scrape must keep, checked line by line; returns the samples. */
function checkOpenMetrics(text: string): Sample[] {
  expect(text.endsWith('# EOF\n')).toBe(true);
  const lines = text.slice(0, -'# EOF\n'.length).split('\n').slice(0, -1);
  const seen = new Set<string>();
  let family: { name: string; type: string } | undefined;
  const samples: Sample[] = [];
  for (const line of lines) {
    expect(line).not.toContain('\r');
    const meta = /^# (TYPE|HELP|UNIT) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (line.startsWith('#')) {
      expect(meta, line).not.toBeNull();
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (kind === 'TYPE') {
        expect(seen.has(name), `family ${name} appears twice (interleaved)`).toBe(false);
        seen.add(name);
        expect(Object.keys(SUFFIXES)).toContain(rest);
        family = { name, type: rest };
      } else {
        expect(family?.name).toBe(name);
      }
      continue;
    }
    const [sample] = parsePrometheusText(line) as [Sample];
    if (!family) throw new Error(`a sample before any TYPE: ${line}`);
    const suffix = sample.name.slice(family.name.length);
    expect(
      sample.name.startsWith(family.name) && (SUFFIXES[family.type] ?? []).includes(suffix),
      `${sample.name} in ${family.type} ${family.name}`,
    ).toBe(true);
    if (sample.exemplar) {
      expect(['_bucket', '_total']).toContain(suffix);
      const runes = Object.entries(sample.exemplar.labels).reduce(
        (total, [name, value]) => total + name.length + value.length,
        0,
      );
      expect(runes).toBeLessThanOrEqual(128);
    }
    samples.push(sample);
  }
  return samples;
}

const telemetry = startInMemoryTelemetry('openmetrics-test');
const instruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('test.operation.duration', {
    unit: 's',
    description: 'Duration with "quotes", a \\ and a\nnew line',
  }),
  sizes: meter.createHistogram('test.sizes', {
    unit: 'By',
    description: 'Sizes',
    advice: { explicitBucketBoundaries: [10, 100] },
  }),
  things: meter.createCounter('test.things', { description: 'Things done' }),
  depth: meter.createUpDownCounter('test.depth', { description: 'Depth' }),
}));
const tracer = trace.getTracer('openmetrics-test');

/** Records inside a new sampled span and returns its ids. */
function recordInSpan(record: () => void): { traceId: string; spanId: string } {
  return tracer.startActiveSpan('work', (span) => {
    record();
    span.end();
    return span.spanContext();
  });
}

afterAll(() => telemetry.shutdown());

const ROUTE = '/a "quoted" {path} with \\ # and\nline';

describe('the OpenMetrics scrape', () => {
  it('writes a valid exposition whose histogram buckets carry the latest sampled observation as an exemplar', async () => {
    const { duration, sizes, things, depth } = instruments();
    const attributes = { 'http.route': ROUTE, 'http.response.status_code': 201 };
    const first = recordInSpan(() => duration.record(0.2, attributes));
    const latest = recordInSpan(() => duration.record(0.21, attributes));
    // Outside any span, and inside a trace the sampler did not keep: counted, no exemplar.
    duration.record(3, attributes);
    const unsampled = trace.wrapSpanContext({
      traceId: '1'.repeat(32),
      spanId: '2'.repeat(16),
      traceFlags: TraceFlags.NONE,
    });
    context.with(trace.setSpan(context.active(), unsampled), () => duration.record(0.02, attributes));
    const sized = recordInSpan(() => sizes.record(500, { kind: 'x' }));
    things.add(2, { kind: 'x' });
    depth.add(-1);

    const samples = checkOpenMetrics(await telemetry.metrics.scrape('openmetrics'));
    const series = { http_route: ROUTE, http_response_status_code: '201' };
    const buckets = samples.filter(
      (sample) => sample.name === 'test_operation_duration_bucket' && sample.labels.http_route === ROUTE,
    );
    expect(buckets.map((sample) => sample.labels.le)).toEqual([
      '0.001',
      '0.0025',
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1.0',
      '2.5',
      '5.0',
      '10.0',
      '30.0',
      '60.0',
      '120.0',
      '300.0',
      '600.0',
      '1800.0',
      '+Inf',
    ]);
    expect(buckets.map((sample) => sample.value)).toEqual([
      0, 0, 0, 0, 1, 1, 1, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4,
    ]);
    const withExemplar = buckets.filter((sample) => sample.exemplar);
    expect(withExemplar).toHaveLength(1);
    expect(withExemplar[0]?.labels.le).toBe('0.25');
    expect(withExemplar[0]?.exemplar?.labels).toEqual({ trace_id: latest.traceId, span_id: latest.spanId });
    expect(withExemplar[0]?.exemplar?.value).toBe(0.21);
    expect(withExemplar[0]?.exemplar?.timestamp).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(latest.traceId).not.toBe(first.traceId);
    expect(sumSamples(samples, 'test_operation_duration_count', series)).toBe(4);
    expect(sumSamples(samples, 'test_operation_duration_sum', series)).toBeCloseTo(3.43, 9);
    // A histogram with advised buckets: the exemplar lands in +Inf.
    const sizeBuckets = samples.filter((sample) => sample.name === 'test_sizes_bucket');
    expect(sizeBuckets.map((sample) => [sample.labels.le, sample.exemplar?.labels.trace_id])).toEqual([
      ['10.0', undefined],
      ['100.0', undefined],
      ['+Inf', sized.traceId],
    ]);
    // Counters: the family without `_total`, the sample with it; an up-down counter is a gauge.
    expect(sumSamples(samples, 'test_things_total', { kind: 'x' })).toBe(2);
    const text = await telemetry.metrics.scrape('openmetrics');
    expect(text).toContain('# TYPE test_things counter\n');
    expect(text).toContain('# TYPE test_depth gauge\n');
    expect(text).toContain(
      '# HELP test_operation_duration Duration with \\"quotes\\", a \\\\ and a\\nnew line\n',
    );
    expect(text).toMatch(
      /^# TYPE target info\n# HELP target Target metadata\ntarget_info\{[^\n]*service_name="openmetrics-test"/,
    );
    expect(sumSamples(samples, 'test_depth')).toBe(-1);
  });

  it('treats one attribute set written in two key orders as one series, whose latest exemplar wins', async () => {
    const { duration } = instruments();
    recordInSpan(() => duration.record(7, { 'order.a': 'x', 'order.b': 'y' }));
    const later = recordInSpan(() => duration.record(8, { 'order.b': 'y', 'order.a': 'x' }));
    const samples = checkOpenMetrics(await telemetry.metrics.scrape('openmetrics'));
    const buckets = samples.filter(
      (sample) => sample.name === 'test_operation_duration_bucket' && sample.labels.order_a === 'x',
    );
    expect(buckets).toHaveLength(20);
    expect(
      buckets
        .filter((sample) => sample.exemplar)
        .map((sample) => [sample.labels.le, sample.exemplar?.labels.span_id]),
    ).toEqual([['10.0', later.spanId]]);
  });

  it('says the same as the Prometheus text, which carries no exemplars', async () => {
    const open = checkOpenMetrics(await telemetry.metrics.scrape('openmetrics'));
    const plainText = await telemetry.metrics.scrape('prometheus');
    expect(plainText).not.toContain('# {');
    const plain = parsePrometheusText(plainText);
    for (const name of [
      'test_operation_duration_count',
      'test_operation_duration_sum',
      'test_things_total',
      'test_sizes_count',
    ]) {
      expect(sumSamples(open, name), name).toBe(sumSamples(plain, name));
    }
    const routeBuckets = (samples: Sample[]) =>
      samples
        .filter((sample) => sample.name === 'test_operation_duration_bucket')
        .map((sample) => sample.value);
    expect(routeBuckets(open)).toEqual(routeBuckets(plain));
  });
});

describe('content negotiation on /metrics', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => telemetry.metrics.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("serves OpenMetrics to Prometheus's Accept header and the 0.0.4 text to anything else", async () => {
    const prometheusAccept =
      'application/vnd.google.protobuf;proto=io.prometheus.client.MetricFamily;encoding=delimited;q=0.6,application/openmetrics-text;version=1.0.0;q=0.5,application/openmetrics-text;version=0.0.1;q=0.4,text/plain;version=1.0.0;q=0.3,text/plain;version=0.0.4;q=0.2,*/*;q=0.1';
    const open = await fetch(url, { headers: { accept: prometheusAccept } });
    expect(open.headers.get('content-type')).toBe(
      'application/openmetrics-text; version=1.0.0; charset=utf-8',
    );
    checkOpenMetrics(await open.text());
    const plain = await fetch(url, { headers: { accept: 'text/plain;version=0.0.4' } });
    expect(plain.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await plain.text()).not.toContain('# EOF');
  });

  it('ranks the media ranges of an Accept header', () => {
    expect(prefersOpenMetrics(undefined)).toBe(false);
    expect(prefersOpenMetrics('*/*')).toBe(false);
    expect(prefersOpenMetrics('application/openmetrics-text')).toBe(true);
    expect(prefersOpenMetrics('application/openmetrics-text;q=0,text/plain')).toBe(false);
    expect(prefersOpenMetrics('text/plain;q=0.9,application/openmetrics-text;q=0.5')).toBe(false);
    expect(prefersOpenMetrics('text/plain;q=0.5, application/openmetrics-text; version=1.0.0; q=0.9')).toBe(
      true,
    );
  });
});

describe('canonicalNumber', () => {
  it('renders le values as OpenMetrics asks (Go %g, with .0 on whole numbers)', () => {
    const cases: [number, string][] = [
      [0, '0.0'],
      [0.001, '0.001'],
      [0.0025, '0.0025'],
      [0.95, '0.95'],
      [1, '1.0'],
      [1.7, '1.7'],
      [10, '10.0'],
      [1e-10, '1e-10'],
      [1e-5, '1e-05'],
      [0.0001, '0.0001'],
      [100000, '100000.0'],
      [1e6, '1e+06'],
      [1.1e23, '1.1e+23'],
      [Infinity, '+Inf'],
    ];
    for (const [value, text] of cases) expect(canonicalNumber(value), String(value)).toBe(text);
  });
});

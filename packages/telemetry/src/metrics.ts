// The meter provider every process registers beside its tracer provider. Metrics are always
// collected (recording into an instrument costs a map lookup and an add) and read two ways: a
// Prometheus scrape of `/metrics` on the service's metrics port, served by the runtime, and,
// when OTEL_EXPORTER_OTLP_ENDPOINT is set, a periodic OTLP export beside the traces. A scraper
// that asks for OpenMetrics text gets it with the histograms' exemplars (openmetrics.text.ts);
// any other gets the SDK exporter's Prometheus 0.0.4 text.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { metrics } from '@opentelemetry/api';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import type { Resource } from '@opentelemetry/resources';
import {
  AggregationType,
  InstrumentType,
  MeterProvider,
  PeriodicExportingMetricReader,
  type MetricReader,
  type PushMetricExporter,
} from '@opentelemetry/sdk-metrics';
import { ExemplarStore, keepExemplars } from './exemplars.ts';
import { OPENMETRICS_CONTENT_TYPE, prefersOpenMetrics, writeOpenMetrics } from './openmetrics.text.ts';

/** Seconds: from a fast gRPC hop (1 ms) to a long render (30 min). */
export const DURATION_BUCKETS_SECONDS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800,
];

export type ScrapeFormat = 'prometheus' | 'openmetrics';

export interface MetricsEndpoint {
  /** Answers a scrape: OpenMetrics 1.0 text (with exemplars) when the Accept header asks for it, else Prometheus text 0.0.4. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** The same text, for tests and tools. */
  scrape(format?: ScrapeFormat): Promise<string>;
}

export interface MetricsSetup extends MetricsEndpoint {
  provider: MeterProvider;
}

/** The OTLP exporter, loaded only when there is somewhere to export to (as the trace exporter is). */
export async function otlpMetricExporter(
  otlpEndpoint: string | undefined,
): Promise<PushMetricExporter | undefined> {
  if (!otlpEndpoint) return undefined;
  const { OTLPMetricExporter } = await import('@opentelemetry/exporter-metrics-otlp-http');
  return new OTLPMetricExporter({ url: `${otlpEndpoint.replace(/\/$/, '')}/v1/metrics` });
}

let registered: MetricsEndpoint | undefined;

/** The scrape of the process's registered provider (a health server can serve it beside its probes). */
export const currentMetrics = (): MetricsEndpoint | undefined => registered;

export function createMetrics(resource: Resource, otlp: PushMetricExporter | undefined): MetricsSetup {
  // preventServerStart: the runtime serves the scrape on the service's own metrics port (the
  // worker shares it with its health endpoints), so the exporter's own server never opens.
  const prometheus = new PrometheusExporter({ preventServerStart: true, withoutScopeInfo: true });
  const readers: MetricReader[] = [prometheus];
  if (otlp) readers.push(new PeriodicExportingMetricReader({ exporter: otlp, exportIntervalMillis: 15_000 }));
  const provider = new MeterProvider({
    resource,
    readers,
    views: [
      {
        instrumentType: InstrumentType.HISTOGRAM,
        aggregation: {
          type: AggregationType.EXPLICIT_BUCKET_HISTOGRAM,
          options: { boundaries: DURATION_BUCKETS_SECONDS },
        },
        instrumentUnit: 's',
      },
    ],
  });
  // The API registers a global provider once; tests start several in one process, so a newer
  // one replaces the older.
  metrics.disable();
  metrics.setGlobalMeterProvider(provider);
  const exemplars = new ExemplarStore(DURATION_BUCKETS_SECONDS);
  keepExemplars(provider, exemplars);
  const openMetrics = async (): Promise<string> =>
    writeOpenMetrics((await prometheus.collect()).resourceMetrics, exemplars);
  const endpoint: MetricsSetup = {
    provider,
    handle: (request, response) => {
      if (!prefersOpenMetrics(request.headers.accept))
        return prometheus.getMetricsRequestHandler(request, response);
      openMetrics().then(
        (text) => response.writeHead(200, { 'content-type': OPENMETRICS_CONTENT_TYPE }).end(text),
        (err: unknown) =>
          response
            .writeHead(500, { 'content-type': 'text/plain' })
            .end(`# failed to collect metrics: ${String(err)}\n`),
      );
    },
    scrape: (format = 'prometheus') => (format === 'openmetrics' ? openMetrics() : scrapeText(prometheus)),
  };
  registered = endpoint;
  return endpoint;
}

function scrapeText(exporter: PrometheusExporter): Promise<string> {
  // The exporter's request handler is the one serialiser; a small in-memory response feeds it.
  return new Promise((resolve) => {
    const response = {
      statusCode: 200,
      setHeader: () => response,
      end: (body: string) => resolve(body),
    };
    exporter.getMetricsRequestHandler({} as IncomingMessage, response as unknown as ServerResponse);
  });
}

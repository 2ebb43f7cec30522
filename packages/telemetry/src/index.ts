// OpenTelemetry set-up, called first thing in every process (before gRPC, the database or the
// bus are loaded). Metrics are always on (see metrics.ts); traces as follows. Context propagation is always on so trace ids join logs and travel between
// services; spans are recorded and exported over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set. Without it every span is a non-recording one: it still carries a trace id (for logs and
// the next service) but collects no attributes or timings that nothing would ever read.
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { createMetrics, otlpMetricExporter, type MetricsEndpoint } from './metrics.ts';
import { startRuntimeMetrics } from './runtime-metrics.ts';

export interface Telemetry {
  shutdown(): Promise<void>;
  /** The Prometheus scrape the runtime serves on the metrics port; none when metrics are off. */
  metrics: MetricsEndpoint | undefined;
}

let contextInstalled = false;
let ownerService = 'unknown';

/** The service this process runs (metrics name the owner of a job with it). */
export const serviceName = (): string => ownerService;

function installContext(): void {
  if (contextInstalled) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  contextInstalled = true;
}

function register(service: string, processors: SpanProcessor[]): TracerProvider {
  installContext();
  ownerService = service;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }),
    spanProcessors: processors,
    // The SDK's default (record every span, or follow the caller's choice) when spans go
    // somewhere; otherwise record none.
    ...(processors.length === 0 ? { sampler: new AlwaysOffSampler() } : {}),
  });
  trace.setGlobalTracerProvider(provider);
  return provider;
}

export async function startTelemetry(
  service: string,
  otlpEndpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
): Promise<Telemetry> {
  // The exporter (~5 MiB resident) is loaded only when there is somewhere to export to.
  const processors = otlpEndpoint
    ? [
        new BatchSpanProcessor({
          exporter: new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter({
            url: `${otlpEndpoint.replace(/\/$/, '')}/v1/traces`,
          }),
        }),
      ]
    : [];
  const provider = register(service, processors);
  // OTEL_METRICS_EXPORTER=none (the SDK's own switch) leaves the metrics API a no-op: nothing is
  // recorded and no /metrics is served. The gateway benchmark measures the cost of metrics so.
  if (process.env.OTEL_METRICS_EXPORTER === 'none')
    return { metrics: undefined, shutdown: () => provider.shutdown() };
  const metrics = createMetrics(
    resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }),
    await otlpMetricExporter(otlpEndpoint),
  );
  const runtime = startRuntimeMetrics();
  return {
    metrics,
    shutdown: async () => {
      runtime.stop();
      await Promise.all([provider.shutdown(), metrics.provider.shutdown()]);
    },
  };
}

/** For tests: records every finished span in memory, and metrics for a scrape. */
export function startInMemoryTelemetry(
  service = 'test',
): { exporter: InMemorySpanExporter; metrics: MetricsEndpoint } & Telemetry {
  const exporter = new InMemorySpanExporter();
  const provider = register(service, [new SimpleSpanProcessor({ exporter })]);
  const metrics = createMetrics(resourceFromAttributes({ [ATTR_SERVICE_NAME]: service }), undefined);
  const runtime = startRuntimeMetrics();
  return {
    exporter,
    metrics,
    shutdown: async () => {
      runtime.stop();
      await Promise.all([provider.shutdown(), metrics.provider.shutdown()]);
    },
  };
}

export { InMemorySpanExporter };
export type { ReadableSpan } from '@opentelemetry/sdk-trace';
export {
  DURATION_BUCKETS_SECONDS,
  currentMetrics,
  type MetricsEndpoint,
  type ScrapeFormat,
} from './metrics.ts';
export { OPENMETRICS_CONTENT_TYPE, prefersOpenMetrics } from './openmetrics.text.ts';
export { platformMeter, elapsedSeconds, lazyInstruments } from './instruments.ts';
export { inSpan, type SpanWork } from './spans.ts';
export { parsePrometheusText, sumSamples, type Sample, type SampleExemplar } from './prometheus.text.ts';

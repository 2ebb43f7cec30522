// Static checks of what operators get for observability that helm has no say in: the Grafana
// dashboard may only query metrics the services really export (read from the instrument names in
// the source), and the compose stack's Grafana and collector are wired to what they show. The
// chart's ServiceMonitor and alert rules are checked as helm renders them, in
// monitoring-render.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helm-tool.ts';
import { exportedMetricNames, metricsIn } from './metric-names.ts';

const read = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
const exported = exportedMetricNames();
/** Series the objectives' recording rules record (helm/media-platform/files/slo-rules.yaml). */
const recorded = new Set(
  (
    parseYaml(read('helm/media-platform/files/slo-rules.yaml')) as {
      groups: { rules: { record?: string }[] }[];
    }
  ).groups.flatMap((group) => group.rules.flatMap((rule) => (rule.record ? [rule.record] : []))),
);

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(read('deploy/grafana/dashboards/media-platform.json')) as {
    uid: string;
    panels: { id: number; title: string; targets: { expr: string; exemplar?: boolean }[] }[];
    templating: { list: { name: string; query: unknown }[] };
  };

  it('has unique panel ids and titles, each with at least one query', () => {
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    expect(new Set(dashboard.panels.map((panel) => panel.title)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) expect(panel.targets.length, panel.title).toBeGreaterThan(0);
  });

  it('queries only metrics the services export, or the series the objectives record', () => {
    const queries = [
      ...dashboard.panels.flatMap((panel) =>
        panel.targets.map((target) => [panel.title, target.expr] as const),
      ),
      ...dashboard.templating.list.flatMap((variable) => {
        const query = variable.query as { query?: string } | string | undefined;
        const text = typeof query === 'string' ? query : query?.query;
        return text?.startsWith('label_values(')
          ? [[variable.name, text.replace(/^label_values\(([^,]+),.*$/, '$1')] as const]
          : [];
      }),
    ];
    for (const [where, expr] of queries) {
      const used = metricsIn(expr);
      expect(used.length, where).toBeGreaterThan(0);
      for (const metric of used)
        expect(exported.has(metric) || recorded.has(metric), `${where} reads ${metric}`).toBe(true);
    }
  });

  it('shows every job metric the issue asks for', () => {
    const all = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) => metricsIn(target.expr)),
    );
    for (const metric of [
      'http_server_request_duration_bucket',
      'rpc_server_call_duration_bucket',
      'db_client_operation_duration_bucket',
      'jobs_created_total',
      'jobs_started_total',
      'jobs_ended_total',
      'jobs_queue_wait_bucket',
      'jobs_run_duration_bucket',
      'jobs_engine_speed_bucket',
      'messaging_nats_consumer_oldest_pending_age',
      'messaging_nats_redeliveries_total',
      'messaging_nats_dead_letters_total',
      'messaging_outbox_backlog',
      'messaging_outbox_oldest_age',
      'jobs_credits_total',
      'nodejs_eventloop_delay_p99',
      'process_memory_usage',
    ]) {
      expect(all, metric).toContain(metric);
    }
  });

  it('shows exemplars on every histogram panel, and the Prometheus data source links their trace ids to the trace data source', () => {
    const histogramTargets = dashboard.panels.flatMap((panel) =>
      panel.targets
        .filter((target) => metricsIn(target.expr).some((metric) => metric.endsWith('_bucket')))
        .map((target) => [panel.title, target] as const),
    );
    expect(histogramTargets.length).toBeGreaterThan(5);
    for (const [title, target] of histogramTargets) expect(target.exemplar, title).toBe(true);
    const sources = parseYaml(read('deploy/grafana/provisioning/datasources/datasources.yaml')) as {
      datasources: {
        type: string;
        uid: string;
        jsonData?: { exemplarTraceIdDestinations?: { name: string; datasourceUid: string }[] };
      }[];
    };
    const prometheus = sources.datasources.find((source) => source.type === 'prometheus');
    const traces = sources.datasources.find((source) => source.type === 'jaeger');
    // `trace_id` is the exemplar label the services write (packages/telemetry openmetrics.text.ts).
    expect(prometheus?.jsonData?.exemplarTraceIdDestinations).toEqual([
      { name: 'trace_id', datasourceUid: traces?.uid },
    ]);
  });

  it('is provisioned in the compose stack, beside the Prometheus and Jaeger data sources', () => {
    const compose = parseYaml(read('deploy/compose.yaml')) as {
      services: Record<string, { volumes?: string[] }>;
    };
    expect(compose.services.grafana?.volumes).toContain(
      './grafana/dashboards:/var/lib/grafana/dashboards:ro',
    );
    const sources = parseYaml(read('deploy/grafana/provisioning/datasources/datasources.yaml')) as {
      datasources: { type: string; url: string }[];
    };
    expect(sources.datasources.map((source) => source.type).sort()).toEqual(['jaeger', 'prometheus']);
    // The collector sends traces to Jaeger and metrics to the exporter Prometheus scrapes.
    const collector = parseYaml(read('deploy/otel-collector.yaml')) as {
      service: { pipelines: Record<string, { exporters: string[] }> };
      exporters: Record<string, { endpoint?: string }>;
    };
    expect(collector.service.pipelines.traces?.exporters).toContain('otlp/jaeger');
    expect(collector.service.pipelines.metrics?.exporters).toContain('prometheus');
    const prometheus = parseYaml(read('deploy/prometheus/prometheus.yaml')) as {
      scrape_configs: { static_configs: { targets: string[] }[] }[];
    };
    const port = collector.exporters.prometheus?.endpoint?.split(':').at(-1);
    expect(
      prometheus.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets)),
    ).toContain(`otel-collector:${port}`);
  });
});

describe('metricsIn', () => {
  it('finds the metrics of an expression, not its functions, labels or groupings', () => {
    expect(
      metricsIn(
        'histogram_quantile(0.95, sum by (le, job_kind) (rate(jobs_queue_wait_bucket{job_model=~"$model"}[5m]))) > 300',
      ).sort(),
    ).toEqual(['jobs_queue_wait_bucket']);
    expect(metricsIn('sum(rate(a_total{x="1"}[5m])) / sum(rate(b_count[5m]))').sort()).toEqual([
      'a_total',
      'b_count',
    ]);
  });
});

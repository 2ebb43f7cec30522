// Static checks of what operators get for observability, tied to the code: the alert rules of
// the Helm chart (rendered with the chart's default values, as `tpl` would) and the Grafana
// dashboard may only query metrics the services really export (read from the instrument names
// in the source), every alert has a severity, a duration and a runbook section that exists in
// docs/operations.md, and the compose stack's Grafana and collector are wired to what they show.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'generated') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (full.endsWith('.ts') && !full.endsWith('.test.ts')) files.push(full);
  }
  return files;
}

/** Exposition names of every instrument the packages and services create. */
function exportedMetricNames(): Set<string> {
  const names = new Set<string>(['target_info']);
  const instrument = /create(Histogram|Counter|ObservableGauge|ObservableCounter|UpDownCounter)\(\s*'([a-z0-9_.]+)'/g;
  for (const file of [...sourceFiles(path.join(root, 'packages')), ...sourceFiles(path.join(root, 'services'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(instrument)) {
      const base = (match[2] as string).replaceAll('.', '_');
      switch (match[1]) {
        case 'Histogram':
          for (const suffix of ['_bucket', '_count', '_sum']) names.add(base + suffix);
          break;
        case 'Counter':
        case 'ObservableCounter':
          names.add(`${base}_total`);
          break;
        default:
          names.add(base);
      }
    }
  }
  return names;
}

const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'avg', 'count', 'by', 'without', 'rate', 'increase', 'histogram_quantile', 'le', 'and', 'or', 'unless', 'on', 'ignoring', 'label_values']);

/** Metric names a PromQL expression reads: label matchers, groupings, ranges and strings removed. */
function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without)\s*\([^)]*\)/g, '');
  const names = new Set<string>();
  for (const match of bare.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\()?/g)) {
    const [, name, call] = match;
    if (call || PROMQL_WORDS.has(name as string) || /^\$/.test(name as string)) continue;
    names.add(name as string);
  }
  return [...names];
}

const exported = exportedMetricNames();
const values = parseYaml(read('helm/media-platform/values.yaml')) as Record<string, unknown>;

function valueAt(dotted: string): unknown {
  let node: unknown = values;
  for (const key of dotted.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/** files/alerts.yaml as `tpl` renders it with the default values (string literals and `.Values` paths). */
function renderAlerts(): string {
  return read('helm/media-platform/files/alerts.yaml').replace(/\{\{\s*(.*?)\s*\}\}(?!")/g, (whole, action: string) => {
    const literal = /^"(.*)"$/.exec(action);
    if (literal) return literal[1] as string;
    const path = /^\.Values\.([A-Za-z0-9_.]+)$/.exec(action);
    if (!path) throw new Error(`unexpected template action in alerts.yaml: ${whole}`);
    const value = valueAt(path[1] as string);
    if (value === undefined) throw new Error(`alerts.yaml reads ${path[1]}, which values.yaml does not set`);
    return String(value);
  });
}

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; runbook_url: string };
}

describe('the PrometheusRule alerts', () => {
  const rendered = parseYaml(renderAlerts()) as { groups: { name: string; rules: Rule[] }[] };
  const rules = rendered.groups.flatMap((group) => group.rules);
  const operations = read('docs/operations.md');
  const anchors = new Set([...operations.matchAll(/^#{2,3} (.+)$/gm)].map((match) => (match[1] as string).trim().toLowerCase().replace(/[^a-z0-9 -]/g, '').replaceAll(' ', '-')));

  it('covers the error ratio, job failures, queue wait, consumer lag, dead letters and the outbox', () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual(
      [
        'MediaPlatformConsumerLagging',
        'MediaPlatformDeadLettersPresent',
        'MediaPlatformHighErrorRatio',
        'MediaPlatformJobFailureRatio',
        'MediaPlatformOutboxBacklog',
        'MediaPlatformQueueWaitHigh',
      ].sort(),
    );
  });

  it.each(rules.map((rule) => [rule.alert, rule] as const))('%s queries exported metrics, has a severity, a duration and a runbook', (_name, rule) => {
    const used = metricsIn(rule.expr);
    expect(used.length).toBeGreaterThan(0);
    for (const metric of used) expect(exported, `${rule.alert} reads ${metric}`).toContain(metric);
    expect(rule.expr).not.toMatch(/\{\{|\}\}/);
    expect(['warning', 'critical']).toContain(rule.labels.severity);
    expect(rule.for).toMatch(/^\d+[smh]$/);
    expect(rule.annotations.summary.length).toBeGreaterThan(10);
    const anchor = rule.annotations.runbook_url.split('#')[1] ?? '';
    expect(rule.annotations.runbook_url.startsWith(String(valueAt('metrics.prometheusRule.runbookBaseUrl')))).toBe(true);
    expect(anchors, `docs/operations.md has no section for ${rule.alert}`).toContain(anchor);
  });

  it('are gated by values and rendered from files/alerts.yaml', () => {
    const template = read('helm/media-platform/templates/prometheusrule.yaml');
    expect(template).toMatch(/^\{\{- if and \.Values\.metrics\.enabled \.Values\.metrics\.prometheusRule\.enabled \}\}/);
    expect(template).toContain('tpl (.Files.Get "files/alerts.yaml") .');
    expect(read('helm/media-platform/templates/servicemonitor.yaml')).toMatch(/^\{\{- if and \.Values\.metrics\.enabled \.Values\.metrics\.serviceMonitor\.enabled \}\}/);
  });
});

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(read('deploy/grafana/dashboards/media-platform.json')) as {
    uid: string;
    panels: { id: number; title: string; targets: { expr: string }[] }[];
    templating: { list: { name: string; query: unknown }[] };
  };

  it('has unique panel ids and titles, each with at least one query', () => {
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    expect(new Set(dashboard.panels.map((panel) => panel.title)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) expect(panel.targets.length, panel.title).toBeGreaterThan(0);
  });

  it('queries only metrics the services export', () => {
    const queries = [
      ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => [panel.title, target.expr] as const)),
      ...dashboard.templating.list.flatMap((variable) => {
        const query = (variable.query as { query?: string } | string | undefined);
        const text = typeof query === 'string' ? query : query?.query;
        return text?.startsWith('label_values(') ? [[variable.name, text.replace(/^label_values\(([^,]+),.*$/, '$1')] as const] : [];
      }),
    ];
    for (const [where, expr] of queries) {
      const used = metricsIn(expr);
      expect(used.length, where).toBeGreaterThan(0);
      for (const metric of used) expect(exported, `${where} reads ${metric}`).toContain(metric);
    }
  });

  it('shows every job metric the issue asks for', () => {
    const all = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricsIn(target.expr)));
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

  it('is provisioned in the compose stack, beside the Prometheus and Jaeger data sources', () => {
    const compose = parseYaml(read('deploy/compose.yaml')) as { services: Record<string, { volumes?: string[] }> };
    expect(compose.services.grafana?.volumes).toContain('./grafana/dashboards:/var/lib/grafana/dashboards:ro');
    const sources = parseYaml(read('deploy/grafana/provisioning/datasources/datasources.yaml')) as { datasources: { type: string; url: string }[] };
    expect(sources.datasources.map((source) => source.type).sort()).toEqual(['jaeger', 'prometheus']);
    // The collector sends traces to Jaeger and metrics to the exporter Prometheus scrapes.
    const collector = parseYaml(read('deploy/otel-collector.yaml')) as { service: { pipelines: Record<string, { exporters: string[] }> }; exporters: Record<string, { endpoint?: string }> };
    expect(collector.service.pipelines.traces?.exporters).toContain('otlp/jaeger');
    expect(collector.service.pipelines.metrics?.exporters).toContain('prometheus');
    const prometheus = parseYaml(read('deploy/prometheus/prometheus.yaml')) as { scrape_configs: { static_configs: { targets: string[] }[] }[] };
    const port = collector.exporters.prometheus?.endpoint?.split(':').at(-1);
    expect(prometheus.scrape_configs.flatMap((job) => job.static_configs.flatMap((config) => config.targets))).toContain(`otel-collector:${port}`);
  });
});

describe('metricsIn', () => {
  it('finds the metrics of an expression, not its functions, labels or groupings', () => {
    expect(metricsIn('histogram_quantile(0.95, sum by (le, job_kind) (rate(jobs_queue_wait_bucket{job_model=~"$model"}[5m]))) > 300').sort()).toEqual(['jobs_queue_wait_bucket']);
    expect(metricsIn('sum(rate(a_total{x="1"}[5m])) / sum(rate(b_count[5m]))').sort()).toEqual(['a_total', 'b_count']);
  });
});

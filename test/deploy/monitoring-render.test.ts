// One file over 300 lines: one suite over the chart's rendered monitoring objects, sharing one render.
// The chart's observability objects as the real helm renders them: the ServiceMonitor and the
// PrometheusRule appear exactly when the values turn them on, the ServiceMonitor scrapes every
// service's metrics port by name, every alert reads only metrics the services export and links a
// runbook that exists, and the NetworkPolicies let the scraper in. Nothing here lists the
// services: a service added to the chart is held to the same checks.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chartDir,
  copyChart,
  helmSkipReason,
  newestKubeVersion,
  render,
  repoRoot,
  type KubeObject,
} from './helm-tool.ts';
import { validateKubeObject } from './kube-schema.ts';
import { at, deployments, selects, type Tree } from './manifest-query.ts';
import { exportedMetricNames, metricsIn } from './metric-names.ts';

const ciFiles = readdirSync(path.join(chartDir, 'ci')).filter((file) => file.endsWith('.yaml'));
/** The example install that turns the prometheus-operator objects on. */
const monitoringFile = 'monitoring-values.yaml';
/** The namespace helm-tool.ts renders into. */
const releaseNamespace = 'media';

const readYaml = (file: string) => parseYaml(readFileSync(file, 'utf8')) as Tree;
const defaults = readYaml(path.join(chartDir, 'values.yaml'));
/** A value as an install sees it: its ci/ file's, else the chart's default. */
const valueOf = (file: string, ...keys: string[]) =>
  at(readYaml(path.join(chartDir, 'ci', file)), ...keys) ?? at(defaults, ...keys);

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; runbook_url: string };
}

const ofKind = (objects: KubeObject[], kind: string) => objects.filter((object) => object.kind === kind);
const portsOf = (object: KubeObject) =>
  (at(object, 'spec', 'ports') ?? []) as { name?: string; targetPort?: unknown }[];

describe.skipIf(helmSkipReason !== undefined)(
  helmSkipReason
    ? `Helm chart tests skipped: ${helmSkipReason}`
    : 'the observability objects the real helm renders',
  () => {
    const chart = copyChart();
    afterAll(() => chart.remove());
    const renderCi = (file: string, set?: string[]) =>
      render(chart.dir, {
        kubeVersion: newestKubeVersion(),
        valuesFiles: [path.join(chart.dir, 'ci', file)],
        set,
      });
    let monitoring: KubeObject[] | undefined;
    const objects = () => (monitoring ??= renderCi(monitoringFile));
    const only = (kind: string) => {
      const found = ofKind(objects(), kind);
      expect(found.map((object) => object.metadata.name)).toHaveLength(1);
      return found[0] as KubeObject;
    };

    describe('gating', () => {
      it.each(ciFiles)(
        'ci/%s renders a ServiceMonitor and a PrometheusRule exactly when its values turn them on',
        (file) => {
          const on = (which: string) =>
            valueOf(file, 'metrics', 'enabled') === true &&
            valueOf(file, 'metrics', which, 'enabled') === true
              ? 1
              : 0;
          const rendered = renderCi(file);
          expect(ofKind(rendered, 'ServiceMonitor')).toHaveLength(on('serviceMonitor'));
          expect(ofKind(rendered, 'PrometheusRule')).toHaveLength(on('prometheusRule'));
        },
      );

      it(`ci/${monitoringFile} turns both on, and the chart's defaults leave both off`, () => {
        expect(ofKind(objects(), 'ServiceMonitor')).toHaveLength(1);
        expect(ofKind(objects(), 'PrometheusRule')).toHaveLength(1);
        expect(at(defaults, 'metrics', 'serviceMonitor', 'enabled')).toBe(false);
        expect(at(defaults, 'metrics', 'prometheusRule', 'enabled')).toBe(false);
      });

      it('metrics.enabled=false renders neither, even with their own flags on, and no metrics port on the Services that serve another', () => {
        const rendered = renderCi(monitoringFile, ['metrics.enabled=false']);
        expect(ofKind(rendered, 'ServiceMonitor')).toEqual([]);
        expect(ofKind(rendered, 'PrometheusRule')).toEqual([]);
        for (const service of ofKind(rendered, 'Service')) {
          const names = portsOf(service).map((port) => port.name);
          if (names.length > 1) expect(names, service.metadata.name).not.toContain('metrics');
        }
      });
    });

    it('both objects carry the chart labels and the labels the operator selects them by', () => {
      for (const [kind, key] of [
        ['ServiceMonitor', 'serviceMonitor'],
        ['PrometheusRule', 'prometheusRule'],
      ] as const) {
        const labels = only(kind).metadata.labels ?? {};
        expect(labels['app.kubernetes.io/part-of'], kind).toBe('media-platform');
        expect(labels['app.kubernetes.io/instance'], kind).toBe('media');
        expect(labels['app.kubernetes.io/managed-by'], kind).toBe('Helm');
        const extra = valueOf(monitoringFile, 'metrics', key, 'labels') as Record<string, string>;
        expect(Object.keys(extra).length, kind).toBeGreaterThan(0);
        expect(labels, kind).toMatchObject(extra);
      }
    });

    describe('the ServiceMonitor', () => {
      const monitor = () => only('ServiceMonitor');
      const endpoints = () => (at(monitor(), 'spec', 'endpoints') ?? []) as Tree[];
      const selected = () =>
        ofKind(objects(), 'Service').filter((service) =>
          selects(at(monitor(), 'spec', 'selector'), service.metadata.labels ?? {}),
        );

      it('looks in the release namespace only', () => {
        expect(at(monitor(), 'spec', 'namespaceSelector', 'matchNames')).toEqual([releaseNamespace]);
      });

      it('selects one Service per Deployment, each with the port its endpoints name, targeting a port the pods name', () => {
        const all = deployments(objects());
        expect(all.length).toBeGreaterThan(1);
        expect(endpoints().length).toBeGreaterThan(0);
        for (const endpoint of endpoints()) {
          expect(endpoint.path).toBe('/metrics');
          expect(endpoint.interval).toBe(valueOf(monitoringFile, 'metrics', 'serviceMonitor', 'interval'));
        }
        for (const workload of all) {
          const services = selected().filter((service) =>
            selects(at(service, 'spec', 'selector'), workload.podLabels),
          );
          expect(
            services.map((service) => service.metadata.name),
            workload.id,
          ).toHaveLength(1);
          const podPorts = workload.containers
            .flatMap((container) => container.ports ?? [])
            .map((port) => port.name);
          for (const endpoint of endpoints()) {
            const port = portsOf(services[0] as KubeObject).find(
              (candidate) => candidate.name === endpoint.port,
            );
            expect(port, `${workload.id}: its Service has no port ${String(endpoint.port)}`).toBeDefined();
            expect(podPorts, workload.id).toContain(port?.targetPort);
          }
        }
        // Every Service it selects has the port: none is left for Prometheus to report down.
        for (const service of selected())
          for (const endpoint of endpoints())
            expect(
              portsOf(service).map((port) => port.name),
              service.metadata.name,
            ).toContain(endpoint.port);
      });

      it('asks for OpenMetrics first, the text format that carries exemplars, and can leave the choice to Prometheus', () => {
        expect((at(monitor(), 'spec', 'scrapeProtocols') as string[] | undefined)?.[0]).toBe(
          'OpenMetricsText1.0.0',
        );
        const unset = ofKind(
          renderCi(monitoringFile, ['metrics.serviceMonitor.scrapeProtocols=null']),
          'ServiceMonitor',
        )[0] as KubeObject;
        expect(at(unset, 'spec', 'scrapeProtocols')).toBeUndefined();
      });

      it('names each scrape job by a label every selected Service carries, distinct per service (the dashboard filters on it)', () => {
        const jobLabel = at(monitor(), 'spec', 'jobLabel');
        expect(typeof jobLabel).toBe('string');
        const jobs = selected().map((service) => service.metadata.labels?.[jobLabel as string]);
        expect(jobs.every((job) => typeof job === 'string' && job.length > 0)).toBe(true);
        expect(new Set(jobs).size).toBe(jobs.length);
      });
    });

    describe('the PrometheusRule', () => {
      const allRules = () =>
        (
          (at(only('PrometheusRule'), 'spec', 'groups') ?? []) as { rules: (Rule & { record?: string })[] }[]
        ).flatMap((group) => group.rules);
      const rules = () => allRules().filter((rule) => rule.alert !== undefined);
      // Alerts read what the services export and what the objectives' recording rules record.
      const exported = exportedMetricNames();
      const recorded = () => new Set(allRules().flatMap((rule) => (rule.record ? [rule.record] : [])));
      const runbookBase = String(valueOf(monitoringFile, 'metrics', 'prometheusRule', 'runbookBaseUrl'));
      const operations = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
      const anchors = new Set(
        [...operations.matchAll(/^#{2,3} (.+)$/gm)].map((match) =>
          (match[1] as string)
            .trim()
            .toLowerCase()
            .replace(/[^a-z0-9 -]/g, '')
            .replaceAll(' ', '-'),
        ),
      );

      it('covers the error ratio, job failures, queue wait, consumer lag, dead letters, the outbox and a page and a ticket per objective', () => {
        const objectives = [
          'ApiAvailability',
          'ApiLatency',
          'JobSuccess',
          'JobQueueWait',
          'WebhookDelivery',
          'RenderSpeed',
        ];
        expect(
          rules()
            .map((rule) => rule.alert)
            .sort(),
        ).toEqual(
          [
            ...objectives.flatMap((name) => [
              `MediaPlatform${name}BudgetBurn`,
              `MediaPlatform${name}BudgetBurnTicket`,
            ]),
            'MediaPlatformConsumerLagging',
            'MediaPlatformDeadLettersPresent',
            'MediaPlatformHighErrorRatio',
            'MediaPlatformJobFailureRatio',
            'MediaPlatformOutboxBacklog',
            'MediaPlatformQueueWaitHigh',
          ].sort(),
        );
      });

      it('every alert reads only exported metrics, has a severity, a duration, a summary and a runbook section that exists', () => {
        const problems: string[] = [];
        for (const rule of rules()) {
          const used = metricsIn(rule.expr);
          if (used.length === 0) problems.push(`${rule.alert}: reads no metric`);
          for (const metric of used)
            if (!exported.has(metric) && !recorded().has(metric))
              problems.push(`${rule.alert}: reads ${metric}, which no service exports and no rule records`);
          if (/\{\{|\}\}/.test(rule.expr))
            problems.push(`${rule.alert}: a template action is left in its expression`);
          if (!['warning', 'critical'].includes(rule.labels.severity))
            problems.push(`${rule.alert}: severity ${rule.labels.severity}`);
          if (!/^\d+[smh]$/.test(rule.for)) problems.push(`${rule.alert}: for ${rule.for}`);
          if (rule.annotations.summary.length <= 10) problems.push(`${rule.alert}: no summary`);
          const [base, anchor = ''] = rule.annotations.runbook_url.split('#');
          if (base !== runbookBase)
            problems.push(
              `${rule.alert}: runbook ${rule.annotations.runbook_url} is not under ${runbookBase}`,
            );
          if (!anchors.has(anchor))
            problems.push(`${rule.alert}: docs/operations.md has no section #${anchor}`);
        }
        expect(problems).toEqual([]);
      });

      it('every recording rule reads only exported metrics', () => {
        const records = allRules().filter((rule) => rule.record !== undefined);
        expect(records.length).toBeGreaterThan(30);
        const problems = records.flatMap((rule) =>
          metricsIn(rule.expr)
            .filter((metric) => !exported.has(metric) && !recorded().has(metric))
            .map((metric) => `${rule.record}: reads ${metric}`),
        );
        expect(problems).toEqual([]);
      });

      it("takes its thresholds from the values and leaves Prometheus's own {{ $labels }} to Prometheus", () => {
        const byName = new Map(rules().map((rule) => [rule.alert, rule]));
        const threshold = (key: string) =>
          String(valueOf(monitoringFile, 'metrics', 'prometheusRule', 'thresholds', key));
        expect(threshold('errorRatio')).not.toBe(
          String(at(defaults, 'metrics', 'prometheusRule', 'thresholds', 'errorRatio')),
        );
        expect(byName.get('MediaPlatformHighErrorRatio')?.expr.trim()).toMatch(
          new RegExp(`> ${threshold('errorRatio')}$`),
        );
        expect(byName.get('MediaPlatformOutboxBacklog')?.expr.trim()).toMatch(
          new RegExp(`> ${threshold('outboxBacklogSeconds')}$`),
        );
        expect(byName.get('MediaPlatformQueueWaitHigh')?.expr.trim()).toMatch(
          new RegExp(`> ${threshold('queueWaitSeconds')}$`),
        );
        expect(byName.get('MediaPlatformJobFailureRatio')?.annotations.summary).toContain(
          '{{ $labels.job_kind }}',
        );
      });
    });

    it('every NetworkPolicy over a scraped pod lets networkPolicy.metricsFrom in on the metrics port', () => {
      const metricsFrom = valueOf(monitoringFile, 'networkPolicy', 'metricsFrom');
      expect(metricsFrom).not.toEqual([]);
      const policies = ofKind(objects(), 'NetworkPolicy');
      expect(policies.length).toBeGreaterThan(0);
      for (const workload of deployments(objects())) {
        const rules = policies
          .filter((policy) => selects(at(policy, 'spec', 'podSelector'), workload.podLabels))
          .flatMap((policy) => (at(policy, 'spec', 'ingress') ?? []) as Tree[]);
        const admitted = rules.some(
          (rule) =>
            ((rule.ports ?? []) as Tree[]).some((port) => port.port === 'metrics') &&
            JSON.stringify(rule.from) === JSON.stringify(metricsFrom),
        );
        expect(admitted, `${workload.id}: the scraper cannot reach its metrics port`).toBe(true);
      }
    });

    describe('the published prometheus-operator schemas', () => {
      it('accept the rendered ServiceMonitor and PrometheusRule', () => {
        expect(() => validateKubeObject(only('ServiceMonitor'))).not.toThrow();
        expect(() => validateKubeObject(only('PrometheusRule'))).not.toThrow();
      });

      it('refuse a ServiceMonitor whose scrape interval is not a duration', () => {
        const broken = structuredClone(only('ServiceMonitor'));
        ((at(broken, 'spec', 'endpoints') as Tree[])[0] as Tree).interval = 'half a minute';
        expect(() => validateKubeObject(broken)).toThrow(/ServiceMonitor\/.*interval/);
      });

      it('refuse a PrometheusRule whose rule has no expression', () => {
        const broken = structuredClone(only('PrometheusRule'));
        delete ((at(broken, 'spec', 'groups') as { rules: Tree[] }[])[0]?.rules[0] as Tree).expr;
        expect(() => validateKubeObject(broken)).toThrow(/PrometheusRule\/.*expr/);
      });
    });
  },
);

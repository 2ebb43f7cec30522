// The chart's PrometheusRule as a Prometheus rule file: helm renders the chart (a copy without
// its Bitnami dependencies, which live in a registry this machine need not reach) with
// deploy/prometheus/rules-values.yaml, and the rule groups of the rendered object are written
// out. The rule unit tests, the real-Prometheus e2e test and `STACK_PROMETHEUS=1 npm start` all
// load this file, so what they test and run is what the chart installs.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments, stringify } from 'yaml';

export interface RuleGroup {
  name: string;
  rules: {
    record?: string;
    alert?: string;
    expr: string;
    for?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  }[];
}

export const helmPath = (root: string): string => join(root, '.tools/helm/helm');

/** The rule groups the chart renders with deploy/prometheus/rules-values.yaml (and `set` values). */
export function renderRuleGroups(root: string, set: string[] = []): RuleGroup[] {
  const helm = helmPath(root);
  if (!existsSync(helm))
    throw new Error(`${helm} is missing: scripts/bootstrap.sh installs it (npm start, npm test)`);
  const parent = mkdtempSync(join(tmpdir(), 'rules-chart-'));
  try {
    const chart = join(parent, 'media-platform');
    cpSync(join(root, 'helm/media-platform'), chart, { recursive: true });
    const chartFile = join(chart, 'Chart.yaml');
    const meta = parse(readFileSync(chartFile, 'utf8')) as Record<string, unknown>;
    delete meta.dependencies;
    writeFileSync(chartFile, stringify(meta));
    const args = [
      'template',
      'media',
      chart,
      '--show-only',
      'templates/prometheusrule.yaml',
      '-f',
      join(root, 'deploy/prometheus/rules-values.yaml'),
    ];
    for (const value of set) args.push('--set', value);
    const result = spawnSync(helm, args, {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: parent, HELM_CACHE_HOME: parent },
    });
    if (result.error) throw result.error;
    if (result.status !== 0) throw new Error(`helm could not render the PrometheusRule:\n${result.stderr}`);
    const objects = parseAllDocuments(result.stdout).map(
      (document) => document.toJS() as { kind?: string; spec?: { groups?: RuleGroup[] } } | null,
    );
    const rule = objects.find((object) => object?.kind === 'PrometheusRule');
    if (!rule?.spec?.groups?.length) throw new Error('the chart rendered no PrometheusRule groups');
    return rule.spec.groups;
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}

/** Writes the chart's rules to `file` as a Prometheus rule file; answers the groups. */
export function writeRuleFile(root: string, file: string, set: string[] = []): RuleGroup[] {
  const groups = renderRuleGroups(root, set);
  writeFileSync(file, stringify({ groups }, { lineWidth: 0 }));
  return groups;
}

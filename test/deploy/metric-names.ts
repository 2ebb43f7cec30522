// Metric names on both sides of a query: those the services export (read from the instrument
// names in the source) and those a PromQL expression reads. The alert rules the chart renders and
// the Grafana dashboard are both held to the first with the second.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helm-tool.ts';

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
export function exportedMetricNames(): Set<string> {
  const names = new Set<string>(['target_info']);
  const instrument =
    /create(Histogram|Counter|ObservableGauge|ObservableCounter|UpDownCounter)\(\s*'([a-z0-9_.]+)'/g;
  for (const file of [
    ...sourceFiles(path.join(repoRoot, 'packages')),
    ...sourceFiles(path.join(repoRoot, 'services')),
  ]) {
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

const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'by',
  'without',
  'rate',
  'increase',
  'histogram_quantile',
  'le',
  'and',
  'or',
  'unless',
  'on',
  'ignoring',
  'label_values',
]);

/** Metric names a PromQL expression reads: label matchers, groupings, ranges and strings removed. */
export function metricsIn(expr: string): string[] {
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

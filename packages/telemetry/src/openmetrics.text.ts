// The OpenMetrics 1.0 text exposition of what the meter provider collected, with the histogram
// exemplars the platform's meter keeps (exemplars.ts). Served when the scraper asks for it
// (`Accept: application/openmetrics-text`, as Prometheus does); other scrapers get the SDK
// exporter's Prometheus 0.0.4 text, which has no place for exemplars. Names, labels and values
// are the same in both: the SDK's sanitising (anything outside [a-zA-Z0-9_] becomes `_`),
// counters' samples end in `_total` (the family is named without it, as OpenMetrics requires),
// and non-string attribute values are written as JSON, as the SDK writes them.
import type { Attributes, AttributeValue } from '@opentelemetry/api';
import {
  DataPointType,
  type DataPoint,
  type Histogram,
  type MetricData,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import { attributesKey, type Exemplar, type ExemplarStore } from './exemplars.ts';

export const OPENMETRICS_CONTENT_TYPE = 'application/openmetrics-text; version=1.0.0; charset=utf-8';

/** True when an Accept header ranks OpenMetrics text at least as high as plain text (and above zero). */
export function prefersOpenMetrics(accept: string | undefined): boolean {
  if (!accept) return false;
  let openMetrics = 0;
  let plain = 0;
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    let quality = 1;
    for (const parameter of parameters)
      if (parameter.startsWith('q=')) quality = Number(parameter.slice(2)) || 0;
    if (type === 'application/openmetrics-text') openMetrics = Math.max(openMetrics, quality);
    else if (type === 'text/plain' || type === 'text/*' || type === '*/*') plain = Math.max(plain, quality);
  }
  return openMetrics > 0 && openMetrics >= plain;
}

const sanitise = (name: string): string => {
  const clean = name.replace(/[^a-zA-Z0-9_]/g, '_').replace(/_{2,}/g, '_');
  return /^[0-9]/.test(clean) ? `_${clean}` : clean;
};

const escapeText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

const labelValue = (value: AttributeValue | undefined): string =>
  escapeText(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function labels(attributes: Attributes, extra?: Readonly<Record<string, string>>): string {
  let text = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    text += `${text ? ',' : ''}${sanitise(name)}="${labelValue(value)}"`;
  }
  for (const [name, value] of Object.entries(extra ?? {}))
    text += `${text ? ',' : ''}${name}="${escapeText(value)}"`;
  return text ? `{${text}}` : '';
}

export function formatNumber(value: number): string {
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  if (Number.isNaN(value)) return 'NaN';
  return String(value);
}

/**
 * The canonical rendering OpenMetrics asks of `le` values: Go's shortest `%g` (exponent form below
 * 1e-4 and from 1e6, with at least two exponent digits), with `.0` added to a whole number.
 */
export function canonicalNumber(value: number): string {
  if (!Number.isFinite(value)) return formatNumber(value);
  if (value === 0) return '0.0';
  const [mantissa = '', exponentText = '0'] = value.toExponential().split('e');
  const exponent = Number(exponentText);
  if (exponent < -4 || exponent >= 6) {
    const digits = String(Math.abs(exponent)).padStart(2, '0');
    return `${mantissa}e${exponent < 0 ? '-' : '+'}${digits}`;
  }
  const fixed = String(value);
  return fixed.includes('.') ? fixed : `${fixed}.0`;
}

function exemplarText(exemplar: Exemplar | undefined, lower: number, upper: number): string {
  // An exemplar belongs to its bucket: one outside it (the SDK bucketed with other boundaries
  // than the store assumed) is left out rather than written where it does not belong.
  if (!exemplar || !(exemplar.value > lower && exemplar.value <= upper)) return '';
  const exemplarLabels = `{trace_id="${exemplar.traceId}",span_id="${exemplar.spanId}"}`;
  return ` # ${exemplarLabels} ${formatNumber(exemplar.value)} ${(exemplar.timeMs / 1000).toFixed(3)}`;
}

type FamilyType = 'counter' | 'gauge' | 'histogram';

interface Family {
  type: FamilyType;
  help: string;
  lines: string[];
}

function familyOf(metric: MetricData): { name: string; type: FamilyType } | undefined {
  const name = sanitise(metric.descriptor.name);
  switch (metric.dataPointType) {
    case DataPointType.SUM:
      if (metric.isMonotonic)
        return { name: name.endsWith('_total') ? name.slice(0, -'_total'.length) : name, type: 'counter' };
      return { name, type: 'gauge' };
    case DataPointType.GAUGE:
      return { name, type: 'gauge' };
    case DataPointType.HISTOGRAM:
      return { name, type: 'histogram' };
    default:
      return undefined;
  }
}

function histogramLines(
  name: string,
  point: DataPoint<Histogram>,
  exemplars: readonly (Exemplar | undefined)[] | undefined,
): string[] {
  const { boundaries, counts } = point.value.buckets;
  const lines: string[] = [];
  let cumulative = 0;
  for (let index = 0; index < counts.length; index += 1) {
    cumulative += counts[index] as number;
    const upper = index < boundaries.length ? (boundaries[index] as number) : Infinity;
    const lower = index === 0 ? -Infinity : (boundaries[index - 1] as number);
    const le = upper === Infinity ? '+Inf' : canonicalNumber(upper);
    lines.push(
      `${name}_bucket${labels(point.attributes, { le })} ${cumulative}${exemplarText(exemplars?.[index], lower, upper)}`,
    );
    if (upper === Infinity) break;
  }
  lines.push(`${name}_count${labels(point.attributes)} ${point.value.count}`);
  if (point.value.sum !== undefined)
    lines.push(`${name}_sum${labels(point.attributes)} ${formatNumber(point.value.sum)}`);
  return lines;
}

function pointLines(
  name: string,
  type: FamilyType,
  metric: MetricData,
  store: ExemplarStore | undefined,
): string[] {
  if (metric.dataPointType === DataPointType.HISTOGRAM) {
    const exemplars = store?.series(metric.descriptor.name);
    return metric.dataPoints.flatMap((point) =>
      histogramLines(name, point, exemplars?.get(attributesKey(point.attributes))),
    );
  }
  if (metric.dataPointType === DataPointType.EXPONENTIAL_HISTOGRAM) return [];
  const sample = type === 'counter' ? `${name}_total` : name;
  return metric.dataPoints.map(
    (point) => `${sample}${labels(point.attributes)} ${formatNumber(point.value)}`,
  );
}

/** The OpenMetrics text of one collection, `# EOF` included. */
export function writeOpenMetrics(collected: ResourceMetrics, store?: ExemplarStore): string {
  const families = new Map<string, Family>();
  for (const scope of collected.scopeMetrics) {
    for (const metric of scope.metrics) {
      const family = familyOf(metric);
      if (!family) continue;
      let entry = families.get(family.name);
      if (!entry) {
        entry = { type: family.type, help: metric.descriptor.description, lines: [] };
        families.set(family.name, entry);
      } else if (entry.type !== family.type) {
        continue; // One name, two types: the first keeps it (the SDK's exporter drops both).
      }
      entry.lines.push(...pointLines(family.name, family.type, metric, store));
    }
  }
  let text = `# TYPE target info\n# HELP target Target metadata\ntarget_info${labels(collected.resource.attributes)} 1\n`;
  for (const [name, family] of families) {
    text += `# TYPE ${name} ${family.type}\n`;
    if (family.help) text += `# HELP ${name} ${escapeText(family.help)}\n`;
    for (const line of family.lines) text += `${line}\n`;
  }
  return `${text}# EOF\n`;
}

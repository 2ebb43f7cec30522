// Histogram exemplars: the OpenTelemetry JS SDK records none, so the platform's meter wraps each
// histogram and keeps, per series and bucket, the latest observation made inside a sampled trace
// (its value, trace id, span id and time). The OpenMetrics scrape writes them after the bucket
// lines, so a latency spike on a dashboard leads to a trace that caused it. Observations outside
// a sampled trace (no tracing configured, or the sampler said no) cost one context lookup.
import {
  TraceFlags,
  trace,
  type Attributes,
  type Context,
  type Histogram,
  type Meter,
  type MeterProvider,
  type MetricOptions,
  context as api,
} from '@opentelemetry/api';

export interface Exemplar {
  value: number;
  traceId: string;
  spanId: string;
  /** Milliseconds since the epoch. */
  timeMs: number;
}

/** The SDK's explicit-bucket default, for a histogram with neither a view nor advice. */
const SDK_DEFAULT_BOUNDARIES = [0, 5, 10, 25, 50, 75, 100, 250, 500, 750, 1000, 2500, 5000, 7500, 10000];
/** As the SDK's default cardinality limit: a series the SDK would fold away keeps no exemplar. */
const MAX_SERIES_PER_INSTRUMENT = 2000;

/**
 * The key an observation is filed under: the attributes in the order they were written (sorting
 * them costs more than the rest of an observation; `series` merges the orders at scrape time).
 */
function recordKey(attributes: Attributes): string {
  let key = '';
  for (const name in attributes) {
    const value = attributes[name];
    if (value === undefined) continue;
    key += name + '\u0000' + (typeof value === 'object' ? JSON.stringify(value) : String(value)) + '\u0001';
  }
  return key;
}

/** One key per attribute set, whatever the order its keys were written in. */
export function attributesKey(attributes: Attributes): string {
  const keys = Object.keys(attributes).filter((key) => attributes[key] !== undefined);
  keys.sort();
  let key = '';
  for (const name of keys) key += `${JSON.stringify(name)}:${JSON.stringify(attributes[name])},`;
  return key;
}

type Buckets = (Exemplar | undefined)[];

interface InstrumentExemplars {
  boundaries: readonly number[];
  /** By `recordKey`, with the attributes as first recorded (to key them by set at scrape time). */
  series: Map<string, { attributes: Attributes; buckets: Buckets }>;
}

export class ExemplarStore {
  readonly #instruments = new Map<string, InstrumentExemplars>();

  /** `secondsBoundaries`: the buckets the provider's view gives every histogram in seconds. */
  readonly secondsBoundaries: readonly number[];

  constructor(secondsBoundaries: readonly number[]) {
    this.secondsBoundaries = secondsBoundaries;
  }

  /** The bucket boundaries the SDK gives an instrument: the view's for seconds, else the advice's, else its default. */
  register(name: string, boundaries: readonly number[]): InstrumentExemplars {
    let instrument = this.#instruments.get(name);
    if (!instrument) {
      instrument = { boundaries, series: new Map() };
      this.#instruments.set(name, instrument);
    }
    return instrument;
  }

  /**
   * The latest exemplar of each bucket (index i is the bucket with upper bound boundaries[i]; the
   * last is +Inf) of every series of an instrument, by `attributesKey`.
   */
  series(name: string): Map<string, readonly (Exemplar | undefined)[]> {
    const bySet = new Map<string, Buckets>();
    for (const { attributes, buckets } of this.#instruments.get(name)?.series.values() ?? []) {
      const key = attributesKey(attributes);
      const merged = bySet.get(key);
      if (!merged) {
        bySet.set(key, [...buckets]);
        continue;
      }
      buckets.forEach((exemplar, index) => {
        if (exemplar && exemplar.timeMs >= (merged[index]?.timeMs ?? -Infinity)) merged[index] = exemplar;
      });
    }
    return bySet;
  }

  static offer(
    instrument: InstrumentExemplars,
    value: number,
    attributes: Attributes,
    exemplar: Exemplar,
  ): void {
    const key = recordKey(attributes);
    let series = instrument.series.get(key);
    if (!series) {
      if (instrument.series.size >= MAX_SERIES_PER_INSTRUMENT) return;
      series = { attributes: { ...attributes }, buckets: [] };
      instrument.series.set(key, series);
    }
    const { buckets } = series;
    const { boundaries } = instrument;
    let index = 0;
    while (index < boundaries.length && value > (boundaries[index] as number)) index += 1;
    buckets[index] = exemplar;
  }
}

function histogramBoundaries(
  options: MetricOptions | undefined,
  secondsBoundaries: readonly number[],
): readonly number[] {
  if (options?.unit === 's') return secondsBoundaries;
  return options?.advice?.explicitBucketBoundaries ?? SDK_DEFAULT_BOUNDARIES;
}

function withExemplars(histogram: Histogram, instrument: InstrumentExemplars): Histogram {
  return {
    record(value: number, attributes: Attributes = {}, at: Context = api.active()): void {
      histogram.record(value, attributes, at);
      const spanContext = trace.getSpan(at)?.spanContext();
      if (!spanContext || (spanContext.traceFlags & TraceFlags.SAMPLED) === 0) return;
      ExemplarStore.offer(instrument, value, attributes, {
        value,
        traceId: spanContext.traceId,
        spanId: spanContext.spanId,
        timeMs: Date.now(),
      });
    },
  };
}

const stores = new WeakMap<MeterProvider, ExemplarStore>();

/** Called by the provider's set-up: histograms made from `provider`'s meters keep exemplars in `store`. */
export function keepExemplars(provider: MeterProvider, store: ExemplarStore): void {
  stores.set(provider, store);
}

export const exemplarStoreOf = (provider: MeterProvider): ExemplarStore | undefined => stores.get(provider);

/** `meter` with histograms that keep exemplars in `store`; every other instrument as the meter makes it. */
export function exemplarMeter(meter: Meter, store: ExemplarStore): Meter {
  return {
    createHistogram: (name, options) =>
      withExemplars(
        meter.createHistogram(name, options),
        store.register(name, histogramBoundaries(options, store.secondsBoundaries)),
      ),
    createGauge: (name, options) => meter.createGauge(name, options),
    createCounter: (name, options) => meter.createCounter(name, options),
    createUpDownCounter: (name, options) => meter.createUpDownCounter(name, options),
    createObservableGauge: (name, options) => meter.createObservableGauge(name, options),
    createObservableCounter: (name, options) => meter.createObservableCounter(name, options),
    createObservableUpDownCounter: (name, options) => meter.createObservableUpDownCounter(name, options),
    addBatchObservableCallback: (callback, observables) =>
      meter.addBatchObservableCallback(callback, observables),
    removeBatchObservableCallback: (callback, observables) =>
      meter.removeBatchObservableCallback(callback, observables),
  };
}

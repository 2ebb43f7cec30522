// Shared instruments. The metrics API hands out a no-op meter until a provider is registered and
// never upgrades it (traces have a proxy; metrics do not), so each package builds its instruments
// on first use and again whenever another provider was registered (tests start their own).
// Histograms from this meter keep exemplars (exemplars.ts) when the provider was set up for them.
import { metrics, type Meter, type MeterProvider } from '@opentelemetry/api';
import { exemplarMeter, exemplarStoreOf } from './exemplars.ts';

export const platformMeter = (): Meter => {
  const meter = metrics.getMeter('@platform');
  const store = exemplarStoreOf(metrics.getMeterProvider());
  return store ? exemplarMeter(meter, store) : meter;
};

/** `build` runs once per registered meter provider; the result is cached for that provider. */
export function lazyInstruments<T>(build: (meter: Meter) => T): () => T {
  const built = new WeakMap<MeterProvider, T>();
  return () => {
    const provider = metrics.getMeterProvider();
    let instruments = built.get(provider);
    if (!instruments) {
      instruments = build(platformMeter());
      built.set(provider, instruments);
    }
    return instruments;
  };
}

/** Seconds since `start` (a `performance.now()` reading). */
export const elapsedSeconds = (start: number): number => (performance.now() - start) / 1000;

// Reads the Prometheus text exposition format back into samples, for tests and tools that check
// what a scrape says (the exporter writes it; nothing here is on a request path).
export interface Sample {
  name: string;
  labels: Readonly<Record<string, string>>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? '').matchAll(LABEL)) {
      labels[label[1] as string] = (label[2] as string).replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
    }
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include every label of `match`. */
export function sumSamples(samples: readonly Sample[], name: string, match: Readonly<Record<string, string>> = {}): number {
  let total = 0;
  for (const sample of samples) {
    if (sample.name !== name) continue;
    if (Object.entries(match).every(([key, value]) => sample.labels[key] === value)) total += sample.value;
  }
  return total;
}

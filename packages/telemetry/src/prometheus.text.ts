// Reads the Prometheus text exposition format (0.0.4) and OpenMetrics text back into samples,
// exemplars included, for tests and tools that check what a scrape says (the exporter writes it;
// nothing here is on a request path).
export interface SampleExemplar {
  labels: Readonly<Record<string, string>>;
  value: number;
  /** Seconds since the epoch, when the exemplar has one. */
  timestamp?: number;
}

export interface Sample {
  name: string;
  labels: Readonly<Record<string, string>>;
  value: number;
  exemplar?: SampleExemplar;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;
const UNESCAPE: Readonly<Record<string, string>> = { n: '\n', '"': '"', '\\': '\\' };

/** A cursor over one line; every read throws when the line does not have what it should. */
class LineReader {
  position = 0;
  readonly line: string;

  constructor(line: string) {
    this.line = line;
  }

  fail(): never {
    throw new Error(`not a Prometheus sample line: ${this.line}`);
  }

  match(pattern: RegExp): string {
    const found = pattern.exec(this.line.slice(this.position));
    if (!found) this.fail();
    this.position += found[0].length;
    return found[0];
  }

  skipSpaces(required: boolean): void {
    const start = this.position;
    while (this.line[this.position] === ' ' || this.line[this.position] === '\t') this.position += 1;
    if (required && this.position === start) this.fail();
  }

  peek(text: string): boolean {
    return this.line.startsWith(text, this.position);
  }

  expect(text: string): void {
    if (!this.peek(text)) this.fail();
    this.position += text.length;
  }

  labels(): Record<string, string> {
    const labels: Record<string, string> = {};
    this.expect('{');
    while (!this.peek('}')) {
      const name = this.match(LABEL_NAME);
      this.expect('="');
      let value = '';
      for (;;) {
        const char = this.line[this.position];
        if (char === undefined) this.fail();
        this.position += 1;
        if (char === '"') break;
        if (char === '\\') {
          const next = this.line[this.position];
          if (next === undefined) this.fail();
          value += UNESCAPE[next] ?? next;
          this.position += 1;
        } else {
          value += char;
        }
      }
      labels[name] = value;
      if (this.peek(',')) this.position += 1;
      else if (!this.peek('}')) this.fail();
    }
    this.position += 1;
    return labels;
  }

  number(): number {
    const text = this.match(/^\S+/);
    const value = text === '+Inf' ? Infinity : text === '-Inf' ? -Infinity : Number(text);
    if (Number.isNaN(value) && text !== 'NaN') this.fail();
    return value;
  }

  done(): boolean {
    return this.position >= this.line.length;
  }
}

function parseLine(line: string): Sample {
  const reader = new LineReader(line);
  const name = reader.match(NAME);
  const labels = reader.peek('{') ? reader.labels() : {};
  reader.skipSpaces(true);
  const value = reader.number();
  reader.skipSpaces(false);
  if (!reader.done() && !reader.peek('#')) {
    reader.number(); // the sample's timestamp
    reader.skipSpaces(false);
  }
  if (reader.done()) return { name, labels, value };
  reader.expect('#');
  reader.skipSpaces(true);
  const exemplarLabels = reader.labels();
  reader.skipSpaces(true);
  const exemplar: SampleExemplar = { labels: exemplarLabels, value: reader.number() };
  reader.skipSpaces(false);
  if (!reader.done()) exemplar.timestamp = reader.number();
  reader.skipSpaces(false);
  if (!reader.done()) reader.fail();
  return { name, labels, value, exemplar };
}

export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    samples.push(parseLine(line));
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include every label of `match`. */
export function sumSamples(
  samples: readonly Sample[],
  name: string,
  match: Readonly<Record<string, string>> = {},
): number {
  let total = 0;
  for (const sample of samples) {
    if (sample.name !== name) continue;
    if (Object.entries(match).every(([key, value]) => sample.labels[key] === value)) total += sample.value;
  }
  return total;
}

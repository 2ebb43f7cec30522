// An open-loop load generator: requests leave at a fixed rate whatever the server's answers do,
// and each latency is counted from the moment its request was due, not from when a connection
// was free to send it (a closed-loop generator such as autocannon waits for an answer before the
// next request, so a slow server slows the load down and its queueing never shows: "coordinated
// omission"). This is how a service meets "N requests per second with p99 under T ms".
// Usage: node open-load.ts <url> <seconds> <rate> [header=value ...]; prints the result as JSON.
// It sends for one second more than asked: that first second warms it up and is not measured.
// LOAD_DISTINCT_QUERY=<name>: every request carries `<name>=<its number>`, as in load.ts.
//
// It shares the machine's cores with the servers it loads, so it speaks HTTP/1.1 itself on
// keep-alive sockets (one request at a time on each, a new socket when all are busy): node:http's
// client costs about twice autocannon's CPU per request here. It reads only what it needs of an
// answer: the status line and a Content-Length body (the servers it loads send no chunked bodies).
import { connect, type Socket } from 'node:net';

const [url, seconds = '10', rateArg = '1000', ...headerArgs] = process.argv.slice(2);
if (!url) throw new Error('usage: open-load.ts <url> <seconds> <rate> [header=value ...]');
const rate = Number(rateArg);
// The first second warms the generator itself (its sockets, its JIT) and is not measured.
const warmUp = rate;
const total = warmUp + Math.round(Number(seconds) * rate);
const target = new URL(url);
const distinct = process.env.LOAD_DISTINCT_QUERY;
const TIMEOUT_MS = 10_000;
// A header given several times is sent with each value in turn (e.g. the keys of many accounts), as in load.ts.
const headerValues = new Map<string, string[]>();
for (const arg of headerArgs) {
  const name = arg.slice(0, arg.indexOf('='));
  headerValues.set(name, [...(headerValues.get(name) ?? []), arg.slice(arg.indexOf('=') + 1)]);
}
const heads = Array.from(
  { length: Math.max(1, ...[...headerValues.values()].map((values) => values.length)) },
  (_, round) =>
    [
      `Host: ${target.host}`,
      ...[...headerValues].map(([name, values]) => `${name}: ${values[round % values.length]}`),
    ].join('\r\n'),
);
const requestBytes = (index: number) => {
  const path = distinct
    ? `${target.pathname}${target.search ? `${target.search}&` : '?'}${distinct}=${index}`
    : `${target.pathname}${target.search}`;
  return `GET ${path} HTTP/1.1\r\n${heads[index % heads.length]}\r\n\r\n`;
};

interface Outcome {
  status: number;
  /** The gateway's own time for a refusal (its `Server-Timing: admission;dur=`), when given. */
  serverMs?: number;
}

/** One keep-alive connection: sends a request, calls back once its whole answer is in. */
class Connection {
  readonly socket: Socket;
  #buffer: Buffer = Buffer.alloc(0);
  #pending: ((outcome: Outcome | Error) => void) | undefined;

  constructor(onFree: (connection: Connection) => void, onGone: (connection: Connection) => void) {
    this.socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    this.socket.setTimeout(TIMEOUT_MS, () => this.socket.destroy(new Error('timeout')));
    this.socket.on('data', (chunk: Buffer) => {
      this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
      const end = this.#buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const header = this.#buffer.toString('latin1', 0, end);
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(header)?.[1] ?? 0);
      if (this.#buffer.length < end + 4 + length) return;
      this.#buffer = this.#buffer.subarray(end + 4 + length);
      const done = this.#pending;
      this.#pending = undefined;
      const timing = /\r\nserver-timing:\s*admission;dur=([\d.]+)/i.exec(header);
      done?.({ status: Number(header.slice(9, 12)), serverMs: timing ? Number(timing[1]) : undefined });
      onFree(this);
    });
    const fail = (err: Error) => {
      this.#pending?.(err);
      this.#pending = undefined;
      onGone(this);
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('closed')));
  }

  send(bytes: string, done: (outcome: Outcome | Error) => void): void {
    this.#pending = done;
    this.socket.write(bytes);
  }
}

const latencies: number[] = [];
/** The measured latencies of 2xx answers and of refusals (503, 429) apart: an overloaded server admits some and refuses the rest. */
const admittedLatencies: number[] = [];
const refusedLatencies: number[] = [];
/** The same from when each request was written, not when it was due: the server's own time, without the generator's lateness. */
const admittedServed: number[] = [];
const refusedServed: number[] = [];
/** The gateway's own time for each refusal, from the request's arrival (Server-Timing). */
const refusedServer: number[] = [];
const statuses: Record<number, number> = {};
/** The measured latencies by the second their requests were due in: whether a tail is spread or one spell. */
const bySecond: number[][] = Array.from({ length: Math.ceil((total - warmUp) / rate) }, () => []);
/** How late the generator itself sent each measured request: its own share of a latency. */
const sendLags: number[] = [];
let non2xx = 0;
let errors = 0;
let finished = 0;
let lastDone = 0;
const idle: Connection[] = [];
const all = new Set<Connection>();
// LOAD_MAX_SOCKETS: at most this many connections (as behind an ingress's bounded upstream pool);
// a request due while all are busy waits for the first to free, its wait counted in its latency.
const maxSockets = Number(process.env.LOAD_MAX_SOCKETS ?? Number.POSITIVE_INFINITY);
/**
 * The requests due while every connection was busy, first due first out. Array.shift moved the
 * whole backlog once it outgrew V8's young arrays (35 us a request at 400,000 waiting, against
 * 0.1 us), so an overload made the generator itself take the cores from the server it loads.
 */
class Backlog {
  #items: number[] = [];
  #head = 0;
  get length(): number {
    return this.#items.length - this.#head;
  }
  push(index: number): void {
    this.#items.push(index);
  }
  shift(): number | undefined {
    if (this.#head >= this.#items.length) return undefined;
    const index = this.#items[this.#head]!;
    this.#head += 1;
    // Drop what was taken once it is most of the array (each item is moved once at most).
    if (this.#head > 4096 && this.#head * 2 > this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return index;
  }
}
const waiting = new Backlog();
let dispatch: (connection: Connection, index: number) => void = () => undefined;
const free = (connection: Connection) => {
  const next = waiting.shift();
  if (next === undefined) idle.push(connection);
  else dispatch(connection, next);
};
const gone = (connection: Connection) => {
  all.delete(connection);
  const at = idle.indexOf(connection);
  if (at >= 0) idle.splice(at, 1);
  // A lost connection's place goes to the first request waiting for one.
  if (waiting.length > 0 && all.size < maxSockets) {
    const replacement = new Connection(free, gone);
    dispatch(replacement, waiting.shift()!);
  }
};

const start = performance.now();
await new Promise<void>((resolve) => {
  let sent = 0;
  const send = (index: number) => {
    const connection = idle.pop() ?? (all.size < maxSockets ? new Connection(free, gone) : undefined);
    if (connection) dispatch(connection, index);
    else waiting.push(index);
  };
  dispatch = (connection, index) => {
    const due = start + (index * 1000) / rate;
    if (index >= warmUp) sendLags.push(performance.now() - due);
    all.add(connection);
    const written = performance.now();
    connection.send(requestBytes(index), (outcome) => {
      const now = performance.now();
      if (outcome instanceof Error) errors += 1;
      else {
        if (outcome.status < 200 || outcome.status >= 300) non2xx += 1;
        if (index >= warmUp) {
          latencies.push(now - due);
          statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
          if (outcome.status >= 200 && outcome.status < 300) {
            admittedLatencies.push(now - due);
            admittedServed.push(now - written);
          } else if (outcome.status === 503 || outcome.status === 429) {
            refusedLatencies.push(now - due);
            refusedServed.push(now - written);
            if (outcome.serverMs !== undefined) refusedServer.push(outcome.serverMs);
          }
          bySecond[Math.floor((index - warmUp) / rate)]?.push(now - due);
        }
        lastDone = now;
      }
      finished += 1;
      if (finished === total) resolve();
    });
  };
  const tick = () => {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < due; sent += 1) send(sent);
    if (sent < total) setTimeout(tick, 1);
  };
  tick();
});
for (const connection of all) connection.socket.destroy();

latencies.sort((a, b) => a - b);
for (const values of [admittedLatencies, refusedLatencies, admittedServed, refusedServed, refusedServer])
  values.sort((a, b) => a - b);
sendLags.sort((a, b) => a - b);
const quantile = (values: number[], q: number) =>
  Math.round(values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN);
const at = (q: number) => quantile(latencies, q);
console.log(
  JSON.stringify({
    offeredPerSecond: rate,
    // Measured answers over the time from the first measured request's due time to the last answer.
    requestsPerSecond: (1000 * latencies.length) / Math.max(1, lastDone - (start + 1000)),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? Number.NaN),
    measured: latencies.length,
    // Every request answered, the warm-up's too: what the servers' CPU is divided by.
    total: finished - errors,
    sockets: all.size,
    non2xx,
    errors,
    statuses,
    admittedP50: quantile(admittedLatencies, 0.5),
    admittedP99: quantile(admittedLatencies, 0.99),
    refusedP50: quantile(refusedLatencies, 0.5),
    refusedP99: quantile(refusedLatencies, 0.99),
    refusedMax: Math.round(refusedLatencies.at(-1) ?? Number.NaN),
    admittedServedP99: quantile(admittedServed, 0.99),
    refusedServedP99: quantile(refusedServed, 0.99),
    refusedServerP99: quantile(refusedServer, 0.99),
    // The generator shares the cores: when it runs late, its lateness is in the latencies above.
    sendLagP99: quantile(sendLags, 0.99),
    sendLagMax: Math.round(sendLags.at(-1) ?? Number.NaN),
    p99BySecond: bySecond.map((values) =>
      quantile(
        values.sort((a, b) => a - b),
        0.99,
      ),
    ),
    cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    // LOAD_RAW=1: every measured value, for a parent that runs several generators and merges them.
    ...(process.env.LOAD_RAW
      ? {
          raw: Object.fromEntries(
            Object.entries({
              latencies,
              admittedLatencies,
              refusedLatencies,
              admittedServed,
              refusedServed,
              refusedServer,
              sendLags,
            }).map(([name, values]) => [name, values.map((value) => Math.round(value * 100) / 100)]),
          ),
        }
      : {}),
  }),
);

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
const head = [`Host: ${target.host}`, ...headerArgs.map((arg) => `${arg.slice(0, arg.indexOf('='))}: ${arg.slice(arg.indexOf('=') + 1)}`)].join('\r\n');
const requestBytes = (index: number) => {
  const path = distinct ? `${target.pathname}${target.search ? `${target.search}&` : '?'}${distinct}=${index}` : `${target.pathname}${target.search}`;
  return `GET ${path} HTTP/1.1\r\n${head}\r\n\r\n`;
};

interface Outcome {
  status: number;
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
      done?.({ status: Number(header.slice(9, 12)) });
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
const free = (connection: Connection) => idle.push(connection);
const gone = (connection: Connection) => {
  all.delete(connection);
  const at = idle.indexOf(connection);
  if (at >= 0) idle.splice(at, 1);
};

const start = performance.now();
await new Promise<void>((resolve) => {
  let sent = 0;
  const send = (index: number) => {
    const due = start + (index * 1000) / rate;
    if (index >= warmUp) sendLags.push(performance.now() - due);
    const connection = idle.pop() ?? new Connection(free, gone);
    all.add(connection);
    connection.send(requestBytes(index), (outcome) => {
      const now = performance.now();
      if (outcome instanceof Error) errors += 1;
      else {
        if (outcome.status < 200 || outcome.status >= 300) non2xx += 1;
        if (index >= warmUp) {
          latencies.push(now - due);
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
sendLags.sort((a, b) => a - b);
const quantile = (values: number[], q: number) => Math.round(values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN);
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
    // The generator shares the cores: when it runs late, its lateness is in the latencies above.
    sendLagP99: quantile(sendLags, 0.99),
    sendLagMax: Math.round(sendLags.at(-1) ?? Number.NaN),
    p99BySecond: bySecond.map((values) => quantile(values.sort((a, b) => a - b), 0.99)),
    cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  }),
);

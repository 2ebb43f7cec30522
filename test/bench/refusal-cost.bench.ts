// What one refusal of admission control costs the gateway's process, apart from everything else
// an overload puts on the loop: a server with the gateway's admission listener at a bound of 0
// (every request refused, as at the process bound) and the gateway's telemetry, under a closed
// loop of keep-alive connections from a generator process. Read as the server's CPU (every
// thread) per refusal: it does not depend on how much of the cores the machine leaves the
// server, which the overload bench's latencies do. REFUSAL_COST_CONNECTIONS, _SECONDS, _RUNS.
// Then the overload bench's own open loop (its generators, at most BENCH_CONNECTIONS connections,
// 200) at REFUSAL_COST_RATE a second: the refusal time that server reads with nothing to do but
// refuse, the floor under the overload bench's reading on this machine as it is now.
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MAX_SOCKETS, openLoad } from './overload.bench.ts';
import { runToCompletion } from './processes.ts';

const CONNECTIONS = Number(process.env.REFUSAL_COST_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.REFUSAL_COST_SECONDS ?? 5);
const RUNS = Number(process.env.REFUSAL_COST_RUNS ?? 3);
/** About the overload bench's 3x on the project list (3 x 5,200 a second). */
const RATE = Number(process.env.REFUSAL_COST_RATE ?? 15_000);

/** The server's process: listens on a free port, says which, and counts its refusals. */
async function serve(): Promise<void> {
  const { startTelemetry } = await import('@platform/telemetry');
  await startTelemetry('gateway');
  const { createServer } = await import('node:http');
  const { Admission } = await import('../../services/gateway/src/admission/admission.ts');
  const { sampleLoopDelay } = await import('../../services/gateway/src/admission/loop-delay.ts');
  const admission = new Admission(
    {
      maxInFlight: 0,
      maxInFlightPerAccount: 1,
      maxUploads: 1,
      maxUploadsPerAccount: 1,
      maxStreams: 1,
      maxHealth: 1,
      maxLoopDelayMs: 100,
      retryAfterSeconds: 1,
    },
    sampleLoopDelay(),
  );
  let refused = 0;
  const listener = admission.listener(() => {
    throw new Error('admitted at a bound of 0');
  });
  const server = createServer((req, res) => {
    res.once('finish', () => (refused += res.statusCode === 503 ? 1 : 0));
    listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
  process.on('message', (message: string) => {
    const usage = process.cpuUsage();
    if (message === 'read') process.send!({ cpuUs: usage.user + usage.system, refused });
    else process.exit(0);
  });
}

export async function benchRefusalCost(): Promise<string> {
  const server = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  const next = <T>() => new Promise<T>((resolve) => server.once('message', (m) => resolve(m as T)));
  try {
    const { port } = await next<{ port: number }>();
    const url = `http://127.0.0.1:${port}/api/v2/real-estate/projects/`;
    const read = async () => {
      const answer = next<{ cpuUs: number; refused: number }>();
      server.send('read');
      return answer;
    };
    await runToCompletion(['test/bench/load.ts', url, '2', String(CONNECTIONS)], {}); // warm-up
    const lines: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const before = await read();
      const started = performance.now();
      await runToCompletion(['test/bench/load.ts', url, String(SECONDS), String(CONNECTIONS)], {});
      const after = await read();
      const refused = after.refused - before.refused;
      const cpuUs = after.cpuUs - before.cpuUs;
      const wallS = (performance.now() - started) / 1000;
      lines.push(
        `- run ${run + 1}: ${refused} refusals in ${wallS.toFixed(1)} s, ${(cpuUs / refused).toFixed(1)} us of the server's CPU each (${(cpuUs / 1e6 / wallS).toFixed(2)} cores)`,
      );
    }
    const open = await openLoad(url, SECONDS, RATE, []);
    lines.push(
      `- open loop at ${RATE}/s, ${SECONDS} s, at most ${MAX_SOCKETS} connections over ${open.generators} generators: ${open.statuses['503'] ?? 0} refusals, p99 from when written ${open.refusedServedP99} ms, in the server's own time ${open.refusedServerP99} ms (generators' lag p99 ${open.sendLagP99} ms)`,
    );
    return [
      `Refusal cost: the gateway's admission listener at a bound of 0 with its telemetry, ${CONNECTIONS} keep-alive connections in a closed loop for ${SECONDS} s, ${RUNS} runs.`,
      '',
      ...lines,
    ].join('\n');
  } finally {
    server.send('stop');
  }
}

if (import.meta.main && process.argv.includes('--serve')) await serve();

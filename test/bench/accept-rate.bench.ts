// Accept rate (issue 29): how many new connections a saturated Node server accepts a second with
// one listening socket and with the gateway's eight (SO_REUSEPORT), and how long a probe on a new
// connection waits on the loaded port and on a probe port of its own. libuv accepts one
// connection per listening socket per turn of the event loop, and a saturated loop turns only
// tens of times a second: docs/decisions.md, "Several sockets on the API port".
// The server is accept-server.ts (the gateway's listenOnPort); the load is open-load.ts, 5
// processes with 200 connections each, offering 20,000 requests a second for 8 s.
import { freePort } from '@platform/testkit';
import { probeOnNewConnection } from './http-client.ts';
import { runToCompletion, startProcess, stopProcess } from './processes.ts';

const SECONDS = 8;
const GENERATORS = 5;

async function run(sockets: number) {
  const [port, probePort] = [await freePort(), await freePort()];
  const server = startProcess(
    'accept-server',
    ['test/bench/accept-server.ts', String(port), String(probePort)],
    {
      ACCEPT_SOCKETS: String(sockets),
    },
  );
  const seconds: { accepted: number; answered: number; busy: number }[] = [];
  server.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.startsWith('{"accepted"')) seconds.push(JSON.parse(line));
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const probes: { port: string; ms: number }[] = [];
  const timer = setInterval(() => {
    for (const [name, target] of [
      ['loaded port', port],
      ['probe port', probePort],
    ] as const)
      void probeOnNewConnection(`http://127.0.0.1:${target}/livez`).then(({ status, ms }) =>
        probes.push({ port: name, ms: status === 200 ? ms : Number.POSITIVE_INFINITY }),
      );
  }, 250);
  const from = seconds.length;
  await Promise.all(
    Array.from({ length: GENERATORS }, () =>
      runToCompletion(['test/bench/open-load.ts', `http://127.0.0.1:${port}/`, String(SECONDS), '4000'], {
        LOAD_MAX_SOCKETS: '200',
      }),
    ),
  );
  clearInterval(timer);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  await stopProcess(server);
  const loaded = seconds.slice(from, from + SECONDS);
  const sum = (key: 'accepted' | 'answered' | 'busy') => loaded.reduce((total, s) => total + s[key], 0);
  const worst = (name: string) => {
    const times = probes.filter((p) => p.port === name).map((p) => p.ms);
    const late = times.filter((ms) => ms > 1000).length;
    return `${late} of ${times.length} over 1 s (median ${median(times)} ms)`;
  };
  return `| ${sockets} | ${sum('accepted')} | ${sum('answered')} | ${((100 * sum('busy')) / Math.max(1, loaded.length)).toFixed(0)}% | ${worst('loaded port')} | ${worst('probe port')} |`;
}

function median(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return middle === undefined ? '-' : Number.isFinite(middle) ? middle.toFixed(0) : 'failed';
}

export async function benchAcceptRate(): Promise<string> {
  const rows = [await run(1), await run(8)];
  return [
    `Accept rate: a server answering 503 after 60 us of work, loaded by ${GENERATORS} open-loop generators (200 connections each, 20,000 requests a second offered) for ${SECONDS} s; /livez probed every 250 ms on new connections on the loaded port and on a probe port. Counts over the ${SECONDS} s.`,
    '',
    '| listening sockets | connections accepted | requests answered | event loop busy | probes on the loaded port | probes on the probe port |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

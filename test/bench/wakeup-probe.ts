// How long this machine takes to hand a message to an idle process and back: a TCP ping-pong
// between this process and a child, each round trip after 20 ms of idling, as the job latency
// benchmark's processes idle between jobs. The figure moves with the host (2x within an hour has
// been seen on these VMs, with no steal reported), so the benchmarks print it beside their own.
import { fork } from 'node:child_process';
import { connect, createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROUND_TRIPS = 200;
const IDLE_MS = 20;

// The echo child: only as the main module, never because the importing process has an argument `echo`.
if (import.meta.main && process.argv[2] === 'echo') {
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port));
  process.on('disconnect', () => process.exit(0));
}

/** Median round trip (ms) of a one-byte TCP ping-pong with an idle child process. */
export async function coldRoundTripMs(): Promise<number> {
  const child = fork(fileURLToPath(import.meta.url), ['echo'], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message) => resolve(Number(message)));
      child.once('exit', (code) => reject(new Error(`the echo process exited ${code}`)));
    });
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((resolve) => socket.once('connect', resolve));
    const times: number[] = [];
    for (let i = 0; i < ROUND_TRIPS; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      const start = performance.now();
      await new Promise((resolve) => {
        socket.once('data', resolve);
        socket.write('x');
      });
      times.push(performance.now() - start);
    }
    socket.destroy();
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? Number.NaN;
  } finally {
    if (child.connected) child.disconnect();
  }
}

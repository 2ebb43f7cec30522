// Ports for the servers and processes a test starts.
import { createServer } from 'node:net';

/**
 * Ports this process has handed out. The kernel may offer a port again as soon as it is released,
 * so two calls in a row could return the same one, and a test would then give it to two
 * processes (a local stack refused to start: "Port 36739 is wanted by both the gateway and
 * billing").
 */
const handedOut = new Set<number>();

/**
 * Under vitest, each worker slot (VITEST_POOL_ID, 1 to maxWorkers) draws its ports from a range of
 * its own, below the kernel's ephemeral range (32768-60999 on these machines). Test files in
 * different slots run at the same time, and a port one of them released for a moment (a fault
 * test stops its NATS and starts it again on the same port) could otherwise be handed to the
 * other, or be drawn by any process's outgoing connection; the kernel never draws from below its
 * ephemeral range, and no other slot does either.
 */
const SLOT_PORTS = 2000;
const FIRST_SLOT_PORT = 20_000;
const EPHEMERAL_FROM = 32_768;

function slotRange(): { from: number; to: number } | undefined {
  const slot = Number(process.env.VITEST_POOL_ID);
  if (!Number.isInteger(slot) || slot < 1) return undefined;
  const from = FIRST_SLOT_PORT + (slot - 1) * SLOT_PORTS;
  return from + SLOT_PORTS <= EPHEMERAL_FROM ? { from, to: from + SLOT_PORTS } : undefined;
}

/** A port nothing listens on right now and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  const range = slotRange();
  for (let tries = 0; ; tries += 1) {
    const wanted = range && tries < SLOT_PORTS ? range.from + Math.floor(Math.random() * SLOT_PORTS) : 0;
    if (handedOut.has(wanted)) continue;
    const port = await listenAndRelease(wanted);
    if (port === undefined || handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/** Binds `port` (0: the kernel's choice) and releases it; undefined when it is taken. */
function listenAndRelease(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' && port !== 0 ? resolve(undefined) : reject(err),
    );
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The message `startOnFreePort` retries on: a listen that found its port taken. */
export const PORT_TAKEN = /EADDRINUSE|address already in use/i;

/**
 * Starts something on a free port. A port found free can be taken before the server binds it
 * (another test's outgoing connection draws its local port from the same ephemeral range): a
 * start that fails on that alone (an error whose message matches PORT_TAKEN) is tried again on
 * another port, three times at most. Any other failure is thrown at once.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if (attempt >= 3 || !(err instanceof Error) || !PORT_TAKEN.test(err.message)) throw err;
    }
  }
}

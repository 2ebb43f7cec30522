// Ports for the servers and processes a test starts.
import { createServer } from 'node:net';

/**
 * Ports this process has handed out. The kernel may offer a port again as soon as it is released,
 * so two calls in a row could return the same one, and a test would then give it to two
 * processes (a local stack refused to start: "Port 36739 is wanted by both the gateway and
 * billing").
 */
const handedOut = new Set<number>();

/** A port nothing listens on right now and that this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await kernelFreePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

/** The kernel's choice of a free ephemeral port. */
function kernelFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
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

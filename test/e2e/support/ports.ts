// Starting the service processes of the end-to-end tests on a port of their own.
import { freePort } from '../../../deploy/local/test-support.ts';

/**
 * Starts a process on a free port. A port found free can be taken before the process binds it
 * (another test's outgoing connection draws its local port from the same ephemeral range): a
 * start that fails on that alone is tried again on another port, three times at most.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (err) {
      if (attempt >= 3 || !(err instanceof Error) || !/EADDRINUSE|address already in use/i.test(err.message)) throw err;
    }
  }
}

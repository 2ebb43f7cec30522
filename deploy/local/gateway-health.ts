// The stack is ready when each gateway's /healthz answers 200; until then the last answer (or the
// connection error) is kept for the message when time runs out.
import { waitFor } from './wait.ts';

export async function waitForHealth(
  gatewayUrl: string,
  timeoutMs: number,
  abortWhen: Promise<string>,
): Promise<void> {
  let last = 'no answer yet';
  await waitFor(
    async () => {
      try {
        const response = await fetch(`${gatewayUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
        last = `HTTP ${response.status} ${(await response.text()).slice(0, 500)}`;
        return response.status === 200;
      } catch (err) {
        last = (err as Error).message;
        return false;
      }
    },
    {
      what: 'The gateway health check',
      timeoutMs,
      intervalMs: 500,
      abortWhen,
      describeTimeout: () => `last answer: ${last}`,
    },
  );
}

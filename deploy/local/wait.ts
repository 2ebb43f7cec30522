// Polling for readiness, with a deadline and an early way out when the thing being waited for
// has already died (no point polling a port whose server exited).

export interface WaitOptions {
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  /** Resolves with a reason when waiting is pointless; the wait then fails with that reason. */
  abortWhen?: Promise<string>;
  /** Adds detail to the timeout error (e.g. the last health response). */
  describeTimeout?: () => string;
}

export async function waitFor(check: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  let aborted: string | undefined;
  void options.abortWhen?.then((reason) => (aborted = reason));
  for (;;) {
    if (aborted !== undefined) throw new Error(aborted);
    if (await check()) return;
    if (aborted !== undefined) throw new Error(aborted);
    if (Date.now() >= deadline) {
      const detail = options.describeTimeout?.();
      throw new Error(
        `${options.what} was not ready after ${Math.round(options.timeoutMs / 1000)} s${detail ? `: ${detail}` : ''}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
  }
}

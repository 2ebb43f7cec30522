// Background work on a timer (sweeps, expiries): one run at a time, a tick that comes while a run
// is still going is skipped, a failure goes to `onError` and the next tick tries again, and the
// timer never keeps the process alive. stop() waits for a run in progress.
export interface PeriodicTask {
  stop(): Promise<void>;
}

export function runEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (err: unknown) => void,
): PeriodicTask {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

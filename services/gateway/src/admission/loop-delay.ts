// How late this process's event loop runs: the second admission signal beside the in-flight
// bound. A bound on requests in flight does not bound the CPU they take (a page of a list costs
// more than a balance), and every request waits for the loop, health probes included. A timer
// is due every `intervalMs`; the delay is how late it fired, or, while a turn of the loop is still
// running past the timer's due time, how late it is now: so the requests read in one overlong turn
// (thousands arriving at once) are refused in that same turn, not only after it.

export interface LoopDelay {
  /** Milliseconds the loop is behind now (0 when on time). */
  current(): number;
  stop(): void;
}

export function sampleLoopDelay(intervalMs = 10, now: () => number = () => performance.now()): LoopDelay {
  let last = now();
  let lastDelay = 0;
  const timer = setInterval(() => {
    const at = now();
    lastDelay = Math.max(0, at - last - intervalMs);
    last = at;
  }, intervalMs);
  timer.unref();
  return {
    current: () => Math.max(lastDelay, now() - last - intervalMs),
    stop: () => clearInterval(timer),
  };
}

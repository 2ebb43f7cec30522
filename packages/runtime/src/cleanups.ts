// What a composition root started and must undo at shutdown, or when its start fails half-way.

/** Shutdown steps, in the order their parts started. */
export type Cleanups = Array<() => Promise<void> | void>;

/**
 * Runs the steps last-started first (the server stops before the bus it uses closes) and empties
 * the list; a step that fails is reported and the others still run.
 */
export async function runCleanups(cleanups: Cleanups, onError: (err: unknown) => void): Promise<void> {
  for (const undo of cleanups.splice(0).reverse()) {
    await Promise.resolve().then(undo).catch(onError);
  }
}

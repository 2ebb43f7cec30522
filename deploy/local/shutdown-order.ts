// The local stack's orderly stop: its workloads (services, migrations, the CLI) first, so none
// loses its database or broker while still working, then the infrastructure parts in the reverse
// of the order they started in, then any server process left over (one that never became ready).
import type { Stoppable } from './infrastructure.ts';
import type { ManagedProcess } from './processes.ts';

export interface StackParts {
  workloads: ManagedProcess[];
  infrastructure: Stoppable[];
  servers: ManagedProcess[];
}

/** `startup` is the start-up still in flight, awaited so that whatever it started is known and stopped. */
export async function stopInOrder(
  parts: StackParts,
  startup: Promise<unknown>,
  log: (line: string) => void,
): Promise<void> {
  const stopAll = (list: ManagedProcess[]) =>
    Promise.all(list.filter((child) => child.running).map((child) => child.stop('SIGTERM', 10_000)));
  const live = parts.workloads.filter((child) => child.running);
  if (live.length > 0) log(`stopping ${live.map((child) => child.name).join(', ')}`);
  await stopAll(parts.workloads);
  await startup;
  await stopAll(parts.workloads);
  for (const part of [...parts.infrastructure].reverse()) {
    log(`stopping ${part.name}`);
    await part
      .stop()
      .catch((err: unknown) => log(`${part.name} did not stop cleanly: ${(err as Error).message}`));
  }
  await stopAll(parts.servers);
}

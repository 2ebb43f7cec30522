// Signals after a commit: publish the committed outbox messages now (jobs for the workers, and
// cancellations that make every worker skip a job or stop its engine); the relay also polls, as
// a safety net for a publish that fails here.
import type { OutboxRelay } from '@platform/bus';
import type { JobSignals } from './lifecycle.ports.ts';

export function outboxJobSignals(deps: { relay: OutboxRelay }): JobSignals {
  return {
    publish: (messages) => void deps.relay.publishCommitted(messages),
  };
}

// Signals after a commit: publish the committed outbox messages now (the relay also polls as a safety net), and
// broadcast cancels on core NATS so a running engine stops. A lost cancel broadcast is safe:
// the job is already terminal, so the worker's result is ignored and nothing is charged.
import type { OutboxRelay } from '@platform/bus';
import { cancelSubject } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { NatsConnection } from '@nats-io/nats-core';
import type { JobSignals } from '../domain/ports.ts';

export function natsJobSignals(deps: { relay: OutboxRelay; nc: NatsConnection; busPrefix: string; logger: Logger }): JobSignals {
  const subject = cancelSubject(deps.busPrefix);
  return {
    publish: (messages) => void deps.relay.publishCommitted(messages),
    cancel(jobId: string) {
      try {
        deps.nc.publish(subject, JSON.stringify({ job_id: jobId }));
      } catch (err) {
        deps.logger.warn({ err, job_id: jobId }, 'cancel broadcast failed');
      }
    },
  };
}

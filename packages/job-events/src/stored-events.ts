// Reads the public job events stored so far in an events stream (tests and tools): an ordered
// consumer from the stream's start over one owner's subject, decoded with the contract.
import type { JetStreamClient } from '@nats-io/jetstream';
import { busJobEvent, type BusJobEvent } from './job-event.ts';

/** `subject`: the full subject, e.g. `names.events.subject(jobEventKind('studio'))`. */
export async function storedJobEvents(js: JetStreamClient, stream: string, subject: string, jobId?: string): Promise<BusJobEvent[]> {
  const consumer = await js.consumers.get(stream, { filter_subjects: subject });
  const events: BusJobEvent[] = [];
  try {
    const batch = await consumer.fetch({ max_messages: 1000, expires: 1_000 });
    for await (const message of batch) {
      const event = busJobEvent.parse(message.json());
      if (jobId === undefined || event.job_id === jobId) events.push(event);
      if (message.info.pending === 0) break;
    }
  } finally {
    await consumer.delete();
  }
  return events;
}

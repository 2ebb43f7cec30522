// Reads the public job events stored so far in an events stream (tests and tools): an ordered
// consumer from the stream's start over a subject filter, decoded with the contract. An event
// whose subject does not name the account of its envelope is an error: owners publish each event
// on its account's subject (`jobEventKind`), and readers of one account rely on it.
import type { JetStreamClient } from '@nats-io/jetstream';
import { busJobEvent, type BusJobEvent } from './job-event.ts';

/** `subject`: the full subject or filter, e.g. `names.events.root + ownerJobEventsFilter('studio')`. */
export async function storedJobEvents(
  js: JetStreamClient,
  stream: string,
  subject: string,
  jobId?: string,
): Promise<BusJobEvent[]> {
  const consumer = await js.consumers.get(stream, { filter_subjects: subject });
  const events: BusJobEvent[] = [];
  try {
    const batch = await consumer.fetch({ max_messages: 1000, expires: 1_000 });
    for await (const message of batch) {
      const event = busJobEvent.parse(message.json());
      if (!message.subject.endsWith(`.${event.owner}.${event.account_id}`)) {
        throw new Error(
          `job event ${event.id} of account ${event.account_id} (${event.owner}) was published on ${message.subject}`,
        );
      }
      if (jobId === undefined || event.job_id === jobId) events.push(event);
      if (message.info.pending === 0) break;
    }
  } finally {
    await consumer.delete();
  }
  return events;
}

// Read-only views of what a job left behind outside the API, for end-to-end assertions: the
// messages stored in the bus streams (status events, dead-letter records, queued jobs), billing's
// ledger and hold for the job, and the status events studio recorded as applied.
import {
  busNames,
  connectBus,
  parseDeadLetterRecord,
  type BusConnection,
  type BusNames,
  type DeadLetterRecord,
} from '../../../packages/bus/src/index.ts';
import { jobStatusEvent, type JobStatusEvent } from '../../../packages/jobs/src/index.ts';
import { natsUrl } from '@platform/testkit';
import type { StudioStack } from './studio-stack.ts';

export interface StoredEvent {
  msgId: string;
  event: JobStatusEvent;
}

export interface BusInspector {
  names: BusNames;
  /** Every status event stored in the events stream (not the progress events), with its Nats-Msg-Id. */
  events(jobId?: string): Promise<StoredEvent[]>;
  /** Every dead-letter record stored for the media worker's consumers. */
  deadLetters(jobId?: string): Promise<DeadLetterRecord[]>;
  /** Messages still in the jobs work queue (not yet acknowledged or terminated). */
  queuedJobs(): Promise<number>;
  /**
   * True once no job is queued or running and every status event was delivered and acknowledged
   * (studio applied it): nothing published so far can still change a job.
   */
  settled(): Promise<boolean>;
  close(): Promise<void>;
}

async function storedMessages(
  bus: BusConnection,
  stream: string,
): Promise<Array<{ msgId: string; subject: string; data: Uint8Array }>> {
  const { state } = await bus.jsm.streams.info(stream);
  const found: Array<{ msgId: string; subject: string; data: Uint8Array }> = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const message = await bus.jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (message)
      found.push({
        msgId: message.header?.get('Nats-Msg-Id') ?? '',
        subject: message.subject,
        data: message.data,
      });
  }
  return found;
}

export async function openBusInspector(prefix: string): Promise<BusInspector> {
  const names = busNames(prefix);
  const bus = await connectBus({ url: natsUrl(), name: 'e2e-inspector' });
  return {
    names,
    async events(jobId) {
      // The worker's status events only (the stream also carries progress and the public job events).
      const stored = (await storedMessages(bus, names.events.stream))
        .filter(({ subject }) => subject.endsWith('.job-status'))
        .map(({ msgId, data }) => ({
          msgId,
          event: jobStatusEvent.parse(JSON.parse(Buffer.from(data).toString('utf8'))),
        }));
      return jobId === undefined ? stored : stored.filter((stored) => stored.event.job_id === jobId);
    },
    async deadLetters(jobId) {
      const records = (await storedMessages(bus, names.deadLetter.stream)).map(({ data }) =>
        parseDeadLetterRecord(data),
      );
      return jobId === undefined ? records : records.filter((record) => record.messageId === jobId);
    },
    async queuedJobs() {
      return (await bus.jsm.streams.info(names.jobs.stream)).state.messages;
    },
    async settled() {
      if ((await bus.jsm.streams.info(names.jobs.stream)).state.messages > 0) return false;
      const readers = await bus.jsm.consumers.list(names.events.stream).next();
      return readers.every((reader) => reader.num_pending === 0 && reader.num_ack_pending === 0);
    },
    close: () => bus.close(),
  };
}

export interface LedgerRow {
  kind: string;
  amount: string;
}

export interface HoldRow {
  status: string;
  reserved_amount: string;
  captured_amount: string;
}

/** Billing's ledger entries for one job, oldest first. */
export async function ledgerEntries(
  stack: Pick<StudioStack, 'billing'>,
  jobId: string,
): Promise<LedgerRow[]> {
  const rows = await stack.billing.orm.em
    .fork()
    .execute('select kind, amount::text as amount from billing.ledger_entries where job_id = ? order by id', [
      jobId,
    ]);
  return rows.map((row: Record<string, unknown>) => ({ kind: String(row.kind), amount: String(row.amount) }));
}

export async function hold(stack: Pick<StudioStack, 'billing'>, jobId: string): Promise<HoldRow[]> {
  const rows = await stack.billing.orm.em
    .fork()
    .execute(
      'select status, reserved_amount::text as reserved_amount, captured_amount::text as captured_amount from billing.holds where job_id = ?',
      [jobId],
    );
  return rows.map((row: Record<string, unknown>) => ({
    status: String(row.status),
    reserved_amount: String(row.reserved_amount),
    captured_amount: String(row.captured_amount),
  }));
}

/** Ids of the status events studio's consumer applied for a job (its processed-message keys). */
export async function appliedEvents(stack: Pick<StudioStack, 'studio'>, jobId: string): Promise<string[]> {
  const rows = await stack.studio.orm.em
    .fork()
    .execute(
      `select message_id from studio.processed_messages where consumer = 'studio' and message_id like ? order by message_id`,
      [`${jobId}:%`],
    );
  return rows.map((row: Record<string, unknown>) => String(row.message_id));
}

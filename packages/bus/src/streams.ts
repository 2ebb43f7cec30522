// Creates or updates the bus streams and durable consumers. Safe to run from every replica at
// start-up: an existing stream or consumer is updated in place, never recreated, so no message
// is lost. Only settings that nats-server 2.9 understands are used.
import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type ConsumerInfo,
  type JetStreamManager,
  type StreamConfig,
  type StreamInfo,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import type { BusNames } from './names.ts';

export interface StreamSettings {
  storage?: 'file' | 'memory';
  replicas?: number;
  /** How long a `Nats-Msg-Id` is remembered for de-duplication. */
  duplicateWindowMs?: number;
  /** Jobs are never dropped by age unless this is set (the owner expires queued jobs itself). */
  jobsMaxAgeMs?: number;
  eventsMaxAgeMs?: number;
  deadLetterMaxAgeMs?: number;
  /**
   * How long a job's cancellation is kept. It must outlast the job's own deadline (queue TTL plus
   * maximum run time), after which a worker refuses the job anyway.
   */
  cancellationsMaxAgeMs?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the cancellations stream keeps a job's cancellation by default. An owner's queue TTL
 * plus its maximum run time must stay below it (studio's configuration checks that).
 */
export const CANCELLATIONS_MAX_AGE_MS = 3 * DAY_MS;

const DEFAULTS = {
  storage: 'file',
  replicas: 1,
  duplicateWindowMs: 2 * 60 * 1000,
  jobsMaxAgeMs: 0,
  eventsMaxAgeMs: 7 * DAY_MS,
  deadLetterMaxAgeMs: 30 * DAY_MS,
  cancellationsMaxAgeMs: CANCELLATIONS_MAX_AGE_MS,
} satisfies Required<StreamSettings>;

export function busStreamConfigs(names: BusNames, settings: StreamSettings = {}): StreamConfig[] {
  const s = { ...DEFAULTS, ...settings };
  const base = {
    storage: s.storage === 'memory' ? StorageType.Memory : StorageType.File,
    num_replicas: s.replicas,
    duplicate_window: nanos(s.duplicateWindowMs),
    discard: DiscardPolicy.Old,
  };
  return [
    {
      ...base,
      name: names.jobs.stream,
      subjects: [names.jobs.all],
      retention: RetentionPolicy.Workqueue,
      max_age: nanos(s.jobsMaxAgeMs),
    },
    {
      ...base,
      name: names.events.stream,
      subjects: [names.events.all],
      retention: RetentionPolicy.Limits,
      max_age: nanos(s.eventsMaxAgeMs),
    },
    {
      ...base,
      name: names.deadLetter.stream,
      subjects: [names.deadLetter.all],
      retention: RetentionPolicy.Limits,
      max_age: nanos(s.deadLetterMaxAgeMs),
    },
    {
      ...base,
      name: names.cancellations.stream,
      subjects: [names.cancellations.all],
      retention: RetentionPolicy.Limits,
      max_age: nanos(s.cancellationsMaxAgeMs),
      // A job is cancelled once; a repeated notice replaces the earlier one.
      max_msgs_per_subject: 1,
    },
  ] as StreamConfig[];
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

async function ensureStream(jsm: JetStreamManager, config: StreamConfig): Promise<StreamInfo> {
  try {
    await jsm.streams.info(config.name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    try {
      return await jsm.streams.add(config);
    } catch (addError) {
      // Another replica may have created it since our lookup; if not, the add error stands.
      const exists = await jsm.streams.info(config.name).then(
        () => true,
        () => false,
      );
      if (!exists) throw addError;
    }
  }
  const { name, ...update } = config;
  return jsm.streams.update(name, update);
}

/** Creates or updates the jobs, events and dead-letter streams of a namespace. */
export async function ensureStreams(
  jsm: JetStreamManager,
  names: BusNames,
  settings: StreamSettings = {},
): Promise<StreamInfo[]> {
  const infos: StreamInfo[] = [];
  for (const config of busStreamConfigs(names, settings)) infos.push(await ensureStream(jsm, config));
  return infos;
}

/** Deletes the streams of a namespace (test clean-up and decommissioning). */
export async function deleteStreams(jsm: JetStreamManager, names: BusNames): Promise<void> {
  for (const { stream } of [names.jobs, names.events, names.deadLetter, names.cancellations]) {
    try {
      await jsm.streams.delete(stream);
    } catch (error) {
      if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    }
  }
}

export interface DurableConsumerSpec {
  stream: string;
  durable: string;
  filterSubject: string;
  ackWaitMs: number;
  /** Server-side bound on deliveries of one message. */
  maxDeliver: number;
  /** Unacknowledged messages the consumer may have out across all replicas. */
  maxAckPending?: number;
}

/** Creates or updates a durable pull consumer with explicit acks. */
export async function ensureConsumer(
  jsm: JetStreamManager,
  spec: DurableConsumerSpec,
): Promise<ConsumerInfo> {
  const update = {
    ack_wait: nanos(spec.ackWaitMs),
    max_deliver: spec.maxDeliver,
    max_ack_pending: spec.maxAckPending ?? 1000,
  };
  try {
    const existing = await jsm.consumers.info(spec.stream, spec.durable);
    const filter = existing.config.filter_subject ?? '';
    if (filter !== spec.filterSubject) {
      throw new Error(
        `Consumer ${spec.durable} on ${spec.stream} filters "${filter}", not "${spec.filterSubject}": ` +
          'a filter cannot be changed in place; delete the consumer or use another durable name',
      );
    }
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
    const config: Partial<ConsumerConfig> = {
      ...update,
      durable_name: spec.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: spec.filterSubject,
    };
    try {
      return await jsm.consumers.add(spec.stream, config);
    } catch (addError) {
      const exists = await jsm.consumers.info(spec.stream, spec.durable).then(
        () => true,
        () => false,
      );
      if (!exists) throw addError;
    }
  }
  return jsm.consumers.update(spec.stream, spec.durable, update);
}

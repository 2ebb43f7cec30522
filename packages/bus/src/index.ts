// @platform/bus: jobs and result events over NATS JetStream, published through a transactional
// outbox and consumed idempotently, with trace context carried in message headers.
export { connectBus, type BusConnection, type BusConnectionOptions } from './connection.ts';
export { NatsMonitor, busDependency } from './connection.monitor.ts';
export { busNames, assertValidKind, assertValidSubject, type BusNames, type StreamNames } from './names.ts';
export {
  CANCELLATIONS_MAX_AGE_MS,
  ensureStreams,
  ensureConsumer,
  deleteStreams,
  busStreamConfigs,
  type StreamSettings,
  type DurableConsumerSpec,
} from './streams.ts';
export { BusPublisher, type PublishOptions, type BusPublisherOptions } from './bus.publisher.ts';
export {
  createRegistry,
  RegistryError,
  type Catalog,
  type Decoder,
  type Handler,
  type HandlerMap,
  type KindOf,
  type MessageContext,
  type Registry,
  type RegisteredKind,
} from './job.registry.ts';
export { ConsumerRunner, type ConsumerRunnerOptions } from './consumer.runner.ts';
export type { Outcome } from './message.processor.ts';
export {
  NonRetryableError,
  deadLetterPayload,
  parseDeadLetterRecord,
  type DeadLetterHook,
  type DeadLetterReason,
  type DeadLetterRecord,
} from './dead-letter.ts';
export {
  deliveriesSpanning,
  exponentialBackoff,
  type BackoffPolicy,
  type ExponentialBackoffOptions,
} from './retry.policy.ts';
export { PayloadError, encodePayload, decodePayload } from './payload.codec.ts';
export { OutboxMessage, outboxMessagesTable, type OutboxMessageRow } from './outbox.entity.ts';
export { enqueue, type OutboxEntry, type EnqueueAdapters } from './outbox.enqueue.ts';
export type { NewOutboxMessage } from './outbox.repository.ts';
export { OutboxRepository } from './outbox.repository.ts';
export { OutboxRelay, type OutboxRelayOptions, type OutboxPublisher, type RelayRun } from './outbox.relay.ts';
export {
  ProcessedMessage,
  processedMessagesTable,
  type ProcessedMessageRow,
} from './processed-message.entity.ts';
/** The bus's tables in a service's schema, for the service's schema test. */
export { busTables } from './bus.tables.ts';
export { processOnce, type ProcessOnceResult } from './idempotent-consumer.ts';
export {
  CreateOutboxMessages,
  CreateProcessedMessages,
  outboxMigration,
  processedMessagesMigration,
  busMigrations,
} from './bus.migrations.ts';
export { captureTraceHeaders, contextFromHeaders, type HeaderRecord } from './trace.context.ts';
export {
  followStream,
  readStoredMessage,
  type FollowOptions,
  type FollowStart,
  type FollowedMessage,
  type StreamFollower,
} from './stream-follower.ts';

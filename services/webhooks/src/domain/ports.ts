// What the domain needs from the outside: repositories bound to one unit of work, the clock,
// ids, and the HTTP sender.
import type { UnitOfWork } from '@platform/db';
import type {
  AttemptRecord,
  DeliveryRecord,
  DeliveryView,
  DueDelivery,
  EndpointRecord,
  Page,
  SigningSecretRecord,
  Slice,
} from './records.ts';

export interface EndpointsRepository {
  insert(endpoint: EndpointRecord): Promise<void>;
  find(accountId: string, id: string, options?: { lock?: boolean }): Promise<EndpointRecord | null>;
  list(accountId: string, page: Page): Promise<Slice<EndpointRecord>>;
  update(endpoint: EndpointRecord): Promise<void>;
  delete(accountId: string, id: string): Promise<boolean>;
  /** Active endpoints of the account that take events of this job (account-wide, or this job's own). */
  subscribers(accountId: string, jobId: string): Promise<EndpointRecord[]>;
  disable(id: string, reason: string, at: Date): Promise<void>;
  /** Inserts the job-scoped endpoint unless the job has one already (one per job id, whoever asks first). */
  insertForJob(endpoint: EndpointRecord & { jobId: string }): Promise<void>;
}

export interface SigningSecretsRepository {
  /** The account's signing secret; stores `secret` as it when the account has none yet. */
  ensure(accountId: string, secret: string, at: Date): Promise<SigningSecretRecord>;
  /** Replaces (or sets) the account's signing secret. */
  replace(accountId: string, secret: string, at: Date): Promise<SigningSecretRecord>;
}

export interface DeliveriesRepository {
  /** Inserts unless the endpoint already has a delivery of this event; true when inserted. */
  insert(delivery: DeliveryRecord): Promise<boolean>;
  /**
   * Claims up to `limit` pending deliveries due at `now` of active endpoints (skipping rows other
   * dispatchers hold) and moves their next attempt to `leaseUntil`, so a dispatcher that dies
   * while sending leaves them to be sent again then.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<DueDelivery[]>;
  recordAttempt(
    deliveryId: string,
    attempt: AttemptRecord,
    next: { status: DeliveryRecord['status']; nextAttemptAt: Date | null },
  ): Promise<void>;
  list(endpointId: string, page: Page): Promise<Slice<DeliveryView>>;
  find(endpointId: string, id: string): Promise<DeliveryView | null>;
  /** Makes the delivery pending and due at `at` (redeliver). */
  reschedule(id: string, at: Date): Promise<void>;
  /** When the next pending delivery of an active endpoint is due; null when none is. */
  nextDueAt(): Promise<Date | null>;
}

export interface Repositories {
  endpoints: EndpointsRepository;
  deliveries: DeliveriesRepository;
  signingSecrets: SigningSecretsRepository;
}

export type WebhooksStore = UnitOfWork<Repositories>;

export interface Clock {
  now(): Date;
}

export interface SendResult {
  statusCode: number | null;
  error: string;
}

/** POSTs a signed body; never follows redirects; answers rather than throws. */
export interface WebhookSender {
  send(url: string, headers: Record<string, string>, body: string): Promise<SendResult>;
}

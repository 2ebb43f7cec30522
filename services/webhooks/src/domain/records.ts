// What the webhooks service stores, as the domain sees it.
import type { JobEventType } from '@platform/job-events';

export interface EndpointRecord {
  id: string;
  accountId: string;
  url: string;
  /** Event types, or `['*']`. */
  events: string[];
  isActive: boolean;
  secret: string;
  disabledReason: string | null;
  /**
   * Set for a job create's `webhook_url` (made by the job events consumer, one per job): only
   * that job's events, signed with the account's signing secret rather than `secret`.
   */
  jobId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The account's secret that signs the deliveries of its jobs' own `webhook_url`s. */
export interface SigningSecretRecord {
  accountId: string;
  secret: string;
  createdAt: Date;
  /** When it was last rotated (the creation time until then). */
  updatedAt: Date;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface AttemptRecord {
  attemptedAt: Date;
  statusCode: number | null;
  error: string;
  durationMs: number;
}

export interface DeliveryRecord {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: JobEventType | string;
  /** The signed body. */
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

export interface DeliveryView extends DeliveryRecord {
  attemptList: AttemptRecord[];
}

/** A delivery claimed for sending, with what signing and sending need. */
export interface DueDelivery extends DeliveryRecord {
  url: string;
  secret: string;
  accountId: string;
}

/** A list read's page and answer, as every service's repositories take and give them. */
export type { Page, Slice } from '@platform/db';

// Sends due deliveries. Each round claims a batch (a lease: the claim moves the delivery's next
// attempt to the lease's end, so a dispatcher killed mid-send leaves it to be sent again, with
// the same webhook-id), sends them side by side, and records each attempt with its outcome:
// 2xx ends the delivery; anything else schedules the next attempt by the retry schedule; after
// the last one the delivery has failed and its endpoint is disabled with the reason. Between
// rounds it sleeps until the next delivery is due, a poll interval, or a wake-up.
import type { Logger } from '@platform/logging';
import type { Clock, WebhookSender, WebhooksStore } from '../domain/ports.ts';
import type { DueDelivery } from '../domain/records.ts';
import type { RetrySchedule } from '../domain/retry-schedule.ts';
import { signedHeaders } from '../domain/signing.ts';
import { attemptOutcome, recordFirstAttempt } from './delivery.metrics.ts';

export interface DispatcherOptions {
  store: WebhooksStore;
  sender: WebhookSender;
  clock: Clock;
  schedule: RetrySchedule;
  logger: Logger;
  /** How long a claimed delivery is held before another dispatcher may send it; longer than the send timeout. */
  leaseMs: number;
  /** Deliveries claimed (and sent at once) per round. */
  batch: number;
  /** Longest sleep between rounds (deliveries due from another replica's wake-up). */
  pollMs: number;
}

export class Dispatcher {
  readonly #o: DispatcherOptions;
  #running = false;
  #loop: Promise<void> | undefined;
  #wakeUp: (() => void) | undefined;
  #woken = false;

  constructor(options: DispatcherOptions) {
    this.#o = options;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.wake();
    await this.#loop;
  }

  /** Something became due: run a round now. */
  wake(): void {
    this.#woken = true;
    this.#wakeUp?.();
  }

  async #run(): Promise<void> {
    while (this.#running) {
      let sent = 0;
      try {
        sent = await this.runOnce();
      } catch (err) {
        this.#o.logger.error({ err }, 'webhook dispatch round failed');
      }
      if (sent === 0 && this.#running) await this.#sleep();
    }
  }

  async #sleep(): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return;
    }
    const next = await this.#o.store
      .read('deliveries.next-due', (repos) => repos.deliveries.nextDueAt())
      .catch(() => null);
    const untilDue = next ? next.getTime() - this.#o.clock.now().getTime() : this.#o.pollMs;
    const waitMs = Math.max(0, Math.min(this.#o.pollMs, untilDue));
    if (waitMs === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      this.#wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.#wakeUp = undefined;
    this.#woken = false;
  }

  /** One round: claims and sends what is due; answers how many were sent. */
  async runOnce(): Promise<number> {
    const now = this.#o.clock.now();
    const due = await this.#o.store.transaction('deliveries.claim', (repos) =>
      repos.deliveries.claimDue(now, new Date(now.getTime() + this.#o.leaseMs), this.#o.batch),
    );
    await Promise.all(due.map((delivery) => this.#deliver(delivery)));
    return due.length;
  }

  async #deliver(delivery: DueDelivery): Promise<void> {
    const attemptedAt = this.#o.clock.now();
    const headers = signedHeaders(delivery.secret, delivery.eventId, attemptedAt, delivery.payload);
    const started = performance.now();
    const result = await this.#o.sender.send(delivery.url, { ...headers }, delivery.payload);
    const durationMs = Math.round(performance.now() - started);
    if (delivery.attempts === 0)
      recordFirstAttempt(delivery.createdAt, this.#o.clock.now(), attemptOutcome(result.statusCode));
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const delay = ok ? null : this.#o.schedule.nextDelayMs(attempts);
    const status = ok ? 'succeeded' : delay === null ? 'failed' : 'pending';
    const nextAttemptAt = delay === null ? null : new Date(this.#o.clock.now().getTime() + delay);
    await this.#o.store.transaction('deliveries.attempt', async (repos) => {
      await repos.deliveries.recordAttempt(
        delivery.id,
        { attemptedAt, statusCode: result.statusCode, error: result.error, durationMs },
        { status, nextAttemptAt },
      );
      if (status === 'failed') {
        const reason = `Disabled after ${attempts} failed attempts to deliver event ${delivery.eventId}; the last: ${result.error || `HTTP ${result.statusCode}`}.`;
        await repos.endpoints.disable(delivery.endpointId, reason.slice(0, 1000), this.#o.clock.now());
      }
    });
    if (status === 'failed')
      this.#o.logger.warn(
        { endpoint_id: delivery.endpointId, delivery_id: delivery.id },
        'webhook endpoint disabled: deliveries kept failing',
      );
  }
}

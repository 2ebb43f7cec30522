// Releases holds nobody settled. An owner captures or releases every hold it placed, and its own
// sweep ends every job within the queue TTL plus the maximum run time (studio: 24 h + 1 h by
// default). A hold still open well after that belongs to a job that never came to exist or whose
// owner lost track of it: a create whose transaction failed and whose release failed too, or an
// owner that died between the reserve and its commit. Without this, those credits would stay
// taken for good; the expiry must stay far above every owner's own limits.
import type { Logger } from '@platform/logging';
import { AppError } from '@platform/errors';
import { runEvery, type PeriodicTask } from '@platform/runtime';
import type { LedgerService } from './ledger.service.ts';
import type { Clock } from './ports.ts';

export const EXPIRED_HOLD_NOTE = 'Released by billing: the hold was neither captured nor released in time.';
const BATCH = 100;

export class HoldExpiry {
  readonly #ledger: LedgerService;
  readonly #clock: Clock;
  readonly #expiryMs: number;
  readonly #logger: Logger;
  #timer: PeriodicTask | undefined;
  #running: Promise<number> | undefined;

  constructor(deps: { ledger: LedgerService; clock: Clock; expiryMs: number; logger: Logger }) {
    this.#ledger = deps.ledger;
    this.#clock = deps.clock;
    this.#expiryMs = deps.expiryMs;
    this.#logger = deps.logger;
  }

  /** Releases every hold older than the expiry; returns how many. One run at a time. */
  runOnce(): Promise<number> {
    this.#running ??= this.#sweep().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.#timer ??= runEvery(
      intervalMs,
      () => this.runOnce(),
      (err) => this.#logger.error({ err }, 'releasing expired holds failed'),
    );
  }

  async stop(): Promise<void> {
    await this.#timer?.stop();
    this.#timer = undefined;
    await this.#running?.catch(() => undefined);
  }

  async #sweep(): Promise<number> {
    const before = new Date(this.#clock.now().getTime() - this.#expiryMs);
    let released = 0;
    for (;;) {
      const jobIds = await this.#ledger.reservedBefore(before, BATCH);
      let settledAny = false;
      for (const jobId of jobIds) {
        try {
          await this.#ledger.release(jobId, EXPIRED_HOLD_NOTE);
          released += 1;
          settledAny = true;
          this.#logger.warn({ job_id: jobId }, 'released a hold nobody settled');
        } catch (err) {
          // Captured by its owner between the query and the row lock: the owner settled it after all.
          if (!(err instanceof AppError && err.kind === 'conflict')) throw err;
        }
      }
      if (jobIds.length < BATCH || !settledAny) return released;
    }
  }
}

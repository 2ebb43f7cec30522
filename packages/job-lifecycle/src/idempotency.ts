// `Idempotency-Key`: the same key and request within the window answer with the record the first
// request created; the same key with another request is a conflict. The key row is inserted in
// the same transaction as the record, so of two concurrent requests exactly one commits; the
// other rolls back (undoing its side effects through the caller's compensation) and answers
// with the winner's record.
import { conflict, validationError } from '@platform/errors';
import type { Clock, IdempotencyInput, IdempotencyRepository, LifecycleStore } from './lifecycle.ports.ts';

/** Any service store whose units of work carry the idempotency keys repository. */
type KeyStore = Pick<LifecycleStore<{ idempotency: IdempotencyRepository }>, 'read' | 'transaction'>;

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

export const REUSED_KEY = 'This Idempotency-Key was already used with a different request.';

/** Thrown inside a create transaction when a concurrent request already committed the key. */
export class KeyTakenError extends Error {
  override name = 'KeyTakenError';
}

export interface Replay {
  resourceId: string;
}

export class IdempotencyGuard {
  readonly #store: KeyStore;
  readonly #clock: Clock;
  readonly #windowMs: number;

  constructor(deps: { store: KeyStore; clock: Clock; windowMs?: number }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#windowMs = deps.windowMs ?? IDEMPOTENCY_WINDOW_MS;
  }

  /** Normalises the wire value: an empty key means "not idempotent". */
  static parse(input: { key?: string; request_hash?: string } | null | undefined): IdempotencyInput | null {
    if (!input?.key) return null;
    if (!KEY_PATTERN.test(input.key)) {
      throw validationError('Invalid Idempotency-Key.', {
        idempotency_key: ['Use 1 to 255 visible ASCII characters.'],
      });
    }
    if (!HASH_PATTERN.test(input.request_hash ?? '')) throw validationError('Invalid request hash.');
    return { key: input.key, requestHash: input.request_hash as string };
  }

  /** The record an earlier request with this key created, or null when the key is new. */
  async lookup(
    accountId: string,
    idem: IdempotencyInput | null,
    resourceKind: string,
  ): Promise<Replay | null> {
    if (!idem) return null;
    const since = new Date(this.#clock.now().getTime() - this.#windowMs);
    const found = await this.#store.read('idempotency.find', (repos) =>
      repos.idempotency.find(accountId, idem.key, since),
    );
    if (!found) return null;
    if (found.requestHash !== idem.requestHash || found.resourceKind !== resourceKind)
      throw conflict(REUSED_KEY);
    return { resourceId: found.resourceId };
  }

  /** Inside the create transaction: claims the key or throws KeyTakenError (rolls it back). */
  async claim(
    repo: IdempotencyRepository,
    accountId: string,
    idem: IdempotencyInput | null,
    resourceKind: string,
    resourceId: string,
  ): Promise<void> {
    if (!idem) return;
    const now = this.#clock.now();
    const claimed = await repo.claim(
      { accountId, key: idem.key, requestHash: idem.requestHash, resourceKind, resourceId, createdAt: now },
      new Date(now.getTime() - this.#windowMs),
    );
    if (!claimed) throw new KeyTakenError(idem.key);
  }

  /**
   * Runs a create: replays an earlier result, or runs `create` and, when a concurrent request
   * won the key, runs `compensate` (undo side effects outside the database) and replays the winner.
   */
  async run<T>(options: {
    accountId: string;
    idem: IdempotencyInput | null;
    resourceKind: string;
    load: (resourceId: string) => Promise<T>;
    create: () => Promise<T>;
    compensate?: () => Promise<void>;
  }): Promise<{ value: T; replayed: boolean }> {
    const earlier = await this.lookup(options.accountId, options.idem, options.resourceKind);
    if (earlier) return { value: await options.load(earlier.resourceId), replayed: true };
    try {
      return { value: await options.create(), replayed: false };
    } catch (err) {
      if (!(err instanceof KeyTakenError)) throw err;
      await options.compensate?.();
      const winner = await this.lookup(options.accountId, options.idem, options.resourceKind);
      if (!winner) throw err;
      return { value: await options.load(winner.resourceId), replayed: true };
    }
  }

  async purge(): Promise<number> {
    const before = new Date(this.#clock.now().getTime() - this.#windowMs);
    return this.#store.transaction('idempotency.purge', (repos) => repos.idempotency.purge(before));
  }
}

// Issuing, revoking and checking API keys. The full key exists only in the response that
// creates it; afterwards only its hash and visible prefix are known.
import { forbidden, notFound, unauthenticated, validationError } from '@platform/errors';
import { KEY_PREFIX_PATTERN, apiKeyPrefix, generateApiKey, hashApiKey } from './api-key.ts';
import type { BillingStore, Clock, RandomSource, Repositories } from './ports.ts';
import type { AccountRecord } from './records.ts';
import { requireAccountId } from './validation.ts';

/** last_used_at is bookkeeping, not an audit trail: one write a minute per key is plenty. */
export const TOUCH_INTERVAL_MS = 60_000;

export interface IssuedApiKey {
  key: string;
  prefix: string;
}

export class ApiKeysService {
  private readonly store: BillingStore;
  private readonly clock: Clock;
  private readonly random: RandomSource;

  constructor(deps: { store: BillingStore; clock: Clock; random: RandomSource }) {
    this.store = deps.store;
    this.clock = deps.clock;
    this.random = deps.random;
  }

  /** Issues a key inside the caller's transaction (account creation uses it too). */
  async issueIn(repositories: Repositories, accountId: string, now: Date): Promise<IssuedApiKey> {
    const generated = generateApiKey(this.random);
    await repositories.apiKeys.insert({
      accountId,
      prefix: generated.prefix,
      hash: generated.hash,
      createdAt: now,
    });
    return { key: generated.key, prefix: generated.prefix };
  }

  async create(accountIdInput: string): Promise<IssuedApiKey> {
    const accountId = requireAccountId(accountIdInput);
    return this.store.transaction('CreateApiKey', async (repositories) => {
      if (!(await repositories.accounts.findById(accountId))) throw notFound('Account not found.');
      return this.issueIn(repositories, accountId, this.clock.now());
    });
  }

  /** Revoking twice is fine: the key stays revoked and the answer is the same. */
  async revoke(keyInput: string): Promise<void> {
    if (!apiKeyPrefix(keyInput)) {
      throw validationError('Invalid request.', { api_key: ['Not an API key of this service.'] });
    }
    await this.store.transaction('RevokeApiKey', async (repositories) => {
      const found = await repositories.apiKeys.findByHash(hashApiKey(keyInput));
      if (!found) throw notFound('No such API key.');
      await repositories.apiKeys.revoke(found.key.id, this.clock.now());
    });
  }

  /**
   * The account while its key `prefix` is active: what a token minted from that key is checked
   * against, so revoking the key ends the token too. A revoked or unknown key is unauthenticated.
   */
  async accountOfKey(accountIdInput: string, prefix: string): Promise<AccountRecord> {
    const accountId = requireAccountId(accountIdInput);
    if (!KEY_PREFIX_PATTERN.test(prefix)) throw unauthenticated();
    return this.store.read('GetAccount', async (repositories) => {
      if (!(await repositories.apiKeys.hasActiveKey(accountId, prefix))) throw unauthenticated();
      const account = await repositories.accounts.findById(accountId);
      if (!account) throw unauthenticated();
      return account;
    });
  }

  async authenticate(keyInput: string): Promise<{ account: AccountRecord; prefix: string }> {
    // Malformed keys are refused without a database round trip.
    if (!apiKeyPrefix(keyInput)) throw unauthenticated();
    return this.store.read('AuthenticateApiKey', async (repositories) => {
      const found = await repositories.apiKeys.findByHash(hashApiKey(keyInput));
      if (!found || found.key.revokedAt) throw unauthenticated();
      if (found.account.status !== 'active') throw forbidden('This account is disabled.');
      const now = this.clock.now();
      const staleBefore = new Date(now.getTime() - TOUCH_INTERVAL_MS);
      if (!found.key.lastUsedAt || found.key.lastUsedAt < staleBefore) {
        await repositories.apiKeys.touch(found.key.id, now, staleBefore);
      }
      return { account: found.account, prefix: found.key.prefix };
    });
  }
}

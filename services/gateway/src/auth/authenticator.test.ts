import { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { Authenticator, DISABLED_ACCOUNT, type BillingAuthApi } from './authenticator.ts';
import { JwtService } from './jwt.service.ts';

interface FakeAccount {
  id: string;
  email: string;
  status: 'ACCOUNT_STATUS_ACTIVE' | 'ACCOUNT_STATUS_DISABLED';
}

/** An in-memory billing with call counters, standing in for the gRPC client. */
function fakeBilling() {
  const accounts = new Map<string, FakeAccount>([
    ['1', { id: '1', email: 'one@example.com', status: 'ACCOUNT_STATUS_ACTIVE' }],
    ['2', { id: '2', email: 'two@example.com', status: 'ACCOUNT_STATUS_ACTIVE' }],
  ]);
  const keys = new Map<string, string>([
    ['key-one', '1'],
    ['key-two', '2'],
  ]);
  const calls = { authenticate: 0, account: 0 };
  const revokedPrefixes = new Set<string>();
  let down = false;
  const api: BillingAuthApi = {
    async AuthenticateApiKey({ api_key }) {
      calls.authenticate++;
      if (down) throw new AppError('unavailable', 'down');
      const account = accounts.get(keys.get(String(api_key)) ?? '');
      if (!account) throw new AppError('unauthenticated', 'Invalid API key.');
      if (account.status !== 'ACCOUNT_STATUS_ACTIVE')
        throw new AppError('forbidden', 'This account is disabled.');
      return { account: { ...account, created_at: '' }, key_prefix: 'pfx' };
    },
    async GetAccount({ account_id, key_prefix }) {
      calls.account++;
      if (down) throw new AppError('unavailable', 'down');
      if (key_prefix && revokedPrefixes.has(key_prefix))
        throw new AppError('unauthenticated', 'Invalid API key.');
      const account = accounts.get(String(account_id));
      if (!account) throw new AppError('not_found', 'Not found.');
      return { ...account, created_at: '' };
    },
  };
  return { api, accounts, keys, calls, revokedPrefixes, setDown: (value: boolean) => (down = value) };
}

function setup() {
  let now = 1_000_000;
  const clock = () => now;
  const billing = fakeBilling();
  const jwt = new JwtService({
    secret: 'x'.repeat(32),
    issuer: 'i',
    audience: 'a',
    ttlSeconds: 900,
    now: clock,
  });
  const authenticator = new Authenticator({
    billing: billing.api,
    jwt,
    now: clock,
    positiveTtlMs: 5000,
    negativeTtlMs: 1000,
    maxEntries: 100,
  });
  return { authenticator, billing, jwt, advance: (ms: number) => (now += ms) };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AppError,
  );

describe('Authenticator', () => {
  it('caches an accepted API key for the positive TTL, then asks billing again', async () => {
    const { authenticator, billing, advance } = setup();
    const credentials = { scheme: 'Token', key: 'key-one' } as const;
    expect(authenticator.cached(credentials)).toBeUndefined();
    expect(await authenticator.authenticate(credentials)).toEqual({
      accountId: '1',
      email: 'one@example.com',
      method: 'api_key',
      keyPrefix: 'pfx',
    });
    expect(authenticator.cached(credentials)?.accountId).toBe('1');
    await authenticator.authenticate(credentials);
    expect(billing.calls.authenticate).toBe(1);
    // Revocation takes effect once the entry expires.
    billing.keys.delete('key-one');
    advance(5000);
    expect(authenticator.cached(credentials)).toBeUndefined();
    expect((await failure(authenticator.authenticate(credentials)))?.kind).toBe('unauthenticated');
    expect(billing.calls.authenticate).toBe(2);
  });

  it('caches rejections only briefly', async () => {
    const { authenticator, billing, advance } = setup();
    const credentials = { scheme: 'Token', key: 'new-key' } as const;
    expect((await failure(authenticator.authenticate(credentials)))?.kind).toBe('unauthenticated');
    expect((await failure(authenticator.authenticate(credentials)))?.kind).toBe('unauthenticated');
    expect(billing.calls.authenticate).toBe(1);
    billing.keys.set('new-key', '2');
    advance(1000);
    expect((await authenticator.authenticate(credentials)).accountId).toBe('2');
    expect(billing.calls.authenticate).toBe(2);
  });

  it('maps a disabled account to forbidden', async () => {
    const { authenticator, billing } = setup();
    billing.accounts.set('1', { id: '1', email: 'one@example.com', status: 'ACCOUNT_STATUS_DISABLED' });
    const err = await failure(authenticator.authenticate({ scheme: 'Token', key: 'key-one' }));
    expect(err).toMatchObject({ kind: 'forbidden', message: DISABLED_ACCOUNT });
  });

  it('shares one billing call between concurrent lookups of the same key', async () => {
    const { authenticator, billing } = setup();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => authenticator.authenticate({ scheme: 'Token', key: 'key-two' })),
    );
    expect(results.every((principal) => principal.accountId === '2')).toBe(true);
    expect(billing.calls.authenticate).toBe(1);
  });

  it('does not cache backend failures', async () => {
    const { authenticator, billing } = setup();
    billing.setDown(true);
    expect((await failure(authenticator.authenticate({ scheme: 'Token', key: 'key-one' })))?.kind).toBe(
      'unavailable',
    );
    billing.setDown(false);
    expect((await authenticator.authenticate({ scheme: 'Token', key: 'key-one' })).accountId).toBe('1');
  });

  it('accepts a JWT of an active account and rechecks the account after the TTL', async () => {
    const { authenticator, billing, jwt, advance } = setup();
    const credentials = {
      scheme: 'Bearer',
      token: (await jwt.mint('2', 'mk_live_abcd1234')).access,
    } as const;
    expect(await authenticator.authenticate(credentials)).toEqual({
      accountId: '2',
      email: 'two@example.com',
      method: 'jwt',
      keyPrefix: 'mk_live_abcd1234',
    });
    expect(authenticator.cached(credentials)?.method).toBe('jwt');
    expect(billing.calls.account).toBe(1);
    billing.accounts.set('2', { id: '2', email: 'two@example.com', status: 'ACCOUNT_STATUS_DISABLED' });
    advance(5000);
    expect((await failure(authenticator.authenticate(credentials)))?.kind).toBe('forbidden');
    billing.accounts.delete('2');
    advance(5000);
    expect((await failure(authenticator.authenticate(credentials)))?.kind).toBe('unauthenticated');
  });

  it('shuts out every JWT of a disabled account within one positive TTL, also one first seen late in the window', async () => {
    // decisions.md: a disabled account's keys and JWTs get 403 within the gateway's cache window.
    const { authenticator, billing, jwt, advance } = setup();
    const first = { scheme: 'Bearer', token: (await jwt.mint('2', 'mk_live_abcd1234')).access } as const;
    const second = { scheme: 'Bearer', token: (await jwt.mint('2', 'mk_live_abcd1234')).access } as const;
    expect((await authenticator.authenticate(first)).accountId).toBe('2');
    advance(100);
    billing.accounts.set('2', { id: '2', email: 'two@example.com', status: 'ACCOUNT_STATUS_DISABLED' });
    // Another token of the same account, first used while the account entry is still fresh.
    advance(4800);
    expect((await authenticator.authenticate(second)).accountId).toBe('2');
    // One positive TTL (5 s) after the account was disabled, no token of it may pass any more.
    advance(200);
    expect((await failure(authenticator.authenticate(first)))?.kind).toBe('forbidden');
    expect((await failure(authenticator.authenticate(second)))?.kind).toBe('forbidden');
  });

  it("ends a JWT within one positive TTL of the revoke of the key that minted it, and only that key's tokens", async () => {
    const { authenticator, billing, jwt, advance } = setup();
    const ofRevoked = { scheme: 'Bearer', token: (await jwt.mint('2', 'mk_live_revoked1')).access } as const;
    const ofOther = { scheme: 'Bearer', token: (await jwt.mint('2', 'mk_live_kept0001')).access } as const;
    expect((await authenticator.authenticate(ofRevoked)).accountId).toBe('2');
    expect((await authenticator.authenticate(ofOther)).accountId).toBe('2');
    billing.revokedPrefixes.add('mk_live_revoked1');
    advance(5000);
    expect((await failure(authenticator.authenticate(ofRevoked)))?.kind).toBe('unauthenticated');
    expect((await authenticator.authenticate(ofOther)).accountId).toBe('2');
  });

  it('never keeps a JWT principal past the token expiry', async () => {
    const { authenticator, jwt, advance } = setup();
    const credentials = {
      scheme: 'Bearer',
      token: (await jwt.mint('1', 'mk_live_abcd1234')).access,
    } as const;
    await authenticator.authenticate(credentials);
    advance(900_000);
    expect(authenticator.cached(credentials)).toBeUndefined();
    expect((await failure(authenticator.authenticate(credentials)))?.kind).toBe('unauthenticated');
  });

  it('rejects a bad JWT without calling billing', async () => {
    const { authenticator, billing } = setup();
    const err = await failure(authenticator.authenticate({ scheme: 'Bearer', token: 'a.b.c' }));
    expect(err?.kind).toBe('unauthenticated');
    expect(billing.calls.account).toBe(0);
  });
});

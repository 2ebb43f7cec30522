// Accounts, API keys and prices against real PostgreSQL, through the typed gRPC client.
// One file over 300 lines on purpose: its cases share one billing service and database, started once for the file.
import { parseCatalogue } from '@platform/catalogue';
import type { AppError } from '@platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from './domain/api-key.ts';
import { sql, startBillingFixture, type BillingFixture } from './testing/billing.fixture.ts';

const KEY_FORMAT = /^mk_live_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
let now = new Date('2026-11-22T08:00:00.000Z');
let fixture: BillingFixture;

beforeAll(async () => {
  fixture = await startBillingFixture({
    clock: { now: () => new Date(now) },
    catalogue: parseCatalogue({
      version: 1,
      models: [
        {
          name: 'zephyr_t2i',
          kind: 't2i',
          engine: 'builtin:t2i-render',
          price: '0.0400',
          unit: 'image',
          enabled: true,
        },
        {
          name: 'hexal_fast_i2v',
          kind: 'i2v',
          engine: 'builtin:camera-move',
          price: '0.05',
          unit: 'second',
          enabled: true,
        },
        {
          name: 'refina_t2i',
          kind: 't2i',
          engine: 'builtin:t2i-render',
          price: '0.04',
          unit: 'image',
          enabled: false,
        },
      ],
    }),
  });
});
afterAll(async () => {
  await fixture?.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err as AppError,
  );
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const keyRow = async (prefix: string) =>
  (
    await sql<{ last_used_at: string | null; revoked_at: string | null; key_hash: Buffer }>(
      fixture.billing.orm,
      'select last_used_at, revoked_at, key_hash from billing.api_keys where prefix = ?',
      [prefix],
    )
  )[0];

describe('accounts', () => {
  it('creates an account with a normalised email, a first key and an opening grant', async () => {
    const created = await fixture.client.CreateAccount({ email: '  Alice@Example.COM ', credits: '10.5' });
    expect(created.account).toEqual({
      id: expect.stringMatching(/^\d+$/),
      email: 'alice@example.com',
      status: 'ACCOUNT_STATUS_ACTIVE',
      created_at: now.toISOString(),
    });
    expect(created.api_key).toMatch(KEY_FORMAT);
    const accountId = created.account!.id;
    expect(await fixture.client.GetBalance({ account_id: accountId })).toEqual({ balance: '10.5000' });
    expect(await fixture.client.GetAccount({ account_id: accountId })).toEqual(created.account);
  });

  it('refuses duplicates and bad input without creating anything', async () => {
    await fixture.client.CreateAccount({ email: 'bob@example.com', credits: '' });
    expect(
      (await failure(fixture.client.CreateAccount({ email: 'BOB@example.com', credits: '5' }))).kind,
    ).toBe('conflict');
    for (const email of [
      '',
      'bob',
      'bob@',
      '@example.com',
      'bob@example',
      'b o b@example.com',
      `${'x'.repeat(250)}@example.com`,
    ]) {
      const err = await failure(fixture.client.CreateAccount({ email, credits: '1' }));
      expect(err.fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
    }
    for (const credits of ['abc', '-1', '1.00001', '2000000']) {
      const err = await failure(fixture.client.CreateAccount({ email: 'carol@example.com', credits }));
      expect(err.fieldErrors).toHaveProperty('credits');
    }
    const rows = await sql<{ email: string }>(
      fixture.billing.orm,
      `select email from billing.accounts where email like 'carol%'`,
    );
    expect(rows).toEqual([]);
  });

  it('answers unknown accounts with not_found and malformed ids with validation', async () => {
    expect((await failure(fixture.client.GetAccount({ account_id: '987654' }))).kind).toBe('not_found');
    expect((await failure(fixture.client.GetAccount({ account_id: '0' }))).kind).toBe('validation');
    expect((await failure(fixture.client.GetAccount({ account_id: '-3' }))).kind).toBe('validation');
  });

  it('reads several balances in one call, leaving out accounts that do not exist', async () => {
    const first = await fixture.client.CreateAccount({ email: 'batch-1@example.com', credits: '3.5' });
    const second = await fixture.client.CreateAccount({ email: 'batch-2@example.com', credits: '0' });
    const ids = [String(first.account?.id), String(second.account?.id)];
    const answer = await fixture.client.GetBalances({ account_ids: [ids[1]!, '987654', ids[0]!, ids[1]!] });
    expect([...answer.balances].sort((a, b) => Number(a.account_id) - Number(b.account_id))).toEqual([
      { account_id: ids[0], balance: '3.5000' },
      { account_id: ids[1], balance: '0.0000' },
    ]);
    expect((await failure(fixture.client.GetBalances({ account_ids: [] }))).kind).toBe('validation');
    expect((await failure(fixture.client.GetBalances({ account_ids: ['0'] }))).kind).toBe('validation');
    const tooMany = Array.from({ length: 501 }, (_, i) => String(i + 1));
    expect((await failure(fixture.client.GetBalances({ account_ids: tooMany }))).kind).toBe('validation');
  });
});

describe('API keys', () => {
  it('stores only a hash and the visible prefix', async () => {
    const created = await fixture.client.CreateAccount({ email: 'hash@example.com', credits: '' });
    const prefix = created.api_key.slice(0, 16);
    const rows = await sql<Record<string, unknown>>(
      fixture.billing.orm,
      'select * from billing.api_keys where prefix = ?',
      [prefix],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toEqual(hashApiKey(created.api_key));
    const secret = created.api_key.slice(17);
    const stored = JSON.stringify(rows, (_key, value: unknown) =>
      Buffer.isBuffer(value) ? value.toString('base64url') : value,
    );
    expect(stored).not.toContain(secret);
  });

  it('goes through its lifecycle: create, authenticate, revoke', async () => {
    const created = await fixture.client.CreateAccount({ email: 'keys@example.com', credits: '' });
    const accountId = created.account!.id;
    const authenticated = await fixture.client.AuthenticateApiKey({ api_key: created.api_key });
    expect(authenticated).toEqual({ account: created.account, key_prefix: created.api_key.slice(0, 16) });

    const second = await fixture.client.CreateApiKey({ account_id: accountId });
    expect(second.api_key).toMatch(KEY_FORMAT);
    expect(second.api_key).not.toBe(created.api_key);
    expect(second.key_prefix).toBe(second.api_key.slice(0, 16));
    expect((await fixture.client.AuthenticateApiKey({ api_key: second.api_key })).account?.id).toBe(
      accountId,
    );

    expect(await fixture.client.RevokeApiKey({ api_key: created.api_key })).toEqual({ revoked: true });
    expect((await failure(fixture.client.AuthenticateApiKey({ api_key: created.api_key }))).kind).toBe(
      'unauthenticated',
    );
    expect(await fixture.client.RevokeApiKey({ api_key: created.api_key })).toEqual({ revoked: true });
    // Revoking one key leaves the others working.
    expect((await fixture.client.AuthenticateApiKey({ api_key: second.api_key })).account?.id).toBe(
      accountId,
    );
    expect((await keyRow(created.api_key.slice(0, 16)))?.revoked_at).not.toBeNull();
  });

  it('answers GetAccount with a key prefix only while that key of the account is active (what JWTs minted from it are checked against)', async () => {
    const created = await fixture.client.CreateAccount({ email: 'tokens@example.com', credits: '' });
    const other = await fixture.client.CreateAccount({ email: 'tokens-other@example.com', credits: '' });
    const accountId = created.account!.id;
    const prefix = created.api_key.slice(0, 16);
    expect(await fixture.client.GetAccount({ account_id: accountId, key_prefix: prefix })).toEqual(
      created.account,
    );
    // Another account's key, and prefixes that are not keys, are refused like a revoked one.
    for (const keyPrefix of [other.api_key.slice(0, 16), 'mk_live_zzzzzzzz', 'not-a-prefix']) {
      expect(
        (await failure(fixture.client.GetAccount({ account_id: accountId, key_prefix: keyPrefix }))).kind,
      ).toBe('unauthenticated');
    }
    await fixture.client.RevokeApiKey({ api_key: created.api_key });
    expect(
      (await failure(fixture.client.GetAccount({ account_id: accountId, key_prefix: prefix }))).kind,
    ).toBe('unauthenticated');
    // Without a prefix, the account itself is still there.
    expect((await fixture.client.GetAccount({ account_id: accountId })).id).toBe(accountId);
  });

  it('refuses unknown, tampered and malformed keys', async () => {
    const created = await fixture.client.CreateAccount({ email: 'tamper@example.com', credits: '' });
    const last = created.api_key.at(-1) === 'A' ? 'Q' : 'A';
    const tampered = `${created.api_key.slice(0, -1)}${last}`;
    for (const api_key of [tampered, '', 'Token abc', created.api_key.toUpperCase(), `${created.api_key}x`]) {
      expect((await failure(fixture.client.AuthenticateApiKey({ api_key }))).kind).toBe('unauthenticated');
    }
    expect((await failure(fixture.client.RevokeApiKey({ api_key: tampered }))).kind).toBe('not_found');
    expect((await failure(fixture.client.RevokeApiKey({ api_key: 'nonsense' }))).fieldErrors).toHaveProperty(
      'api_key',
    );
    expect((await failure(fixture.client.CreateApiKey({ account_id: '55555' }))).kind).toBe('not_found');
  });

  it('refuses every key of a disabled account as forbidden, and accepts them again once re-enabled', async () => {
    const created = await fixture.client.CreateAccount({ email: 'disabled@example.com', credits: '3' });
    const accountId = created.account!.id;
    const second = await fixture.client.CreateApiKey({ account_id: accountId });
    const keys = [created.api_key, second.api_key];
    const reserve = (jobId: string) =>
      fixture.client.ReserveCredits({ account_id: accountId, job_id: jobId, amount: '1', description: '' });

    const disabled = await fixture.client.SetAccountStatus({
      account_id: accountId,
      status: 'ACCOUNT_STATUS_DISABLED',
    });
    expect(disabled).toEqual({ ...created.account, status: 'ACCOUNT_STATUS_DISABLED' });
    expect(await fixture.client.GetAccount({ account_id: accountId })).toEqual(disabled);
    for (const api_key of keys) {
      const err = await failure(fixture.client.AuthenticateApiKey({ api_key }));
      expect(err.kind).toBe('forbidden');
      expect(err.message).toBe('This account is disabled.');
    }
    expect((await failure(reserve('disabled-job-1'))).kind).toBe('forbidden');
    expect(await fixture.client.GetBalance({ account_id: accountId })).toEqual({ balance: '3.0000' });
    // A revoked key stays revoked whatever the account's status.
    await fixture.client.RevokeApiKey({ api_key: second.api_key });

    const enabled = await fixture.client.SetAccountStatus({
      account_id: accountId,
      status: 'ACCOUNT_STATUS_ACTIVE',
    });
    expect(enabled).toEqual(created.account);
    const authenticated = await fixture.client.AuthenticateApiKey({ api_key: created.api_key });
    expect(authenticated.account).toEqual(created.account);
    expect((await failure(fixture.client.AuthenticateApiKey({ api_key: second.api_key }))).kind).toBe(
      'unauthenticated',
    );
    expect(await reserve('disabled-job-1')).toMatchObject({
      status: 'HOLD_STATUS_RESERVED',
      balance: '2.0000',
    });
  });

  it('treats setting the current status as a no-op and refuses bad status requests', async () => {
    const created = await fixture.client.CreateAccount({ email: 'status@example.com', credits: '' });
    const accountId = created.account!.id;
    // xmin changes whenever PostgreSQL writes a new row version, so it shows whether a call wrote.
    const rowVersion = async () =>
      (
        await sql<{ xmin: string }>(
          fixture.billing.orm,
          'select xmin::text as xmin from billing.accounts where id = ?',
          [accountId],
        )
      )[0]?.xmin;
    const setStatus = (status: 'ACCOUNT_STATUS_ACTIVE' | 'ACCOUNT_STATUS_DISABLED') =>
      fixture.client.SetAccountStatus({ account_id: accountId, status });

    const untouched = await rowVersion();
    expect(await setStatus('ACCOUNT_STATUS_ACTIVE')).toEqual(created.account);
    expect(await rowVersion()).toBe(untouched);

    await setStatus('ACCOUNT_STATUS_DISABLED');
    const afterDisable = await rowVersion();
    expect(afterDisable).not.toBe(untouched);
    expect((await setStatus('ACCOUNT_STATUS_DISABLED')).status).toBe('ACCOUNT_STATUS_DISABLED');
    expect(await rowVersion()).toBe(afterDisable);

    for (const status of ['ACCOUNT_STATUS_UNSPECIFIED', 0, 7] as const) {
      const err = await failure(
        fixture.client.SetAccountStatus({
          account_id: accountId,
          status: status as 'ACCOUNT_STATUS_UNSPECIFIED',
        }),
      );
      expect(err.kind).toBe('validation');
      expect(err.fieldErrors).toEqual({ status: ['Must be active or disabled.'] });
    }
    expect(
      (await failure(fixture.client.SetAccountStatus({ account_id: '0', status: 'ACCOUNT_STATUS_ACTIVE' })))
        .fieldErrors,
    ).toHaveProperty('account_id');
    expect(
      (
        await failure(
          fixture.client.SetAccountStatus({ account_id: '987654', status: 'ACCOUNT_STATUS_DISABLED' }),
        )
      ).kind,
    ).toBe('not_found');
    // None of the refused calls changed the account.
    expect(await rowVersion()).toBe(afterDisable);
    expect((await fixture.client.GetAccount({ account_id: accountId })).status).toBe(
      'ACCOUNT_STATUS_DISABLED',
    );
  });

  it('records last use at most once a minute', async () => {
    const created = await fixture.client.CreateAccount({ email: 'usage@example.com', credits: '' });
    const prefix = created.api_key.slice(0, 16);
    expect((await keyRow(prefix))?.last_used_at).toBeNull();
    const first = now.getTime();
    await fixture.client.AuthenticateApiKey({ api_key: created.api_key });
    expect(new Date((await keyRow(prefix))!.last_used_at!).getTime()).toBe(first);
    advance(30_000);
    await fixture.client.AuthenticateApiKey({ api_key: created.api_key });
    expect(new Date((await keyRow(prefix))!.last_used_at!).getTime()).toBe(first);
    advance(31_000);
    await fixture.client.AuthenticateApiKey({ api_key: created.api_key });
    expect(new Date((await keyRow(prefix))!.last_used_at!).getTime()).toBe(first + 61_000);
  });
});

describe('prices', () => {
  it('prices enabled models from the catalogue', async () => {
    expect(await fixture.client.GetPrice({ model_name: 'zephyr_t2i', units: 3 })).toEqual({
      model_name: 'zephyr_t2i',
      kind: 't2i',
      amount: '0.1200',
    });
    expect(await fixture.client.GetPrice({ model_name: 'hexal_fast_i2v', units: 7 })).toMatchObject({
      kind: 'i2v',
      amount: '0.3500',
    });
  });

  it('refuses unknown or disabled models and unit counts below one', async () => {
    expect(
      (await failure(fixture.client.GetPrice({ model_name: 'nope_t2i', units: 1 }))).fieldErrors,
    ).toEqual({
      model_name: ['Unknown model "nope_t2i".'],
    });
    expect(
      (await failure(fixture.client.GetPrice({ model_name: 'refina_t2i', units: 1 }))).fieldErrors,
    ).toEqual({
      model_name: ['Model "refina_t2i" is not available.'],
    });
    for (const units of [0, -2]) {
      expect(
        (await failure(fixture.client.GetPrice({ model_name: 'zephyr_t2i', units }))).fieldErrors,
      ).toHaveProperty('units');
    }
  });
});

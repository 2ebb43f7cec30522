// The operator CLI as operators run it: a separate Node process talking gRPC to billing.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingFixture, type BillingFixture } from '../testing/billing.fixture.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
let fixture: BillingFixture;

beforeAll(async () => {
  fixture = await startBillingFixture();
});
afterAll(async () => {
  await fixture?.close();
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], address = fixture.billing.address): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['services/billing/src/cli/main.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, BILLING_GRPC_ADDR: address }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const json = (result: CliResult): Record<string, unknown> => {
  expect(result).toMatchObject({ code: 0, stderr: '' });
  expect(result.stdout.endsWith('\n')).toBe(true);
  expect(result.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(result.stdout) as Record<string, unknown>;
};

const oneLineError = (result: CliResult, pattern: RegExp) => {
  expect(result.code).not.toBe(0);
  expect(result.stdout).toBe('');
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^error: /);
  expect(lines[0]).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
};

describe('operator CLI', () => {
  it('creates accounts and keys, grants credits and revokes keys, printing one JSON object each', async () => {
    const created = json(await cli(['accounts', 'create', '--email', 'Ops@Example.com', '--credits', '100']));
    expect(created).toEqual({
      account_id: expect.any(Number),
      email: 'ops@example.com',
      api_key: expect.stringMatching(/^mk_live_/),
    });
    const accountId = String(created.account_id);

    const [key, granted] = await Promise.all([
      cli(['keys', 'create', '--account', accountId]).then(json),
      cli(['credits', 'grant', '--account', accountId, '--amount', '10', '--reason', 'goodwill']).then(json),
    ]);
    expect(Object.keys(key)).toEqual(['api_key']);
    expect(granted).toEqual({ balance_usd: '110.0000' });

    const authenticated = await fixture.client.AuthenticateApiKey({ api_key: String(key.api_key) });
    expect(authenticated.account?.id).toBe(accountId);

    expect(json(await cli(['keys', 'revoke', '--key', String(key.api_key)]))).toEqual({ revoked: true });
    await expect(fixture.client.AuthenticateApiKey({ api_key: String(key.api_key) })).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
    // The account's first key is untouched.
    const first = await fixture.client.AuthenticateApiKey({ api_key: String(created.api_key) });
    expect(first.account?.id).toBe(accountId);
  });

  it('disables and re-enables an account, printing its id and status', async () => {
    const created = await fixture.client.CreateAccount({ email: 'toggle@example.com', credits: '5' });
    const accountId = created.account!.id;
    const authenticate = () => fixture.client.AuthenticateApiKey({ api_key: created.api_key });

    const disabled = json(await cli(['accounts', 'disable', '--account', accountId]));
    expect(disabled).toEqual({ account_id: Number(accountId), status: 'disabled' });
    expect(Object.keys(disabled)).toEqual(['account_id', 'status']);
    await expect(authenticate()).rejects.toMatchObject({ kind: 'forbidden' });
    // Disabling again is not an error: the answer is the same and the account stays disabled.
    expect(json(await cli(['accounts', 'disable', '--account', accountId]))).toEqual(disabled);
    await expect(authenticate()).rejects.toMatchObject({ kind: 'forbidden' });

    expect(json(await cli(['accounts', 'enable', '--account', accountId]))).toEqual({
      account_id: Number(accountId),
      status: 'active',
    });
    expect((await authenticate()).account?.status).toBe('ACCOUNT_STATUS_ACTIVE');
  });

  it('refuses bad disable and enable requests with one line and the matching exit code', async () => {
    const cases: [string[], RegExp, number][] = [
      [['accounts', 'disable'], /"accounts disable" needs --account/, 2],
      [['accounts', 'enable', '--account', 'seven'], /positive integer/, 2],
      [['accounts', 'enable', '--account', '7', '--email', 'e@x.com'], /--email does not apply/, 2],
      [['accounts', 'disable', '--account', '999999'], /Account not found/, 1],
    ];
    const results = await Promise.all(cases.map(([args]) => cli(args)));
    results.forEach((result, index) => {
      const [, pattern, code] = cases[index]!;
      oneLineError(result, pattern);
      expect(result.code).toBe(code);
    });
  });

  it('exits non-zero with one line on stderr for bad arguments and failed calls', async () => {
    const account = await fixture.client.CreateAccount({ email: 'taken@example.com', credits: '' });
    const accountId = account.account!.id;
    const cases: [string[], RegExp, string?][] = [
      [[], /missing command/],
      [['accounts', 'remove'], /unknown command/],
      [['accounts', 'create'], /needs --email/],
      [['accounts', 'create', '--email', 'x@example.com', '--bogus'], /unknown option --bogus/],
      [['keys', 'create', '--account', 'seven'], /positive integer/],
      [
        ['credits', 'grant', '--account', accountId, '--amount', '1.00001'],
        /amount: At most 4 decimal places/,
      ],
      [['credits', 'grant', '--account', accountId, '--amount', 'lots'], /amount: Must be a decimal number/],
      [['credits', 'grant', '--account', '999999', '--amount', '1'], /Account not found/],
      [['accounts', 'create', '--email', 'TAKEN@example.com'], /already exists/],
      [['accounts', 'create', '--email', 'not-an-email'], /email: Enter a valid email address/],
      [['keys', 'revoke', '--key', 'mk_live_abcdefgh_' + 'A'.repeat(43)], /No such API key/],
      [
        ['accounts', 'create', '--email', 'y@example.com'],
        /cannot reach billing at 127\.0\.0\.1:1/,
        '127.0.0.1:1',
      ],
    ];
    // A few processes at a time: the machine is shared.
    const results: CliResult[] = [];
    for (let start = 0; start < cases.length; start += 4) {
      const batch = cases.slice(start, start + 4);
      results.push(...(await Promise.all(batch.map(([args, , address]) => cli(args, address)))));
    }
    results.forEach((result, index) => oneLineError(result, cases[index]![1]));
    expect(results[0]?.code).toBe(2);
    expect(results[7]?.code).toBe(1);
    expect(await fixture.client.GetBalance({ account_id: accountId })).toEqual({ balance: '0.0000' });
  });

  it('prints usage on --help', async () => {
    const result = await cli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('accounts create --email EMAIL');
    expect(result.stdout).toContain('accounts disable --account ACCOUNT_ID');
    expect(result.stdout).toContain('accounts enable --account ACCOUNT_ID');
  });
});

// Test support: billing in-process on a fresh database, a typed gRPC client for it, and an audit
// of the ledger invariants straight from the tables.
import { Credits } from '@platform/catalogue';
import type { MikroORM } from '@platform/db';
import { createClient, type PromiseClient } from '@platform/grpc';
import { createLogger } from '@platform/logging';
import { billingProto } from '@platform/protos';
import type { BillingServiceDefinition } from '@platform/protos/generated/billing/v1/BillingService.ts';
import { createTestDatabase, type TestDatabase } from '@platform/testkit';
import { startBilling, type BillingHandle, type StartBillingOptions } from '../app.ts';

export interface BillingFixture {
  billing: BillingHandle;
  client: PromiseClient<BillingServiceDefinition>;
  database: TestDatabase;
  /** A new account with `credits`, under a unique address; returns its id. */
  newAccount(credits: string): Promise<string>;
  /** A job id no other test of this fixture has used. */
  newJobId(): string;
  /** A new job holding `amount` of the account's credits; returns the job id. */
  reserve(accountId: string, amount: string): Promise<string>;
  balanceOf(accountId: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBillingFixture(
  options: Partial<StartBillingOptions> = {},
): Promise<BillingFixture> {
  const database = await createTestDatabase('billing');
  const billing = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger: createLogger('billing-test', 'silent'),
    shutdownGraceMs: 500,
    ...options,
  });
  const client = createClient(
    'billing.v1.BillingService',
    billingProto().billing.v1.BillingService.service,
    billing.address,
    {
      deadlineMs: 20_000,
    },
  );
  let accounts = 0;
  let jobs = 0;
  return {
    billing,
    client,
    database,
    async newAccount(credits) {
      const created = await client.CreateAccount({ email: `fixture${++accounts}@example.com`, credits });
      if (!created.account) throw new Error('CreateAccount answered without the account');
      return created.account.id;
    },
    newJobId: () => `job-${++jobs}`,
    async reserve(accountId, amount) {
      const jobId = `job-${++jobs}`;
      await client.ReserveCredits({ account_id: accountId, job_id: jobId, amount, description: '' });
      return jobId;
    },
    balanceOf: async (accountId) => (await client.GetBalance({ account_id: accountId })).balance,
    async close() {
      client.close();
      await billing.stop();
      await database.drop();
    },
  };
}

export const sql = <T>(orm: MikroORM, query: string, params: unknown[] = []) =>
  orm.em.fork().getConnection().execute<T[]>(query, params);

const money = (text: string) => Credits.parse(text, { allowNegative: true });

interface EntryRow {
  id: string;
  kind: 'grant' | 'reserve' | 'capture' | 'release';
  amount: string;
  balance_after: string;
  job_id: string | null;
}

interface HoldRow {
  job_id: string;
  status: 'reserved' | 'captured' | 'released';
  reserved_amount: string;
  captured_amount: string;
}

/**
 * Checks the ledger invariants of one account and returns every violation (empty when sound):
 * 1. entries chain: each balance_after = previous balance_after + amount, starting from zero;
 * 2. the sum of all entries equals the account's available balance;
 * 3. each job's entries are one reserve of -reserved plus, once settled, one capture of
 *    +(reserved - captured) or one release of +reserved;
 * 4. conservation: granted - captured = balance + reserved amounts of open holds.
 */
export async function auditLedger(orm: MikroORM, accountId: string): Promise<string[]> {
  const problems: string[] = [];
  const [account] = await sql<{ balance: string }>(
    orm,
    'select balance::text as balance from billing.accounts where id = ?',
    [accountId],
  );
  if (!account) return [`account ${accountId} does not exist`];
  const balance = money(account.balance);
  const entries = await sql<EntryRow>(
    orm,
    `select id, kind, amount::text as amount, balance_after::text as balance_after, job_id
       from billing.ledger_entries where account_id = ? order by id`,
    [accountId],
  );
  const holds = await sql<HoldRow>(
    orm,
    `select job_id, status, reserved_amount::text as reserved_amount, captured_amount::text as captured_amount
       from billing.holds where account_id = ?`,
    [accountId],
  );

  let running = Credits.ZERO;
  let granted = Credits.ZERO;
  for (const entry of entries) {
    running = running.add(money(entry.amount));
    if (!running.equals(money(entry.balance_after))) {
      problems.push(
        `entry ${entry.id}: balance_after ${entry.balance_after} but the chain gives ${running.format()}`,
      );
    }
    if (entry.kind === 'grant') granted = granted.add(money(entry.amount));
  }
  if (!running.equals(balance))
    problems.push(`entries sum to ${running.format()} but the balance is ${balance.format()}`);

  let captured = Credits.ZERO;
  let open = Credits.ZERO;
  for (const hold of holds) {
    const reserved = money(hold.reserved_amount);
    const charged = money(hold.captured_amount);
    const own = entries.filter((entry) => entry.job_id === hold.job_id);
    const reserveEntry = ['reserve', Credits.ZERO.sub(reserved).format()];
    const settlementEntry =
      hold.status === 'captured'
        ? ['capture', reserved.sub(charged).format()]
        : ['release', reserved.format()];
    const expected = hold.status === 'reserved' ? [reserveEntry] : [reserveEntry, settlementEntry];
    const actual = own.map((entry) => [entry.kind, money(entry.amount).format()]);
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(
        `job ${hold.job_id} (${hold.status}): entries ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
      );
    }
    if (hold.status === 'captured') captured = captured.add(charged);
    if (hold.status === 'reserved') open = open.add(reserved);
  }
  const orphans = entries.filter(
    (entry) => entry.job_id !== null && !holds.some((hold) => hold.job_id === entry.job_id),
  );
  if (orphans.length > 0) problems.push(`${orphans.length} job entries without a hold of this account`);
  if (!granted.sub(captured).equals(balance.add(open))) {
    problems.push(
      `granted ${granted.format()} - captured ${captured.format()} != balance ${balance.format()} + open holds ${open.format()}`,
    );
  }
  return problems;
}

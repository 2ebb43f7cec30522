// Creating a job when billing's answer to the reserve is lost: billing may have placed the hold,
// so studio releases it, and the account ends exactly where it started.
import { AppError } from '@platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCredits, createBillingClient, type BillingClient } from '@platform/job-lifecycle';
import { startStudioFixture, type StudioFixture } from '../testing/studio.fixture.ts';
import type { CreditsPort } from './ports.ts';

let f: StudioFixture;
let client: BillingClient;
let real: CreditsPort;
/** What the next reserve does after billing has answered. */
let afterReserve: 'answer' | 'lose the answer' = 'answer';
const releases: string[] = [];

// Billing's real holds; only the answer to a reserve can be made to go missing on the way back.
const credits: CreditsPort = {
  async reserve(input) {
    await real.reserve(input);
    if (afterReserve === 'lose the answer') throw new AppError('unavailable', 'A backing service is unavailable.');
  },
  capture: (jobId, amount) => real.capture(jobId, amount),
  release: async (jobId) => {
    releases.push(jobId);
    await real.release(jobId);
  },
};

beforeAll(async () => {
  f = await startStudioFixture({ credits });
  client = createBillingClient(f.billingHandle.address);
  real = billingCredits(client);
});
afterAll(async () => {
  client?.close();
  await f?.close();
});

const ledger = (accountId: string) =>
  f.billingHandle.orm.em
    .fork()
    .execute<{ kind: string; amount: string }[]>('select kind, amount::text as amount from billing.ledger_entries where account_id = ? order by id', [accountId]);

async function createJob(accountId: string, projectId: string) {
  return f.client.CreateTextToImageJob({
    account_id: accountId,
    project_id: projectId,
    prompt: 'a lighthouse',
    model_name: 'zephyr_t2i',
    model_config_json: '{}',
    num_requested_images: 1,
  });
}

describe('a reserve whose outcome is unknown', () => {
  it('releases the hold billing placed, creates no job and leaves the balance as it was', async () => {
    const accountId = await f.account('1');
    const projectId = (await f.client.CreateProject({ account_id: accountId, name: 'Lost answers' })).id;
    afterReserve = 'lose the answer';
    const failure = await createJob(accountId, projectId).then(
      () => null,
      (err: unknown) => err as AppError,
    );
    afterReserve = 'answer';
    expect(failure?.kind).toBe('unavailable');
    expect(releases).toHaveLength(1);
    expect(await f.balance(accountId)).toBe('1.0000');
    expect((await ledger(accountId)).map((entry) => entry.kind)).toEqual(['grant', 'reserve', 'release']);
    const listed = await f.client.ListTextToImageJobs({ account_id: accountId, project_id: projectId, page: { limit: 10, offset: 0 } });
    expect(Number(listed.count)).toBe(0);
  });

  it('does not call release when billing refused the hold (402): nothing was placed', async () => {
    const accountId = await f.account('0');
    const projectId = (await f.client.CreateProject({ account_id: accountId, name: 'Short' })).id;
    const before = releases.length;
    const failure = await createJob(accountId, projectId).then(
      () => null,
      (err: unknown) => err as AppError,
    );
    expect(failure?.kind).toBe('insufficient_credits');
    expect(releases).toHaveLength(before);
    expect(await ledger(accountId)).toEqual([]);
  });
});

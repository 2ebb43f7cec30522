// Worker status events through the real bus into studio: what studio's completion handlers make
// of the outputs, as the API shows them. The event life cycle itself (failures, unknown jobs,
// poison payloads, lost billing answers) is tested with the package, @platform/job-lifecycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetKeys } from '@platform/assets';
import { eventually, startStudioFixture, type StudioFixture } from '../testing/studio.fixture.ts';

let f: StudioFixture;
let accountId: string;
let projectId: string;

const createJob = async (images = 2) =>
  (
    await f.client.CreateTextToImageJob({
      account_id: accountId,
      project_id: projectId,
      prompt: 'a lighthouse',
      model_name: 'zephyr_t2i',
      model_config_json: '{}',
      num_requested_images: images,
    })
  ).job!.id;

const read = (id: string) => f.client.GetTextToImageJob({ account_id: accountId, project_id: projectId, id });
const outputs = (id: string, n: number) => ({
  images: Array.from({ length: n }, (_, i) => ({
    key: `${new AssetKeys(f.keys, 'studio').jobOutputPrefix(accountId, id)}image-${i + 1}.png`,
    content_type: 'image/png',
    width: 256,
    height: 256,
    file_size: 1000 + i,
  })),
});
const holds = (jobId: string) =>
  f.sql<{ status: string; captured_amount: string }>(
    `select status, captured_amount from billing.holds where job_id = ?`,
    [jobId],
  );

beforeAll(async () => {
  f = await startStudioFixture();
  accountId = await f.account('1');
  projectId = (await f.client.CreateProject({ account_id: accountId, name: 'Events' })).id;
});

afterAll(async () => {
  await f?.close();
});

describe('job status events', () => {
  it('starts, completes and charges exactly once despite duplicate and repeated completions', async () => {
    const id = await createJob(2);
    expect(await f.balance(accountId)).toBe('0.9200');
    await f.publishStatus({ job_id: id, kind: 'text_to_image', status: 'processing' }, `${id}:processing`);
    const started = await eventually(
      () => read(id),
      (job) => job.job?.status === 'processing',
    );
    expect(started.job?.started_at).toEqual(expect.any(String));

    const completed = {
      job_id: id,
      kind: 'text_to_image' as const,
      status: 'completed' as const,
      outputs: outputs(id, 2),
    };
    await f.publishStatus(completed, `${id}:result`);
    // The same message again (stream de-duplication is bypassed by a new id) and a second
    // completion with its own id, as a redelivered job would produce after the window.
    await f.publishStatus(completed, `${id}:result-redelivered`);
    await f.publishStatus(completed, `${id}:result-again`);
    const done = await eventually(
      () => read(id),
      (job) => job.job?.status === 'completed',
    );
    expect(done.job?.cost_credits).toBe('0.0800');
    expect(done.images.map((image) => image.file_size)).toEqual(['1000', '1001']);
    await eventually(
      () => f.sql<{ n: string }>(`select count(*) as n from studio.processed_messages`),
      (rows) => Number(rows[0]?.n) >= 4,
    );
    expect((await read(id)).images).toHaveLength(2);
    expect(await holds(id)).toEqual([{ status: 'captured', captured_amount: '0.0800' }]);
    expect(await f.balance(accountId)).toBe('0.9200');
    const entries = await f.sql<{ kind: string }>(
      `select kind from billing.ledger_entries where job_id = ? order by id`,
      [id],
    );
    expect(entries.map((e) => e.kind)).toEqual(['reserve', 'capture']);
  });

  it('ignores a completion that arrives after a cancel (no output, no charge) and removes its files', async () => {
    const before = await f.balance(accountId);
    const id = await createJob(1);
    const cancelled = await f.client.CancelTextToImageJob({
      account_id: accountId,
      project_id: projectId,
      id,
    });
    expect(cancelled.refused_detail).toBe('');
    expect(cancelled.job?.job?.status).toBe('cancelled');
    // The worker had stored its image before the cancel reached it.
    const [image] = outputs(id, 1).images;
    await f.storage.put(image!.key, Buffer.from('png bytes'), { contentType: 'image/png' });
    await f.publishStatus(
      { job_id: id, kind: 'text_to_image', status: 'completed', outputs: outputs(id, 1) },
      `${id}:result`,
    );
    await eventually(
      () => f.storage.stat(image!.key),
      (found) => found === null,
    );
    await eventually(
      () =>
        f.sql<{ n: string }>(`select count(*) as n from studio.processed_messages where message_id = ?`, [
          `${id}:result`,
        ]),
      (rows) => rows[0]?.n === '1',
    );
    const job = await read(id);
    expect(job.job?.status).toBe('cancelled');
    expect(job.images).toEqual([]);
    expect(await holds(id)).toEqual([{ status: 'released', captured_amount: '0.0000' }]);
    expect(await f.balance(accountId)).toBe(before);
  });

  it("fails (and refunds) a completion whose outputs lie outside the job's own prefix", async () => {
    const before = await f.balance(accountId);
    const outside = [
      (id: string) => f.keys.key(999, 'studio', 'jobs', id, 'image-1.png'),
      // The job's own path, but in a folder named by the plain account id.
      (id: string) => `accounts/${accountId}/studio/jobs/${id}/image-1.png`,
    ];
    for (const keyOf of outside) {
      const id = await createJob(1);
      const image = { key: keyOf(id), content_type: 'image/png', width: 1, height: 1, file_size: 1 };
      await f.publishStatus(
        { job_id: id, kind: 'text_to_image', status: 'completed', outputs: { images: [image] } },
        `${id}:result`,
      );
      const job = await eventually(
        () => read(id),
        (j) => j.job?.status === 'failed',
      );
      expect(job.job?.error_message, image.key).toMatch(/usable output/);
      expect(job.images).toEqual([]);
      expect(await f.balance(accountId)).toBe(before);
    }
  });

  it('retries an event it cannot apply for as long as a job may run before dead-lettering it', async () => {
    // The durable consumer's server-side bound: the default 1 h maximum run time, retried at most
    // a minute apart (plus the deliveries used only to dead-letter).
    const info = await f.bus.jsm.consumers.info(f.names.events.stream, 'studio');
    expect(info.config.max_deliver).toBeGreaterThanOrEqual(66);
  });
});

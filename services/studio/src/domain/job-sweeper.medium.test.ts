// The scheduled sweep with a movable clock: queued jobs past the queue TTL expire, processing
// jobs past the max run time fail, both refunded; ended jobs and fresh ones are left alone;
// abandoned pre-signed uploads are discarded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startStudioFixture, type StudioFixture } from '../testing/studio.fixture.ts';
import { AssetKeys } from '@platform/assets';

let f: StudioFixture;
let accountId: string;
let projectId: string;

const createJob = async () =>
  (
    await f.client.CreateTextToImageJob({
      account_id: accountId,
      project_id: projectId,
      prompt: 'p',
      model_name: 'zephyr_t2i',
      model_config_json: '{}',
      num_requested_images: 1,
    })
  ).job!.id;
const read = (id: string) => f.client.GetTextToImageJob({ account_id: accountId, project_id: projectId, id });

beforeAll(async () => {
  f = await startStudioFixture({ jobs: { queueTtlSeconds: 60, maxRunSeconds: 120 } });
  accountId = await f.account('1');
  projectId = (await f.client.CreateProject({ account_id: accountId, name: 'Sweep' })).id;
});

afterAll(async () => {
  await f?.close();
});

describe('job sweeper', () => {
  it('expires queued jobs after the queue TTL and times out long-running ones', async () => {
    const queued = await createJob();
    const running = await createJob();
    const finished = await createJob();
    await f.publishStatus({ job_id: running, kind: 'text_to_image', status: 'processing' }, `${running}:p`);
    await f.publishStatus({ job_id: finished, kind: 'text_to_image', status: 'processing' }, `${finished}:p`);
    await f.publishStatus(
      { job_id: finished, kind: 'text_to_image', status: 'failed', error_message: 'boom' },
      `${finished}:r`,
    );
    await eventually(
      () => read(running),
      (job) => job.job?.status === 'processing',
    );
    await eventually(
      () => read(finished),
      (job) => job.job?.status === 'failed',
    );
    expect(await f.balance(accountId)).toBe('0.9200');

    expect(await f.studio.sweeper.runOnce()).toMatchObject({ expired: 0, timedOut: 0 });
    f.clock.advance(61_000);
    expect(await f.studio.sweeper.runOnce()).toMatchObject({ expired: 1, timedOut: 0 });
    expect((await read(queued)).job).toMatchObject({ status: 'expired', cost_credits: '0.0000' });
    expect((await read(running)).job?.status).toBe('processing');
    expect(await f.balance(accountId)).toBe('0.9600');

    // The running job's worker died after storing an image: the sweep removes it.
    const leftover = `${new AssetKeys(f.keys, 'studio').jobOutputPrefix(accountId, running)}image-1.png`;
    await f.storage.put(leftover, Buffer.from('png bytes'), { contentType: 'image/png' });
    f.clock.advance(60_000);
    expect(await f.studio.sweeper.runOnce()).toMatchObject({ expired: 0, timedOut: 1 });
    expect(await f.storage.stat(leftover)).toBeNull();
    const timedOut = (await read(running)).job;
    expect(timedOut).toMatchObject({
      status: 'failed',
      error_message: 'The job exceeded the maximum run time of 120 seconds.',
      cost_credits: '0.0000',
    });
    expect((await read(finished)).job?.error_message).toBe('boom');
    expect(await f.balance(accountId)).toBe('1.0000');

    // A late completion of the timed-out job changes nothing.
    await f.publishStatus(
      {
        job_id: running,
        kind: 'text_to_image',
        status: 'completed',
        outputs: {
          images: [
            {
              key: `${new AssetKeys(f.keys, 'studio').jobOutputPrefix(accountId, running)}image-1.png`,
              content_type: 'image/png',
              width: 1,
              height: 1,
              file_size: 1,
            },
          ],
        },
      },
      `${running}:r`,
    );
    await eventually(
      () =>
        f.sql<{ n: string }>(`select count(*) as n from studio.processed_messages where message_id = ?`, [
          `${running}:r`,
        ]),
      (rows) => rows[0]?.n === '1',
    );
    expect((await read(running)).job?.status).toBe('failed');
    expect(await f.balance(accountId)).toBe('1.0000');
  });

  it('discards pre-signed uploads nobody finished', async () => {
    const started = await f.client.CreateUpload({
      account_id: accountId,
      kind: 'ASSET_KIND_IMAGE',
      content_type: 'image/png',
      file_size: 100,
    });
    const id = started.asset!.image!.id;
    expect((await f.studio.sweeper.runOnce()).discardedUploads).toBe(0);
    f.clock.advance((900 + 3_600 + 1) * 1000);
    expect((await f.studio.sweeper.runOnce()).discardedUploads).toBe(1);
    await expect(f.client.GetImageAsset({ account_id: accountId, id })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

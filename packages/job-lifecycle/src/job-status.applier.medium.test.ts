// Worker status events through JetStream and the owner's durable consumer: each is applied once,
// never past the end of a job, and credits are captured or released exactly once.
import { BusPublisher } from '@platform/bus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startOwnerFixture, type OwnerFixture } from './testing/owner.fixture.ts';

let f: OwnerFixture;

beforeAll(async () => {
  f = await startOwnerFixture();
});
afterAll(async () => {
  await f?.close();
});

const image = (key: string) => ({ key, content_type: 'image/png', width: 4, height: 4, file_size: 10 });
// Status messages may be handled side by side: a test that wants `job.started` waits for it to
// apply before it publishes the end (a job that ends before its start was applied never starts).
const started = (id: string) =>
  eventually(
    () => f.job(id),
    (job) => job !== null && job.status !== 'queued',
  );
const settled = (id: string) =>
  eventually(
    () => f.job(id),
    (job) => job !== null && ['completed', 'failed', 'cancelled'].includes(job.status),
  );

describe('job status events', () => {
  it('starts, completes and charges exactly once despite duplicate and repeated completions', async () => {
    const accountId = await f.account('1');
    const { value: job } = await f.create(accountId, { quote: '0.2500' });
    await f.publishStatus(
      { job_id: job.id, kind: 'text_to_image', status: 'processing' },
      `${job.id}:processing`,
    );
    await eventually(
      () => f.job(job.id),
      (read) => read?.status === 'processing',
    );
    const key = `${f.outputPrefix(accountId, job.id)}image-1.png`;
    const completed = {
      job_id: job.id,
      kind: 'text_to_image' as const,
      status: 'completed' as const,
      outputs: { images: [image(key)] },
    };
    await f.publishStatus(completed, `${job.id}:result`);
    await f.publishStatus(completed, `${job.id}:result`); // the same message again (de-duplicated)
    await f.publishStatus(completed, `${job.id}:result-again`); // a second completion
    const done = await settled(job.id);
    expect(done).toMatchObject({ status: 'completed', note: '1 image(s)', errorMessage: '' });
    expect(done?.charged?.format()).toBe('0.2500');
    expect(done?.startedAt).not.toBeNull();
    // A later event proves the repeated completion was consumed before we look at the ledger.
    const { value: other } = await f.create(accountId, { quote: '0.0100' });
    await f.publishStatus(
      { job_id: other.id, kind: 'text_to_image', status: 'processing' },
      `${other.id}:processing`,
    );
    await eventually(
      () => f.job(other.id),
      (read) => read?.status === 'processing',
    );
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'capture', 'reserve']);
    expect(await f.balance(accountId)).toBe('0.7400');
  });

  it("fails a job with the worker's message, releases the hold and removes what it stored", async () => {
    const accountId = await f.account('1');
    const { value: job } = await f.create(accountId);
    const partial = `${f.outputPrefix(accountId, job.id)}image-1.png`;
    await f.storage.put(partial, Buffer.from('part'), { contentType: 'image/png' });
    await f.publishStatus(
      {
        job_id: job.id,
        kind: 'text_to_image',
        status: 'failed',
        error_message: 'The engine ran out of memory.',
      },
      `${job.id}:result`,
    );
    expect(await settled(job.id)).toMatchObject({
      status: 'failed',
      errorMessage: 'The engine ran out of memory.',
      charged: null,
    });
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'release']);
    await eventually(
      () => f.storage.stat(partial),
      (info) => info === null,
    );
  });

  it("fails (and refunds) a completion whose outputs lie outside the job's own folder", async () => {
    const accountId = await f.account('1');
    const { value: job } = await f.create(accountId);
    const foreign = `${f.outputPrefix(accountId, 'another-job')}image-1.png`;
    await f.publishStatus(
      { job_id: job.id, kind: 'text_to_image', status: 'completed', outputs: { images: [image(foreign)] } },
      `${job.id}:result`,
    );
    expect(await settled(job.id)).toMatchObject({
      status: 'failed',
      errorMessage: expect.stringMatching(/without a usable output/),
    });
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'release']);
  });

  it('discards a completion that arrives after a cancel: no charge, and its files are removed', async () => {
    const accountId = await f.account('1');
    const { value: job } = await f.create(accountId);
    expect(
      (await f.canceller.cancel(async (repos) => (await repos.jobs.lockById(job.id))!)).refused,
    ).toBeNull();
    const key = `${f.outputPrefix(accountId, job.id)}image-1.png`;
    await f.storage.put(key, Buffer.from('late'), { contentType: 'image/png' });
    await f.publishStatus(
      { job_id: job.id, kind: 'text_to_image', status: 'completed', outputs: { images: [image(key)] } },
      `${job.id}:result`,
    );
    await eventually(
      () => f.storage.stat(key),
      (info) => info === null,
    );
    expect(await f.job(job.id)).toMatchObject({ status: 'cancelled', charged: null, note: null });
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'release']);
  });

  it('ignores events for unknown jobs or of another kind, and undecodable payloads, without stopping', async () => {
    const accountId = await f.account('1');
    const { value: job } = await f.create(accountId, { kind: 'image_to_text' });
    await f.publishStatus(
      {
        job_id: '0190a0b0-0000-7000-8000-00000000dead',
        kind: 'text_to_image',
        status: 'completed',
        outputs: { images: [] },
      },
      'unknown-1',
    );
    await f.publishStatus({ job_id: 'not-a-uuid', kind: 'text_to_image', status: 'processing' }, 'unknown-2');
    await f.publishStatus({ job_id: job.id, kind: 'text_to_image', status: 'failed' }, 'wrong-kind-1');
    await new BusPublisher(f.bus.js).publish(
      f.names.events.subject('enhancement.job-status'),
      { nonsense: true },
      { msgId: 'poison-1' },
    );
    await f.publishStatus(
      { job_id: job.id, kind: 'image_to_text', status: 'completed', outputs: { text: 'A quiet harbour.' } },
      `${job.id}:result`,
    );
    expect(await settled(job.id)).toMatchObject({ status: 'completed', note: 'A quiet harbour.' });
  });
});

describe('public job events', () => {
  const types = async (id: string, count: number) =>
    (
      await eventually(
        () => f.publicEvents(id),
        (events) => events.length >= count,
      )
    ).map((event) => event.type);

  it('announces creation, start and completion once each, showing the job as it was after each change', async () => {
    const accountId = await f.account('1');
    const { value: job } = await f.create(accountId);
    await f.publishStatus(
      { job_id: job.id, kind: 'text_to_image', status: 'processing' },
      `${job.id}:processing`,
    );
    await f.publishStatus(
      { job_id: job.id, kind: 'text_to_image', status: 'processing' },
      `${job.id}:processing-again`,
    );
    await started(job.id);
    const key = `${f.outputPrefix(accountId, job.id)}image-1.png`;
    await f.publishStatus(
      { job_id: job.id, kind: 'text_to_image', status: 'completed', outputs: { images: [image(key)] } },
      `${job.id}:result`,
    );
    await f.publishStatus(
      { job_id: job.id, kind: 'text_to_image', status: 'completed', outputs: { images: [image(key)] } },
      `${job.id}:result-again`,
    );
    await settled(job.id);
    expect(await types(job.id, 3)).toEqual(['job.created', 'job.started', 'job.completed']);
    const events = await f.publicEvents(job.id);
    expect(events.map((event) => event.data.job.status)).toEqual(['queued', 'processing', 'completed']);
    expect(events[2]).toMatchObject({
      account_id: accountId,
      owner: 'enhancement',
      data: { kind: 'text_to_image', job: { id: job.id, note: '1 image(s)' } },
    });
    expect(new Set(events.map((event) => event.id)).size).toBe(3);
  });

  it("carries the create's webhook_url on every event of that job (the webhooks service delivers from the first), and none without", async () => {
    const accountId = await f.account('1');
    const url = 'https://hooks.example.com/jobs/1';
    const { value: hooked } = await f.create(accountId, { webhookUrl: url });
    expect((await f.job(hooked.id))?.webhookUrl).toBe(url);
    await f.publishStatus(
      { job_id: hooked.id, kind: 'text_to_image', status: 'processing' },
      `${hooked.id}:processing`,
    );
    await started(hooked.id);
    await f.publishStatus(
      { job_id: hooked.id, kind: 'text_to_image', status: 'failed', error_message: 'No.' },
      `${hooked.id}:result`,
    );
    await settled(hooked.id);
    expect(await types(hooked.id, 3)).toEqual(['job.created', 'job.started', 'job.failed']);
    expect((await f.publicEvents(hooked.id)).map((event) => event.webhook_url)).toEqual([url, url, url]);

    const { value: plain } = await f.create(accountId);
    expect((await f.job(plain.id))?.webhookUrl).toBeNull();
    await f.canceller.cancel(async (repos) => (await repos.jobs.lockById(plain.id)) ?? plain);
    expect(await types(plain.id, 2)).toEqual(['job.created', 'job.cancelled']);
    expect((await f.publicEvents(plain.id)).every((event) => !('webhook_url' in event))).toBe(true);
  });

  it('announces a failure, a cancel and an expiry', async () => {
    const accountId = await f.account('1');
    const { value: failed } = await f.create(accountId);
    await f.publishStatus(
      { job_id: failed.id, kind: 'text_to_image', status: 'failed', error_message: 'Out of memory.' },
      `${failed.id}:result`,
    );
    await settled(failed.id);
    expect(await types(failed.id, 2)).toEqual(['job.created', 'job.failed']);
    expect((await f.publicEvents(failed.id))[1]?.data.job).toMatchObject({
      status: 'failed',
      error_message: 'Out of memory.',
    });

    const { value: cancelled } = await f.create(accountId);
    await f.canceller.cancel(async (repos) => (await repos.jobs.lockById(cancelled.id)) ?? cancelled);
    expect(await types(cancelled.id, 2)).toEqual(['job.created', 'job.cancelled']);

    const { value: expired } = await f.create(accountId);
    f.clock.advance(f.queueTtlMs + 1_000);
    await f.sweeper.runOnce();
    expect(await types(expired.id, 2)).toEqual(['job.created', 'job.expired']);
    expect((await f.publicEvents(expired.id))[1]?.data.job).toMatchObject({ status: 'expired' });
  });
});

// Job life cycle through the gateway: 402 with nothing charged, cancel while queued and while
// processing (hold released, balance restored, the engine stopped), cancel of an ended job,
// queue expiry, and Idempotency-Key retries (sequential and concurrent) and reuse (409).
// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStudioStack, waitFor, type Account, type StudioStack } from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';
import { AssetKeys } from '@platform/assets';
import { HELD_MARK } from '../../services/media-worker/src/testing/held-engines.ts';
import { openBusInspector } from './support/records.ts';

let stack: StudioStack;

const t2iPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/text-to-image/`;
const i2vPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/image-to-video/`;
const SMALL = {
  prompt: 'a quiet harbour',
  model_name: 'nebula_t2i',
  model_config: { width: 256, height: 256 },
};

async function newAccount(credits: string) {
  const account = await stack.account(credits);
  const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Lifecycle' });
  expect(project.status).toBe(201);
  return { account, projectId: project.body.id as string };
}

async function uploadImage(account: Account): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await makeImage(1280, 720, 'jpeg')], { type: 'image/jpeg' }), 'still.jpg');
  const answer = await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

/** Waits until no job runs or waits and studio applied every status event published so far. */
async function waitForSettled(): Promise<void> {
  const bus = await openBusInspector(stack.busPrefix);
  try {
    await waitFor(
      () => bus.settled(),
      (settled) => settled,
      60_000,
      50,
    );
  } finally {
    await bus.close();
  }
}

const I2T = '/api/v2/studio/jobs/image-to-text/';
/** Jobs that ended (cancelled, expired) while queued and no worker ran: checked once one does. */
const endedWhileQueued: { account: Account; id: string; path: string; status: string }[] = [];
const i2vBody = (imageId: string) => ({
  start_frame: imageId,
  model_name: 'hexal_fast_i2v',
  requested_resolution: '480p',
  requested_video_duration: 2,
});

beforeAll(async () => {
  // No worker at first: jobs stay queued until a test starts one. The queue TTL is short so
  // expiry can be observed; the sweeper is run by hand.
  stack = await startStudioStack({
    worker: false,
    studio: { jobs: { queueTtlSeconds: 2, sweepIntervalMs: 0 } },
  });
});

afterAll(async () => {
  await stack?.close();
});

describe('credits at creation', () => {
  it('answers 402 and creates and charges nothing when the balance is short', async () => {
    const { account, projectId } = await newAccount('0.05');
    // The job's rows are written while billing is asked for the hold: the refusal must roll them
    // back, idempotency key included (the same key is free for a request that fits).
    const headers = { 'Idempotency-Key': 'short-1' };
    const answer = await api(
      stack,
      account,
      'POST',
      t2iPath(projectId),
      { ...SMALL, num_requested_images: 2 },
      headers,
    );
    expect(answer.status).toBe(402);
    // Two images at 0.04 each against 0.05: the price and the balance, in the balance's format.
    expect(answer.body).toEqual({
      detail: 'This job costs 0.0800 credits; the balance is 0.0500 credits.',
      error_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: 'insufficient_credits',
      price_credits: '0.0800',
      balance_credits: '0.0500',
    });
    expect(await stack.balance(account)).toBe('0.0500');
    const list = await api(stack, account, 'GET', t2iPath(projectId));
    expect(list.body.count).toBe(0);
    // One image (0.04) fits.
    expect(
      (await api(stack, account, 'POST', t2iPath(projectId), SMALL, { 'Idempotency-Key': 'short-1' })).status,
    ).toBe(201);
    expect(await stack.balance(account)).toBe('0.0100');
  });
});

describe('credits at the edge, for every job kind', () => {
  it('creates a job that costs exactly the balance, and answers 402 one ten-thousandth short', async () => {
    const cases: [string, string, (projectId: string, imageId: string) => [string, unknown]][] = [
      ['0.0400', '0.0399', (projectId) => [t2iPath(projectId), SMALL]],
      ['0.1000', '0.0999', (projectId, imageId) => [i2vPath(projectId), i2vBody(imageId)]],
      ['0.0100', '0.0099', (_projectId, imageId) => [I2T, { image_asset: imageId }]],
    ];
    for (const [exact, short, request] of cases) {
      const enough = await newAccount(exact);
      const [path, body] = request(enough.projectId, await uploadImage(enough.account));
      const created = await api(stack, enough.account, 'POST', path, body);
      expect(created.status, `${path} with ${exact}: ${JSON.stringify(created.body)}`).toBe(201);
      expect(created.body.cost_credits).toBe(exact);
      expect(await stack.balance(enough.account)).toBe('0.0000');

      const poor = await newAccount(short);
      const [poorPath, poorBody] = request(poor.projectId, await uploadImage(poor.account));
      const refused = await api(stack, poor.account, 'POST', poorPath, poorBody, {
        'Idempotency-Key': 'short',
      });
      expect(refused.status, `${poorPath} with ${short}`).toBe(402);
      expect(refused.body).toEqual({
        detail: `This job costs ${exact} credits; the balance is ${short} credits.`,
        error_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: 'insufficient_credits',
        price_credits: exact,
        balance_credits: short,
      });
      expect(await stack.balance(poor.account)).toBe(short);
      const list = poorPath === I2T ? I2T : poorPath;
      expect((await api(stack, poor.account, 'GET', list)).body.count).toBe(0);
      const ledger = await stack.billing.orm.em
        .fork()
        .execute<{ n: number }[]>(
          'select count(*)::int as n from billing.ledger_entries where account_id = ? and job_id is not null',
          [poor.account.id],
        );
      expect(ledger[0]?.n).toBe(0);
      // The refused request stored nothing under its key: once credits arrive, the same key creates the job.
      await stack.operator.GrantCredits({ account_id: poor.account.id, amount: '0.0001', reason: 'top-up' });
      const retried = await api(stack, poor.account, 'POST', poorPath, poorBody, {
        'Idempotency-Key': 'short',
      });
      expect(retried.status, JSON.stringify(retried.body)).toBe(201);
      expect(await stack.balance(poor.account)).toBe('0.0000');
    }
  });
});

describe('cancel and expiry of queued jobs', () => {
  it('cancels a queued job, releases the hold and refuses a second cancel with {detail}', async () => {
    const { account, projectId } = await newAccount('1');
    const created = await api(stack, account, 'POST', t2iPath(projectId), SMALL);
    expect(created.status).toBe(201);
    expect(await stack.balance(account)).toBe('0.9600');
    const cancelled = await api(stack, account, 'POST', `${t2iPath(projectId)}${created.body.id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: created.body.id,
      status: 'cancelled',
      cost_credits: '0.00',
      processing_time_seconds: null,
    });
    expect(cancelled.body.finished_at).toEqual(expect.any(String));
    expect(await stack.balance(account)).toBe('1.0000');
    const again = await api(stack, account, 'POST', `${t2iPath(projectId)}${created.body.id}/cancel/`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: expect.stringContaining('cancelled') });
    const read = await api(stack, account, 'GET', `${t2iPath(projectId)}${created.body.id}/`);
    expect(read.body).toMatchObject({ status: 'cancelled', cost_credits: '0.0000' });
  });

  it('expires a job queued longer than the queue TTL and releases its hold', async () => {
    const { account, projectId } = await newAccount('1');
    const created = await api(stack, account, 'POST', t2iPath(projectId), SMALL);
    expect(await stack.balance(account)).toBe('0.9600');
    // A sweep before the TTL leaves it queued (older jobs of earlier tests may expire here).
    await stack.studio.sweeper.runOnce();
    expect((await api(stack, account, 'GET', `${t2iPath(projectId)}${created.body.id}/`)).body.status).toBe(
      'queued',
    );
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const swept = await stack.studio.sweeper.runOnce();
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const read = await api(stack, account, 'GET', `${t2iPath(projectId)}${created.body.id}/`);
    expect(read.body).toMatchObject({
      status: 'expired',
      cost_credits: '0.0000',
      processing_time_seconds: null,
      started_at: null,
    });
    expect(await stack.balance(account)).toBe('1.0000');
    const cancel = await api(stack, account, 'POST', `${t2iPath(projectId)}${created.body.id}/cancel/`);
    expect(cancel.status).toBe(400);
    expect(cancel.body).toEqual({ detail: expect.stringContaining('expired') });
  });

  it('cancels queued image-to-video and image-to-text jobs the same way', async () => {
    const { account, projectId } = await newAccount('1');
    const imageId = await uploadImage(account);
    const i2v = await api(stack, account, 'POST', i2vPath(projectId), i2vBody(imageId));
    const i2t = await api(stack, account, 'POST', I2T, { image_asset: imageId });
    expect([i2v.status, i2t.status]).toEqual([201, 201]);
    expect(await stack.balance(account)).toBe('0.8900');
    const jobs: [string, string][] = [
      [`${i2vPath(projectId)}${i2v.body.id}/`, '0.1000'],
      [`${I2T}${i2t.body.id}/`, '0.0100'],
    ];
    for (const [path] of jobs) {
      endedWhileQueued.push({ account, id: path.split('/').at(-2) ?? '', path, status: 'cancelled' });
      const cancelled = await api(stack, account, 'POST', `${path}cancel/`);
      expect(cancelled.status, path).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        cost_credits: '0.00',
        processing_time_seconds: null,
        started_at: null,
      });
      expect(cancelled.body.finished_at).toEqual(expect.any(String));
      const again = await api(stack, account, 'POST', `${path}cancel/`);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ detail: expect.stringContaining('cancelled') });
      expect((await api(stack, account, 'GET', path)).body).toMatchObject({
        status: 'cancelled',
        cost_credits: '0.0000',
      });
    }
    expect(await stack.balance(account)).toBe('1.0000');
  });

  it("expires queued jobs of every kind on the sweeper's own schedule", async () => {
    const { account, projectId } = await newAccount('1');
    const imageId = await uploadImage(account);
    const created = [
      await api(stack, account, 'POST', t2iPath(projectId), SMALL),
      await api(stack, account, 'POST', i2vPath(projectId), i2vBody(imageId)),
      await api(stack, account, 'POST', I2T, { image_asset: imageId }),
    ];
    expect(created.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(await stack.balance(account)).toBe('0.8500');
    const paths = [
      `${t2iPath(projectId)}${created[0]?.body.id}/`,
      `${i2vPath(projectId)}${created[1]?.body.id}/`,
      `${I2T}${created[2]?.body.id}/`,
    ];
    // Nobody calls runOnce here: the timer the studio starts with a sweep interval does the work.
    stack.studio.sweeper.start(250);
    try {
      for (const path of paths) {
        const job = await waitFor(
          async () => (await api(stack, account, 'GET', path)).body,
          (value) => value.status !== 'queued',
          10_000,
        );
        expect(job, path).toMatchObject({
          status: 'expired',
          cost_credits: '0.0000',
          processing_time_seconds: null,
          started_at: null,
        });
        expect(Date.parse(job.finished_at) - Date.parse(job.created_at)).toBeGreaterThanOrEqual(2_000);
        endedWhileQueued.push({ account, id: job.id, path, status: 'expired' });
      }
    } finally {
      await stack.studio.sweeper.stop();
    }
    expect(await stack.balance(account)).toBe('1.0000');
  });
});

describe('Idempotency-Key', () => {
  it('replays the first job for the same key and body, and refuses another body with 409', async () => {
    const { account, projectId } = await newAccount('1');
    const headers = { 'Idempotency-Key': 'order-42' };
    const first = await api(stack, account, 'POST', t2iPath(projectId), SMALL, headers);
    const second = await api(stack, account, 'POST', t2iPath(projectId), SMALL, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    // The first answer is rendered from the record just written, the replay from the database:
    // they agree on everything but what the worker may have changed in between.
    const settled = ({
      status: _s,
      processing_time_seconds: _p,
      images: _i,
      error_message: _e,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(settled(second.body)).toEqual(settled(first.body));
    expect(await stack.balance(account)).toBe('0.9600');
    const other = await api(
      stack,
      account,
      'POST',
      t2iPath(projectId),
      { ...SMALL, prompt: 'another harbour' },
      headers,
    );
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ detail: expect.any(String), error_id: expect.any(String) });
    // The same key on another endpoint is another request too.
    const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'x' }, headers);
    expect(project.status).toBe(409);
    expect((await api(stack, account, 'GET', t2iPath(projectId))).body.count).toBe(1);
    // Keys are per account: another account may use the same one.
    const stranger = await newAccount('1');
    const theirs = await api(stack, stranger.account, 'POST', t2iPath(stranger.projectId), SMALL, headers);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it('creates exactly one job and one hold under concurrent retries', async () => {
    const { account, projectId } = await newAccount('1');
    const headers = { 'Idempotency-Key': 'burst-1' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api(stack, account, 'POST', t2iPath(projectId), SMALL, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await api(stack, account, 'GET', t2iPath(projectId))).body.count).toBe(1);
    expect(await stack.balance(account)).toBe('0.9600');
  });

  it('replays image-to-video and image-to-text creates, and refuses another body or another project with 409', async () => {
    const { account, projectId } = await newAccount('1');
    const imageId = await uploadImage(account);
    const other = (await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Other' })).body.id;
    const cases: [string, string, unknown, unknown, string][] = [
      [
        'i2v-1',
        i2vPath(projectId),
        i2vBody(imageId),
        { ...i2vBody(imageId), requested_video_duration: 3 },
        i2vPath(other),
      ],
      ['i2t-1', I2T, { image_asset: imageId }, { image_asset: imageId, fidelity_level: 'high' }, ''],
    ];
    for (const [key, path, body, otherBody, otherPath] of cases) {
      const headers = { 'Idempotency-Key': key };
      const first = await api(stack, account, 'POST', path, body, headers);
      const second = await api(stack, account, 'POST', path, body, headers);
      expect([first.status, second.status], key).toEqual([201, 201]);
      expect(second.body.id).toBe(first.body.id);
      const conflict = await api(stack, account, 'POST', path, otherBody, headers);
      expect(conflict.status, key).toBe(409);
      expect(conflict.body).toEqual({ detail: expect.any(String), error_id: expect.any(String) });
      if (otherPath) expect((await api(stack, account, 'POST', otherPath, body, headers)).status).toBe(409);
      // A replay after the job changed shows its current state, under the same id and 201.
      expect(
        (await api(stack, account, 'POST', `${path === I2T ? I2T : path}${first.body.id}/cancel/`)).status,
      ).toBe(200);
      const replay = await api(stack, account, 'POST', path, body, headers);
      expect(replay.status).toBe(201);
      expect(replay.body).toMatchObject({ id: first.body.id, status: 'cancelled' });
    }
    expect((await api(stack, account, 'GET', i2vPath(projectId))).body.count).toBe(1);
    expect((await api(stack, account, 'GET', i2vPath(other))).body.count).toBe(0);
    expect((await api(stack, account, 'GET', I2T)).body.count).toBe(1);
    expect(await stack.balance(account)).toBe('1.0000');
  });

  it('creates one image-to-video job and one hold under concurrent retries', async () => {
    const { account, projectId } = await newAccount('1');
    const imageId = await uploadImage(account);
    const headers = { 'Idempotency-Key': 'burst-i2v' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(stack, account, 'POST', i2vPath(projectId), i2vBody(imageId), headers),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await api(stack, account, 'GET', i2vPath(projectId))).body.count).toBe(1);
    expect(await stack.balance(account)).toBe('0.9000');
    // Not left for the worker that a later test starts.
    expect(
      (await api(stack, account, 'POST', `${i2vPath(projectId)}${answers[0]?.body.id}/cancel/`)).status,
    ).toBe(200);
  });

  it('does not store a key for a request that failed validation', async () => {
    const { account, projectId } = await newAccount('1');
    const headers = { 'Idempotency-Key': 'fix-and-retry' };
    const bad = await api(
      stack,
      account,
      'POST',
      t2iPath(projectId),
      { ...SMALL, num_requested_images: 11 },
      headers,
    );
    expect(bad.status).toBe(400);
    const good = await api(stack, account, 'POST', t2iPath(projectId), SMALL, headers);
    expect(good.status).toBe(201);
    expect(await stack.balance(account)).toBe('0.9600');
  });

  it('replays shot, style preset and pre-signed upload creates', async () => {
    const { account, projectId } = await newAccount('1');
    const creates: [string, unknown][] = [
      [`/api/v2/studio/projects/${projectId}/shots/`, { name: 'Opening' }],
      ['/api/v2/studio/styles/', { name: 'Noir', prompt_prefix: 'black and white' }],
      ['/api/v2/studio/assets/images/uploads/', { content_type: 'image/png', file_size: 1000 }],
      ['/api/v2/studio/assets/videos/uploads/', { content_type: 'video/mp4', file_size: 1000 }],
    ];
    for (const [path, body] of creates) {
      const headers = { 'Idempotency-Key': `create-${path}` };
      const first = await api(stack, account, 'POST', path, body, headers);
      const again = await api(stack, account, 'POST', path, body, headers);
      expect([first.status, again.status], path).toEqual([201, 201]);
      const id = (answer: { body: { id?: string; asset?: { id: string } } }) =>
        answer.body.asset?.id ?? answer.body.id;
      expect(id(again), path).toBe(id(first));
      expect(
        (await api(stack, account, 'POST', path, { ...(body as object), name: 'Changed' }, headers)).status,
        path,
      ).toBe(409);
    }
    expect((await api(stack, account, 'GET', `/api/v2/studio/projects/${projectId}/shots/`)).body.count).toBe(
      1,
    );
    const styles = (await api(stack, account, 'GET', '/api/v2/studio/styles/')).body.results;
    expect(styles.filter((style: { built_in: boolean }) => !style.built_in)).toHaveLength(1);
    // An upload's key covers the file itself: another file under the same key is another request.
    const send = async (width: number) => {
      const form = new FormData();
      form.append('file', new Blob([await makeImage(width, 64)], { type: 'image/png' }), 'same-name.png');
      return api(stack, account, 'POST', '/api/v2/studio/assets/images/', form, {
        'Idempotency-Key': 'upload-file',
      });
    };
    expect((await send(64)).status).toBe(201);
    const otherFile = await send(65);
    expect(otherFile.status).toBe(409);
    expect(otherFile.body).toEqual({ detail: expect.any(String), error_id: expect.any(String) });
    // The pending upload made above, and the one stored file.
    const images = (await api(stack, account, 'GET', '/api/v2/studio/assets/images/')).body.results;
    expect(images.map((image: { file: string | null }) => image.file !== null).sort()).toEqual([false, true]);
  });

  it('replays project creation and uploads', async () => {
    const { account } = await newAccount('1');
    const headers = { 'Idempotency-Key': 'project-1' };
    const first = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Once' }, headers);
    const again = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Once' }, headers);
    expect(again.body.id).toBe(first.body.id);
    const image = await makeImage(64, 64);
    const send = () => {
      const form = new FormData();
      form.append('file', new Blob([image], { type: 'image/png' }), 'a.png');
      return api(stack, account, 'POST', '/api/v2/studio/assets/images/', form, {
        'Idempotency-Key': 'upload-1',
      });
    };
    const [u1, u2] = [await send(), await send()];
    expect(u1.status).toBe(201);
    expect(u2.body.id).toBe(u1.body.id);
    expect((await api(stack, account, 'GET', '/api/v2/studio/assets/images/')).body.count).toBe(1);
  });
});

describe('cancel while processing', () => {
  it('stops the running job, releases the hold and never charges it', async () => {
    const { account, projectId } = await newAccount('5');
    const imageId = await uploadImage(account);
    await stack.startWorker();
    // A held job renders until it is stopped: it is still running when the cancel comes.
    const created = await api(stack, account, 'POST', i2vPath(projectId), {
      prompt: HELD_MARK,
      start_frame: imageId,
      model_name: 'hexal_standard_i2v',
      model_config: { camera_movement: 'dolly_in' },
      requested_resolution: '1080p',
      requested_video_duration: 10,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.cost_credits).toBe('0.5000');
    expect(await stack.balance(account)).toBe('4.5000');
    const path = `${i2vPath(projectId)}${created.body.id}/`;
    const running = await waitFor(
      async () => (await api(stack, account, 'GET', path)).body,
      (job) => job.status !== 'queued',
      60_000,
      50,
    );
    expect(running.status).toBe('processing');
    expect(running.processing_time_seconds).toBeGreaterThanOrEqual(0);
    const cancelled = await api(stack, account, 'POST', `${path}cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cost_credits: '0.00' });
    expect(cancelled.body.processing_time_seconds).toBeGreaterThan(0);
    expect(await stack.balance(account)).toBe('5.0000');
    // The engine stops (only the cancel can end a held job): once the worker let go of the job
    // and studio applied every event, no output is attached and the job stays cancelled.
    await waitForSettled();
    const after = await api(stack, account, 'GET', path);
    expect(after.body).toMatchObject({ status: 'cancelled', video: null, cost_credits: '0.0000' });
    expect((await api(stack, account, 'GET', '/api/v2/studio/assets/videos/')).body.count).toBe(0);
    expect(await stack.balance(account)).toBe('5.0000');
  });
});

describe('cancel of a running text-to-image job', () => {
  it('stops the renderer, attaches no images and never charges it', async () => {
    const { account, projectId } = await newAccount('5');
    await stack.startWorker();
    const created = await api(stack, account, 'POST', t2iPath(projectId), {
      ...SMALL,
      prompt: `${SMALL.prompt} ${HELD_MARK}`,
      num_requested_images: 10,
      model_config: { width: 2048, height: 2048 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await stack.balance(account)).toBe('4.6000');
    const path = `${t2iPath(projectId)}${created.body.id}/`;
    const running = await waitFor(
      async () => (await api(stack, account, 'GET', path)).body,
      (job) => job.status !== 'queued',
      90_000,
      20,
    );
    expect(running.status).toBe('processing');
    const cancelled = await api(stack, account, 'POST', `${path}cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cost_credits: '0.00', images: [] });
    expect(cancelled.body.processing_time_seconds).toBeGreaterThan(0);
    expect(cancelled.body.processing_time_seconds).toBeCloseTo(
      (Date.parse(cancelled.body.finished_at) - Date.parse(cancelled.body.started_at)) / 1000,
      2,
    );
    expect(await stack.balance(account)).toBe('5.0000');
    await waitForSettled();
    expect((await api(stack, account, 'GET', path)).body).toMatchObject({
      status: 'cancelled',
      cost_credits: '0.0000',
      images: [],
    });
    expect(await stack.balance(account)).toBe('5.0000');
  });
});

describe('jobs that ended while queued', () => {
  it(
    'are never run by a worker that starts afterwards: no processing, no output, no charge',
    { timeout: 120_000 },
    async () => {
      // The worker started by the previous test drains the work queue, old messages included.
      expect(stack.worker).toBeDefined();
      expect(endedWhileQueued.map((job) => job.status).sort()).toEqual([
        'cancelled',
        'cancelled',
        'expired',
        'expired',
        'expired',
      ]);
      const bus = await openBusInspector(stack.busPrefix);
      try {
        await waitFor(
          () => bus.queuedJobs(),
          (count) => count === 0,
          90_000,
          250,
        );
        const outputs = new AssetKeys(stack.keys, 'studio');
        const seen = [];
        for (const job of endedWhileQueued) {
          expect((await api(stack, job.account, 'GET', job.path)).body, job.path).toMatchObject({
            status: job.status,
            cost_credits: '0.0000',
            started_at: null,
          });
          expect(await stack.balance(job.account)).toBe('1.0000');
          seen.push({
            job: `${job.status} ${job.path.includes('image-to-text') ? 'image-to-text' : job.path.includes('image-to-video') ? 'image-to-video' : 'text-to-image'}`,
            events: (await bus.events(job.id)).map((stored) => stored.event.status),
            storedObjects: await stack.storage.removePrefix(outputs.jobOutputPrefix(job.account.id, job.id)),
          });
        }
        // Nothing ran them: no status event was published and nothing was written for them.
        expect(seen).toEqual(seen.map(({ job }) => ({ job, events: [], storedObjects: 0 })));
      } finally {
        await bus.close();
      }
    },
  );
});

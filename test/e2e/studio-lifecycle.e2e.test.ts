// Job life cycle through the gateway: 402 with nothing charged, cancel while queued and while
// processing (hold released, balance restored, the engine stopped), cancel of an ended job,
// queue expiry, and Idempotency-Key retries (sequential and concurrent) and reuse (409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStudioStack, waitFor, type Account, type StudioStack } from '../../services/studio/src/testing/e2e.stack.ts';
import { makeImage } from '../../services/studio/src/testing/media.fixtures.ts';

let stack: StudioStack;

const t2iPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/text-to-image/`;
const i2vPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/image-to-video/`;
const SMALL = { prompt: 'a quiet harbour', model_name: 'nebula_t2i', model_config: { width: 256, height: 256 } };

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

beforeAll(async () => {
  // No worker at first: jobs stay queued until a test starts one. The queue TTL is short so
  // expiry can be observed; the sweeper is run by hand.
  stack = await startStudioStack({ worker: false, studio: { jobs: { queueTtlSeconds: 2, sweepIntervalMs: 0 } } });
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
    const answer = await api(stack, account, 'POST', t2iPath(projectId), { ...SMALL, num_requested_images: 2 }, headers);
    expect(answer.status).toBe(402);
    expect(answer.body).toEqual({ detail: expect.any(String), error_id: expect.stringMatching(/^[0-9a-f-]{36}$/), code: 'insufficient_credits' });
    expect(await stack.balance(account)).toBe('0.0500');
    const list = await api(stack, account, 'GET', t2iPath(projectId));
    expect(list.body.count).toBe(0);
    // One image (0.04) fits.
    expect((await api(stack, account, 'POST', t2iPath(projectId), SMALL, { 'Idempotency-Key': 'short-1' })).status).toBe(201);
    expect(await stack.balance(account)).toBe('0.0100');
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
    expect(cancelled.body).toMatchObject({ id: created.body.id, status: 'cancelled', cost_credits: '0.00', processing_time_seconds: null });
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
    expect((await api(stack, account, 'GET', `${t2iPath(projectId)}${created.body.id}/`)).body.status).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const swept = await stack.studio.sweeper.runOnce();
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    const read = await api(stack, account, 'GET', `${t2iPath(projectId)}${created.body.id}/`);
    expect(read.body).toMatchObject({ status: 'expired', cost_credits: '0.0000', processing_time_seconds: null, started_at: null });
    expect(await stack.balance(account)).toBe('1.0000');
    const cancel = await api(stack, account, 'POST', `${t2iPath(projectId)}${created.body.id}/cancel/`);
    expect(cancel.status).toBe(400);
    expect(cancel.body).toEqual({ detail: expect.stringContaining('expired') });
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
    const settled = ({ status: _s, processing_time_seconds: _p, images: _i, error_message: _e, ...rest }: Record<string, unknown>) => rest;
    expect(settled(second.body)).toEqual(settled(first.body));
    expect(await stack.balance(account)).toBe('0.9600');
    const other = await api(stack, account, 'POST', t2iPath(projectId), { ...SMALL, prompt: 'another harbour' }, headers);
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
    const answers = await Promise.all(Array.from({ length: 6 }, () => api(stack, account, 'POST', t2iPath(projectId), SMALL, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await api(stack, account, 'GET', t2iPath(projectId))).body.count).toBe(1);
    expect(await stack.balance(account)).toBe('0.9600');
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
      return api(stack, account, 'POST', '/api/v2/studio/assets/images/', form, { 'Idempotency-Key': 'upload-1' });
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
    // Let the worker drain what earlier tests left queued (small, cancelled or expired jobs).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const created = await api(stack, account, 'POST', i2vPath(projectId), {
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
    const running = await waitFor(async () => (await api(stack, account, 'GET', path)).body, (job) => job.status !== 'queued', 60_000, 50);
    expect(running.status).toBe('processing');
    expect(running.processing_time_seconds).toBeGreaterThanOrEqual(0);
    const cancelled = await api(stack, account, 'POST', `${path}cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cost_credits: '0.00' });
    expect(cancelled.body.processing_time_seconds).toBeGreaterThan(0);
    expect(await stack.balance(account)).toBe('5.0000');
    // The engine stops: no output is ever attached and the job stays cancelled.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = await api(stack, account, 'GET', path);
    expect(after.body).toMatchObject({ status: 'cancelled', video: null, cost_credits: '0.0000' });
    expect((await api(stack, account, 'GET', '/api/v2/studio/assets/videos/')).body.count).toBe(0);
    expect(await stack.balance(account)).toBe('5.0000');
  });
});

// Each job kind from create to completed through the gateway, with real output files measured by
// ffprobe and sharp, and credits: held at creation, charged exactly `cost_credits` on completion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  minus,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { download, halfBrightness, imageFacts, makeImage, probeVideoBytes } from '@platform/testkit/media';

let stack: StudioStack;
let owner: Account;
let projectId: string;
let imageId: string;

const t2iPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/text-to-image/`;
const i2vPath = (project: string) => `/api/v2/studio/projects/${project}/jobs/image-to-video/`;
const I2T = '/api/v2/studio/jobs/image-to-text/';

async function upload(account: Account, data: Buffer, type: string, name: string): Promise<JsonBody> {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  const answer = await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const finished = (job: JsonBody): boolean => !['queued', 'processing'].includes(job.status);

beforeAll(async () => {
  stack = await startStudioStack();
  owner = await stack.account('10');
  const project = await api(stack, owner, 'POST', '/api/v2/studio/projects/', { name: 'Launch film' });
  expect(project.status).toBe(201);
  projectId = project.body.id;
  imageId = (await upload(owner, await makeImage(640, 360), 'image/png', 'still.png')).id;
});

afterAll(async () => {
  await stack?.close();
});

describe('text-to-image', () => {
  it('renders the requested images, charges exactly the quote and shows them on the job', async () => {
    const before = await stack.balance(owner);
    const created = await api(stack, owner, 'POST', t2iPath(projectId), {
      prompt: 'a red lighthouse on a green cliff at dusk',
      model_name: 'zephyr_t2i',
      model_config: { width: 320, height: 256 },
      num_requested_images: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'queued',
      cost_credits: '0.0800',
      num_requested_images: 2,
      images: [],
      processing_time_seconds: null,
    });
    expect(await stack.balance(owner)).toBe(minus(before, '0.08'));

    const job = await waitFor(
      async () => (await api(stack, owner, 'GET', `${t2iPath(projectId)}${created.body.id}/`)).body,
      finished,
    );
    expect(job.status, job.error_message).toBe('completed');
    expect(job.cost_credits).toBe('0.0800');
    expect(job.images).toHaveLength(2);
    expect(job.processing_time_seconds).toBeGreaterThanOrEqual(0);
    for (const image of job.images) {
      expect(image).toMatchObject({ width: 320, height: 256 });
      const facts = await imageFacts(await download(image.file));
      expect(facts).toMatchObject({ width: 320, height: 256, format: 'png' });
    }
    expect(await stack.balance(owner)).toBe(minus(before, '0.08'));
  });
});

describe('image-to-text', () => {
  it('describes an own image and charges the model price', async () => {
    const before = await stack.balance(owner);
    const created = await api(stack, owner, 'POST', I2T, { image_asset: imageId, fidelity_level: 'high' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      image_asset: imageId,
      fidelity_level: 'high',
      status: 'queued',
      text: null,
    });
    const job = await waitFor(
      async () => (await api(stack, owner, 'GET', `${I2T}${created.body.id}/`)).body,
      finished,
    );
    expect(job.status, job.error_message).toBe('completed');
    expect(job.text.text.length).toBeGreaterThan(40);
    expect(await stack.balance(owner)).toBe(minus(before, job.cost_credits));
  });
});

describe('image-to-video', () => {
  it('renders a pan at 480p for 2 s with thumbnail and last frame', async () => {
    const before = await stack.balance(owner);
    const created = await api(stack, owner, 'POST', i2vPath(projectId), {
      start_frame: imageId,
      model_name: 'hexal_fast_i2v',
      model_config: { camera_movement: 'pan_right' },
      requested_resolution: '480p',
      requested_video_duration: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'queued',
      cost_credits: '0.1000',
      requested_resolution: '480p',
      requested_video_duration: 2,
      video: null,
    });
    expect(created.body.start_frame.id).toBe(imageId);
    const job = await waitFor(
      async () => (await api(stack, owner, 'GET', `${i2vPath(projectId)}${created.body.id}/`)).body,
      finished,
      120_000,
    );
    expect(job.status, job.error_message).toBe('completed');
    const video = job.video;
    expect(video).toMatchObject({ height: 480, codec_id: 'h264' });
    // The video can be shared publicly: its URLs name neither the account nor the job.
    for (const url of [video.file, video.thumbnail, job.last_frame.file]) {
      const path = new URL(url).pathname;
      expect(path).not.toContain(created.body.id);
      expect(path.split('/')).not.toContain(owner.id);
    }
    const facts = await probeVideoBytes(await download(video.file));
    expect(facts.height).toBe(480);
    expect(facts.codec_id).toBe('h264');
    expect(facts.duration_s).toBeCloseTo(2, 0);
    expect(facts.num_frames).toBe(video.num_frames);
    expect(await imageFacts(await download(video.thumbnail))).toMatchObject({ format: 'jpeg' });
    const last = await download(job.last_frame.file);
    expect(job.last_frame).toMatchObject({ width: facts.width, height: 480 });
    expect((await imageFacts(last)).height).toBe(480);
    // The still is dark on the left and bright on the right; panning right ends on brighter content.
    const first = await halfBrightness(await download(video.thumbnail));
    const end = await halfBrightness(last);
    expect(end.left + end.right).toBeGreaterThan(first.left + first.right);
    expect(await stack.balance(owner)).toBe(minus(before, job.cost_credits));
  });
});

describe('after completion', () => {
  it('refuses to cancel a completed job of each kind with 400 {detail}, and changes nothing', async () => {
    const account = await stack.account('1');
    const project = (await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Done' })).body.id;
    const image = (await upload(account, await makeImage(320, 180), 'image/png', 'done.png')).id;
    const requests: [string, unknown, string][] = [
      [
        t2iPath(project),
        { prompt: 'a kite', model_name: 'refina_t2i', model_config: { width: 256, height: 256 } },
        t2iPath(project),
      ],
      [I2T, { image_asset: image, fidelity_level: 'low' }, I2T],
      [
        i2vPath(project),
        {
          start_frame: image,
          model_name: 'hexal_fast_i2v',
          requested_resolution: '480p',
          requested_video_duration: 2,
        },
        i2vPath(project),
      ],
    ];
    let expected = '1';
    for (const [path, body, base] of requests) {
      const created = await api(stack, account, 'POST', path, body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const jobPath = `${base}${created.body.id}/`;
      const job = await waitFor(
        async () => (await api(stack, account, 'GET', jobPath)).body,
        finished,
        120_000,
      );
      expect(job.status, job.error_message).toBe('completed');
      // processing_time_seconds of an ended job is finished_at - started_at.
      expect(job.processing_time_seconds).toBeCloseTo(
        (Date.parse(job.finished_at) - Date.parse(job.started_at)) / 1000,
        2,
      );
      expected = minus(expected, job.cost_credits);
      expect(await stack.balance(account)).toBe(expected);
      const cancel = await api(stack, account, 'POST', `${jobPath}cancel/`);
      expect(cancel.status, jobPath).toBe(400);
      expect(cancel.body).toEqual({ detail: expect.stringContaining('completed') });
      const after = (await api(stack, account, 'GET', jobPath)).body;
      expect(after).toMatchObject({
        status: 'completed',
        cost_credits: job.cost_credits,
        finished_at: job.finished_at,
      });
      expect(await stack.balance(account)).toBe(expected);
    }
  });
});

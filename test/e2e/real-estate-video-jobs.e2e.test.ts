// Shot video jobs through the gateway with the real media worker: several camera moves on a
// project photo become H.264 videos of the requested resolution and duration whose motion
// follows the move, each becoming a project video and its shot's selected_video; credits are
// held then charged exactly; a queued job is cancelled (endpoint 6) and a second cancel refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busNames, connectBus } from '../../packages/bus/src/index.ts';
import { jobEventKind, storedJobEvents } from '../../packages/job-events/src/index.ts';
import { natsUrl } from '@platform/testkit';
import { api, minus, waitFor, type JsonBody } from './support/studio-stack.ts';
import { download, halfBrightness, makeImage, probeVideoBytes } from '@platform/testkit/media';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const BASE = '/api/v2/real-estate/projects';
let stack: RealEstateStack;
let owner: Account;
let project: JsonBody;
let image: JsonBody;

beforeAll(async () => {
  stack = await startRealEstateStack();
  owner = await stack.account('50');
  project = (await api(stack, owner, 'POST', `${BASE}/`, { name: 'Moving pictures' })).body;
  const form = new FormData();
  // Dark blue on the left, bright orange on the right: a pan shows up as a change of brightness.
  form.append(
    'file',
    new Blob([new Uint8Array(await makeImage(1280, 720, 'jpeg'))], { type: 'image/jpeg' }),
    'room.jpg',
  );
  image = (await api(stack, owner, 'POST', `${BASE}/${project.id}/assets/images/`, form)).body;
});
afterAll(async () => {
  await stack?.close();
});

async function shotWith(move: string): Promise<JsonBody> {
  const answer = await api(stack, owner, 'POST', `${BASE}/${project.id}/shots/`, {
    image: image.id,
    camera_movement: move,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const jobsPath = (shot: JsonBody) => `${BASE}/${project.id}/shots/${shot.id}/video-jobs/`;

describe('shot video jobs', () => {
  it('cancels a queued job (endpoint 6), releases its credits, and refuses a second cancel', async () => {
    const shot = await shotWith('static');
    const before = await stack.balance(owner);
    const created = await api(stack, owner, 'POST', jobsPath(shot), {
      requested_video_duration: 2,
      requested_resolution: '480p',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      status: 'queued',
      cost_credits: '0.1000',
      real_estate_shot: shot.id,
      project_real_estate: project.id,
      camera_movement: 'static',
    });
    expect(created.body.start_frame.id).toBe(image.id);
    expect(await stack.balance(owner)).toBe(minus(before, '0.1'));
    expect((await api(stack, owner, 'GET', `${BASE}/${project.id}/`)).body.ready_for_render).toBe(false);
    const cancelled = await api(stack, owner, 'POST', `${jobsPath(shot)}${created.body.id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cost_credits: '0.00' });
    expect(await stack.balance(owner)).toBe(before);
    const again = await api(stack, owner, 'POST', `${jobsPath(shot)}${created.body.id}/cancel/`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: expect.any(String) });
    const stranger = await stack.account('1');
    expect((await api(stack, stranger, 'GET', `${jobsPath(shot)}${created.body.id}/`)).status).toBe(404);
    expect((await api(stack, stranger, 'POST', `${jobsPath(shot)}${created.body.id}/cancel/`)).status).toBe(
      404,
    );
    expect((await api(stack, stranger, 'POST', jobsPath(shot), {})).status).toBe(404);
    const bad = await api(stack, owner, 'POST', jobsPath(shot), {
      requested_video_duration: 11,
      model_name: 'zephyr_t2i',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['requested_video_duration']);
    const badModel = await api(stack, owner, 'POST', jobsPath(shot), { model_name: 'zephyr_t2i' });
    expect(badModel.body.errors).toHaveProperty('model_name');
    const poor = await stack.account('0.05');
    const poorProject = (await api(stack, poor, 'POST', `${BASE}/`, { name: 'Poor' })).body;
    const demo = (await api(stack, poor, 'POST', `${BASE}/${poorProject.id}/use-demo-photos/`)).body;
    const short = await api(
      stack,
      poor,
      'POST',
      `${BASE}/${poorProject.id}/shots/${demo[0].id}/video-jobs/`,
      {},
    );
    expect(short.status).toBe(402);
    expect((await api(stack, owner, 'GET', jobsPath(shot))).body.count).toBe(1);
  });

  it('renders camera moves as real H.264 videos that become the shots’ selected videos', async () => {
    await stack.startWorker();
    const before = await stack.balance(owner);
    const moves = ['pan_right', 'pan_left', 'dolly_in'];
    const shots: JsonBody[] = [];
    const jobs: JsonBody[] = [];
    for (const move of moves) {
      const shot = await shotWith(move);
      shots.push(shot);
      const created = await api(stack, owner, 'POST', jobsPath(shot), {
        requested_video_duration: 2,
        requested_resolution: '480p',
        prompt: `a ${move} of the room`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      jobs.push(created.body);
    }
    const done: JsonBody[] = [];
    for (const [index, job] of jobs.entries()) {
      const read = await waitFor(
        async () => (await api(stack, owner, 'GET', `${jobsPath(shots[index])}${job.id}/`)).body,
        (body: JsonBody) => ['completed', 'failed', 'expired', 'cancelled'].includes(body.status),
        180_000,
        250,
      );
      expect(read.status, read.error_message).toBe('completed');
      done.push(read);
    }
    // Each change was announced as a public job event (kind shot_video); the completion shows the job as its read does.
    const bus = await connectBus({ url: natsUrl(), name: 'real-estate-e2e-events' });
    try {
      const names = busNames(stack.busPrefix);
      const events = await storedJobEvents(
        bus.js,
        names.events.stream,
        names.events.subject(jobEventKind('real-estate', owner.id)),
        done[0].id,
      );
      expect(events.map((event) => [event.type, event.data.kind, event.account_id])).toEqual([
        ['job.created', 'shot_video', owner.id],
        ['job.started', 'shot_video', owner.id],
        ['job.completed', 'shot_video', owner.id],
      ]);
      const unsigned = (value: unknown) =>
        JSON.parse(JSON.stringify(value).replace(/\?X-Amz-[^"]*/g, '')) as unknown;
      expect(unsigned(events[2]?.data.job)).toEqual({
        ...(unsigned(done[0]) as object),
        processing_time_seconds: events[2]?.data.job.processing_time_seconds,
      });
    } finally {
      await bus.close();
    }
    const brightness = [];
    for (const [index, job] of done.entries()) {
      expect(job.cost_credits).toBe('0.1000');
      expect(job.video).not.toBeNull();
      expect(job.last_frame).not.toBeNull();
      const bytes = await download(job.video.file);
      const facts = await probeVideoBytes(bytes);
      expect(facts.codec_name).toBe('h264');
      expect(facts.height).toBe(480);
      expect(facts.duration_s).toBeCloseTo(2, 0);
      const shot = (await api(stack, owner, 'GET', `${BASE}/${project.id}/shots/${shots[index].id}/`)).body;
      expect(shot.selected_video.id).toBe(job.video.id);
      expect(shot.requested_duration_s).toBeCloseTo(job.video.duration_s, 3);
      brightness.push({
        first: await halfBrightness(await download(job.video.thumbnail)),
        last: await halfBrightness(await download(job.last_frame.file)),
      });
    }
    // Panning right ends on the brighter right side of the photo, panning left on the darker left.
    const total = (half: { left: number; right: number }) => half.left + half.right;
    expect(total(brightness[0]!.last)).toBeGreaterThan(total(brightness[0]!.first));
    expect(total(brightness[1]!.last)).toBeLessThan(total(brightness[1]!.first));
    const videos = (await api(stack, owner, 'GET', `${BASE}/${project.id}/assets/videos/`)).body;
    expect(videos.results.map((video: JsonBody) => video.id).sort()).toEqual(
      done.map((job) => job.video.id).sort(),
    );
    expect(await stack.balance(owner)).toBe(minus(before, '0.1', '0.1', '0.1'));
    const listed = (await api(stack, owner, 'GET', jobsPath(shots[2]))).body;
    expect(listed.results.map((job: JsonBody) => job.id)).toEqual([done[2].id]);
  });
});

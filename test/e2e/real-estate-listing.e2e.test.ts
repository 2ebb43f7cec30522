// A listing walked through the gateway as a client would: photos uploaded (multipart), demo
// photos on a second project (endpoint 1), shots ordered and cropped, a video uploaded and
// selected until the project is ready_for_render, a video asset deleted (endpoint 10), audio,
// external URLs refused when private, and tenancy on every asset and shot route.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type JsonBody } from './support/studio-stack.ts';
import { makeImage, makeVideo } from '@platform/testkit/media';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const BASE = '/api/v2/real-estate/projects';
let stack: RealEstateStack;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  stack = await startRealEstateStack();
  owner = await stack.account();
  stranger = await stack.account();
});
afterAll(async () => {
  await stack?.close();
});

async function upload(
  projectId: string,
  kind: 'images' | 'videos' | 'audio',
  data: Buffer,
  type: string,
  name: string,
  account = owner,
): Promise<JsonBody> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const answer = await api(stack, account, 'POST', `${BASE}/${projectId}/assets/${kind}/`, form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function ok(method: string, path: string, body?: unknown, status = 200): Promise<JsonBody> {
  const answer = await api(stack, owner, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

const SHOT_FIELDS = [
  'id',
  'project_real_estate',
  'order',
  'created_at',
  'image',
  'first_frame',
  'original_first_frame',
  'animation_prompt',
  'vfx_prompt',
  'description_job',
  'camera_movement',
  'transition_in',
  'transition_out',
  'playback_speed',
  'requested_duration_s',
  'duration_s',
  'crop_x',
  'crop_y',
  'crop_width',
  'crop_height',
  'video_start_time_s',
  'video_end_time_s',
  'selected_video',
  'rendered_video',
];

describe('a listing over HTTP', () => {
  it('uploads photos and a video, orders and crops shots, and reaches ready_for_render', async () => {
    const project = await ok(
      'POST',
      `${BASE}/`,
      { name: '7 Elm Grove', street_address: '7 Elm Grove', num_bedrooms: 3 },
      201,
    );
    const photos: JsonBody[] = [];
    for (const [index, name] of ['front.jpg', 'lounge.jpg', 'yard.jpg'].entries()) {
      photos.push(
        await upload(
          project.id,
          'images',
          await makeImage(1600 + index * 16, 1000, 'jpeg'),
          'image/jpeg',
          name,
        ),
      );
    }
    expect(photos[0]).toMatchObject({ name: 'front.jpg', width: 1600, height: 1000, name_tag: 'front-jpg' });
    const shots: JsonBody[] = [];
    for (const photo of photos)
      shots.push(
        await ok(
          'POST',
          `${BASE}/${project.id}/shots/`,
          { image: photo.id, camera_movement: 'pan_left' },
          201,
        ),
      );
    expect(Object.keys(shots[0]).sort()).toEqual([...SHOT_FIELDS].sort());
    expect(shots.map((shot) => shot.order)).toEqual([0, 1, 2]);

    const order = [shots[2].id, shots[0].id, shots[1].id];
    const reordered = await ok('POST', `${BASE}/${project.id}/shots/reorder/`, { shot_ids: order });
    expect(reordered.map((shot: JsonBody) => [shot.id, shot.order])).toEqual(
      order.map((id, index) => [id, index]),
    );
    const badCrop = await api(stack, owner, 'PATCH', `${BASE}/${project.id}/shots/${shots[0].id}/`, {
      crop_x: 0.5,
      crop_width: 0.7,
      crop_height: 1.2,
    });
    expect(badCrop.status).toBe(400);
    expect(Object.keys(badCrop.body.errors).sort()).toEqual(['crop_height', 'crop_width']);
    const cropped = await ok('PATCH', `${BASE}/${project.id}/shots/${shots[0].id}/`, {
      crop_x: 0.1,
      crop_y: 0.05,
      crop_width: 0.8,
      crop_height: 0.9,
      transition_out: 'fade',
    });
    expect(cropped).toMatchObject({ crop_x: 0.1, crop_width: 0.8, transition_out: 'fade' });

    const clip = await upload(
      project.id,
      'videos',
      await makeVideo(640, 360, 3),
      'video/mp4',
      'walkthrough.mp4',
    );
    expect(clip).toMatchObject({ width: 640, height: 360, codec_id: 'h264' });
    expect(clip.duration_s).toBeCloseTo(3, 0);
    expect((await ok('GET', `${BASE}/${project.id}/`)).ready_for_render).toBe(false);
    for (const shot of shots) {
      await ok('PATCH', `${BASE}/${project.id}/shots/${shot.id}/`, {
        selected_video: clip.id,
        video_start_time_s: 0.5,
        video_end_time_s: 2.5,
        playback_speed: 2,
      });
    }
    const selected = await ok('GET', `${BASE}/${project.id}/shots/${shots[1].id}/`);
    expect(selected).toMatchObject({
      requested_duration_s: 2,
      duration_s: 1,
      video_start_time_s: 0.5,
      video_end_time_s: 2.5,
    });
    expect(selected.selected_video.id).toBe(clip.id);
    const tooLong = await api(stack, owner, 'PATCH', `${BASE}/${project.id}/shots/${shots[1].id}/`, {
      video_end_time_s: 30,
    });
    expect(tooLong.status).toBe(400);
    const readyProject = await ok('GET', `${BASE}/${project.id}/`);
    expect(readyProject).toMatchObject({
      shot_count: 3,
      requested_duration_s: 6,
      duration_s: 3,
      ready_for_render: true,
    });

    // Endpoint 10: the video leaves every shot that selected it, and its file goes.
    const fileUrl = (await ok('GET', `${BASE}/${project.id}/assets/videos/${clip.id}/`)).file as string;
    expect((await fetch(fileUrl)).status).toBe(200);
    await ok('DELETE', `${BASE}/${project.id}/assets/videos/${clip.id}/`, undefined, 204);
    expect((await api(stack, owner, 'GET', `${BASE}/${project.id}/assets/videos/${clip.id}/`)).status).toBe(
      404,
    );
    expect((await fetch(fileUrl)).status).toBe(404);
    const after = await ok('GET', `${BASE}/${project.id}/shots/`);
    expect(
      after.results.map((shot: JsonBody) => [shot.selected_video, shot.video_end_time_s, shot.duration_s]),
    ).toEqual([
      [null, null, 4],
      [null, null, 4],
      [null, null, 4],
    ]);
    expect(await ok('GET', `${BASE}/${project.id}/`)).toMatchObject({
      ready_for_render: false,
      duration_s: 12,
    });

    await ok('DELETE', `${BASE}/${project.id}/shots/${order[1]}/`, undefined, 204);
    expect(
      (await ok('GET', `${BASE}/${project.id}/shots/`)).results.map((shot: JsonBody) => [
        shot.id,
        shot.order,
      ]),
    ).toEqual([
      [order[0], 0],
      [order[2], 1],
    ]);
  });

  it('adds demo photos to an empty project only (endpoint 1)', async () => {
    const project = await ok('POST', `${BASE}/`, { name: 'Demo listing' }, 201);
    const shots = await ok('POST', `${BASE}/${project.id}/use-demo-photos/`, undefined, 201);
    expect(shots.length).toBeGreaterThanOrEqual(6);
    expect(shots.map((shot: JsonBody) => shot.order)).toEqual(
      shots.map((_: unknown, index: number) => index),
    );
    expect(new Set(shots.map((shot: JsonBody) => shot.image.name)).size).toBe(shots.length);
    for (const shot of shots) expect(shot.image.width).toBeGreaterThanOrEqual(1920);
    const again = await api(stack, owner, 'POST', `${BASE}/${project.id}/use-demo-photos/`);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: expect.any(String), error_id: expect.any(String) });
    expect((await api(stack, stranger, 'POST', `${BASE}/${project.id}/use-demo-photos/`)).status).toBe(404);
    expect((await ok('GET', `${BASE}/${project.id}/assets/images/`)).count).toBe(shots.length);
  });

  it('takes audio, refuses files that are not media and private URLs, and writes nothing then', async () => {
    const project = await ok('POST', `${BASE}/`, { name: 'Sound' }, 201);
    const voice = readFileSync(
      new URL(
        '../../services/real-estate/media/voices/019a0000-0000-7000-8000-000000000001.mp3',
        import.meta.url,
      ),
    );
    const music = await upload(project.id, 'audio', voice, 'audio/mpeg', 'theme.mp3');
    expect(music).toMatchObject({ name: 'theme.mp3', channels: 1, sample_rate: 24000 });
    expect(music.duration_s).toBeGreaterThan(3);
    const withMusic = await ok('PATCH', `${BASE}/${project.id}/`, {
      background_music: music.id,
      background_music_volume: 0.4,
    });
    expect(withMusic.background_music.id).toBe(music.id);

    const form = new FormData();
    form.append(
      'file',
      new Blob([new TextEncoder().encode('not a picture at all')], { type: 'image/png' }),
      'fake.png',
    );
    const fake = await api(stack, owner, 'POST', `${BASE}/${project.id}/assets/images/`, form);
    expect(fake.status).toBe(400);
    expect(fake.body.errors).toHaveProperty('file');
    const ssrf = await api(stack, owner, 'POST', `${BASE}/${project.id}/assets/images/`, {
      external_url: 'http://127.0.0.1:5432/x.jpg',
    });
    expect(ssrf.status).toBe(400);
    expect(ssrf.body.errors).toHaveProperty('external_url');
    expect((await ok('GET', `${BASE}/${project.id}/assets/images/`)).count).toBe(0);

    await ok('DELETE', `${BASE}/${project.id}/assets/audio/${music.id}/`, undefined, 204);
    expect((await ok('GET', `${BASE}/${project.id}/`)).background_music).toBeNull();
  });

  it('keeps assets and shots of one account a 404 for another', async () => {
    const project = await ok('POST', `${BASE}/`, { name: 'Mine' }, 201);
    const image = await upload(project.id, 'images', await makeImage(800, 600, 'png'), 'image/png', 'a.png');
    const shot = await ok('POST', `${BASE}/${project.id}/shots/`, { image: image.id }, 201);
    const strangerProject = await api(stack, stranger, 'POST', `${BASE}/`, { name: 'Theirs' });
    for (const [method, path, body] of [
      ['GET', `${BASE}/${project.id}/assets/images/`],
      ['GET', `${BASE}/${project.id}/assets/images/${image.id}/`],
      ['DELETE', `${BASE}/${project.id}/assets/images/${image.id}/`],
      ['GET', `${BASE}/${project.id}/shots/`],
      ['GET', `${BASE}/${project.id}/shots/${shot.id}/`],
      ['PATCH', `${BASE}/${project.id}/shots/${shot.id}/`, { playback_speed: 2 }],
      ['DELETE', `${BASE}/${project.id}/shots/${shot.id}/`],
      ['POST', `${BASE}/${project.id}/shots/reorder/`, { shot_ids: [shot.id] }],
      ['POST', `${BASE}/${strangerProject.body.id}/shots/`, { image: image.id }],
    ] as [string, string, unknown?][]) {
      const answer = await api(stack, stranger, method, path, body);
      if (path.includes(strangerProject.body.id)) {
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.errors).toHaveProperty('image');
      } else {
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makeImage(10, 10))], { type: 'image/png' }), 'x.png');
    expect((await api(stack, stranger, 'POST', `${BASE}/${project.id}/assets/images/`, form)).status).toBe(
      404,
    );
    expect((await ok('GET', `${BASE}/${project.id}/shots/${shot.id}/`)).playback_speed).toBe(1);
  });
});

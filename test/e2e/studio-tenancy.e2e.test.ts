// Tenancy: every record of one account is a 404 on every studio route for another account,
// never appears in its lists, and cannot be referenced from its requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  startStudioStack,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { makeImage, makeVideo } from '@platform/testkit/media';

let stack: StudioStack;
let owner: Account;
let stranger: Account;
const ids: Record<string, string> = {};

async function create(path: string, body: unknown, account = owner): Promise<JsonBody> {
  const answer = await api(stack, account, 'POST', path, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

async function uploadFile(
  kind: 'images' | 'videos',
  data: Buffer,
  type: string,
  name: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([data], { type }), name);
  return (await create(`/api/v2/studio/assets/${kind}/`, form)).id;
}

beforeAll(async () => {
  stack = await startStudioStack({ worker: false });
  owner = await stack.account('5');
  stranger = await stack.account('5');
  ids.project = (await create('/api/v2/studio/projects/', { name: 'Private' })).id;
  ids.shot = (await create(`/api/v2/studio/projects/${ids.project}/shots/`, { name: 'Opening' })).id;
  ids.style = (await create('/api/v2/studio/styles/', { name: 'Mine', prompt_prefix: 'moody' })).id;
  ids.image = await uploadFile('images', await makeImage(320, 240), 'image/png', 'a.png');
  ids.video = await uploadFile('videos', await makeVideo(320, 240, 1), 'video/mp4', 'a.mp4');
  ids.pending = (
    await create('/api/v2/studio/assets/images/uploads/', { content_type: 'image/png', file_size: 1000 })
  ).asset.id;
  ids.pendingVideo = (
    await create('/api/v2/studio/assets/videos/uploads/', { content_type: 'video/mp4', file_size: 1000 })
  ).asset.id;
  ids.t2i = (
    await create(`/api/v2/studio/projects/${ids.project}/jobs/text-to-image/`, {
      prompt: 'x',
      model_name: 'zephyr_t2i',
      model_config: { width: 256, height: 256 },
    })
  ).id;
  ids.i2t = (await create('/api/v2/studio/jobs/image-to-text/', { image_asset: ids.image })).id;
  ids.i2v = (
    await create(`/api/v2/studio/projects/${ids.project}/jobs/image-to-video/`, {
      start_frame: ids.image,
      model_name: 'hexal_fast_i2v',
      requested_resolution: '480p',
      requested_video_duration: 2,
    })
  ).id;
});

afterAll(async () => {
  await stack?.close();
});

describe('the owner', () => {
  it("gets 404 for a job read or cancelled under another of its projects or on another kind's path", async () => {
    const other = (await create('/api/v2/studio/projects/', { name: 'Sibling' })).id;
    const p = `/api/v2/studio/projects/${ids.project}`;
    const q = `/api/v2/studio/projects/${other}`;
    const routes: [string, string][] = [
      ['GET', `${q}/jobs/text-to-image/${ids.t2i}/`],
      ['POST', `${q}/jobs/text-to-image/${ids.t2i}/cancel/`],
      ['GET', `${q}/jobs/image-to-video/${ids.i2v}/`],
      ['POST', `${q}/jobs/image-to-video/${ids.i2v}/cancel/`],
      ['GET', `${p}/jobs/text-to-image/${ids.i2v}/`],
      ['POST', `${p}/jobs/text-to-image/${ids.i2v}/cancel/`],
      ['GET', `${p}/jobs/text-to-image/${ids.i2t}/`],
      ['GET', `${p}/jobs/image-to-video/${ids.t2i}/`],
      ['POST', `${p}/jobs/image-to-video/${ids.t2i}/cancel/`],
      ['GET', `${p}/jobs/image-to-video/${ids.i2t}/`],
      ['GET', `/api/v2/studio/jobs/image-to-text/${ids.t2i}/`],
      ['POST', `/api/v2/studio/jobs/image-to-text/${ids.i2v}/cancel/`],
      ['GET', `${q}/shots/${ids.shot}/`],
      ['GET', `/api/v2/studio/assets/videos/${ids.image}/`],
      ['GET', `/api/v2/studio/assets/images/${ids.video}/`],
    ];
    for (const [method, path] of routes) {
      const answer = await api(stack, owner, method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.', error_id: expect.any(String) });
    }
    expect((await api(stack, owner, 'GET', `${q}/jobs/text-to-image/`)).body.count).toBe(0);
    expect((await api(stack, owner, 'GET', `${q}/jobs/image-to-video/`)).body.count).toBe(0);
    for (const id of [ids.t2i, ids.i2v]) {
      const kind = id === ids.t2i ? 'text-to-image' : 'image-to-video';
      expect((await api(stack, owner, 'GET', `${p}/jobs/${kind}/${id}/`)).body.status).toBe('queued');
    }
    expect(
      (await api(stack, owner, 'GET', `/api/v2/studio/jobs/image-to-text/${ids.i2t}/`)).body.status,
    ).toBe('queued');
  });
});

describe('another account', () => {
  it('gets 404 on every route that names a record of the owner', async () => {
    const p = `/api/v2/studio/projects/${ids.project}`;
    const routes: [string, string, unknown?][] = [
      ['GET', `${p}/`],
      ['PATCH', `${p}/`, { name: 'mine now' }],
      ['PUT', `${p}/`, { name: 'mine now' }],
      ['DELETE', `${p}/`],
      ['GET', `${p}/shots/`],
      ['POST', `${p}/shots/`, { name: 'intruder' }],
      ['GET', `${p}/shots/${ids.shot}/`],
      ['PATCH', `${p}/shots/${ids.shot}/`, { name: 'x' }],
      ['PUT', `${p}/shots/${ids.shot}/`, { name: 'x' }],
      ['DELETE', `${p}/shots/${ids.shot}/`],
      ['GET', `/api/v2/studio/styles/${ids.style}/`],
      ['DELETE', `/api/v2/studio/styles/${ids.style}/`],
      ['GET', `/api/v2/studio/assets/images/${ids.image}/`],
      ['DELETE', `/api/v2/studio/assets/images/${ids.image}/`],
      ['POST', `/api/v2/studio/assets/images/${ids.pending}/finalize/`],
      ['GET', `/api/v2/studio/assets/videos/${ids.video}/`],
      ['DELETE', `/api/v2/studio/assets/videos/${ids.video}/`],
      ['POST', `/api/v2/studio/assets/videos/${ids.video}/finalize/`],
      ['GET', `/api/v2/studio/assets/videos/${ids.pendingVideo}/`],
      ['POST', `/api/v2/studio/assets/videos/${ids.pendingVideo}/finalize/`],
      ['DELETE', `/api/v2/studio/assets/videos/${ids.pendingVideo}/`],
      ['GET', `${p}/jobs/text-to-image/`],
      ['POST', `${p}/jobs/text-to-image/`, { prompt: 'x', model_name: 'zephyr_t2i' }],
      ['GET', `${p}/jobs/text-to-image/${ids.t2i}/`],
      ['POST', `${p}/jobs/text-to-image/${ids.t2i}/cancel/`],
      ['GET', `/api/v2/studio/jobs/image-to-text/${ids.i2t}/`],
      ['POST', `/api/v2/studio/jobs/image-to-text/${ids.i2t}/cancel/`],
      ['GET', `${p}/jobs/image-to-video/`],
      ['POST', `${p}/jobs/image-to-video/`, { start_frame: ids.image, model_name: 'hexal_fast_i2v' }],
      ['GET', `${p}/jobs/image-to-video/${ids.i2v}/`],
      ['POST', `${p}/jobs/image-to-video/${ids.i2v}/cancel/`],
    ];
    for (const [method, path, body] of routes) {
      const answer = await api(stack, stranger, method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.', error_id: expect.any(String) });
    }
    // A job read through someone else's project path is a 404 too, for the owner as well.
    const ownProject = (await create('/api/v2/studio/projects/', { name: 'Theirs' }, stranger)).id;
    expect(
      (
        await api(
          stack,
          stranger,
          'GET',
          `/api/v2/studio/projects/${ownProject}/jobs/text-to-image/${ids.t2i}/`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await api(stack, owner, 'GET', `/api/v2/studio/projects/${ownProject}/jobs/text-to-image/${ids.t2i}/`))
        .status,
    ).toBe(404);
  });

  it("never sees the owner's records in lists", async () => {
    for (const path of [
      '/api/v2/studio/projects/',
      '/api/v2/studio/assets/images/',
      '/api/v2/studio/assets/videos/',
      '/api/v2/studio/jobs/image-to-text/',
    ]) {
      const answer = await api(stack, stranger, 'GET', path);
      expect(answer.status).toBe(200);
      expect(answer.body.results.map((r: { id: string }) => r.id)).not.toContain(ids.project);
      expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(Object.values(ids).join('|')));
    }
    const styles = await api(stack, stranger, 'GET', '/api/v2/studio/styles/');
    expect(styles.body.results.every((s: { built_in: boolean }) => s.built_in)).toBe(true);
  });

  it("cannot reference the owner's image or style preset (answered like an unknown id)", async () => {
    const project = (await create('/api/v2/studio/projects/', { name: 'Own' }, stranger)).id;
    const i2t = await api(stack, stranger, 'POST', '/api/v2/studio/jobs/image-to-text/', {
      image_asset: ids.image,
    });
    expect(i2t.status).toBe(400);
    expect(i2t.body).toEqual({
      errors: { image_asset: [`Invalid pk "${ids.image}" - object does not exist.`] },
      non_field_errors: [],
    });
    const i2v = await api(
      stack,
      stranger,
      'POST',
      `/api/v2/studio/projects/${project}/jobs/image-to-video/`,
      { start_frame: ids.image, model_name: 'hexal_fast_i2v' },
    );
    expect(i2v.status).toBe(400);
    expect(i2v.body.errors).toEqual({ start_frame: [`Invalid pk "${ids.image}" - object does not exist.`] });
    const t2i = await api(stack, stranger, 'POST', `/api/v2/studio/projects/${project}/jobs/text-to-image/`, {
      prompt: 'x',
      model_name: 'zephyr_t2i',
      style_settings: [ids.style],
    });
    expect(t2i.status).toBe(400);
    expect(t2i.body.errors).toEqual({
      style_settings: [`Invalid pk "${ids.style}" - object does not exist.`],
    });
    const shot = await api(stack, stranger, 'POST', `/api/v2/studio/projects/${project}/shots/`, {
      image_asset: ids.image,
    });
    expect(shot.status).toBe(400);
    expect(await stack.balance(stranger)).toBe('5.0000');
  });

  it("cannot attach the owner's project, shot, video or style to its own records", async () => {
    const project = (await create('/api/v2/studio/projects/', { name: 'Attach' }, stranger)).id;
    const form = new FormData();
    form.append('file', new Blob([await makeImage(64, 64)], { type: 'image/png' }), 'own.png');
    const ownImage = (await create('/api/v2/studio/assets/images/', form, stranger)).id;
    const i2t = await api(stack, stranger, 'POST', '/api/v2/studio/jobs/image-to-text/', {
      image_asset: ownImage,
      project: ids.project,
      shot: ids.shot,
    });
    expect(i2t.status).toBe(400);
    expect(i2t.body).toEqual({
      errors: { project: [`Invalid pk "${ids.project}" - object does not exist.`] },
      non_field_errors: [],
    });
    const i2v = await api(
      stack,
      stranger,
      'POST',
      `/api/v2/studio/projects/${project}/jobs/image-to-video/`,
      { start_frame: ownImage, model_name: 'hexal_fast_i2v', style_settings: [ids.style] },
    );
    expect(i2v.status).toBe(400);
    expect(i2v.body.errors).toEqual({
      style_settings: [`Invalid pk "${ids.style}" - object does not exist.`],
    });
    const shot = (await create(`/api/v2/studio/projects/${project}/shots/`, { name: 'mine' }, stranger)).id;
    for (const body of [{ image_asset: ids.image }, { video_asset: ids.video }]) {
      const patched = await api(
        stack,
        stranger,
        'PATCH',
        `/api/v2/studio/projects/${project}/shots/${shot}/`,
        body,
      );
      expect(patched.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(patched.body.errors)).toEqual(Object.keys(body));
    }
    const withVideo = await api(stack, stranger, 'POST', `/api/v2/studio/projects/${project}/shots/`, {
      video_asset: ids.video,
    });
    expect(withVideo.status).toBe(400);
    expect(await stack.balance(stranger)).toBe('5.0000');
  });

  it('lists nothing of the owner inside its own project either', async () => {
    const project = (await create('/api/v2/studio/projects/', { name: 'Lists' }, stranger)).id;
    for (const kind of ['shots/', 'jobs/text-to-image/', 'jobs/image-to-video/']) {
      const answer = await api(stack, stranger, 'GET', `/api/v2/studio/projects/${project}/${kind}`);
      expect(answer.status, kind).toBe(200);
      expect(answer.body, kind).toMatchObject({ count: 0, results: [] });
    }
  });

  it("leaves the owner's records intact", async () => {
    expect((await api(stack, owner, 'GET', `/api/v2/studio/projects/${ids.project}/`)).body.name).toBe(
      'Private',
    );
    expect((await api(stack, owner, 'GET', `/api/v2/studio/assets/videos/${ids.video}/`)).status).toBe(200);
    expect(
      (
        await api(
          stack,
          owner,
          'GET',
          `/api/v2/studio/projects/${ids.project}/jobs/text-to-image/${ids.t2i}/`,
        )
      ).body.status,
    ).toBe('queued');
  });
});

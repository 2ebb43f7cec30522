// Every input limit of the job endpoints at and beyond its edge, the three accepted body
// encodings, and the image-to-text error shape. Jobs stay queued (no worker runs here).
// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStudioStack, type Account, type StudioStack } from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';

let stack: StudioStack;
let account: Account;
let projectId: string;
let otherProjectId: string;
let imageId: string;
let shotId: string;

const t2i = () => `/api/v2/studio/projects/${projectId}/jobs/text-to-image/`;
const i2v = () => `/api/v2/studio/projects/${projectId}/jobs/image-to-video/`;
const I2T = '/api/v2/studio/jobs/image-to-text/';
const T2I_OK = { prompt: 'p', model_name: 'zephyr_t2i', model_config: { width: 256, height: 256 } };
const I2V_OK = () => ({ start_frame: imageId, model_name: 'hexal_fast_i2v' });

async function expectFieldError(path: string, body: unknown, field: string) {
  const answer = await api(stack, account, 'POST', path, body);
  expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
  expect(answer.body).toMatchObject({ detail: expect.any(String), error_id: expect.any(String) });
  expect(Object.keys(answer.body.errors)).toContain(field);
  return answer.body;
}

async function expectCreated(path: string, body: unknown) {
  const answer = await api(stack, account, 'POST', path, body);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  stack = await startStudioStack({ worker: false });
  account = await stack.account('100');
  projectId = (await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Limits' })).body.id;
  otherProjectId = (await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Other' })).body.id;
  shotId = (
    await api(stack, account, 'POST', `/api/v2/studio/projects/${otherProjectId}/shots/`, { name: 's' })
  ).body.id;
  const form = new FormData();
  form.append('file', new Blob([await makeImage(320, 200)], { type: 'image/png' }), 'frame.png');
  imageId = (await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form)).body.id;
});

afterAll(async () => {
  await stack?.close();
});

describe('text-to-image limits', () => {
  it('prompt: 1..80000 characters, required', async () => {
    expect((await expectCreated(t2i(), { ...T2I_OK, prompt: 'x'.repeat(80_000) })).prompt).toHaveLength(
      80_000,
    );
    await expectCreated(t2i(), { ...T2I_OK, prompt: 'x' });
    await expectFieldError(t2i(), { ...T2I_OK, prompt: 'x'.repeat(80_001) }, 'prompt');
    await expectFieldError(t2i(), { ...T2I_OK, prompt: '' }, 'prompt');
    // Blank once trimmed is blank: refused before billing is asked, so the ledger stays as it was.
    const entries = async () =>
      (
        await stack.billing.orm.em
          .fork()
          .execute<{ n: number }[]>(
            'select count(*)::int as n from billing.ledger_entries where account_id = ?',
            [account.id],
          )
      )[0]?.n;
    const ledgerBefore = await entries();
    const blank = await expectFieldError(t2i(), { ...T2I_OK, prompt: ' \n\t ' }, 'prompt');
    expect(blank.errors.prompt).toEqual(['This field may not be blank.']);
    expect(await entries()).toBe(ledgerBefore);
    const missing = await expectFieldError(t2i(), { model_name: 'zephyr_t2i' }, 'prompt');
    expect(missing.errors.prompt).toEqual(['This field is required.']);
  });

  it('num_requested_images: 1..10, default 1, priced per image', async () => {
    expect((await expectCreated(t2i(), T2I_OK)).num_requested_images).toBe(1);
    expect((await expectCreated(t2i(), { ...T2I_OK, num_requested_images: 1 })).cost_credits).toBe('0.0400');
    expect((await expectCreated(t2i(), { ...T2I_OK, num_requested_images: 10 })).cost_credits).toBe('0.4000');
    for (const bad of [0, 11, -1, 2.5, 'many'])
      await expectFieldError(t2i(), { ...T2I_OK, num_requested_images: bad }, 'num_requested_images');
  });

  it('model_name must be an enabled text-to-image model; model_config an object the engine accepts', async () => {
    for (const name of ['zephyr_t2i', 'nebula_t2i', 'nebula_nsfw_t2i', 'refina_t2i'])
      expect((await expectCreated(t2i(), { ...T2I_OK, model_name: name })).model_name).toBe(name);
    await expectFieldError(t2i(), { ...T2I_OK, model_name: 'hexal_fast_i2v' }, 'model_name');
    await expectFieldError(t2i(), { ...T2I_OK, model_name: 'nope_t2i' }, 'model_name');
    await expectFieldError(t2i(), { ...T2I_OK, model_config: [1, 2] }, 'model_config');
    await expectFieldError(t2i(), { ...T2I_OK, model_config: { width: 250 } }, 'model_config');
    await expectFieldError(t2i(), { ...T2I_OK, model_config: { width: 4096 } }, 'model_config');
    expect(
      (await expectCreated(t2i(), { ...T2I_OK, model_config: { width: 2048, height: 256, seed: 'x' } }))
        .model_config,
    ).toEqual({ width: 2048, height: 256, seed: 'x' });
  });

  it('style_settings: ids of own or built-in presets', async () => {
    const builtIn = (await api(stack, account, 'GET', '/api/v2/studio/styles/')).body.results.find(
      (s: { built_in: boolean }) => s.built_in,
    ).id;
    const own = (
      await expectCreated('/api/v2/studio/styles/', { name: 'Noir', prompt_prefix: 'black and white' })
    ).id;
    expect(
      (await expectCreated(t2i(), { ...T2I_OK, style_settings: [own, builtIn] })).style_settings,
    ).toEqual([own, builtIn]);
    await expectFieldError(t2i(), { ...T2I_OK, style_settings: ['not-a-uuid'] }, 'style_settings.0');
    await expectFieldError(
      t2i(),
      { ...T2I_OK, style_settings: ['0190a0b0-0000-7000-8000-000000000999'] },
      'style_settings',
    );
  });

  it('model_name is required; style_settings at most 10 presets; model_config at most 16 KiB of JSON', async () => {
    const missing = await expectFieldError(t2i(), { prompt: 'p' }, 'model_name');
    expect(missing.errors.model_name).toEqual(['This field is required.']);
    const presets: string[] = [];
    for (let i = 0; i < 11; i += 1)
      presets.push((await expectCreated('/api/v2/studio/styles/', { name: `Preset ${i}` })).id);
    expect(
      (await expectCreated(t2i(), { ...T2I_OK, style_settings: presets.slice(0, 10) })).style_settings,
    ).toEqual(presets.slice(0, 10));
    const eleven = await expectFieldError(t2i(), { ...T2I_OK, style_settings: presets }, 'style_settings');
    expect(eleven.errors.style_settings).toEqual(['Ensure this field has no more than 10 elements.']);
    // {"pad":"xx...x"} is 10 bytes plus the padding: exactly 16384 bytes, then one more.
    const padded = (bytes: number) => ({ pad: 'x'.repeat(bytes - 10) });
    expect(JSON.stringify(padded(16_384))).toHaveLength(16_384);
    expect(
      (await expectCreated(t2i(), { prompt: 'p', model_name: 'zephyr_t2i', model_config: padded(16_384) }))
        .model_config,
    ).toEqual(padded(16_384));
    const big = await expectFieldError(
      t2i(),
      { prompt: 'p', model_name: 'zephyr_t2i', model_config: padded(16_385) },
      'model_config',
    );
    expect(big.errors.model_config).toEqual(['Ensure this object is at most 16384 bytes of JSON.']);
  });

  it('the reference renderer takes width and height from 256 to 2048 in steps of 8', async () => {
    expect(
      (await expectCreated(t2i(), { ...T2I_OK, model_config: { width: 256, height: 2048 } })).model_config,
    ).toEqual({ width: 256, height: 2048 });
    for (const bad of [248, 2056, 260, '512', null]) {
      const body = await expectFieldError(
        t2i(),
        { ...T2I_OK, model_config: { width: 512, height: bad } },
        'model_config',
      );
      expect(body.errors.model_config).toEqual([
        'height must be an integer from 256 to 2048 and a multiple of 8.',
      ]);
    }
  });

  it('accepts form-urlencoded and multipart bodies', async () => {
    const form = new URLSearchParams({
      prompt: 'from a form',
      model_name: 'zephyr_t2i',
      num_requested_images: '3',
      model_config: '{"width":256,"height":256}',
    });
    expect(await expectCreated(t2i(), form)).toMatchObject({
      prompt: 'from a form',
      num_requested_images: 3,
      model_config: { width: 256, height: 256 },
    });
    const multipart = new FormData();
    multipart.append('prompt', 'from multipart');
    multipart.append('model_name', 'refina_t2i');
    multipart.append('num_requested_images', '2');
    expect(await expectCreated(t2i(), multipart)).toMatchObject({
      prompt: 'from multipart',
      num_requested_images: 2,
      model_config: {},
    });
    const bad = new URLSearchParams({ prompt: 'x', model_name: 'zephyr_t2i', num_requested_images: '11' });
    expect((await api(stack, account, 'POST', t2i(), bad)).status).toBe(400);
    // model_config travels as JSON text in forms: text that is not a JSON object is a field error.
    for (const config of ['{"width":', '[256]', '"x"']) {
      const answer = await api(
        stack,
        account,
        'POST',
        t2i(),
        new URLSearchParams({ prompt: 'x', model_name: 'zephyr_t2i', model_config: config }),
      );
      expect(answer.status, config).toBe(400);
      expect(answer.body.errors, config).toEqual({ model_config: ['Must be a JSON object.'] });
    }
  });

  it('answers 415 for other body types and 404 for malformed path ids', async () => {
    const answer = await api(stack, account, 'POST', t2i(), 'prompt=x', { 'content-type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(
      (await api(stack, account, 'GET', `/api/v2/studio/projects/not-a-uuid/jobs/text-to-image/`)).status,
    ).toBe(404);
    expect((await api(stack, account, 'GET', `${t2i()}12345/`)).status).toBe(404);
  });
});

describe('image-to-video limits', () => {
  it('defaults: 720p, 5 s, camera auto; priced per second', async () => {
    const job = await expectCreated(i2v(), I2V_OK());
    expect(job).toMatchObject({
      requested_resolution: '720p',
      requested_video_duration: 5,
      cost_credits: '0.2500',
      model_config: {},
    });
    expect(job.description).toContain('auto');
  });

  it('requested_video_duration 2..10, resolution 480p/720p/1080p, camera_movement one of twelve', async () => {
    expect((await expectCreated(i2v(), { ...I2V_OK(), requested_video_duration: 2 })).cost_credits).toBe(
      '0.1000',
    );
    expect((await expectCreated(i2v(), { ...I2V_OK(), requested_video_duration: 10 })).cost_credits).toBe(
      '0.5000',
    );
    for (const bad of [1, 11, 0, 5.5])
      await expectFieldError(
        i2v(),
        { ...I2V_OK(), requested_video_duration: bad },
        'requested_video_duration',
      );
    for (const resolution of ['480p', '720p', '1080p'])
      await expectCreated(i2v(), { ...I2V_OK(), requested_resolution: resolution });
    await expectFieldError(i2v(), { ...I2V_OK(), requested_resolution: '4k' }, 'requested_resolution');
    const moves = [
      'auto',
      'static',
      'pan_left',
      'pan_right',
      'orbit_left_to_right',
      'orbit_right_to_left',
      'truck_left',
      'truck_right',
      'dolly_in',
      'dolly_out',
      'tilt_up',
      'tilt_down',
    ];
    for (const move of moves)
      expect(
        (await expectCreated(i2v(), { ...I2V_OK(), model_config: { camera_movement: move } })).description,
      ).toContain(move);
    await expectFieldError(i2v(), { ...I2V_OK(), model_config: { camera_movement: 'spin' } }, 'model_config');
    await expectFieldError(i2v(), { ...I2V_OK(), model_name: 'zephyr_t2i' }, 'model_name');
    await expectFieldError(i2v(), { model_name: 'hexal_fast_i2v' }, 'start_frame');
    await expectFieldError(
      i2v(),
      { ...I2V_OK(), start_frame: '0190a0b0-0000-7000-8000-000000000999' },
      'start_frame',
    );
    await expectFieldError(i2v(), { ...I2V_OK(), prompt: 'x'.repeat(80_001) }, 'prompt');
  });

  it('prompt up to 80000 characters; every enabled image-to-video model and no other kind', async () => {
    expect((await expectCreated(i2v(), { ...I2V_OK(), prompt: 'x'.repeat(80_000) })).prompt).toHaveLength(
      80_000,
    );
    const models = [
      'hexal_fast_i2v',
      'hexal_standard_i2v',
      'hexal_standard_nsfw_i2v',
      'hexal_ultra_i2v',
      'hexal_ultra_nsfw_i2v',
      'atlas_ultra_i2v',
      'atlas_ultra_nsfw_i2v',
      'volta_standard_i2v',
      'volta_ultra_i2v',
    ];
    for (const name of models)
      expect((await expectCreated(i2v(), { ...I2V_OK(), model_name: name })).model_name).toBe(name);
    for (const name of ['hexal_standard_t2v', 'radix_i2i', 'lumen_i2t', 'nope_i2v']) {
      expect(
        (await expectFieldError(i2v(), { ...I2V_OK(), model_name: name }, 'model_name')).errors.model_name,
      ).toEqual([`"${name}" is not a valid choice (${models.join(', ')}).`]);
    }
    expect((await expectFieldError(i2v(), { start_frame: imageId }, 'model_name')).errors.model_name).toEqual(
      ['This field is required.'],
    );
  });

  it('style_settings: own or built-in presets, at most 10; model_config a JSON object of at most 16 KiB', async () => {
    const builtIn = (await api(stack, account, 'GET', '/api/v2/studio/styles/')).body.results.find(
      (s: { built_in: boolean }) => s.built_in,
    ).id;
    const own = (
      await expectCreated('/api/v2/studio/styles/', { name: 'Warm', prompt_suffix: 'golden hour' })
    ).id;
    expect(
      (await expectCreated(i2v(), { ...I2V_OK(), style_settings: [builtIn, own] })).style_settings,
    ).toEqual([builtIn, own]);
    const unknown = '0190a0b0-0000-7000-8000-000000000998';
    expect(
      (await expectFieldError(i2v(), { ...I2V_OK(), style_settings: [unknown] }, 'style_settings')).errors
        .style_settings,
    ).toEqual([`Invalid pk "${unknown}" - object does not exist.`]);
    await expectFieldError(i2v(), { ...I2V_OK(), style_settings: Array(11).fill(own) }, 'style_settings');
    await expectFieldError(i2v(), { ...I2V_OK(), model_config: [1] }, 'model_config');
    // {"camera_movement":"static","pad":"xx...x"} is 37 bytes plus the padding.
    const config = (bytes: number) => ({ camera_movement: 'static', pad: 'x'.repeat(bytes - 37) });
    expect(JSON.stringify(config(16_384))).toHaveLength(16_384);
    await expectCreated(i2v(), { ...I2V_OK(), model_config: config(16_384) });
    await expectFieldError(i2v(), { ...I2V_OK(), model_config: config(16_385) }, 'model_config');
  });

  it('start_frame must be a finished image of the caller', async () => {
    const pending = (
      await expectCreated('/api/v2/studio/assets/images/uploads/', {
        content_type: 'image/png',
        file_size: 1000,
      })
    ).asset.id;
    expect(
      (await expectFieldError(i2v(), { ...I2V_OK(), start_frame: pending }, 'start_frame')).errors
        .start_frame,
    ).toEqual(['The image upload is not complete.']);
    expect(
      (await expectFieldError(i2v(), { ...I2V_OK(), start_frame: 'frame-1' }, 'start_frame')).errors
        .start_frame,
    ).toEqual(['Must be a valid UUID.']);
  });
});

describe('image-to-text', () => {
  it('creates with defaults and answers validation errors as {errors, non_field_errors}', async () => {
    expect(await expectCreated(I2T, { image_asset: imageId })).toMatchObject({
      fidelity_level: 'mid',
      image_asset: imageId,
      cost_credits: '0.0100',
    });
    expect(
      await expectCreated(I2T, { image_asset: imageId, project: otherProjectId, shot: shotId }),
    ).toMatchObject({ project: otherProjectId, shot: shotId });
    const form = new URLSearchParams({ image_asset: imageId, fidelity_level: 'low' });
    expect((await expectCreated(I2T, form)).fidelity_level).toBe('low');
    const multipart = new FormData();
    multipart.append('image_asset', imageId);
    expect((await expectCreated(I2T, multipart)).fidelity_level).toBe('mid');

    const cases: [unknown, Record<string, unknown>][] = [
      [{}, { errors: { image_asset: ['This field is required.'] }, non_field_errors: [] }],
      [{ image_asset: 'nope' }, { errors: { image_asset: ['Must be a valid UUID.'] }, non_field_errors: [] }],
      [
        { image_asset: imageId, fidelity_level: 'ultra' },
        { errors: { fidelity_level: ['"ultra" is not a valid choice.'] }, non_field_errors: [] },
      ],
      [
        { image_asset: imageId, shot: shotId },
        { errors: { project: ['This field is required when shot is given.'] }, non_field_errors: [] },
      ],
      [
        { image_asset: imageId, project: projectId, shot: shotId },
        { errors: { shot: [`Invalid pk "${shotId}" - object does not exist.`] }, non_field_errors: [] },
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await api(stack, account, 'POST', I2T, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(expected);
    }
    const both = await api(stack, account, 'POST', I2T, {
      image_asset: imageId,
      project: projectId,
      project_real_estate: projectId,
    });
    expect(both.status).toBe(400);
    expect(both.body.non_field_errors).toEqual([
      'Give either project and shot, or project_real_estate and real_estate_shot, not both.',
    ]);
    expect(Object.keys(both.body)).toEqual(['errors', 'non_field_errors']);
  });

  it('references: a project alone, unknown or malformed projects and shots, real estate ids, unfinished images', async () => {
    for (const level of ['high', 'mid', 'low'])
      expect((await expectCreated(I2T, { image_asset: imageId, fidelity_level: level })).fidelity_level).toBe(
        level,
      );
    expect(await expectCreated(I2T, { image_asset: imageId, project: projectId })).toMatchObject({
      project: projectId,
      shot: null,
      project_real_estate: null,
      real_estate_shot: null,
    });
    const unknown = '0190a0b0-0000-7000-8000-000000000997';
    const pending = (
      await expectCreated('/api/v2/studio/assets/images/uploads/', {
        content_type: 'image/png',
        file_size: 1000,
      })
    ).asset.id;
    const cases: [unknown, Record<string, unknown>][] = [
      [
        { image_asset: unknown },
        {
          errors: { image_asset: [`Invalid pk "${unknown}" - object does not exist.`] },
          non_field_errors: [],
        },
      ],
      [
        { image_asset: pending },
        { errors: { image_asset: ['The image upload is not complete.'] }, non_field_errors: [] },
      ],
      [
        { image_asset: imageId, project: unknown },
        { errors: { project: [`Invalid pk "${unknown}" - object does not exist.`] }, non_field_errors: [] },
      ],
      [
        { image_asset: imageId, project: 'nope' },
        { errors: { project: ['Must be a valid UUID.'] }, non_field_errors: [] },
      ],
      [
        { image_asset: imageId, project: otherProjectId, shot: unknown },
        { errors: { shot: [`Invalid pk "${unknown}" - object does not exist.`] }, non_field_errors: [] },
      ],
      // The pair is checked with the real estate service (test/e2e/real-estate-descriptions): here, one alone.
      [
        { image_asset: imageId, project_real_estate: unknown },
        {
          errors: { real_estate_shot: ['This field is required when project_real_estate is given.'] },
          non_field_errors: [],
        },
      ],
      [
        { image_asset: imageId, real_estate_shot: unknown },
        {
          errors: { project_real_estate: ['This field is required when real_estate_shot is given.'] },
          non_field_errors: [],
        },
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await api(stack, account, 'POST', I2T, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toEqual(expected);
    }
  });
});

describe('Idempotency-Key header', () => {
  it("takes 1 to 255 visible ASCII characters; other keys are a 400 in the endpoint's error shape", async () => {
    const long = 'k'.repeat(255);
    expect((await api(stack, account, 'POST', t2i(), T2I_OK, { 'Idempotency-Key': long })).status).toBe(201);
    for (const key of ['k'.repeat(256), 'two words', 'caf\u00e9']) {
      const answer = await api(stack, account, 'POST', t2i(), T2I_OK, { 'Idempotency-Key': key });
      expect(answer.status, key).toBe(400);
      expect(answer.body).toEqual({
        detail: expect.any(String),
        error_id: expect.any(String),
        errors: { 'Idempotency-Key': ['Use 1 to 255 visible ASCII characters.'] },
      });
      const describe = await api(
        stack,
        account,
        'POST',
        I2T,
        { image_asset: imageId },
        { 'Idempotency-Key': key },
      );
      expect(describe.status, key).toBe(400);
      expect(describe.body).toEqual({
        errors: { 'Idempotency-Key': ['Use 1 to 255 visible ASCII characters.'] },
        non_field_errors: [],
      });
    }
  });
});

describe('list paging (endpoint 3)', () => {
  it('pages with limit (default 20, at most 100) and offset; invalid values fall back to the defaults', async () => {
    const project = (await expectCreated('/api/v2/studio/projects/', { name: 'Paging' })).id;
    const path = `/api/v2/studio/projects/${project}/jobs/text-to-image/`;
    for (let batch = 0; batch < 101; batch += 10) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(10, 101 - batch) }, () => api(stack, account, 'POST', path, T2I_OK)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(201));
    }
    const page = async (query: string) => {
      const answer = await api(stack, account, 'GET', `${path}${query}`);
      expect(answer.status, query).toBe(200);
      return answer.body;
    };
    const link = (limit: number, offset: number) => `${stack.url}${path}?limit=${limit}&offset=${offset}`;

    const first = await page('');
    expect(first).toMatchObject({ count: 101, next: link(20, 20), previous: null });
    expect(first.results).toHaveLength(20);
    for (const query of ['?limit=abc', '?limit=0', '?limit=-5', '?limit=1.5', '?offset=-1', '?offset=x']) {
      const fallback = await page(query);
      expect(
        fallback.results.map((job: { id: string }) => job.id),
        query,
      ).toEqual(first.results.map((job: { id: string }) => job.id));
      expect(fallback.previous, query).toBeNull();
    }
    const hundred = await page('?limit=100');
    expect(hundred.results).toHaveLength(100);
    expect(hundred.next).toBe(link(100, 100));
    const clamped = await page('?limit=101');
    expect(clamped.results).toHaveLength(100);
    expect(clamped.next).toBe(link(100, 100));
    expect((await page('?limit=100000')).results).toHaveLength(100);
    const last = await page('?limit=100&offset=100');
    expect(last).toMatchObject({ count: 101, next: null, previous: link(100, 0) });
    expect(last.results).toHaveLength(1);
    // Newest first, and the two pages hold every job exactly once.
    const ids = [...hundred.results, ...last.results].map((job: { id: string }) => job.id);
    expect(new Set(ids).size).toBe(101);
    const created = [...hundred.results, ...last.results].map(
      (job: { created_at: string }) => job.created_at,
    );
    expect(created).toEqual([...created].sort().reverse());
    expect(await page('?limit=10&offset=200')).toMatchObject({
      count: 101,
      next: null,
      previous: link(10, 91),
      results: [],
    });
  });
});

describe('projects, shots and styles', () => {
  it('validates names and keeps shots contiguous and ordered', async () => {
    expect((await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: '' })).status).toBe(400);
    expect(
      (await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'x'.repeat(256) })).status,
    ).toBe(400);
    expect(
      (await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'x'.repeat(255) })).status,
    ).toBe(201);
    const project = (await expectCreated('/api/v2/studio/projects/', { name: 'Order' })).id;
    const shots = `/api/v2/studio/projects/${project}/shots/`;
    const a = (await expectCreated(shots, { name: 'a' })).id;
    const b = (await expectCreated(shots, { name: 'b' })).id;
    const c = (await expectCreated(shots, { name: 'c', order: 0 })).id;
    const names = async () =>
      (await api(stack, account, 'GET', shots)).body.results.map(
        (s: { name: string; order: number }) => `${s.order}:${s.name}`,
      );
    expect(await names()).toEqual(['0:c', '1:a', '2:b']);
    expect((await api(stack, account, 'PATCH', `${shots}${c}/`, { order: 2 })).body.order).toBe(2);
    expect(await names()).toEqual(['0:a', '1:b', '2:c']);
    expect((await api(stack, account, 'DELETE', `${shots}${a}/`)).status).toBe(204);
    expect(await names()).toEqual(['0:b', '1:c']);
    const updated = await api(stack, account, 'PATCH', `${shots}${b}/`, { image_asset: imageId });
    expect(updated.body.image_asset).toBe(imageId);
    expect((await api(stack, account, 'PATCH', `${shots}${b}/`, { order: -1 })).status).toBe(400);
    expect((await api(stack, account, 'GET', `/api/v2/studio/projects/${project}/`)).body.shot_count).toBe(2);
    expect((await api(stack, account, 'POST', '/api/v2/studio/styles/', { name: '' })).status).toBe(400);
    expect(
      (
        await api(stack, account, 'POST', '/api/v2/studio/styles/', {
          name: 'n',
          negative_prompt: 'x'.repeat(2001),
        })
      ).status,
    ).toBe(400);
  });

  it('text limits of projects, shots and style presets at and beyond their edges', async () => {
    const projects = '/api/v2/studio/projects/';
    const project = (await expectCreated(projects, { name: 'Texts', description: 'd'.repeat(10_000) })).id;
    await expectFieldError(projects, { name: 'n', description: 'd'.repeat(10_001) }, 'description');
    await expectFieldError(projects, { name: '   ' }, 'name');
    await expectFieldError(projects, {}, 'name');
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(256) }, 'name'],
      [{ description: 'd'.repeat(10_001) }, 'description'],
    ] as const) {
      const answer = await api(stack, account, 'PATCH', `${projects}${project}/`, body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }
    expect(
      (await api(stack, account, 'PATCH', `${projects}${project}/`, { name: 'x'.repeat(255) })).body.name,
    ).toHaveLength(255);

    const shots = `${projects}${project}/shots/`;
    const shot = await expectCreated(shots, { name: 'n'.repeat(255), prompt: 'p'.repeat(80_000) });
    expect(shot.prompt).toHaveLength(80_000);
    await expectFieldError(shots, { name: 'n'.repeat(256) }, 'name');
    await expectFieldError(shots, { prompt: 'p'.repeat(80_001) }, 'prompt');
    await expectFieldError(shots, { order: 'first' }, 'order');
    await expectFieldError(shots, { order: 100_001 }, 'order');
    for (const [body, field] of [
      [{ name: 'n'.repeat(256) }, 'name'],
      [{ prompt: 'p'.repeat(80_001) }, 'prompt'],
      [{ order: 1.5 }, 'order'],
    ] as const) {
      const answer = await api(stack, account, 'PATCH', `${shots}${shot.id}/`, body);
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    }

    const styles = '/api/v2/studio/styles/';
    const text = 't'.repeat(2_000);
    expect(
      await expectCreated(styles, {
        name: 's'.repeat(100),
        prompt_prefix: text,
        prompt_suffix: text,
        negative_prompt: text,
      }),
    ).toMatchObject({ name: 's'.repeat(100), built_in: false });
    await expectFieldError(styles, { name: 's'.repeat(101) }, 'name');
    await expectFieldError(styles, { name: ' ' }, 'name');
    for (const field of ['prompt_prefix', 'prompt_suffix', 'negative_prompt'])
      await expectFieldError(styles, { name: 'n', [field]: 't'.repeat(2_001) }, field);
  });

  it('a project holds at most 500 shots', async () => {
    const project = (await expectCreated('/api/v2/studio/projects/', { name: 'Full' })).id;
    const shots = `/api/v2/studio/projects/${project}/shots/`;
    for (let i = 0; i < 500; i += 1) {
      const answer = await api(stack, account, 'POST', shots, { name: `s${i}` });
      expect(answer.status, `shot ${i}`).toBe(201);
    }
    const full = await api(stack, account, 'POST', shots, { name: 'one too many' });
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({
      detail: expect.any(String),
      error_id: expect.any(String),
      errors: { non_field_errors: ['A project holds at most 500 shots.'] },
    });
    expect((await api(stack, account, 'GET', `/api/v2/studio/projects/${project}/`)).body.shot_count).toBe(
      500,
    );
  });

  it('pages lists with limit and offset', async () => {
    const page = await api(stack, account, 'GET', `${t2i()}?limit=2&offset=1`);
    expect(page.status).toBe(200);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.next).toContain('limit=2&offset=3');
    expect(page.body.previous).toContain('limit=2&offset=0');
    expect(page.body.count).toBeGreaterThan(10);
  });

  it('refuses to delete a project while its jobs hold credits', async () => {
    const answer = await api(stack, account, 'DELETE', `/api/v2/studio/projects/${projectId}/`);
    expect(answer.status).toBe(400);
    const empty = (await expectCreated('/api/v2/studio/projects/', { name: 'Empty' })).id;
    expect((await api(stack, account, 'DELETE', `/api/v2/studio/projects/${empty}/`)).status).toBe(204);
    expect((await api(stack, account, 'GET', `/api/v2/studio/projects/${empty}/`)).status).toBe(404);
  });
});

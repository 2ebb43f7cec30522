// The real estate data side through the gateway over HTTP: projects (endpoint 7's list with its
// ranges, ordering and paging), agents (8, 9), brand kits (11), snapshots, voices; tenancy 404s,
// field-error 400s that write nothing.
// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type JsonBody } from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const BASE = '/api/v2/real-estate';
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

async function create(path: string, body: unknown, account = owner): Promise<JsonBody> {
  const answer = await api(stack, account, 'POST', `${BASE}${path}`, body);
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

const PROJECT_FIELDS = [
  'id',
  'name',
  'description',
  'created_at',
  'updated_at',
  'background_music',
  'background_music_volume',
  'logo_asset',
  'speaker_voice',
  'is_voiceover_enabled',
  'is_captions_enabled',
  'ai_generated_text',
  'video_style',
  'video_format',
  'model_code_name',
  'requested_output_width',
  'requested_output_height',
  'requested_video_aspect_ratio',
  'duration_s',
  'requested_duration_s',
  'street_address',
  'suburb',
  'state',
  'country_name',
  'city_name',
  'num_bedrooms',
  'num_bathrooms',
  'num_car_parking_spots',
  'num_floors',
  'price_display',
  'land_size_value',
  'land_size_unit',
  'real_estate_type',
  'additional_information',
  'intro_template_key',
  'outro_template_key',
  'intro_template_overrides',
  'outro_template_overrides',
  'shot_count',
  'num_full_rendered_videos',
  'ready_for_render',
  'voiceover',
  'thumbnail',
];

describe('real estate projects over HTTP', () => {
  it('needs credentials', async () => {
    const answer = await api(stack, null, 'GET', `${BASE}/projects/`);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ detail: expect.any(String), error_id: expect.any(String) });
  });

  it('creates a project with property data and shows every field of the contract', async () => {
    const project = await create('/projects/', {
      name: '12 Harbour St',
      street_address: '12 Harbour St',
      suburb: 'Balmain',
      state: 'NSW',
      country_name: 'Australia',
      city_name: 'Sydney',
      num_bedrooms: 4,
      num_bathrooms: 2,
      num_car_parking_spots: 1,
      price_display: 'Offers over $2.1M',
      land_size_value: 512.5,
      land_size_unit: 'sqm',
      real_estate_type: 'house',
      video_style: 'luxury',
      intro_template_overrides: { headline: 'Harbour living' },
    });
    expect(Object.keys(project).sort()).toEqual([...PROJECT_FIELDS].sort());
    expect(project).toMatchObject({
      num_bedrooms: 4,
      num_floors: null,
      land_size_value: 512.5,
      video_style: 'luxury',
      intro_template_overrides: { headline: 'Harbour living' },
      shot_count: 0,
      ready_for_render: false,
      speaker_voice: null,
      voiceover: null,
    });
    const read = await api(stack, owner, 'GET', `${BASE}/projects/${project.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(project);
  });

  it('answers 400 with field errors and writes nothing', async () => {
    const before = (await api(stack, owner, 'GET', `${BASE}/projects/`)).body.count;
    const bad = await api(stack, owner, 'POST', `${BASE}/projects/`, {
      name: 'x',
      num_bedrooms: 'four',
      video_format: '3:2',
      agent: 'ignored',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      detail: expect.any(String),
      error_id: expect.any(String),
      errors: { num_bedrooms: [expect.any(String)] },
    });
    const rules = await api(stack, owner, 'POST', `${BASE}/projects/`, {
      name: 'x',
      video_format: '3:2',
      background_music_volume: 1.5,
    });
    expect(rules.status).toBe(400);
    expect(Object.keys(rules.body.errors).sort()).toEqual(['background_music_volume', 'video_format']);
    const missing = await api(stack, owner, 'POST', `${BASE}/projects/`, {});
    expect(missing.body.errors).toEqual({ name: ['This field is required.'] });
    expect((await api(stack, owner, 'GET', `${BASE}/projects/`)).body.count).toBe(before);
  });

  it('refuses a NUL, deep nesting and bytes that are not UTF-8 in the template overrides with 400 field errors, and stores nothing (issue 29)', async () => {
    const account = await stack.account();
    const project = await create(
      '/projects/',
      { name: 'Probe', intro_template_overrides: { title: 'Open home' } },
      account,
    );
    const json = { 'content-type': 'application/json' };
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const attempts: [string, string, string, string][] = [
      [
        'POST',
        `${BASE}/projects/`,
        JSON.stringify({ name: 'x', intro_template_overrides: { 'ti\u0000tle': 'x' } }),
        'intro_template_overrides',
      ],
      [
        'PATCH',
        `${BASE}/projects/${project.id}/`,
        JSON.stringify({ outro_template_overrides: { title: 'a\u0000b' } }),
        'outro_template_overrides',
      ],
      [
        'POST',
        `${BASE}/projects/`,
        `{"name": "x", "outro_template_overrides": ${nested(5_000)}}`,
        'outro_template_overrides',
      ],
      [
        'PATCH',
        `${BASE}/projects/${project.id}/`,
        `{"intro_template_overrides": ${nested(2_000)}}`,
        'intro_template_overrides',
      ],
      ['PATCH', `${BASE}/projects/${project.id}/`, JSON.stringify({ suburb: 'Sub\u0000urb' }), 'suburb'],
    ];
    for (const [method, path, body, field] of attempts) {
      const answer = await api(stack, account, method, path, body, json);
      expect(
        answer.status,
        `${method} ${body.slice(0, 60)}: ${JSON.stringify(answer.body).slice(0, 200)}`,
      ).toBe(400);
      expect(answer.body).toEqual({
        detail: 'Invalid input.',
        error_id: expect.any(String),
        errors: { [field]: [expect.any(String)] },
      });
    }
    const latin1 = await fetch(`${stack.url}${BASE}/projects/${project.id}/`, {
      method: 'PATCH',
      headers: { ...account.headers, ...json },
      body: Buffer.concat([Buffer.from('{"suburb": "Caf'), Buffer.from([0xe9]), Buffer.from('"}')]),
    });
    expect(latin1.status).toBe(400);
    expect(await latin1.json()).toEqual({
      detail: 'The request body is not valid UTF-8.',
      error_id: expect.any(String),
    });
    const after = await api(stack, account, 'GET', `${BASE}/projects/`);
    expect(after.body.count).toBe(1);
    expect(after.body.results[0]).toMatchObject({
      suburb: '',
      intro_template_overrides: { title: 'Open home' },
      outro_template_overrides: {},
    });
  });

  it('lists with ranges, ordering and paging links', async () => {
    const account = await stack.account();
    for (const name of ['b', 'c', 'a']) await create('/projects/', { name }, account);
    const first = await api(stack, account, 'GET', `${BASE}/projects/?limit=2&ordering=name`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((p: JsonBody) => p.name)).toEqual(['a', 'b']);
    expect(first.body.previous).toBeNull();
    const next = new URL(first.body.next as string);
    expect(next.searchParams.get('ordering')).toBe('name');
    const second = await api(stack, account, 'GET', `${next.pathname}${next.search}`);
    expect(second.body.results.map((p: JsonBody) => p.name)).toEqual(['c']);
    const recent = await api(stack, account, 'GET', `${BASE}/projects/`);
    expect(recent.body.results.map((p: JsonBody) => p.name)).toEqual(['a', 'c', 'b']);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await api(
          stack,
          account,
          'GET',
          `${BASE}/projects/?created_at_after=${today}&updated_at_before=${today}`,
        )
      ).body.count,
    ).toBe(3);
    expect(
      (await api(stack, account, 'GET', `${BASE}/projects/?created_at_after=2999-01-01`)).body.count,
    ).toBe(0);
    const bad = await api(stack, account, 'GET', `${BASE}/projects/?updated_at_before=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('updated_at_before');
  });

  it('answers concurrent identical lists alike, each account its own, and shows a write made before the next list', async () => {
    const [one, two] = [await stack.account(), await stack.account()];
    await create('/projects/', { name: 'one-a' }, one);
    await create('/projects/', { name: 'two-a' }, two);
    // Many identical requests at once (the gateway may answer them from one call), of two accounts.
    const lists = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api(stack, i % 2 === 0 ? one : two, 'GET', `${BASE}/projects/?limit=5`),
      ),
    );
    for (const [i, list] of lists.entries()) {
      expect(list.status).toBe(200);
      expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(list.body.results.map((p: JsonBody) => p.name)).toEqual([i % 2 === 0 ? 'one-a' : 'two-a']);
      expect(Object.keys(list.body.results[0] as JsonBody)).toEqual(PROJECT_FIELDS);
    }
    expect(lists[2]!.body).toEqual(lists[0]!.body);
    // A write that completed before a list request is in its answer, however many lists run alongside.
    await create('/projects/', { name: 'one-b' }, one);
    const after = await Promise.all(
      Array.from({ length: 6 }, () => api(stack, one, 'GET', `${BASE}/projects/?limit=5`)),
    );
    for (const list of after)
      expect(list.body.results.map((p: JsonBody) => p.name)).toEqual(['one-b', 'one-a']);
  });

  it('keeps every project, agent and kit of one account a 404 for another', async () => {
    const project = await create('/projects/', { name: 'private' });
    const agent = await create('/agents/', { first_name: 'Ann' });
    const kit = await create('/brand-kits/', { name: 'Kit' });
    const calls: [string, string, unknown?][] = [
      ['GET', `/projects/${project.id}/`],
      ['PATCH', `/projects/${project.id}/`, { name: 'taken' }],
      ['DELETE', `/projects/${project.id}/`],
      ['POST', `/projects/${project.id}/apply-agent/`, { agent: agent.id }],
      ['GET', `/agents/${agent.id}/`],
      ['PUT', `/agents/${agent.id}/`, { first_name: 'Eve' }],
      ['PATCH', `/agents/${agent.id}/`, { first_name: 'Eve' }],
      ['DELETE', `/agents/${agent.id}/`],
      ['GET', `/brand-kits/${kit.id}/`],
      ['PATCH', `/brand-kits/${kit.id}/`, { name: 'Eve' }],
      ['DELETE', `/brand-kits/${kit.id}/`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api(stack, stranger, method, `${BASE}${path}`, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.', error_id: expect.any(String) });
    }
    for (const list of ['/projects/', '/agents/', '/brand-kits/']) {
      const ids = (await api(stack, stranger, 'GET', `${BASE}${list}`)).body.results.map(
        (r: JsonBody) => r.id,
      );
      expect(ids).not.toContain(project.id);
      expect(ids).not.toContain(agent.id);
      expect(ids).not.toContain(kit.id);
    }
    expect((await api(stack, owner, 'GET', `${BASE}/projects/${project.id}/`)).body.name).toBe('private');
    expect((await api(stack, owner, 'GET', `${BASE}/agents/${agent.id}/`)).body.first_name).toBe('Ann');
  });
});

describe('agents, brand kits and snapshots over HTTP', () => {
  it('enforces the agent limits 20/26/30/40 and the email format', async () => {
    const bad = await api(stack, owner, 'POST', `${BASE}/agents/`, {
      first_name: 'a'.repeat(21),
      last_name: 'b'.repeat(27),
      contact_number: '1'.repeat(31),
      contact_email: `${'c'.repeat(40)}@x.io`,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'contact_email',
      'contact_number',
      'first_name',
      'last_name',
    ]);
    const email = await api(stack, owner, 'POST', `${BASE}/agents/`, { contact_email: 'nobody' });
    expect(email.body.errors).toEqual({ contact_email: ['Enter a valid email address.'] });
  });

  it('replaces an agent with PUT (endpoint 9) and deletes a kit (endpoint 11) without touching projects', async () => {
    const project = await create('/projects/', { name: 'Snapshot house' });
    const agent = await create('/agents/', {
      first_name: 'Mia',
      last_name: 'Wong',
      contact_number: '0400 111 222',
      contact_email: 'mia@example.com',
    });
    expect(agent.full_name).toBe('Mia Wong');
    expect(agent.profile_photo).toBeNull();
    const voices = (await api(stack, owner, 'GET', `${BASE}/voices/`)).body.results as JsonBody[];
    const kit = await create('/brand-kits/', {
      name: 'Wong Realty',
      primary_color: '#0a7d3b',
      font: 'Lato',
      speaker_voice: voices[1].id,
      outro_template_key: 'outro-agent-card',
    });

    const withAgent = await api(stack, owner, 'POST', `${BASE}/projects/${project.id}/apply-agent/`, {
      agent: agent.id,
    });
    expect(withAgent.status).toBe(200);
    const withKit = (
      await api(stack, owner, 'POST', `${BASE}/projects/${project.id}/apply-brand-kit/`, {
        brand_kit: kit.id,
      })
    ).body;
    expect(withKit.outro_template_overrides.agent).toMatchObject({
      full_name: 'Mia Wong',
      contact_number: '0400 111 222',
    });
    expect(withKit.outro_template_overrides.brand).toMatchObject({ primary_color: '#0A7D3B', font: 'Lato' });
    expect(withKit.speaker_voice.id).toBe(voices[1].id);
    expect(withKit.outro_template_key).toBe('outro-agent-card');

    const replaced = await api(stack, owner, 'PUT', `${BASE}/agents/${agent.id}/`, { first_name: 'Mia' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ full_name: 'Mia', last_name: '', contact_email: '' });
    expect((await api(stack, owner, 'GET', `${BASE}/agents/${agent.id}/`)).body).toEqual(replaced.body);
    expect(
      (await api(stack, owner, 'PATCH', `${BASE}/brand-kits/${kit.id}/`, { font: 'Roboto' })).body.font,
    ).toBe('Roboto');
    expect((await api(stack, owner, 'DELETE', `${BASE}/brand-kits/${kit.id}/`)).status).toBe(204);
    expect((await api(stack, owner, 'DELETE', `${BASE}/agents/${agent.id}/`)).status).toBe(204);
    expect((await api(stack, owner, 'GET', `${BASE}/brand-kits/${kit.id}/`)).status).toBe(404);

    const after = (await api(stack, owner, 'GET', `${BASE}/projects/${project.id}/`)).body;
    expect(after.outro_template_overrides).toEqual(withKit.outro_template_overrides);
    expect(after.speaker_voice.id).toBe(voices[1].id);
  });

  it('takes a profile photo, copies it into a project on apply, and keeps the copy when the agent changes', async () => {
    const agent = await create('/agents/', { first_name: 'Photo', last_name: 'Agent' });
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await makeImage(600, 800, 'jpeg'))], { type: 'image/jpeg' }),
      'portrait.jpg',
    );
    const withPhoto = await api(stack, owner, 'PUT', `${BASE}/agents/${agent.id}/profile-photo/`, form);
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200);
    expect(withPhoto.body.profile_photo).toMatchObject({ name: 'portrait.jpg', width: 600, height: 800 });
    const photoUrl = withPhoto.body.profile_photo.file as string;
    expect((await fetch(photoUrl)).status).toBe(200);
    expect((await api(stack, owner, 'GET', `${BASE}/agents/${agent.id}/`)).body.profile_photo.id).toBe(
      withPhoto.body.profile_photo.id,
    );
    const notImage = new FormData();
    notImage.append(
      'file',
      new Blob([new TextEncoder().encode('plain text')], { type: 'image/png' }),
      'x.png',
    );
    expect(
      (await api(stack, owner, 'PUT', `${BASE}/agents/${agent.id}/profile-photo/`, notImage)).status,
    ).toBe(400);
    expect(
      (await api(stack, stranger, 'PUT', `${BASE}/agents/${agent.id}/profile-photo/`, form)).status,
    ).toBe(404);
    // A new photo replaces the old one, whose files go.
    const second = new FormData();
    second.append(
      'file',
      new Blob([new Uint8Array(await makeImage(500, 700, 'jpeg'))], { type: 'image/jpeg' }),
      'second.jpg',
    );
    const replaced = await api(stack, owner, 'PUT', `${BASE}/agents/${agent.id}/profile-photo/`, second);
    expect(replaced.body.profile_photo).toMatchObject({ name: 'second.jpg', width: 500, height: 700 });
    expect((await fetch(photoUrl)).status).toBe(404);
    const secondUrl = replaced.body.profile_photo.file as string;
    expect((await fetch(secondUrl)).status).toBe(200);

    const project = await create('/projects/', { name: 'With agent photo' });
    const applied = (
      await api(stack, owner, 'POST', `${BASE}/projects/${project.id}/apply-agent/`, { agent: agent.id })
    ).body;
    const copyId = applied.outro_template_overrides.agent.profile_photo as string;
    const copy = await api(stack, owner, 'GET', `${BASE}/projects/${project.id}/assets/images/${copyId}/`);
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ width: 500, height: 700 });

    expect((await api(stack, owner, 'DELETE', `${BASE}/agents/${agent.id}/profile-photo/`)).status).toBe(204);
    expect((await api(stack, owner, 'GET', `${BASE}/agents/${agent.id}/`)).body.profile_photo).toBeNull();
    expect((await fetch(secondUrl)).status).toBe(404);
    const still = await api(stack, owner, 'GET', `${BASE}/projects/${project.id}/assets/images/${copyId}/`);
    expect((await fetch(still.body.file)).status).toBe(200);
  });

  it('copies a brand kit logo into the project as its logo_asset; deleting the kit keeps it', async () => {
    const kit = await create('/brand-kits/', { name: 'Logo kit', primary_color: '#102030' });
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await makeImage(400, 200, 'png'))], { type: 'image/png' }),
      'logo.png',
    );
    const withLogo = await api(stack, owner, 'PUT', `${BASE}/brand-kits/${kit.id}/logo/`, form);
    expect(withLogo.status, JSON.stringify(withLogo.body)).toBe(200);
    expect(withLogo.body.logo).toMatchObject({ name: 'logo.png', width: 400, height: 200 });
    const project = await create('/projects/', { name: 'Branded' });
    const applied = (
      await api(stack, owner, 'POST', `${BASE}/projects/${project.id}/apply-brand-kit/`, {
        brand_kit: kit.id,
      })
    ).body;
    expect(applied.logo_asset).toMatchObject({ width: 400, height: 200 });
    expect(applied.logo_asset.id).not.toBe(withLogo.body.logo.id);
    const kitLogoUrl = withLogo.body.logo.file as string;
    // Removing the kit's logo removes its files and leaves the project's copy.
    expect((await api(stack, owner, 'DELETE', `${BASE}/brand-kits/${kit.id}/logo/`)).status).toBe(204);
    expect((await api(stack, owner, 'GET', `${BASE}/brand-kits/${kit.id}/`)).body.logo).toBeNull();
    expect((await fetch(kitLogoUrl)).status).toBe(404);
    expect(
      (await fetch((await api(stack, owner, 'GET', `${BASE}/projects/${project.id}/`)).body.logo_asset.file))
        .status,
    ).toBe(200);
    expect((await api(stack, owner, 'DELETE', `${BASE}/brand-kits/${kit.id}/`)).status).toBe(204);
    expect((await fetch(kitLogoUrl)).status).toBe(404);
    const after = (await api(stack, owner, 'GET', `${BASE}/projects/${project.id}/`)).body;
    expect(after.logo_asset.id).toBe(applied.logo_asset.id);
    expect((await fetch(after.logo_asset.file)).status).toBe(200);
  });

  it('serves the voice catalogue with real samples', async () => {
    const page = await api(stack, owner, 'GET', `${BASE}/voices/?limit=100`);
    expect(page.status).toBe(200);
    expect(page.body.count).toBeGreaterThanOrEqual(10);
    const languages = new Set(page.body.results.map((v: JsonBody) => v.language_code));
    expect(languages.size).toBeGreaterThanOrEqual(5);
    const voice = page.body.results.find((v: JsonBody) => v.language === 'German');
    const read = await api(stack, owner, 'GET', `${BASE}/voices/${voice.id}/`);
    expect(read.body.name).toBe(voice.name);
    const sample = await fetch(read.body.audio_preview_url);
    expect(sample.status).toBe(200);
    expect(Buffer.from(await sample.arrayBuffer()).length).toBeGreaterThan(10_000);
  });
});

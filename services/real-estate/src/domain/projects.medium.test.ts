// Projects, agents, brand kits and voices through the gRPC API against real PostgreSQL and S3.
// One file over 300 lines on purpose: its cases share one real estate service and database, started once for the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentRealEstateProject } from '@platform/job-events';
import type { ListProjectsRequest } from '@platform/protos/generated/real_estate/v1/ListProjectsRequest.ts';
import { grpcFailure } from '@platform/testkit';
import { startRealEstateFixture, type RealEstateFixture } from '../testing/real-estate.fixture.ts';
import { TEXT_LIMITS } from './project-settings.ts';
import { VOICES } from './voices.catalogue.ts';

let fx: RealEstateFixture;
beforeAll(async () => {
  fx = await startRealEstateFixture();
});
afterAll(async () => {
  await fx?.close();
});

/** The list's page with its projects read back (they travel presented, as the JSON the API serves). */
async function listProjects(request: ListProjectsRequest) {
  const page = await fx.client.ListProjects(request);
  return {
    count: page.count,
    results: JSON.parse(page.results_json.toString()) as ReturnType<typeof presentRealEstateProject>[],
  };
}

const count = async (table: string, accountId: string) =>
  Number(
    (
      await fx.sql<{ n: string }>(`select count(*) as n from real_estate.${table} where account_id = ?`, [
        accountId,
      ])
    )[0]?.n,
  );

describe('projects', () => {
  it('creates a project with the defaults of the decisions file and computed figures', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({
      account_id: account,
      fields: { name: ' Beach house ', street_address: '1 Ocean Rd', num_bedrooms: 3 },
    });
    expect(project).toMatchObject({
      name: 'Beach house',
      street_address: '1 Ocean Rd',
      num_bedrooms: 3,
      video_style: 'modern',
      video_format: '16:9',
      requested_output_width: 1920,
      requested_output_height: 1080,
      requested_video_aspect_ratio: '16:9',
      model_code_name: 'hexal_standard_i2v',
      land_size_unit: 'sqm',
      real_estate_type: 'house',
      shot_count: 0,
      duration_s: 0,
      requested_duration_s: 0,
      ready_for_render: false,
    });
    expect(project.num_bathrooms).toBeUndefined();
    expect(await fx.client.GetProject({ account_id: account, id: project.id })).toEqual(project);
  });

  it('answers field errors for every bad value and writes nothing', async () => {
    const account = fx.account();
    const err = await grpcFailure(
      fx.client.CreateProject({
        account_id: account,
        fields: {
          name: '   ',
          video_style: 'gothic',
          video_format: '16:9',
          requested_output_width: 1001,
          requested_output_height: 600,
          num_bedrooms: -1,
          land_size_unit: 'furlong',
          model_code_name: 'zephyr_t2i',
          speaker_voice: '00000000-0000-7000-8000-000000000000',
          background_music_volume: 2,
          intro_template_overrides_json: '[1]',
        },
      }),
    );
    expect(err.kind).toBe('validation');
    expect(Object.keys(err.fieldErrors ?? {}).sort()).toEqual(
      [
        'background_music_volume',
        'intro_template_overrides',
        'land_size_unit',
        'model_code_name',
        'name',
        'num_bedrooms',
        'requested_output_width',
        'speaker_voice',
        'video_style',
      ].sort(),
    );
    expect(
      (await grpcFailure(fx.client.CreateProject({ account_id: account, fields: {} }))).fieldErrors,
    ).toEqual({ name: ['This field is required.'] });
    expect(await count('projects', account)).toBe(0);
  });

  it('counts text limits in characters: emoji at every limit are stored whole, one more is refused', async () => {
    const account = fx.account();
    const limits: Record<string, number> = { name: 200, ...TEXT_LIMITS };
    const fields = (extra: number) =>
      Object.fromEntries(Object.entries(limits).map(([field, max]) => [field, '😀'.repeat(max + extra)]));
    const project = await fx.client.CreateProject({ account_id: account, fields: fields(0) });
    for (const [field, max] of Object.entries(limits))
      expect([...(project as unknown as Record<string, string>)[field]!].length, field).toBe(max);
    const over = await grpcFailure(fx.client.CreateProject({ account_id: account, fields: fields(1) }));
    expect(over.fieldErrors).toEqual(
      Object.fromEntries(
        Object.entries(limits).map(([field, max]) => [
          field,
          [`Ensure this field has no more than ${max} characters.`],
        ]),
      ),
    );
    const patch = await grpcFailure(
      fx.client.UpdateProject({ account_id: account, id: project.id, fields: fields(1) }),
    );
    expect(Object.keys(patch.fieldErrors ?? {}).sort()).toEqual(Object.keys(limits).sort());
    expect(await count('projects', account)).toBe(1);
  });

  it('keeps the output size in step with the format', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({
      account_id: account,
      fields: { name: 'Tall', video_format: '9:16' },
    });
    expect([
      project.requested_output_width,
      project.requested_output_height,
      project.requested_video_aspect_ratio,
    ]).toEqual([1080, 1920, '9:16']);
    const resized = await fx.client.UpdateProject({
      account_id: account,
      id: project.id,
      fields: { requested_output_width: 720, requested_output_height: 1280 },
    });
    expect([resized.requested_output_width, resized.requested_output_height]).toEqual([720, 1280]);
    const wrong = await grpcFailure(
      fx.client.UpdateProject({
        account_id: account,
        id: project.id,
        fields: { requested_output_width: 1280, requested_output_height: 720 },
      }),
    );
    expect(wrong.fieldErrors?.requested_output_width?.[0]).toContain('9:16');
    const square = await fx.client.UpdateProject({
      account_id: account,
      id: project.id,
      fields: { video_format: '1:1' },
    });
    expect([
      square.requested_output_width,
      square.requested_output_height,
      square.requested_video_aspect_ratio,
    ]).toEqual([1080, 1080, '1:1']);
  });

  it('updates only the given fields, clears nullable ones, and bumps updated_at', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({
      account_id: account,
      fields: { name: 'Flat', num_floors: 2, suburb: 'Carlton', speaker_voice: VOICES[0]!.id },
    });
    expect(project.speaker_voice?.name).toBe(VOICES[0]!.name);
    fx.clock.advance(1_000);
    const updated = await fx.client.UpdateProject({
      account_id: account,
      id: project.id,
      fields: {
        price_display: '$1.2M',
        clear_num_floors: true,
        clear_speaker_voice: true,
        outro_template_overrides_json: '{"tagline":"Call now"}',
      },
    });
    expect(updated).toMatchObject({
      name: 'Flat',
      suburb: 'Carlton',
      price_display: '$1.2M',
      outro_template_overrides_json: '{"tagline":"Call now"}',
    });
    expect(updated.num_floors).toBeUndefined();
    expect(updated.speaker_voice).toBeNull();
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(project.updated_at));
  });

  it('hides another account’s project on every call', async () => {
    const owner = fx.account();
    const other = fx.account();
    const project = await fx.client.CreateProject({ account_id: owner, fields: { name: 'Mine' } });
    for (const call of [
      () => fx.client.GetProject({ account_id: other, id: project.id }),
      () => fx.client.UpdateProject({ account_id: other, id: project.id, fields: { name: 'Theirs' } }),
      () => fx.client.DeleteProject({ account_id: other, id: project.id }),
      () => fx.client.GetProject({ account_id: owner, id: 'not-a-uuid' }),
    ]) {
      expect((await grpcFailure(call())).kind).toBe('not_found');
    }
    expect((await listProjects({ account_id: other })).count).toBe('0');
    expect((await fx.client.GetProject({ account_id: owner, id: project.id })).name).toBe('Mine');
  });

  it('lists with the created/updated ranges, the ordering and paging', async () => {
    const account = fx.account();
    const names = ['Charlie', 'Alpha', 'Bravo'];
    const made = [];
    for (const name of names) {
      made.push(await fx.client.CreateProject({ account_id: account, fields: { name } }));
      fx.clock.advance(60_000);
    }
    // Touching the first makes it the most recently updated.
    await fx.client.UpdateProject({
      account_id: account,
      id: made[0]!.id,
      fields: { description: 'touched' },
    });
    const list = (extra: Record<string, unknown> = {}) =>
      listProjects({ account_id: account, page: { limit: 10, offset: 0 }, ...extra });
    expect((await list()).results.map((p) => p.name)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    expect((await list({ ordering: 'name' })).results.map((p) => p.name)).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    expect((await list({ ordering: '-created_at' })).results.map((p) => p.name)).toEqual([
      'Bravo',
      'Alpha',
      'Charlie',
    ]);
    expect((await list({ ordering: 'shoe_size' })).results.map((p) => p.name)).toEqual([
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
    const second = made[1]!;
    const after = await list({ created_at_after: second.created_at });
    expect(after.results.map((p) => p.name).sort()).toEqual(['Alpha', 'Bravo']);
    const before = await list({ created_at_before: second.created_at, ordering: 'created_at' });
    expect(before.results.map((p) => p.name)).toEqual(['Charlie', 'Alpha']);
    const day = second.created_at.slice(0, 10);
    expect(
      Number((await list({ updated_at_after: day, updated_at_before: day })).count),
    ).toBeGreaterThanOrEqual(1);
    const paged = await listProjects({
      account_id: account,
      page: { limit: 1, offset: 1 },
      ordering: 'name',
    });
    expect([paged.count, paged.results.map((p) => p.name)]).toEqual(['3', ['Bravo']]);
    // Past the last page: no results, the total still counted (page and count are one statement).
    const beyond = await listProjects({ account_id: account, page: { limit: 2, offset: 5 } });
    expect([beyond.count, beyond.results]).toEqual(['3', []]);
    expect((await listProjects({ account_id: fx.account(), page: { limit: 2, offset: 0 } })).count).toBe('0');
    expect((await grpcFailure(list({ created_at_after: '2026-13-45' }))).fieldErrors).toEqual({
      created_at_after: ['Enter a valid date or date-time (ISO 8601).'],
    });
  });

  it("plans the list's prepared statement once per connection, generically, on analysed tables too", async () => {
    const account = fx.account();
    await fx.client.CreateProject({ account_id: account, fields: { name: 'Analysed' } });
    await fx.sql('analyze real_estate.projects');
    expect(await fx.sql('select current_setting($$plan_cache_mode$$) as mode')).toEqual([
      { mode: 'force_generic_plan' },
    ]);
    for (let i = 0; i < 8; i += 1)
      expect(
        (await listProjects({ account_id: account, page: { limit: 20, offset: 0 } })).results.map(
          (p) => p.name,
        ),
      ).toEqual(['Analysed']);
  });

  it("keeps the list's total exact through concurrent creates and deletes (a kept count, not a scan)", async () => {
    const account = fx.account();
    const made = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fx.client.CreateProject({ account_id: account, fields: { name: `Count ${i}` } }),
      ),
    );
    const rejected = await grpcFailure(
      fx.client.CreateProject({ account_id: account, fields: { name: ' ' } }),
    );
    expect(rejected.fieldErrors).toHaveProperty('name');
    await Promise.all(
      made.slice(0, 5).map((project) => fx.client.DeleteProject({ account_id: account, id: project.id })),
    );
    const total = async () =>
      (await listProjects({ account_id: account, page: { limit: 1, offset: 0 } })).count;
    expect([await total(), await count('projects', account)]).toEqual(['7', 7]);
    const kept = await fx.sql<{ projects: string }>(
      'select projects from real_estate.account_project_counts where account_id = ?',
      [account],
    );
    expect(kept).toEqual([{ projects: '7' }]);
    // A date range still counts by scan, and agrees.
    const everything = await listProjects({
      account_id: account,
      created_at_after: new Date(0).toISOString(),
      page: { limit: 1, offset: 0 },
    });
    expect(everything.count).toBe('7');
  });

  it("shows in the list the same logos as each project's read (fetched for the whole page at once)", async () => {
    const account = fx.account();
    const made = [];
    for (const name of ['With logo', 'Plain', 'Other logo']) {
      const project = await fx.client.CreateProject({ account_id: account, fields: { name } });
      const { shots } = await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
      if (name !== 'Plain')
        await fx.client.UpdateProject({
          account_id: account,
          id: project.id,
          fields: { logo_asset: shots[name === 'With logo' ? 0 : 1]!.image!.id },
        });
      made.push(project.id);
    }
    const unsigned = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value, (_key, item: unknown) =>
          typeof item === 'string' && item.startsWith('http') ? item.split('?')[0] : item,
        ),
      );
    const listed = await listProjects({ account_id: account, page: { limit: 10, offset: 0 } });
    expect(listed.results.map((p) => p.id).sort()).toEqual([...made].sort());
    for (const entry of listed.results) {
      const read = await fx.client.GetProject({ account_id: account, id: entry.id });
      expect(unsigned(entry)).toEqual(unsigned(presentRealEstateProject(read)));
    }
    expect(listed.results.filter((p) => p.logo_asset).length).toBe(2);
  });

  it('deletes a project', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({ account_id: account, fields: { name: 'Gone' } });
    await fx.client.DeleteProject({ account_id: account, id: project.id });
    expect((await grpcFailure(fx.client.GetProject({ account_id: account, id: project.id }))).kind).toBe(
      'not_found',
    );
  });
});

describe('agents', () => {
  it('creates, reads, replaces, patches and deletes an agent with the contract limits', async () => {
    const account = fx.account();
    const agent = await fx.client.CreateAgent({
      account_id: account,
      first_name: 'Jane',
      last_name: ' Citizen ',
      contact_email: 'jane@agency.example',
    });
    expect(agent).toMatchObject({ full_name: 'Jane Citizen', last_name: 'Citizen', contact_number: '' });
    const tooLong = await grpcFailure(
      fx.client.CreateAgent({
        account_id: account,
        first_name: 'x'.repeat(21),
        last_name: 'y'.repeat(27),
        contact_number: '1'.repeat(31),
        contact_email: `${'a'.repeat(35)}@b.com`,
      }),
    );
    expect(Object.keys(tooLong.fieldErrors ?? {}).sort()).toEqual([
      'contact_email',
      'contact_number',
      'first_name',
      'last_name',
    ]);
    const limits = await fx.client.CreateAgent({
      account_id: account,
      first_name: 'x'.repeat(20),
      last_name: 'y'.repeat(26),
      contact_number: '1'.repeat(30),
      contact_email: `${'a'.repeat(34)}@b.com`,
    });
    expect(limits.contact_email).toHaveLength(40);
    // Characters, not UTF-16 units: 20 emoji are a first name of 20 characters; 21 are one too many.
    const emoji = await fx.client.CreateAgent({
      account_id: account,
      first_name: '😀'.repeat(20),
      last_name: '🏠'.repeat(26),
    });
    expect(emoji).toMatchObject({ first_name: '😀'.repeat(20), last_name: '🏠'.repeat(26) });
    const emojiOver = await grpcFailure(
      fx.client.CreateAgent({ account_id: account, first_name: '😀'.repeat(21), last_name: '🏠'.repeat(27) }),
    );
    expect(emojiOver.fieldErrors).toEqual({
      first_name: ['Ensure this field has no more than 20 characters.'],
      last_name: ['Ensure this field has no more than 26 characters.'],
    });
    expect(
      (await grpcFailure(fx.client.CreateAgent({ account_id: account, contact_email: 'not an email' })))
        .fieldErrors,
    ).toEqual({ contact_email: ['Enter a valid email address.'] });
    expect(await count('agents', account)).toBe(3);

    const replaced = await fx.client.UpdateAgent({
      account_id: account,
      id: agent.id,
      replace: true,
      first_name: 'Janet',
      contact_number: '+61 400 000 000',
    });
    expect(replaced).toMatchObject({
      first_name: 'Janet',
      last_name: '',
      contact_email: '',
      full_name: 'Janet',
      contact_number: '+61 400 000 000',
    });
    const patched = await fx.client.UpdateAgent({ account_id: account, id: agent.id, last_name: 'Doe' });
    expect(patched).toMatchObject({ full_name: 'Janet Doe', contact_number: '+61 400 000 000' });
    expect(await fx.client.GetAgent({ account_id: account, id: agent.id })).toEqual(patched);
    expect((await grpcFailure(fx.client.GetAgent({ account_id: fx.account(), id: agent.id }))).kind).toBe(
      'not_found',
    );
    await fx.client.DeleteAgent({ account_id: account, id: agent.id });
    expect((await fx.client.ListAgents({ account_id: account })).results.map((a) => a.id).sort()).toEqual(
      [limits.id, emoji.id].sort(),
    );
  });
});

describe('brand kits and snapshots', () => {
  it('copies an agent and a kit into a project; later edits and deletes change no project', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({
      account_id: account,
      fields: { name: 'Listing', outro_template_overrides_json: '{"tagline":"Inspect Saturday"}' },
    });
    const agent = await fx.client.CreateAgent({
      account_id: account,
      first_name: 'Sam',
      last_name: 'Lee',
      contact_email: 'sam@agency.example',
    });
    const kit = await fx.client.CreateBrandKit({
      account_id: account,
      name: 'Agency',
      primary_color: '#112233',
      secondary_color: '#aabbcc',
      font: 'Roboto',
      intro_template_key: 'intro-classic',
      outro_template_key: 'outro-agent-card',
      speaker_voice: VOICES[2]!.id,
      background_music_volume: 0.5,
    });
    expect(kit).toMatchObject({ secondary_color: '#AABBCC', font: 'Roboto' });
    expect(kit.speaker_voice?.id).toBe(VOICES[2]!.id);

    await fx.client.ApplyAgent({ account_id: account, project_id: project.id, source_id: agent.id });
    const applied = await fx.client.ApplyBrandKit({
      account_id: account,
      project_id: project.id,
      source_id: kit.id,
    });
    const outro = JSON.parse(applied.outro_template_overrides_json) as Record<
      string,
      Record<string, unknown>
    >;
    expect(outro.tagline).toBe('Inspect Saturday');
    expect(outro.agent).toMatchObject({ full_name: 'Sam Lee', contact_email: 'sam@agency.example' });
    expect(outro.brand).toMatchObject({ primary_color: '#112233', font: 'Roboto' });
    expect(applied).toMatchObject({
      intro_template_key: 'intro-classic',
      outro_template_key: 'outro-agent-card',
      background_music_volume: 0.5,
    });
    expect(applied.speaker_voice?.id).toBe(VOICES[2]!.id);

    await fx.client.UpdateAgent({ account_id: account, id: agent.id, replace: true, first_name: 'Other' });
    await fx.client.UpdateBrandKit({
      account_id: account,
      id: kit.id,
      font: 'Lato',
      intro_template_key: 'intro-centered',
    });
    const edited = await fx.client.GetProject({ account_id: account, id: project.id });
    await fx.client.DeleteAgent({ account_id: account, id: agent.id });
    await fx.client.DeleteBrandKit({ account_id: account, id: kit.id });
    const afterDelete = await fx.client.GetProject({ account_id: account, id: project.id });
    for (const read of [edited, afterDelete]) {
      expect(read.outro_template_overrides_json).toBe(applied.outro_template_overrides_json);
      expect(read.intro_template_key).toBe('intro-classic');
    }
    expect((await grpcFailure(fx.client.GetBrandKit({ account_id: account, id: kit.id }))).kind).toBe(
      'not_found',
    );
  });

  it('refuses a bad kit, another account’s agent or kit, and writes nothing', async () => {
    const account = fx.account();
    const bad = await grpcFailure(
      fx.client.CreateBrandKit({
        account_id: account,
        name: '',
        primary_color: 'red',
        font: 'Comic Sans',
        background_music_volume: -1,
      }),
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual([
      'background_music_volume',
      'font',
      'name',
      'primary_color',
    ]);
    expect(await count('brand_kits', account)).toBe(0);
    const project = await fx.client.CreateProject({ account_id: account, fields: { name: 'P' } });
    const stranger = fx.account();
    const theirAgent = await fx.client.CreateAgent({ account_id: stranger, first_name: 'Eve' });
    const theirKit = await fx.client.CreateBrandKit({ account_id: stranger, name: 'Theirs' });
    expect(
      (
        await grpcFailure(
          fx.client.ApplyAgent({ account_id: account, project_id: project.id, source_id: theirAgent.id }),
        )
      ).fieldErrors,
    ).toHaveProperty('agent');
    expect(
      (
        await grpcFailure(
          fx.client.ApplyBrandKit({ account_id: account, project_id: project.id, source_id: theirKit.id }),
        )
      ).fieldErrors,
    ).toHaveProperty('brand_kit');
    expect(
      (
        await grpcFailure(
          fx.client.ApplyAgent({ account_id: stranger, project_id: project.id, source_id: theirAgent.id }),
        )
      ).kind,
    ).toBe('not_found');
    expect(
      (await fx.client.GetProject({ account_id: account, id: project.id })).outro_template_overrides_json,
    ).toBe('{}');
  });
});

describe('voices', () => {
  it('lists the catalogue with playable preview samples', async () => {
    const page = await fx.client.ListVoices({ account_id: fx.account(), page: { limit: 100, offset: 0 } });
    expect(Number(page.count)).toBe(VOICES.length);
    const languages = new Set(page.results.map((voice) => voice.language));
    expect(languages.size).toBeGreaterThanOrEqual(4);
    const voice = page.results[0]!;
    const sample = await fetch(voice.audio_preview_url);
    expect(sample.status).toBe(200);
    const bytes = Buffer.from(await sample.arrayBuffer());
    // An MP3 stream: an ID3 tag or an MPEG frame sync at the start.
    expect(
      bytes.subarray(0, 3).toString('latin1') === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0),
    ).toBe(true);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect((await fx.client.GetVoice({ account_id: '1', id: voice.id })).name).toBe(voice.name);
    expect(
      (await grpcFailure(fx.client.GetVoice({ account_id: '1', id: '00000000-0000-7000-8000-000000000000' })))
        .kind,
    ).toBe('not_found');
  });
});

describe('the prepared list statement', () => {
  it('keeps answering after a migration adds a column to projects (no `*` fixed in a prepared plan)', async () => {
    const account = fx.account();
    await fx.client.CreateProject({ account_id: account, fields: { name: 'Before the migration' } });
    const list = () => listProjects({ account_id: account, page: { limit: 20, offset: 0 } });
    // Prepared on the pool's connections (sequential calls reuse the same idle connection).
    for (let i = 0; i < 3; i += 1) expect(Number((await list()).count)).toBe(1);
    await fx.sql('alter table real_estate.projects add column later_column text');
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await list()).results.map((project) => project.name)).toEqual(['Before the migration']);
    } finally {
      await fx.sql('alter table real_estate.projects drop column later_column');
    }
  });
});

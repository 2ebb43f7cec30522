// One file over 300 lines: one suite sharing one running service, database and storage.
// The listing video's words and catalogues against real PostgreSQL and S3: the script writer on
// a demo project, the music library (real tracks behind pre-signed URLs) as a project's or brand
// kit's music, the template catalogue with its rendered previews and the template keys checked
// against it, and apply-brand-kit copying the kit's music as a snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_TEMPLATES, musicTracks, roomsNamed } from '@platform/listing';
import { loadSharp } from '@platform/media';
import { builtinScriptWriter } from '../adapters/script-writer.adapter.ts';
import { createRealEstateStore } from '../persistence/real-estate.store.ts';
import { grpcFailure } from '@platform/testkit';
import { startRealEstateFixture, type RealEstateFixture } from '../testing/real-estate.fixture.ts';
import { ScriptService, listingAddress } from './script.service.ts';

let fx: RealEstateFixture;
beforeAll(async () => {
  fx = await startRealEstateFixture();
});
afterAll(async () => {
  await fx?.close();
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const PAGE = { limit: 100, offset: 0 };
const NO_SUCH_ID = '019a0000-0000-7000-8001-0000000000ff';

async function fetchBytes(url: string): Promise<Buffer> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

describe('script', () => {
  const facts = {
    name: 'Ocean Drive',
    street_address: '12 Ocean Dr',
    suburb: 'Bondi',
    state: 'NSW',
    real_estate_type: 'house',
    num_bedrooms: 4,
    num_bathrooms: 2,
    num_car_parking_spots: 2,
    land_size_value: 612.5,
    land_size_unit: 'sqm',
    price_display: '$2,450,000',
    additional_information: 'Walk to the beach and cafes.',
  };

  it('writes ai_generated_text one line per segment: the intro, each shot in order saying what it shows, the outro', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({ account_id: account, fields: facts });
    const { shots } = await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
    const written = await fx.client.WriteScript({ account_id: account, id: project.id });
    const text = written.ai_generated_text;
    // Six demo shots without videos count 4 s each: 2.8 s (7 words) for each shot's line.
    expect(written.duration_s).toBe(24);
    const lines = text.split('\n');
    expect(lines).toHaveLength(shots.length + 2);
    // The welcome alone, said within the 4 s hook (the key facts are on the title).
    expect(lines[0]).toBe('Welcome to 12 Ocean Dr, Bondi.');
    expect(lines.at(-1)).toBe(
      'Walk to the beach and cafes. Offered at $2,450,000. Book your inspection today.',
    );
    // The demo photos' names say what they show (facade, living room, kitchen, ...), each on its own shot's line.
    const shotLines = lines.slice(1, -1);
    expect(shotLines.map(roomsNamed)).toEqual([
      [],
      ['living'],
      ['kitchen'],
      ['bedroom'],
      ['bathroom'],
      ['garden'],
    ]);
    expect(shotLines[0]).toContain('first impression from the street');
    for (const line of shotLines) expect(words(line), line).toBeLessThanOrEqual(7);
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).ai_generated_text).toBe(
      text,
    );
    // Deterministic.
    expect((await fx.client.WriteScript({ account_id: account, id: project.id })).ai_generated_text).toBe(
      text,
    );

    // Another order of the shots is another order of the lines.
    const ids = shots.map((shot) => shot.id);
    await fx.client.ReorderShots({
      account_id: account,
      project_id: project.id,
      shot_ids: [ids[1]!, ids[0]!, ...ids.slice(2)],
    });
    const reordered = (
      await fx.client.WriteScript({ account_id: account, id: project.id })
    ).ai_generated_text.split('\n');
    expect(roomsNamed(reordered[1]!)).toEqual(['living']);
    expect(reordered[2]).toContain('first impression from the street');
  });

  it('writes a line for each shot as shots are added and keeps the client’s own text until asked again', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({
      account_id: account,
      fields: { ...facts, real_estate_type: 'apartment' },
    });
    const short = (await fx.client.WriteScript({ account_id: account, id: project.id })).ai_generated_text;
    // No shots: the intro and the outro cards.
    expect(short).toBe(
      'Welcome to 12 Ocean Dr, Bondi.\n' +
        'Walk to the beach and cafes. Offered at $2,450,000. Book your inspection today.',
    );
    await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
    const long = (await fx.client.WriteScript({ account_id: account, id: project.id })).ai_generated_text;
    expect(long.split('\n')[0]).toBe('Welcome to 12 Ocean Dr, Bondi.');
    expect(long.split('\n')).toHaveLength(8);
    expect(words(long)).toBeGreaterThan(words(short));
    const own = await fx.client.UpdateProject({
      account_id: account,
      id: project.id,
      fields: { ai_generated_text: 'My own words.' },
    });
    expect(own.ai_generated_text).toBe('My own words.');
  });

  it("reads what each shot shows from the client's words, its stored description (the ShotDescriptions port) and its image's name", async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({ account_id: account, fields: facts });
    const { shots } = await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
    // The client's words about the kitchen photo: an animation prompt that names a room.
    await fx.client.UpdateShot({
      account_id: account,
      project_id: project.id,
      shot_id: shots[2]!.id,
      fields: { animation_prompt: 'Slow pan along the dining table' },
    });
    // A prompt that only moves the camera says nothing of what the shot shows.
    await fx.client.UpdateShot({
      account_id: account,
      project_id: project.id,
      shot_id: shots[3]!.id,
      fields: { animation_prompt: 'Slow dolly in, cinematic' },
    });
    const seen: string[][] = [];
    const script = new ScriptService({
      store: createRealEstateStore(fx.handle.orm),
      clock: fx.clock,
      writer: builtinScriptWriter,
      descriptions: {
        // The first shot (the facade photo) described as a pool, the second as the built-in
        // describer would (no room), the rest without a description.
        of: async (_repos, ordered) => {
          seen.push(ordered.map((shot) => shot.id));
          return ordered.map((_shot, index) =>
            index === 0
              ? 'A sparkling pool under a clear sky.'
              : index === 1
                ? 'A bright landscape image dominated by white, likely indoors.'
                : null,
          );
        },
      },
    });
    const text = (await script.write(account, project.id)).settings.ai_generated_text;
    expect(seen).toEqual([shots.map((shot) => shot.id)]);
    const lines = text.split('\n');
    // The description's room comes before the image's name; the image's name still counts when the description names no room.
    expect(roomsNamed(lines[1]!)).toEqual(['pool']);
    expect(text).not.toContain('first impression from the street');
    expect(roomsNamed(lines[2]!)).toEqual(['living']);
    expect(roomsNamed(lines[3]!)).toEqual(['dining']);
    expect(roomsNamed(lines[4]!)).toEqual(['bedroom']);
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).ai_generated_text).toBe(
      text,
    );
  });

  it('speaks the address as street, then suburb or city and state', () => {
    expect(
      listingAddress({ street_address: ' 12 Ocean Dr ', suburb: 'Bondi', city_name: 'Sydney', state: 'NSW' }),
    ).toBe('12 Ocean Dr, Bondi NSW');
    expect(listingAddress({ street_address: '5 Elm St', suburb: '', city_name: 'Austin', state: 'TX' })).toBe(
      '5 Elm St, Austin TX',
    );
    expect(listingAddress({ street_address: '', suburb: '', city_name: '', state: '' })).toBe('');
  });

  it("is a 404 for another account's project or a bad id, and writes nothing", async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({ account_id: account, fields: facts });
    expect(
      (await grpcFailure(fx.client.WriteScript({ account_id: fx.account(), id: project.id }))).kind,
    ).toBe('not_found');
    expect((await grpcFailure(fx.client.WriteScript({ account_id: account, id: 'not-a-uuid' }))).kind).toBe(
      'not_found',
    );
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).ai_generated_text).toBe('');
  });
});

describe('music library', () => {
  it('lists every track in the AudioAsset shape plus its mood, with the real file behind a pre-signed URL', async () => {
    const page = await fx.client.ListMusic({ account_id: fx.account(), page: PAGE });
    expect(Number(page.count)).toBe(musicTracks().length);
    expect(page.results.length).toBeGreaterThanOrEqual(4);
    expect(new Set(page.results.map((track) => track.mood)).size).toBe(page.results.length);
    for (const track of page.results) {
      const catalogued = musicTracks().find((entry) => entry.asset_id === track.id)!;
      expect(track).toMatchObject({
        name: catalogued.title,
        duration_s: catalogued.duration_s,
        sample_rate: 44_100,
        channels: 2,
        mood: catalogued.mood,
      });
      const bytes = await fetchBytes(track.file);
      expect(bytes.length).toBe(Number(track.file_size));
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
    const second = await fx.client.ListMusic({ account_id: fx.account(), page: { limit: 2, offset: 2 } });
    expect(second.results.map((track) => track.id)).toEqual(
      page.results.slice(2, 4).map((track) => track.id),
    );
  });

  it("takes a library track as a project's background music and refuses an id that is neither a track nor an asset", async () => {
    const account = fx.account();
    const track = musicTracks()[1]!;
    const project = await fx.client.CreateProject({
      account_id: account,
      fields: {
        name: 'With music',
        background_music: track.asset_id.toUpperCase(),
        background_music_volume: 0.2,
      },
    });
    expect(project.background_music).toMatchObject({
      id: track.asset_id,
      name: track.title,
      duration_s: track.duration_s,
      channels: 2,
    });
    expect((await fetchBytes(project.background_music!.file!)).subarray(4, 8).toString('latin1')).toBe(
      'ftyp',
    );
    const bad = await grpcFailure(
      fx.client.UpdateProject({
        account_id: account,
        id: project.id,
        fields: { background_music: NO_SUCH_ID },
      }),
    );
    expect(bad.fieldErrors).toHaveProperty('background_music');
    // A library id (the file's name) is not the API id.
    expect(
      (
        await grpcFailure(
          fx.client.UpdateProject({
            account_id: account,
            id: project.id,
            fields: { background_music: track.id },
          }),
        )
      ).fieldErrors,
    ).toHaveProperty('background_music');
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).background_music?.id).toBe(
      track.asset_id,
    );
    const cleared = await fx.client.UpdateProject({
      account_id: account,
      id: project.id,
      fields: { clear_background_music: true },
    });
    expect(cleared.background_music).toBeNull();
  });
});

describe('templates', () => {
  it('lists at least three intros and three outros with their override fields and a rendered preview', async () => {
    const page = await fx.client.ListTemplates({ account_id: fx.account(), page: PAGE, kind: '' });
    expect(Number(page.count)).toBe(CARD_TEMPLATES.length);
    const kinds = page.results.map((template) => template.kind);
    expect(kinds.filter((kind) => kind === 'intro').length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((kind) => kind === 'outro').length).toBeGreaterThanOrEqual(3);
    const sharp = await loadSharp();
    for (const template of page.results) {
      expect(template.override_fields.length).toBeGreaterThan(0);
      const preview = await sharp(await fetchBytes(template.preview_image)).metadata();
      expect([preview.format, preview.width, preview.height]).toEqual(['jpeg', 960, 540]);
    }
    const outros = await fx.client.ListTemplates({ account_id: fx.account(), page: PAGE, kind: 'outro' });
    expect(outros.results.every((template) => template.kind === 'outro')).toBe(true);
    expect(Number(outros.count)).toBe(kinds.filter((kind) => kind === 'outro').length);
  });

  it('checks project and brand-kit template keys against the catalogue and writes nothing on a bad one', async () => {
    const account = fx.account();
    const project = await fx.client.CreateProject({
      account_id: account,
      fields: { name: 'Templates', intro_template_key: 'intro-panel', outro_template_key: 'outro-band' },
    });
    expect(project).toMatchObject({ intro_template_key: 'intro-panel', outro_template_key: 'outro-band' });
    // An outro key as the intro, an unknown key: field errors, nothing changed.
    const bad = await grpcFailure(
      fx.client.UpdateProject({
        account_id: account,
        id: project.id,
        fields: { intro_template_key: 'outro-band', outro_template_key: 'fancy' },
      }),
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['intro_template_key', 'outro_template_key']);
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).intro_template_key).toBe(
      'intro-panel',
    );
    // Empty is the default template.
    expect(
      (
        await fx.client.UpdateProject({
          account_id: account,
          id: project.id,
          fields: { intro_template_key: '' },
        })
      ).intro_template_key,
    ).toBe('');
    const badKit = await grpcFailure(
      fx.client.CreateBrandKit({ account_id: account, name: 'Kit', intro_template_key: 'intro-nope' }),
    );
    expect(Object.keys(badKit.fieldErrors ?? {})).toEqual(['intro_template_key']);
    expect(Number((await fx.client.ListBrandKits({ account_id: account, page: PAGE })).count)).toBe(0);
  });
});

describe('brand-kit music', () => {
  it('takes a library track, copies it and its volume into a project, and later edits or a delete change no project', async () => {
    const account = fx.account();
    const [first, second] = musicTracks();
    const bad = await grpcFailure(
      fx.client.CreateBrandKit({ account_id: account, name: 'Kit', background_music: NO_SUCH_ID }),
    );
    expect(Object.keys(bad.fieldErrors ?? {})).toEqual(['background_music']);
    const kit = await fx.client.CreateBrandKit({
      account_id: account,
      name: 'Kit',
      background_music: first!.asset_id,
      background_music_volume: 0.45,
    });
    expect(kit).toMatchObject({ background_music: first!.asset_id, background_music_volume: 0.45 });

    const project = await fx.client.CreateProject({ account_id: account, fields: { name: 'Branded' } });
    const applied = await fx.client.ApplyBrandKit({
      account_id: account,
      project_id: project.id,
      source_id: kit.id,
    });
    expect(applied.background_music).toMatchObject({ id: first!.asset_id, name: first!.title });
    expect(applied.background_music_volume).toBe(0.45);

    await fx.client.UpdateBrandKit({
      account_id: account,
      id: kit.id,
      background_music: second!.asset_id,
      background_music_volume: 0.1,
    });
    const edited = await fx.client.GetProject({ account_id: account, id: project.id });
    await fx.client.DeleteBrandKit({ account_id: account, id: kit.id });
    const afterDelete = await fx.client.GetProject({ account_id: account, id: project.id });
    for (const read of [edited, afterDelete]) {
      expect(read.background_music?.id).toBe(first!.asset_id);
      expect(read.background_music_volume).toBe(0.45);
    }

    // A kit without music leaves the project's music as it is.
    const silent = await fx.client.CreateBrandKit({
      account_id: account,
      name: 'Silent',
      background_music_volume: 0.3,
    });
    const again = await fx.client.ApplyBrandKit({
      account_id: account,
      project_id: project.id,
      source_id: silent.id,
    });
    expect(again.background_music?.id).toBe(first!.asset_id);
    expect(again.background_music_volume).toBe(0.3);
  });
});

// The listing video's words and catalogues through the gateway over HTTP: the script writer
// (`projects/{id}/script/`, one line per segment of the video), the music library (`music/`) as
// a project's or a brand kit's music beside a project's own audio, the templates (`templates/`) with their rendered previews and the
// template keys checked against them, and brand-kit music copied by apply-brand-kit as a snapshot;
// tenancy 404s and field-error 400s that write nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type JsonBody } from './support/studio-stack.ts';
import { imageFacts } from '@platform/testkit/media';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const BASE = '/api/v2/real-estate';
const AUDIO_FIELDS = [
  'id',
  'name',
  'created_at',
  'file',
  'duration_s',
  'file_size',
  'bitrate',
  'sample_rate',
  'channels',
];
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

async function ok(
  method: string,
  path: string,
  body?: unknown,
  status = 200,
  account = owner,
): Promise<JsonBody> {
  const answer = await api(stack, account, method, `${BASE}${path}`, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

async function download(url: string): Promise<Buffer> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

describe('the listing script, music and templates over HTTP', () => {
  it('writes the script from the property data and the demo shots, one line per segment of the video, each shot saying what it shows', async () => {
    const project = await ok(
      'POST',
      '/projects/',
      {
        name: 'Ocean Drive',
        street_address: '12 Ocean Dr',
        suburb: 'Bondi',
        state: 'NSW',
        real_estate_type: 'townhouse',
        num_bedrooms: 3,
        num_bathrooms: 1,
        num_car_parking_spots: 1,
        land_size_value: 250,
        land_size_unit: 'sqm',
        price_display: 'Offers over $1.2m',
      },
      201,
    );
    await ok('POST', `/projects/${project.id}/use-demo-photos/`, undefined, 201);
    const written = await ok('POST', `/projects/${project.id}/script/`);
    const text = written.ai_generated_text as string;
    // The intro, the six demo shots in order (Facade, Living room, Kitchen, Bedroom, Bathroom, Garden), the outro card.
    const lines = text.split('\n');
    expect(lines).toHaveLength(8);
    // The welcome alone: the facts are on the title, not spoken.
    expect(lines[0]).toBe('Welcome to 12 Ocean Dr, Bondi.');
    expect(lines[1]).toContain('from the street');
    ['living', 'kitchen', 'bedroom', 'bathroom', 'garden'].forEach((room, index) =>
      expect(lines[index + 2]!.toLowerCase()).toContain(room),
    );
    expect(lines[7]).toBe('Offers over $1.2m. Book your inspection today.');
    // Each shot's line fits the time it is on screen (4 s: 7 words after its fades).
    for (const line of lines.slice(1, -1)) expect(line.split(/\s+/).length, line).toBeLessThanOrEqual(7);
    expect((await ok('GET', `/projects/${project.id}/`)).ai_generated_text).toBe(text);

    expect((await api(stack, stranger, 'POST', `${BASE}/projects/${project.id}/script/`)).status).toBe(404);
    expect((await api(stack, owner, 'POST', `${BASE}/projects/not-a-uuid/script/`)).status).toBe(404);
  });

  it('lists the music library with real tracks, takes a track or a project audio asset as music, and refuses anything else', async () => {
    const library = await ok('GET', '/music/');
    expect(library.count).toBeGreaterThanOrEqual(4);
    expect(new Set(library.results.map((track: JsonBody) => track.mood)).size).toBe(library.results.length);
    for (const track of library.results as JsonBody[]) {
      expect(Object.keys(track).sort()).toEqual([...AUDIO_FIELDS, 'mood'].sort());
      const bytes = await download(track.file);
      expect(bytes.length).toBe(track.file_size);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    }
    const paged = await ok('GET', '/music/?limit=1&offset=1');
    expect(paged.results.map((track: JsonBody) => track.id)).toEqual([library.results[1].id]);

    const track = library.results[2] as JsonBody;
    const project = await ok('POST', '/projects/', { name: 'Music', background_music: track.id }, 201);
    expect(project.background_music).toMatchObject({
      id: track.id,
      name: track.name,
      duration_s: track.duration_s,
    });
    const form = new FormData();
    const own = readFileSync(
      new URL(
        '../../services/real-estate/media/voices/019a0000-0000-7000-8000-000000000002.mp3',
        import.meta.url,
      ),
    );
    form.append('file', new Blob([new Uint8Array(own)], { type: 'audio/mpeg' }), 'theme.mp3');
    const audio = await ok('POST', `/projects/${project.id}/assets/audio/`, form, 201);
    expect(
      (await ok('PATCH', `/projects/${project.id}/`, { background_music: audio.id })).background_music.id,
    ).toBe(audio.id);

    // Neither a track nor an asset of this project (another project's audio included): 400, nothing written.
    const other = await ok('POST', '/projects/', { name: 'Other' }, 201);
    for (const id of ['019a0000-0000-7000-8001-0000000000ff', audio.id]) {
      const bad = await api(stack, owner, 'PATCH', `${BASE}/projects/${other.id}/`, {
        background_music: id,
        name: 'Renamed',
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['background_music']);
    }
    expect(await ok('GET', `/projects/${other.id}/`)).toMatchObject({
      name: 'Other',
      background_music: null,
    });
    expect(
      (await ok('PATCH', `/projects/${project.id}/`, { background_music: track.id })).background_music.id,
    ).toBe(track.id);
  });

  it('lists the templates with rendered previews and checks template keys against them', async () => {
    const all = await ok('GET', '/templates/');
    const intros = (all.results as JsonBody[]).filter((template) => template.kind === 'intro');
    const outros = (all.results as JsonBody[]).filter((template) => template.kind === 'outro');
    expect(intros.length).toBeGreaterThanOrEqual(3);
    expect(outros.length).toBeGreaterThanOrEqual(3);
    for (const template of all.results as JsonBody[]) {
      expect(Object.keys(template).sort()).toEqual([
        'key',
        'kind',
        'name',
        'override_fields',
        'preview_image',
      ]);
      expect(await imageFacts(await download(template.preview_image))).toEqual({
        width: 960,
        height: 540,
        format: 'jpeg',
      });
    }
    expect(
      (await ok('GET', '/templates/?kind=outro')).results.map((template: JsonBody) => template.key),
    ).toEqual(outros.map((template) => template.key));
    expect((await api(stack, owner, 'GET', `${BASE}/templates/?kind=middle`)).status).toBe(400);

    const project = await ok(
      'POST',
      '/projects/',
      { name: 'Cards', intro_template_key: intros[1].key, outro_template_key: outros[2].key },
      201,
    );
    expect(project).toMatchObject({ intro_template_key: intros[1].key, outro_template_key: outros[2].key });
    const bad = await api(stack, owner, 'PATCH', `${BASE}/projects/${project.id}/`, {
      intro_template_key: outros[0].key,
      outro_template_key: 'no-such-card',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['intro_template_key', 'outro_template_key']);
    expect((await ok('GET', `/projects/${project.id}/`)).intro_template_key).toBe(intros[1].key);
    const badKit = await api(stack, owner, 'POST', `${BASE}/brand-kits/`, {
      name: 'Bad',
      outro_template_key: intros[0].key,
    });
    expect(badKit.status).toBe(400);
    expect(Object.keys(badKit.body.errors)).toEqual(['outro_template_key']);
  });

  it("copies a brand kit's music and volume into a project as a snapshot", async () => {
    const tracks = (await ok('GET', '/music/')).results as JsonBody[];
    const badKit = await api(stack, owner, 'POST', `${BASE}/brand-kits/`, {
      name: 'No such music',
      background_music: '019a0000-0000-7000-8001-0000000000ff',
    });
    expect(badKit.status).toBe(400);
    expect(Object.keys(badKit.body.errors)).toEqual(['background_music']);
    const kit = await ok(
      'POST',
      '/brand-kits/',
      {
        name: 'Harbour',
        background_music: tracks[0]!.id,
        background_music_volume: 0.25,
        intro_template_key: 'intro-centered',
      },
      201,
    );
    expect(kit).toMatchObject({ background_music: tracks[0]!.id, background_music_volume: 0.25 });
    const project = await ok('POST', '/projects/', { name: 'Kit music' }, 201);
    const applied = await ok('POST', `/projects/${project.id}/apply-brand-kit/`, { brand_kit: kit.id });
    expect(applied.background_music).toMatchObject({ id: tracks[0]!.id, name: tracks[0]!.name });
    expect(applied).toMatchObject({ background_music_volume: 0.25, intro_template_key: 'intro-centered' });

    await ok('PATCH', `/brand-kits/${kit.id}/`, {
      background_music: tracks[1]!.id,
      background_music_volume: 0.9,
    });
    expect(await ok('GET', `/projects/${project.id}/`)).toMatchObject({
      background_music: { id: tracks[0]!.id },
      background_music_volume: 0.25,
    });
    await ok('DELETE', `/brand-kits/${kit.id}/`, undefined, 204);
    expect(await ok('GET', `/projects/${project.id}/`)).toMatchObject({
      background_music: { id: tracks[0]!.id },
      background_music_volume: 0.25,
    });
    expect(
      (
        await api(stack, stranger, 'POST', `${BASE}/projects/${project.id}/apply-brand-kit/`, {
          brand_kit: kit.id,
        })
      ).status,
    ).toBe(404);
  });
});

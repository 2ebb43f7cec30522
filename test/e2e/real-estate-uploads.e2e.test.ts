// Pre-signed uploads of project assets through the gateway over HTTP, as a client does them: ask
// for the URL, PUT a real JPEG / MP4 / MP3 made here to it, finalize, read the measured asset and
// its file; the declared limits, a bad file and another account's upload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type JsonBody } from './support/studio-stack.ts';
import { download, makeAudio, makeImage, makeVideo } from '@platform/testkit/media';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const BASE = '/api/v2/real-estate';
let stack: RealEstateStack;
let owner: Account;
let stranger: Account;
let projectId: string;

beforeAll(async () => {
  stack = await startRealEstateStack();
  owner = await stack.account();
  stranger = await stack.account();
  const project = await api(stack, owner, 'POST', `${BASE}/projects/`, { name: 'Harbour view' });
  expect(project.status).toBe(201);
  projectId = project.body.id;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const assets = (plural: string) => `${BASE}/projects/${projectId}/assets/${plural}/`;

async function upload(plural: string, contentType: string, file: Buffer, name?: string): Promise<JsonBody> {
  const created = await api(stack, owner, 'POST', `${assets(plural)}uploads/`, {
    content_type: contentType,
    file_size: file.length,
    ...(name ? { name } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.asset.file).toBeNull();
  expect(created.body.upload).toMatchObject({
    method: 'PUT',
    headers: { 'Content-Type': contentType, 'Content-Length': String(file.length) },
  });
  const put = await fetch(created.body.upload.url, {
    method: 'PUT',
    headers: created.body.upload.headers,
    body: new Uint8Array(file),
  });
  expect(put.status).toBe(200);
  return created.body;
}

describe('pre-signed uploads of project assets over HTTP', () => {
  it('takes a JPEG, an MP4 and an MP3 through upload URL, PUT and finalize, measured by the server', async () => {
    const [jpeg, mp4, mp3] = await Promise.all([
      makeImage(800, 600, 'jpeg'),
      makeVideo(320, 240, 2),
      makeAudio(2),
    ]);

    const photo = await upload('images', 'image/jpeg', jpeg, 'Kitchen');
    expect(photo.asset).toMatchObject({ name: 'Kitchen', file: null, thumbnail: null });
    // Not an asset until finalized: not listed, not readable.
    expect((await api(stack, owner, 'GET', assets('images'))).body.count).toBe(0);
    expect((await api(stack, owner, 'GET', `${assets('images')}${photo.asset.id}/`)).status).toBe(404);
    const image = await api(stack, owner, 'POST', `${assets('images')}${photo.asset.id}/finalize/`);
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    expect(image.body).toMatchObject({
      id: photo.asset.id,
      name: 'Kitchen',
      width: 800,
      height: 600,
      file_size: jpeg.length,
    });
    expect((await download(image.body.file)).equals(jpeg)).toBe(true);
    expect(image.body.thumbnail).toEqual(expect.any(String));
    expect((await api(stack, owner, 'POST', `${assets('images')}${photo.asset.id}/finalize/`)).body.id).toBe(
      photo.asset.id,
    );

    const clip = await upload('videos', 'video/mp4', mp4);
    const video = await api(stack, owner, 'POST', `${assets('videos')}${clip.asset.id}/finalize/`);
    expect(video.status, JSON.stringify(video.body)).toBe(200);
    expect(video.body).toMatchObject({
      width: 320,
      height: 240,
      num_frames: 48,
      framerate: 24,
      codec_id: 'h264',
      file_size: mp4.length,
    });
    expect(video.body.duration_s).toBeCloseTo(2, 1);
    expect((await download(video.body.file)).equals(mp4)).toBe(true);

    const tone = await upload('audio', 'audio/mpeg', mp3);
    const audio = await api(stack, owner, 'POST', `${assets('audio')}${tone.asset.id}/finalize/`);
    expect(audio.status, JSON.stringify(audio.body)).toBe(200);
    expect(audio.body).toMatchObject({ sample_rate: 44100, channels: 2, file_size: mp3.length });
    expect(audio.body.duration_s).toBeGreaterThan(1.9);
    expect(audio.body.duration_s).toBeLessThan(2.2);

    for (const [plural, id] of [
      ['images', photo.asset.id],
      ['videos', clip.asset.id],
      ['audio', tone.asset.id],
    ]) {
      expect(
        (await api(stack, owner, 'GET', assets(plural as string))).body.results.map(
          (asset: JsonBody) => asset.id,
        ),
      ).toEqual([id]);
    }
    // The uploaded photo makes a shot like any other image of the project.
    const shot = await api(stack, owner, 'POST', `${BASE}/projects/${projectId}/shots/`, {
      image: photo.asset.id,
    });
    expect(shot.status, JSON.stringify(shot.body)).toBe(201);
    expect(shot.body.image.id).toBe(photo.asset.id);
  });

  it('answers 400 with field errors for undeclarable uploads and bad files, leaving nothing', async () => {
    const wrong = await api(stack, owner, 'POST', `${assets('videos')}uploads/`, {
      content_type: 'image/png',
      file_size: 100,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.errors)).toEqual(['content_type']);
    const tooBig = await api(stack, owner, 'POST', `${assets('audio')}uploads/`, {
      content_type: 'audio/mpeg',
      file_size: 50 * 1024 * 1024 + 1,
    });
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.body.errors)).toEqual(['file_size']);
    const missing = await api(stack, owner, 'POST', `${assets('audio')}uploads/`, { name: 'x' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['content_type', 'file_size']);

    const early = await api(stack, owner, 'POST', `${assets('images')}uploads/`, {
      content_type: 'image/png',
      file_size: 10,
    });
    const notYet = await api(stack, owner, 'POST', `${assets('images')}${early.body.asset.id}/finalize/`);
    expect(notYet.status).toBe(400);
    expect(Object.keys(notYet.body.errors)).toEqual(['file']);

    const bytes = Buffer.from('%PDF-1.4 this is no video');
    const fake = await upload('videos', 'video/mp4', bytes);
    const refused = await api(stack, owner, 'POST', `${assets('videos')}${fake.asset.id}/finalize/`);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['file']);
    expect((await api(stack, owner, 'POST', `${assets('videos')}${fake.asset.id}/finalize/`)).status).toBe(
      404,
    );
    expect((await api(stack, owner, 'GET', `${assets('videos')}${fake.asset.id}/`)).status).toBe(404);
    expect(
      (await api(stack, owner, 'GET', assets('videos'))).body.results.map((asset: JsonBody) => asset.id),
    ).not.toContain(fake.asset.id);
  });

  it("keeps another account's uploads out of reach: 404 on the project and on finalize", async () => {
    const jpeg = await makeImage(320, 240, 'jpeg');
    const mine = await upload('images', 'image/jpeg', jpeg);
    expect((await api(stack, stranger, 'POST', `${assets('images')}${mine.asset.id}/finalize/`)).status).toBe(
      404,
    );
    expect(
      (
        await api(stack, stranger, 'POST', `${assets('images')}uploads/`, {
          content_type: 'image/jpeg',
          file_size: 10,
        })
      ).status,
    ).toBe(404);
    const theirs = await api(stack, stranger, 'POST', `${BASE}/projects/`, { name: 'Elsewhere' });
    expect(
      (
        await api(
          stack,
          stranger,
          'POST',
          `${BASE}/projects/${theirs.body.id}/assets/images/${mine.asset.id}/finalize/`,
        )
      ).status,
    ).toBe(404);
    const finalized = await api(stack, owner, 'POST', `${assets('images')}${mine.asset.id}/finalize/`);
    expect(finalized.status).toBe(200);
    expect(finalized.body.width).toBe(320);
  });
});

// One file over 300 lines: one suite sharing one running service, database and storage.
// Pre-signed uploads of project assets against real PostgreSQL and S3 with real media: the PUT to
// the signed URL, finalize measuring the object (sharp, ffprobe), the declared limits, bad objects
// leaving no record and no file, concurrent finalizes, tenancy, and the sweep of stale uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateAssetUploadResponse__Output } from '@platform/protos/generated/real_estate/v1/CreateAssetUploadResponse.ts';
import { makeAudio, makeImage, makeVideo } from '@platform/testkit/media';
import { grpcFailure } from '@platform/testkit';
import { startRealEstateFixture, type RealEstateFixture } from '../testing/real-estate.fixture.ts';

let fx: RealEstateFixture;
let jpeg: Buffer;
let mp4: Buffer;
let mp3: Buffer;

beforeAll(async () => {
  fx = await startRealEstateFixture();
  [jpeg, mp4, mp3] = await Promise.all([makeImage(640, 480, 'jpeg'), makeVideo(320, 240, 2), makeAudio(1.5)]);
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

async function project(account: string) {
  return fx.client.CreateProject({ account_id: account, fields: { name: 'Uploads' } });
}

const start = (
  account: string,
  projectId: string,
  kind: string,
  contentType: string,
  size: number,
  name = '',
) =>
  fx.client.CreateAssetUpload({
    account_id: account,
    project_id: projectId,
    kind,
    name,
    content_type: contentType,
    file_size: size,
  });

const idOf = (answer: CreateAssetUploadResponse__Output) =>
  (answer.asset?.image ?? answer.asset?.video ?? answer.asset?.audio)!.id;

/** The client's PUT: exactly the signed headers, the file as the body. */
async function put(answer: CreateAssetUploadResponse__Output, body: Buffer) {
  const upload = answer.upload!;
  const response = await fetch(upload.url, {
    method: upload.method,
    headers: upload.headers,
    body: new Uint8Array(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

const stagingKey = (account: string, id: string) => fx.keys.key(account, 'real-estate', 'staging', id);
/** How many objects the asset's folder holds (counted by removing them: asked only where none may be left). */
const leftovers = (account: string, folder: string, id: string) =>
  fx.storage.removePrefix(fx.keys.prefix(account, 'real-estate', folder, id));
const rows = async (table: string, id: string) =>
  (await fx.sql<{ status: string }>(`select status from real_estate.${table} where id = ?`, [id])).map(
    (row) => row.status,
  );
const list = async (account: string, projectId: string, kind: string) =>
  (
    await fx.client.ListAssets({
      account_id: account,
      project_id: projectId,
      kind,
      page: { limit: 100, offset: 0 },
    })
  ).results;

describe('pre-signed uploads of project assets', () => {
  it('creates a pending image that nothing shows, takes the PUT and measures the JPEG on finalize', async () => {
    const account = fx.account();
    const { id: projectId } = await project(account);
    const started = await start(account, projectId, 'image', 'image/jpeg', jpeg.length, 'Front door');
    const id = idOf(started);
    expect(started.asset?.image).toMatchObject({ id, name: 'Front door', name_tag: 'Front-door' });
    expect(started.asset?.image?.file).toBeUndefined();
    expect(started.upload).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/jpeg' } });
    expect(Date.parse(started.upload!.expires_at)).toBeGreaterThan(Date.now());
    // Pending: no asset yet for reads, lists or shots.
    expect(await list(account, projectId, 'image')).toEqual([]);
    expect(
      (
        await grpcFailure(
          fx.client.GetAsset({ account_id: account, project_id: projectId, kind: 'image', id }),
        )
      ).kind,
    ).toBe('not_found');
    expect(
      (
        await grpcFailure(
          fx.client.CreateShot({ account_id: account, project_id: projectId, image: id, fields: {} }),
        )
      ).kind,
    ).toBe('validation');

    // Finalize before the PUT: a 400 on `file`, and the upload stays for the real PUT.
    const early = await grpcFailure(
      fx.client.FinalizeAssetUpload({ account_id: account, project_id: projectId, kind: 'image', id }),
    );
    expect(early.kind).toBe('validation');
    expect(Object.keys(early.fieldErrors ?? {})).toEqual(['file']);
    expect(await rows('image_assets', id)).toEqual(['pending']);

    await put(started, jpeg);
    const finalized = await fx.client.FinalizeAssetUpload({
      account_id: account,
      project_id: projectId,
      kind: 'image',
      id,
    });
    expect(finalized.image).toMatchObject({
      id,
      name: 'Front door',
      width: 640,
      height: 480,
      file_size: String(jpeg.length),
    });
    const file = await fetch(finalized.image!.file!);
    expect(Buffer.from(await file.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(await fx.storage.stat(stagingKey(account, id))).toBeNull();
    expect((await list(account, projectId, 'image')).map((asset) => asset.image?.id)).toEqual([id]);
    // Repeating it answers the same asset; the shot can use it now.
    expect(
      (await fx.client.FinalizeAssetUpload({ account_id: account, project_id: projectId, kind: 'image', id }))
        .image,
    ).toMatchObject({ id, width: 640 });
    expect(
      (await fx.client.CreateShot({ account_id: account, project_id: projectId, image: id, fields: {} }))
        .image?.id,
    ).toBe(id);
  });

  it('measures videos and audio with ffprobe', async () => {
    const account = fx.account();
    const { id: projectId } = await project(account);
    const video = await start(account, projectId, 'video', 'video/mp4', mp4.length);
    const audio = await start(account, projectId, 'audio', 'audio/mpeg', mp3.length);
    await put(video, mp4);
    await put(audio, mp3);
    const clip = (
      await fx.client.FinalizeAssetUpload({
        account_id: account,
        project_id: projectId,
        kind: 'video',
        id: idOf(video),
      })
    ).video;
    expect(clip).toMatchObject({
      name: 'video-upload',
      width: 320,
      height: 240,
      num_frames: 48,
      framerate: 24,
      codec_id: 'h264',
    });
    expect(clip?.duration_s).toBeCloseTo(2, 1);
    expect(clip?.thumbnail).toBeTruthy();
    expect(clip?.last_frame).toBeTruthy();
    const tone = (
      await fx.client.FinalizeAssetUpload({
        account_id: account,
        project_id: projectId,
        kind: 'audio',
        id: idOf(audio),
      })
    ).audio;
    expect(tone).toMatchObject({ sample_rate: 44100, channels: 2, file_size: String(mp3.length) });
    expect(tone?.duration_s).toBeGreaterThan(1.4);
    expect(tone?.duration_s).toBeLessThan(1.7);
    expect((await list(account, projectId, 'audio')).map((asset) => asset.audio?.id)).toEqual([idOf(audio)]);
  });

  it('refuses a declared type or size outside the limits with field errors, writing nothing', async () => {
    const account = fx.account();
    const { id: projectId } = await project(account);
    const wrongType = await grpcFailure(start(account, projectId, 'image', 'video/mp4', 100));
    expect(Object.keys(wrongType.fieldErrors ?? {})).toEqual(['content_type']);
    const tooBig = await grpcFailure(start(account, projectId, 'audio', 'audio/mpeg', 50 * 1024 * 1024 + 1));
    expect(Object.keys(tooBig.fieldErrors ?? {})).toEqual(['file_size']);
    const both = await grpcFailure(start(account, projectId, 'video', 'text/plain', 0));
    expect(Object.keys(both.fieldErrors ?? {}).sort()).toEqual(['content_type', 'file_size']);
    const [counted] = await fx.sql<{ n: string }>(
      `select (select count(*) from real_estate.image_assets where project_id = ?) + (select count(*) from real_estate.video_assets where project_id = ?)
        + (select count(*) from real_estate.audio_assets where project_id = ?) as n`,
      [projectId, projectId, projectId],
    );
    expect(Number(counted?.n)).toBe(0);
  });

  it('answers a 400 for an object that is not media or larger than declared, leaving no record and no file', async () => {
    const account = fx.account();
    const { id: projectId } = await project(account);
    const notMedia = await start(account, projectId, 'image', 'image/png', 64);
    const text = Buffer.alloc(64, 'not an image at all ');
    await put(notMedia, text);
    const refused = await grpcFailure(
      fx.client.FinalizeAssetUpload({
        account_id: account,
        project_id: projectId,
        kind: 'image',
        id: idOf(notMedia),
      }),
    );
    expect(refused.kind).toBe('validation');
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual(['file']);
    expect(await rows('image_assets', idOf(notMedia))).toEqual([]);
    expect(await fx.storage.stat(stagingKey(account, idOf(notMedia)))).toBeNull();
    expect(await leftovers(account, 'images', idOf(notMedia))).toBe(0);
    // Gone for good: finalizing it again is a 404.
    expect(
      (
        await grpcFailure(
          fx.client.FinalizeAssetUpload({
            account_id: account,
            project_id: projectId,
            kind: 'image',
            id: idOf(notMedia),
          }),
        )
      ).kind,
    ).toBe('not_found');

    // A client that writes more than it declared (past the signed PUT) is refused before any download.
    const small = await start(account, projectId, 'video', 'video/mp4', 1_000);
    await fx.storage.put(stagingKey(account, idOf(small)), mp4, { contentType: 'video/mp4' });
    const oversized = await grpcFailure(
      fx.client.FinalizeAssetUpload({
        account_id: account,
        project_id: projectId,
        kind: 'video',
        id: idOf(small),
      }),
    );
    expect(oversized.kind).toBe('validation');
    expect(oversized.fieldErrors?.file?.[0]).toContain('larger than the limit of 1000 bytes');
    expect(await rows('video_assets', idOf(small))).toEqual([]);
    expect(await fx.storage.stat(stagingKey(account, idOf(small)))).toBeNull();
    expect(await leftovers(account, 'videos', idOf(small))).toBe(0);
    expect(await list(account, projectId, 'video')).toEqual([]);
  });

  it('measures the object once under concurrent finalizes: every call answers the one ready asset', async () => {
    const account = fx.account();
    const { id: projectId } = await project(account);
    const started = await start(account, projectId, 'video', 'video/mp4', mp4.length);
    await put(started, mp4);
    const id = idOf(started);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        fx.client.FinalizeAssetUpload({ account_id: account, project_id: projectId, kind: 'video', id }),
      ),
    );
    for (const answer of answers)
      expect(answer.video).toMatchObject({ id, width: 320, height: 240, num_frames: 48 });
    expect(await rows('video_assets', id)).toEqual(['ready']);
    const read = await fx.client.GetAsset({ account_id: account, project_id: projectId, kind: 'video', id });
    const file = await fetch(read.video!.file!);
    expect(Buffer.from(await file.arrayBuffer()).equals(mp4)).toBe(true);
    expect(await fx.storage.stat(stagingKey(account, id))).toBeNull();
  });

  it("keeps uploads to their account and project: another's is a 404 and stays untouched", async () => {
    const owner = fx.account();
    const stranger = fx.account();
    const { id: projectId } = await project(owner);
    const { id: otherProject } = await project(owner);
    const { id: strangersProject } = await project(stranger);
    const started = await start(owner, projectId, 'image', 'image/jpeg', jpeg.length);
    await put(started, jpeg);
    const id = idOf(started);
    for (const [account, inProject] of [
      [stranger, projectId],
      [stranger, strangersProject],
      [owner, otherProject],
    ] as const) {
      expect(
        (
          await grpcFailure(
            fx.client.FinalizeAssetUpload({ account_id: account, project_id: inProject, kind: 'image', id }),
          )
        ).kind,
      ).toBe('not_found');
    }
    expect((await grpcFailure(start(stranger, projectId, 'image', 'image/jpeg', 10))).kind).toBe('not_found');
    expect(await rows('image_assets', id)).toEqual(['pending']);
    expect((await fx.storage.stat(stagingKey(owner, id)))?.size).toBe(jpeg.length);
    expect(
      (await fx.client.FinalizeAssetUpload({ account_id: owner, project_id: projectId, kind: 'image', id }))
        .image?.id,
    ).toBe(id);
  });

  it('sweeps uploads nobody finalized, with their objects, and leaves finalized ones', async () => {
    const account = fx.account();
    const { id: projectId } = await project(account);
    const abandoned = await start(account, projectId, 'audio', 'audio/mpeg', mp3.length);
    await put(abandoned, mp3);
    const finished = await start(account, projectId, 'image', 'image/jpeg', jpeg.length);
    await put(finished, jpeg);
    await fx.client.FinalizeAssetUpload({
      account_id: account,
      project_id: projectId,
      kind: 'image',
      id: idOf(finished),
    });
    expect((await fx.handle.sweeper.runOnce()).discardedUploads).toBe(0);
    expect(await rows('audio_assets', idOf(abandoned))).toEqual(['pending']);

    fx.clock.advance((900 + 3_600 + 1) * 1000);
    expect((await fx.handle.sweeper.runOnce()).discardedUploads).toBeGreaterThanOrEqual(1);
    expect(await rows('audio_assets', idOf(abandoned))).toEqual([]);
    expect(await fx.storage.stat(stagingKey(account, idOf(abandoned)))).toBeNull();
    expect(
      (
        await grpcFailure(
          fx.client.FinalizeAssetUpload({
            account_id: account,
            project_id: projectId,
            kind: 'audio',
            id: idOf(abandoned),
          }),
        )
      ).kind,
    ).toBe('not_found');
    expect(await rows('image_assets', idOf(finished))).toEqual(['ready']);
    expect(
      (
        await fx.client.GetAsset({
          account_id: account,
          project_id: projectId,
          kind: 'image',
          id: idOf(finished),
        })
      ).image?.width,
    ).toBe(640);
  });

  it('removes a pending upload and its object with its project', async () => {
    const account = fx.account();
    const { id: projectId } = await project(account);
    const started = await start(account, projectId, 'video', 'video/mp4', mp4.length);
    await put(started, mp4);
    await fx.client.DeleteProject({ account_id: account, id: projectId });
    expect(await rows('video_assets', idOf(started))).toEqual([]);
    expect(await fx.storage.stat(stagingKey(account, idOf(started)))).toBeNull();
  });
});

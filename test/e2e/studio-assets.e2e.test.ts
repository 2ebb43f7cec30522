// Assets through the gateway: multipart uploads measured by the server (never by what the client
// declared), size and type caps, corrupt files leaving no record and no object, the pre-signed
// upload flow, external URLs fetched behind the SSRF guard, fresh URLs, and delete.
// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startStudioStack, type Account, type StudioStack } from './support/studio-stack.ts';
import { download, imageFacts, makeImage, makeVideo, probeVideoBytes } from '@platform/testkit/media';

const MAX_IMAGE = 300 * 1024;
const MAX_VIDEO = 1024 * 1024;
let stack: StudioStack;
let account: Account;
let png: Buffer;
let remote: Server;
let remoteUrl: string;

function form(
  data: Buffer,
  type: string,
  name: string,
  fields: Record<string, string | string[]> = {},
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of [value].flat()) body.append(key, item);
  body.append('file', new Blob([data], { type }), name);
  return body;
}

/** A valid PNG grown to exactly `size` bytes by a private ancillary chunk before IEND (decoders skip it). */
function pngOfSize(image: Buffer, size: number): Buffer {
  const data = Buffer.alloc(size - image.length - 12, 0x61);
  const type = Buffer.from('prVt');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const iend = image.length - 12;
  return Buffer.concat([image.subarray(0, iend), chunk, image.subarray(iend)]);
}

/** A valid MP4 grown to exactly `size` bytes by a trailing `free` box (players skip it). */
function mp4OfSize(video: Buffer, size: number): Buffer {
  const box = Buffer.alloc(size - video.length);
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  return Buffer.concat([video, box]);
}

/** Objects left in the account's folder (removed while counting: only used where none may be). */
const leftovers = (who: Account) => stack.storage.removePrefix(stack.keys.prefix(who.id));

beforeAll(async () => {
  png = await makeImage(400, 300);
  // A "remote" site on 127.0.0.2: the only address the fetch guard is told to allow here.
  remote = createServer((req, res) => {
    if (req.url === '/still.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
    } else if (req.url === '/hop') {
      res.writeHead(302, { location: '/still.png' });
      res.end();
    } else if (req.url?.startsWith('/to-loopback')) {
      res.writeHead(302, {
        location: `http://127.0.0.1:${(remote.address() as AddressInfo).port}/still.png`,
      });
      res.end();
    } else if (req.url?.startsWith('/loop')) {
      const n = Number(req.url.split('/')[2] ?? '0');
      res.writeHead(302, { location: `/loop/${n + 1}` });
      res.end();
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(MAX_IMAGE + 10, 1));
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.2', resolve));
  remoteUrl = `http://127.0.0.2:${(remote.address() as AddressInfo).port}`;
  stack = await startStudioStack({
    worker: false,
    studio: {
      limits: { maxImageBytes: MAX_IMAGE, maxVideoBytes: MAX_VIDEO },
      fetch: { allowCidrs: ['127.0.0.2/32'], timeoutMs: 5_000 },
    },
    gatewayEnv: { UPLOAD_MAX_IMAGE_BYTES: String(MAX_IMAGE), UPLOAD_MAX_VIDEO_BYTES: String(MAX_VIDEO) },
  });
  account = await stack.account('1');
});

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => remote?.close(resolve));
});

describe('image uploads', () => {
  it('measures the file itself and serves it only through fresh pre-signed URLs', async () => {
    // Declared as JPEG, but it is a PNG: the stored type and size come from the bytes.
    const created = await api(
      stack,
      account,
      'POST',
      '/api/v2/studio/assets/images/',
      form(png, 'image/jpeg', 'Holiday Photo (1).png', { tags: ['beach', 'sun,summer'] }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Holiday Photo (1).png',
      name_tag: 'Holiday-Photo-1-png',
      width: 400,
      height: 300,
      file_size: png.length,
      tags: ['beach', 'sun', 'summer'],
      external_url: null,
    });
    // Stored in the account's folder, which is named by its keyed tag, not by its id.
    expect(new URL(created.body.file).pathname).toBe(
      `/${stack.s3.bucket}/${stack.keys.prefix(account.id)}studio/images/${created.body.id}/original.png`,
    );
    const response = await fetch(created.body.file);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect(await imageFacts(await download(created.body.thumbnail))).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 300,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const read = await api(stack, account, 'GET', `/api/v2/studio/assets/images/${created.body.id}/`);
    expect(read.body.file).not.toBe(created.body.file);
    // The same name again gets the next free tag.
    const twin = await api(
      stack,
      account,
      'POST',
      '/api/v2/studio/assets/images/',
      form(png, 'image/png', 'x.png', { name: 'Holiday Photo (1).png' }),
    );
    expect(twin.body.name_tag).toBe('Holiday-Photo-1-png-2');
  });

  it('refuses corrupt, truncated, wrong-type and oversized files and leaves nothing behind', async () => {
    const fresh = await stack.account('1');
    const jpeg = await makeImage(800, 600, 'jpeg');
    const attempts: [FormData, number][] = [
      [form(Buffer.from('definitely not an image'), 'image/png', 'fake.png'), 400],
      [form(jpeg.subarray(0, Math.floor(jpeg.length / 3)), 'image/jpeg', 'cut.jpg'), 400],
      [form(png, 'text/plain', 'notes.txt'), 415],
      [form(Buffer.alloc(MAX_IMAGE + 1, 7), 'image/png', 'huge.png'), 413],
      [form(Buffer.alloc(0), 'image/png', 'empty.png'), 400],
    ];
    for (const [body, status] of attempts) {
      const answer = await api(stack, fresh, 'POST', '/api/v2/studio/assets/images/', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body).toMatchObject({ detail: expect.any(String), error_id: expect.any(String) });
    }
    const noFile = new FormData();
    noFile.append('name', 'nothing');
    const missing = await api(stack, fresh, 'POST', '/api/v2/studio/assets/images/', noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ file: ['No file was submitted.'] });
    expect((await api(stack, fresh, 'GET', '/api/v2/studio/assets/images/')).body.count).toBe(0);
    expect(await leftovers(fresh)).toBe(0);
  });

  it('takes a file of exactly the size cap and refuses one byte more', async () => {
    const fresh = await stack.account('1');
    const atCap = pngOfSize(png, MAX_IMAGE);
    expect(atCap.length).toBe(MAX_IMAGE);
    const created = await api(
      stack,
      fresh,
      'POST',
      '/api/v2/studio/assets/images/',
      form(atCap, 'image/png', 'cap.png'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ width: 400, height: 300, file_size: MAX_IMAGE });
    const over = await api(
      stack,
      fresh,
      'POST',
      '/api/v2/studio/assets/images/',
      form(pngOfSize(png, MAX_IMAGE + 1), 'image/png', 'over.png'),
    );
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ detail: expect.any(String), error_id: expect.any(String) });
    expect((await api(stack, fresh, 'GET', '/api/v2/studio/assets/images/')).body.count).toBe(1);
  });

  it('takes names up to 255 characters and up to 20 tags of 1 to 50 characters', async () => {
    const fresh = await stack.account('1');
    const upload = (fields: Record<string, string | string[]>) =>
      api(stack, fresh, 'POST', '/api/v2/studio/assets/images/', form(png, 'image/png', 'a.png', fields));
    const tags = Array.from({ length: 20 }, (_, i) => `${i}`.padStart(50, 't'));
    const ok = await upload({ name: 'n'.repeat(255), tags });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.name).toHaveLength(255);
    expect(ok.body.tags).toEqual(tags);
    expect(ok.body.name_tag).toMatch(/^[-a-zA-Z0-9_]+$/);
    const refused: [Record<string, string | string[]>, string][] = [
      [{ name: 'n'.repeat(256) }, 'name'],
      [{ tags: [...tags, 'one-more'] }, 'tags'],
      [{ tags: ['t'.repeat(51)] }, 'tags'],
    ];
    for (const [fields, field] of refused) {
      const answer = await upload(fields);
      expect(answer.status, field).toBe(400);
      expect(answer.body).toMatchObject({ detail: expect.any(String), error_id: expect.any(String) });
      expect(
        Object.keys(answer.body.errors).every((key) => key.startsWith(field)),
        JSON.stringify(answer.body.errors),
      ).toBe(true);
    }
    // Unknown form fields are ignored, up to 16 KiB each; a longer one is refused.
    expect((await upload({ note: 'x'.repeat(16 * 1024) })).status).toBe(201);
    const long = await upload({ note: 'x'.repeat(16 * 1024 + 1) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ note: ['Ensure this field has at most 16384 bytes.'] });
    expect((await api(stack, fresh, 'GET', '/api/v2/studio/assets/images/')).body.count).toBe(2);
  });

  it('deletes the record and its files', async () => {
    const created = (
      await api(stack, account, 'POST', '/api/v2/studio/assets/images/', form(png, 'image/png', 'gone.png'))
    ).body;
    expect((await fetch(created.file)).status).toBe(200);
    expect((await api(stack, account, 'DELETE', `/api/v2/studio/assets/images/${created.id}/`)).status).toBe(
      204,
    );
    expect((await api(stack, account, 'GET', `/api/v2/studio/assets/images/${created.id}/`)).status).toBe(
      404,
    );
    expect((await fetch(created.file)).status).toBe(404);
    expect((await fetch(created.thumbnail)).status).toBe(404);
  });
});

describe('video uploads', () => {
  it('measures every VideoAsset field and stores thumbnail and last frame', async () => {
    const clip = await makeVideo(320, 240, 2, 25);
    const created = await api(
      stack,
      account,
      'POST',
      '/api/v2/studio/assets/videos/',
      form(clip, 'video/mp4', 'clip.mp4', { name: 'Test pattern' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const video = created.body;
    expect(video).toMatchObject({
      name: 'Test pattern',
      name_tag: 'Test-pattern',
      width: 320,
      height: 240,
      file_size: clip.length,
      num_frames: 50,
      framerate: 25,
      codec_id: 'h264',
      bit_depth: 8,
      chroma_subsampling: '4:2:0',
    });
    expect(video.duration_s).toBeCloseTo(2, 1);
    expect(video.bitrate).toBeGreaterThan(0);
    const stored = await probeVideoBytes(await download(video.file));
    expect(stored).toMatchObject({ width: 320, height: 240, num_frames: 50 });
    expect(await imageFacts(await download(video.thumbnail))).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
    expect(await imageFacts(await download(video.last_frame))).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
  });

  it('takes a video of exactly the size cap and refuses one byte more', async () => {
    const fresh = await stack.account('1');
    const clip = await makeVideo(320, 240, 1, 25);
    const atCap = mp4OfSize(clip, MAX_VIDEO);
    const created = await api(
      stack,
      fresh,
      'POST',
      '/api/v2/studio/assets/videos/',
      form(atCap, 'video/mp4', 'cap.mp4'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ file_size: MAX_VIDEO, width: 320, height: 240, num_frames: 25 });
    const over = await api(
      stack,
      fresh,
      'POST',
      '/api/v2/studio/assets/videos/',
      form(mp4OfSize(clip, MAX_VIDEO + 1), 'video/mp4', 'over.mp4'),
    );
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ detail: expect.any(String), error_id: expect.any(String) });
    expect((await api(stack, fresh, 'GET', '/api/v2/studio/assets/videos/')).body.count).toBe(1);
  });

  it('refuses a file that is not a video and leaves nothing behind', async () => {
    const fresh = await stack.account('1');
    const answer = await api(
      stack,
      fresh,
      'POST',
      '/api/v2/studio/assets/videos/',
      form(png, 'video/mp4', 'fake.mp4'),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors.file[0]).toMatch(/not|no video/i);
    expect(await leftovers(fresh)).toBe(0);
    expect((await api(stack, fresh, 'GET', '/api/v2/studio/assets/videos/')).body.count).toBe(0);
  });
});

describe('pre-signed uploads', () => {
  const start = (who: Account, body: unknown) =>
    api(stack, who, 'POST', '/api/v2/studio/assets/images/uploads/', body);

  it('creates a pending asset, takes the PUT and measures the file on finalize', async () => {
    const created = await start(account, {
      content_type: 'image/png',
      file_size: png.length,
      name: 'Big one',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.asset).toMatchObject({ file: null, thumbnail: null, name: 'Big one' });
    expect(created.body.upload).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length) },
    });
    const id = created.body.asset.id;
    const early = await api(stack, account, 'POST', `/api/v2/studio/assets/images/${id}/finalize/`);
    expect(early.status).toBe(400);
    const put = await fetch(created.body.upload.url, {
      method: 'PUT',
      headers: created.body.upload.headers,
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(200);
    const finalized = await api(stack, account, 'POST', `/api/v2/studio/assets/images/${id}/finalize/`);
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    expect(finalized.body).toMatchObject({ id, width: 400, height: 300, file_size: png.length });
    expect(Buffer.from(await download(finalized.body.file)).equals(png)).toBe(true);
    expect((await api(stack, account, 'POST', `/api/v2/studio/assets/images/${id}/finalize/`)).body.id).toBe(
      id,
    );
  });

  it('pins type and size, and discards a bad upload completely', async () => {
    expect((await start(account, { content_type: 'application/pdf', file_size: 10 })).status).toBe(400);
    expect((await start(account, { content_type: 'image/png', file_size: MAX_IMAGE + 1 })).status).toBe(400);
    expect((await start(account, { content_type: 'image/png', file_size: MAX_IMAGE })).status).toBe(201);
    const videoUpload = (size: number) =>
      api(stack, account, 'POST', '/api/v2/studio/assets/videos/uploads/', {
        content_type: 'video/mp4',
        file_size: size,
      });
    expect((await videoUpload(MAX_VIDEO)).status).toBe(201);
    const tooBig = await videoUpload(MAX_VIDEO + 1);
    expect(tooBig.status).toBe(400);
    expect(Object.keys(tooBig.body.errors)).toEqual(['file_size']);
    expect((await start(account, { content_type: 'image/png', file_size: 0 })).status).toBe(400);
    const fresh = await stack.account('1');
    const bytes = Buffer.from('%PDF-1.4 not an image at all');
    const created = await start(fresh, { content_type: 'image/png', file_size: bytes.length });
    const put = await fetch(created.body.upload.url, {
      method: 'PUT',
      headers: created.body.upload.headers,
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const finalized = await api(
      stack,
      fresh,
      'POST',
      `/api/v2/studio/assets/images/${created.body.asset.id}/finalize/`,
    );
    expect(finalized.status).toBe(400);
    expect(
      (await api(stack, fresh, 'GET', `/api/v2/studio/assets/images/${created.body.asset.id}/`)).status,
    ).toBe(404);
    expect(await leftovers(fresh)).toBe(0);
  });
});

describe('external URLs', () => {
  const importUrl = (url: string, who = account) =>
    api(stack, who, 'POST', '/api/v2/studio/assets/images/', { external_url: url, name: 'Remote still' });

  it('fetches an allowed public URL (following a redirect) and stores it like an upload', async () => {
    const created = await importUrl(`${remoteUrl}/hop`);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Remote still',
      external_url: `${remoteUrl}/hop`,
      width: 400,
      height: 300,
      file_size: png.length,
    });
    expect(Buffer.from(await download(created.body.file)).equals(png)).toBe(true);
  });

  it('refuses private, loopback and link-local targets, redirects to them, other schemes, loops and oversized bodies', async () => {
    const fresh = await stack.account('1');
    const port = (remote.address() as AddressInfo).port;
    const refused = [
      `http://127.0.0.1:${port}/still.png`,
      `http://localhost:${port}/still.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/x.png',
      'http://[::1]/x.png',
      `${remoteUrl}/to-loopback`,
      'ftp://example.com/x.png',
      'file:///etc/passwd',
      `${remoteUrl}/loop/0`,
      `${remoteUrl}/big`,
      `${remoteUrl}/missing.png`,
      'not a url',
    ];
    for (const url of refused) {
      const answer = await importUrl(url, fresh);
      expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.errors.external_url).toHaveLength(1);
    }
    expect(await leftovers(fresh)).toBe(0);
  });
});

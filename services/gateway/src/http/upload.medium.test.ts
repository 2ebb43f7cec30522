// The shared upload function against real object storage, fed by real sockets: a body that ends
// inside the file part, a client that goes away mid-file and a storage write in flight when the
// request fails. Each must fail only its own request (the process would otherwise see an
// unhandled 'error', which vitest reports as a failure) and leave nothing staged.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountKeys, createStorage, type Storage } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET, startTestS3, type TestS3 } from '@platform/testkit';
import { stageUpload, type StagedUpload } from './upload.ts';

const ACCOUNT = '42';
const BOUNDARY = 'XX';
let s3: TestS3;
let storage: Storage;
let server: Server;
let port: number;
const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
/** Every stageUpload call's outcome, in order. */
const outcomes: Promise<StagedUpload>[] = [];

beforeAll(async () => {
  s3 = await startTestS3();
  storage = createStorage({
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  });
  await storage.ensureBucket();
  const app = new Koa();
  app.use(async (ctx) => {
    const outcome = stageUpload(ctx, {
      storage,
      keys,
      accountId: ACCOUNT,
      kind: 'video',
      maxBytes: 64 * 1024 * 1024,
    });
    outcomes.push(outcome);
    try {
      const staged = await outcome;
      ctx.body = staged;
    } catch (err) {
      ctx.status = (err as { status?: number }).status ?? 400;
      ctx.body = { detail: (err as Error).message };
    }
  });
  // Koa reports errors of sockets the tests cut on purpose; they are expected here.
  app.on('error', () => undefined);
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await s3?.stop();
});

const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;

/** Sends a request head and `body` on a raw socket; resolves with the status line, or null when the connection closed unanswered. */
function rawRequest(
  body: Buffer,
  contentLength = body.length,
  { abort = false } = {},
): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer === '' ? null : (answer.split('\r\n')[0] ?? '')));
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body, () => {
      if (abort) socket.destroy();
    });
  });
}

const stagedObjects = () => storage.removePrefix(keys.prefix(ACCOUNT));

describe('stageUpload', () => {
  it('answers a body that ends inside the file part with a 400 and stages nothing', async () => {
    const status = await rawRequest(Buffer.from(`${partHead}abc`));
    expect(status).toMatch(/^HTTP\/1\.1 400/);
    await expect(outcomes.at(-1)).rejects.toMatchObject({ status: 400 });
    expect(await stagedObjects()).toBe(0);
  });

  it('ends the upload of a client that goes away mid-file and leaves no staged object', async () => {
    // More than one storage part (8 MiB), so a multipart upload is under way when the client leaves.
    const body = Buffer.concat([Buffer.from(partHead), Buffer.alloc(9 * 1024 * 1024, 7)]);
    const before = outcomes.length;
    await rawRequest(body, body.length + 1024 * 1024, { abort: true });
    await expect.poll(() => outcomes.length, { timeout: 60_000 }).toBe(before + 1);
    await expect(outcomes.at(-1)).rejects.toMatchObject({ status: 400 });
    expect(await stagedObjects()).toBe(0);
  });

  it('still stages a whole upload (the same path, not broken by the checks above)', async () => {
    const body = Buffer.from(`${partHead}0123456789\r\n--${BOUNDARY}--\r\n`);
    const status = await rawRequest(body);
    expect(status).toMatch(/^HTTP\/1\.1 200/);
    const staged = await outcomes.at(-1);
    expect(staged?.size).toBe(10);
    expect(await storage.stat(staged?.stagingKey ?? '')).toMatchObject({ size: 10 });
    expect(await stagedObjects()).toBe(1);
  });
});

describe('stageUpload over the size cap', () => {
  it('answers 413 for a file one part over the cap and keeps serving (the rest of the part is drained, not written)', async () => {
    const small = new Koa();
    const seen: Promise<StagedUpload>[] = [];
    small.use(async (ctx) => {
      const outcome = stageUpload(ctx, { storage, keys, accountId: ACCOUNT, kind: 'video', maxBytes: 128 });
      seen.push(outcome);
      try {
        ctx.body = await outcome;
      } catch (err) {
        ctx.status = (err as { status?: number }).status ?? 400;
        ctx.body = { detail: (err as Error).message };
      }
    });
    const capped = createServer(small.callback());
    await new Promise<void>((resolve) => capped.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(capped.address() as AddressInfo).port}/`;
      for (const size of [129, 4096, 200_000]) {
        const form = new FormData();
        form.append('file', new Blob([Buffer.alloc(size, 1)], { type: 'video/mp4' }), 'a.mp4');
        const answer = await fetch(url, { method: 'POST', body: form });
        expect(answer.status, `${size} bytes`).toBe(413);
      }
      expect(seen).toHaveLength(3);
      expect(await stagedObjects()).toBe(0);
    } finally {
      capped.closeAllConnections();
      await new Promise((resolve) => capped.close(resolve));
    }
  });
});

// The pre-signed upload flow against real object storage and real media: the client's PUT to the
// signed URL, finalize measuring the object once under concurrent calls, bad objects leaving
// nothing, a record deleted mid-finalize, and the sweep. The records are a small in-memory table
// behind the ports (the services' SQL versions are tested in their own medium tests).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, FieldCheck } from '@platform/errors';
import { FfmpegRunner } from '@platform/media';
import { AccountKeys, createStorage, type Storage } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET, startTestS3, type TestS3 } from '@platform/testkit';
import { makeVideo } from '@platform/testkit/media';
import { createAddressPolicy } from './address-policy.ts';
import { AssetIngest } from './asset-ingest.ts';
import { AssetKeys } from './asset-keys.ts';
import { createMediaInspector } from './media.inspector.ts';
import { createObjectStore } from './object.store.ts';
import type { MediaType, ObjectStore, StoredFile } from './ports.ts';
import { PresignedUploads, type UploadRecordPort, type UploadState } from './presigned-uploads.ts';
import { createSafeFetcher } from './safe-fetch.ts';
import { tempScratch } from './scratch-space.ts';

const ACCOUNT = '77';
const keys = new AssetKeys(new AccountKeys(TEST_STORAGE_KEY_SECRET), 'listing');
let s3: TestS3;
let storage: Storage;
let dir: string;
let clip: Buffer;
let uploads: PresignedUploads;
const now = { value: new Date('2026-11-25T10:00:00Z') };
/** Downloads of each key: how often an object was read to be measured. */
const downloads = new Map<string, number>();

interface Row {
  id: string;
  type: MediaType;
  status: 'pending' | 'ready';
  stagingKey: string | null;
  declaredSize: number;
  stored: StoredFile | null;
  createdAt: Date;
}
const table = new Map<string, Row>();
const state = (row: Row): UploadState => ({
  status: row.status,
  stagingKey: row.stagingKey,
  declaredSize: row.declaredSize,
});

function port(id: string, hooks: { beforeMark?: () => void } = {}): UploadRecordPort<Row> {
  return {
    current: async () => (table.has(id) ? { ...table.get(id)! } : null),
    async markReady(stored) {
      hooks.beforeMark?.();
      const row = table.get(id);
      if (row?.status !== 'pending') return false;
      table.set(id, { ...row, status: 'ready', stagingKey: null, stored });
      return true;
    },
    async deleteIfPending() {
      if (table.get(id)?.status !== 'pending') return false;
      table.delete(id);
      return true;
    },
  };
}

async function pending(type: MediaType, declaredSize: number): Promise<Row> {
  const id = crypto.randomUUID();
  const row: Row = {
    id,
    type,
    status: 'pending',
    stagingKey: uploads.stagingKey(ACCOUNT, id),
    declaredSize,
    stored: null,
    createdAt: now.value,
  };
  table.set(id, row);
  return row;
}

async function put(row: Row, contentType: string, body: Buffer) {
  const signed = await uploads.sign(row.stagingKey!, { contentType, fileSize: body.length });
  const response = await fetch(signed.url, {
    method: signed.method,
    headers: signed.headers,
    body: new Uint8Array(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

const finalize = (row: Row, hooks: { beforeMark?: () => void } = {}) =>
  uploads.finalize({
    target: { type: row.type, accountId: ACCOUNT, assetId: row.id },
    record: row,
    state,
    maxBytes: 10_000_000,
    records: port(row.id, hooks),
  });

async function refusal(call: Promise<unknown>): Promise<AppError> {
  const err = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** Objects in the asset's folder (counted by removing them: asked only where none may be left). */
const leftovers = (row: Row, folder: string) =>
  storage.removePrefix(keys.accounts.prefix(ACCOUNT, 'listing', folder, row.id));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'presigned-'));
  clip = await makeVideo(320, 240, 2, 25);
  s3 = await startTestS3();
  storage = createStorage({
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  });
  await storage.ensureBucket();
  const real = createObjectStore({ storage, getExpirySeconds: 60, putExpirySeconds: 60 });
  const objects: ObjectStore = {
    ...real,
    download(key, target, maxBytes) {
      downloads.set(key, (downloads.get(key) ?? 0) + 1);
      return real.download(key, target, maxBytes);
    },
  };
  const ingest = new AssetIngest({
    inspector: createMediaInspector({ runner: new FfmpegRunner(), maxImagePixels: 40_000_000 }),
    objects,
    keys,
    scratch: tempScratch('presigned-test'),
    fetcher: createSafeFetcher({ policy: createAddressPolicy([]), timeoutMs: 5_000, maxRedirects: 0 }),
  });
  uploads = new PresignedUploads({
    objects,
    ingest,
    keys,
    clock: { now: () => now.value },
    pendingTtlMs: 60_000,
  });
}, 120_000);

afterAll(async () => {
  await s3?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pre-signed uploads', () => {
  it('checks what the client declares against the type list and the limit', () => {
    const check = new FieldCheck();
    uploads.checkDeclared(check, 'audio', { contentType: 'video/mp4', fileSize: 0 }, 100);
    expect(Object.keys(check.errors).sort()).toEqual(['content_type', 'file_size']);
    const fine = new FieldCheck();
    uploads.checkDeclared(fine, 'video', { contentType: 'video/mp4', fileSize: 100 }, 100);
    uploads.checkDeclared(fine, 'image', { contentType: 'image/jpeg', fileSize: 1 }, 100);
    expect(fine.errors).toEqual({});
    const over = new FieldCheck();
    uploads.checkDeclared(over, 'video', { contentType: 'video/mp4', fileSize: 101 }, 100);
    expect(Object.keys(over.errors)).toEqual(['file_size']);
  });

  it('measures the uploaded object once however many finalize calls race, and all answer the ready record', async () => {
    const row = await pending('video', clip.length);
    await put(row, 'video/mp4', clip);
    const answers = await Promise.all(Array.from({ length: 5 }, () => finalize(row)));
    expect(downloads.get(row.stagingKey!)).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe('ready');
      expect(answer.stored).toMatchObject({
        width: 320,
        height: 240,
        contentType: 'video/mp4',
        fileSize: clip.length,
        video: { numFrames: 50 },
      });
    }
    expect(await storage.stat(row.stagingKey!)).toBeNull();
    expect((await storage.stat(answers[0]!.stored!.fileKey))?.size).toBe(clip.length);
    // A later call answers the ready record without reading anything.
    expect((await finalize(table.get(row.id)!)).status).toBe('ready');
    expect(downloads.get(row.stagingKey!)).toBe(1);
  });

  it('keeps the pending record when nothing was uploaded yet', async () => {
    const row = await pending('image', 100);
    const early = await refusal(finalize(row));
    expect(early.kind).toBe('validation');
    expect(Object.keys(early.fieldErrors ?? {})).toEqual(['file']);
    expect(table.get(row.id)?.status).toBe('pending');
  });

  it('discards the record, the object and anything stored for a file that is not media or larger than declared', async () => {
    const bogus = await pending('image', 40);
    await put(bogus, 'image/png', Buffer.alloc(40, 'no image here '));
    expect((await refusal(finalize(bogus))).kind).toBe('validation');
    expect(table.has(bogus.id)).toBe(false);
    expect(await storage.stat(bogus.stagingKey!)).toBeNull();
    expect(await leftovers(bogus, 'images')).toBe(0);

    const small = await pending('video', 500);
    await storage.put(small.stagingKey!, clip, { contentType: 'video/mp4' });
    const oversized = await refusal(finalize(small));
    expect(oversized.fieldErrors?.file?.[0]).toContain('larger than the limit of 500 bytes');
    expect(downloads.get(small.stagingKey!)).toBeUndefined();
    expect(table.has(small.id)).toBe(false);
    expect(await storage.stat(small.stagingKey!)).toBeNull();
  });

  it('removes what it stored when the record is deleted while the file is measured (404)', async () => {
    const row = await pending('video', clip.length);
    await put(row, 'video/mp4', clip);
    const gone = await refusal(finalize(row, { beforeMark: () => table.delete(row.id) }));
    expect(gone.kind).toBe('not_found');
    expect(await storage.stat(row.stagingKey!)).toBeNull();
    expect(await leftovers(row, 'videos')).toBe(0);
  });

  it('sweeps stale pending uploads with their objects, skipping fresh ones and ones finalized meanwhile', async () => {
    table.clear();
    const stale = await pending('image', 10);
    await storage.put(stale.stagingKey!, Buffer.from('0123456789'), { contentType: 'image/png' });
    const raced = await pending('image', 10);
    await storage.put(raced.stagingKey!, Buffer.from('0123456789'), { contentType: 'image/png' });
    now.value = new Date(now.value.getTime() + 61_000);
    const fresh = await pending('image', 10);
    await storage.put(fresh.stagingKey!, Buffer.from('0123456789'), { contentType: 'image/png' });
    const removed = await uploads.sweep([
      {
        state,
        records: {
          stale: async (before, limit) =>
            [...table.values()]
              .filter((row) => row.status === 'pending' && row.createdAt < before)
              .slice(0, limit),
          async deleteIfPending(row) {
            // `raced` is finalized between the scan and the discard.
            if (row.id === raced.id) table.set(row.id, { ...row, status: 'ready' });
            if (table.get(row.id)?.status !== 'pending') return false;
            table.delete(row.id);
            return true;
          },
        },
      },
    ]);
    expect(removed).toBe(1);
    expect(table.has(stale.id)).toBe(false);
    expect(await storage.stat(stale.stagingKey!)).toBeNull();
    expect(table.get(raced.id)?.status).toBe('ready');
    expect(await storage.stat(raced.stagingKey!)).not.toBeNull();
    expect(table.get(fresh.id)?.status).toBe('pending');
    expect(await storage.stat(fresh.stagingKey!)).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/errors';
import { TEST_STORAGE_KEY_SECRET } from '@platform/testkit';
import { AccountKeys } from './account-keys.ts';
import { partSizeFor, MIN_PART_BYTES, uploadStream, type PartClient } from './stream.uploader.ts';

/** Records what an S3 endpoint would be asked to do. */
function recordingClient() {
  const calls: string[] = [];
  const parts: number[] = [];
  const client: PartClient = {
    putObject: async (_bucket: string, _key: string, body: unknown) => {
      calls.push(`put:${(body as Buffer).length}`);
      return { etag: 'single', versionId: null };
    },
    initiateNewMultipartUpload: async () => {
      calls.push('initiate');
      return 'upload-1';
    },
    uploadPart: async (config, payload) => {
      parts.push((payload as Buffer).length);
      calls.push(`part:${config.partNumber}`);
      return { etag: `e${config.partNumber}`, key: config.objectName, part: config.partNumber };
    },
    completeMultipartUpload: async (_bucket, _key, _id, etags) => {
      calls.push(`complete:${etags.map((e) => e.etag).join(',')}`);
      return { etag: 'multi', versionId: null };
    },
    abortMultipartUpload: async () => {
      calls.push('abort');
    },
  } as PartClient;
  return { client, calls, parts };
}

const chunks = (count: number, size: number) => Array.from({ length: count }, () => Buffer.alloc(size));
const target = {
  bucket: 'b',
  key: new AccountKeys(TEST_STORAGE_KEY_SECRET).key(1, 'x'),
  contentType: 'video/mp4',
};

describe('uploadStream', () => {
  it('sends a short stream in one request', async () => {
    const { client, calls } = recordingClient();
    await expect(uploadStream(client, chunks(3, 10), { ...target, partBytes: 100 })).resolves.toEqual({
      etag: 'single',
      size: 30,
    });
    expect(calls).toEqual(['put:30']);
  });

  it('sends a long stream as parts and completes them in order', async () => {
    const { client, calls, parts } = recordingClient();
    await expect(uploadStream(client, chunks(25, 10), { ...target, partBytes: 100 })).resolves.toEqual({
      etag: 'multi',
      size: 250,
    });
    expect(parts).toEqual([100, 100, 50]);
    expect(calls).toEqual(['initiate', 'part:1', 'part:2', 'part:3', 'complete:e1,e2,e3']);
  });

  it('aborts the upload when the cap is exceeded part-way', async () => {
    const { client, calls } = recordingClient();
    const error = await uploadStream(client, chunks(25, 10), {
      ...target,
      partBytes: 100,
      maxBytes: 150,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('validation');
    expect(calls).toEqual(['initiate', 'part:1', 'abort']);
  });

  it('refuses a stream that disagrees with its declared size', async () => {
    const { client, calls } = recordingClient();
    await expect(uploadStream(client, chunks(2, 10), { ...target, size: 25 })).rejects.toThrow('declared');
    await expect(uploadStream(client, chunks(3, 10), { ...target, size: 25 })).rejects.toThrow('declared');
    expect(calls).toEqual([]);
  });

  it('grows parts so the largest allowed file fits in 10,000 parts', () => {
    expect(partSizeFor(undefined)).toBe(MIN_PART_BYTES);
    expect(partSizeFor(1024)).toBe(MIN_PART_BYTES);
    expect(partSizeFor(200 * 1024 ** 3)).toBe(Math.ceil((200 * 1024 ** 3) / 10_000));
  });
});

// A still sent inline: its own bytes when they fit the cap, else a smaller JPEG, else a refusal.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openImage } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStill } from '../testing/images.ts';
import { inlineStill } from './hosted-input.ts';

let dir: string;
let png: string;
let bytes: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hosted-input-test-'));
  png = join(dir, 'still.png');
  bytes = await testStill(1600, 900, 'png');
  await writeFile(png, bytes);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const decoded = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');

describe('inlineStill', () => {
  it('sends the original bytes when the data URL fits', async () => {
    const url = await inlineStill('acme', png, { maxPixels: 40_000_000, maxUrlBytes: 10 * 1024 * 1024 });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(decoded(url).equals(await readFile(png))).toBe(true);
  });

  it('re-encodes (and scales down) a still over the cap until it fits', async () => {
    const original = `data:image/png;base64,${bytes.toString('base64')}`.length;
    const cap = Math.floor(original / 4);
    const url = await inlineStill('acme', png, { maxPixels: 40_000_000, maxUrlBytes: cap });
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(url.length).toBeLessThanOrEqual(cap);
    const { facts } = await openImage(decoded(url));
    expect(facts.width / facts.height).toBeCloseTo(16 / 9, 1);
  });

  it('refuses a still that cannot fit even small', async () => {
    await expect(inlineStill('acme', png, { maxPixels: 40_000_000, maxUrlBytes: 100 })).rejects.toMatchObject(
      {
        retryable: false,
        message: expect.stringMatching(/^acme: the still is too large to send to the provider/),
      },
    );
  });
});

// Real sharp: header-only probing, the pixel limit before decoding, corrupt input, thumbnails.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeThumbnail, openImage, probeImage } from './image.ts';
import { MediaError } from './media.error.ts';
import { createTempDir, type TempDir } from './temp-dir.ts';

let dir: TempDir;
beforeAll(async () => {
  dir = await createTempDir({ prefix: 'image-test-' });
});
afterAll(async () => {
  await dir.remove();
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid 20000x20000 1-bit greyscale PNG: all-zero rows compress ~1000:1, so the file is tiny
 * while decoding it would need 400 megapixels of memory.
 */
function hugePng(): Buffer {
  const side = 20_000;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // filter byte + packed bits per row, all zero
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err as MediaError,
  );

describe('probeImage', () => {
  it('reads size, format and file size from a buffer and from a path', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0f08' } })
      .png()
      .toBuffer();
    const path = join(dir.path, 'a.png');
    await writeFile(path, png);
    for (const input of [png, path]) {
      expect(await probeImage(input)).toEqual({
        width: 300,
        height: 200,
        format: 'png',
        file_size: png.length,
        has_alpha: true,
      });
    }
  });

  it('reports the display size of an EXIF-rotated JPEG', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await probeImage(jpeg)).toMatchObject({ width: 100, height: 400, format: 'jpeg' });
  });

  it('refuses a 20000x20000 PNG from its header, before any decoding', async () => {
    const png = hugePng();
    expect(png.length).toBeLessThan(200_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const error = await failure(probeImage(png));
    expect(error).toBeInstanceOf(MediaError);
    expect(error?.code).toBe('too_large');
    expect(error?.message).toBe('The image is 20000x20000 (400.0 megapixels); the limit is 40.0 megapixels.');
    // A decode would need 400 MB even at one byte per pixel.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
    expect(performance.now() - started).toBeLessThan(1_000);
    await expect(openImage(png)).rejects.toMatchObject({ code: 'too_large' });
    await expect(makeThumbnail(png)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('honours a configured limit', async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(probeImage(png, { maxPixels: 39_999 })).rejects.toMatchObject({ code: 'too_large' });
    await expect(probeImage(png, { maxPixels: 40_000 })).resolves.toMatchObject({ width: 200 });
  });

  it('rejects corrupt data, empty files and SVG with a MediaError', async () => {
    const garbage = await failure(probeImage(Buffer.from('definitely not an image')));
    expect(garbage?.code).toBe('invalid_input');
    expect(garbage?.message).toBe('The file is not a supported image.');
    await expect(probeImage(Buffer.alloc(0))).rejects.toMatchObject({ code: 'invalid_input' });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image href="file:///etc/passwd"/></svg>',
    );
    await expect(probeImage(svg)).rejects.toThrow(/format "svg" are not accepted/);
    await expect(probeImage(join(dir.path, 'missing.png'))).rejects.toThrow(/does not exist/);
  });

  it('fails a truncated JPEG at decode time with a MediaError', async () => {
    const jpeg = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const error = await failure(makeThumbnail(truncated));
    expect(error?.code).toBe('invalid_input');
    expect(error?.message).toMatch(/^The image could not be read/);
  });
});

describe('makeThumbnail', () => {
  it('fits inside the box, keeps the aspect ratio and never enlarges', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: '#3366cc80' } })
      .png()
      .toBuffer();
    const thumb = await makeThumbnail(big, { maxWidth: 256, maxHeight: 256 });
    expect(thumb).toMatchObject({ width: 256, height: 128, format: 'jpeg' });
    expect((await sharp(thumb.data).metadata()).format).toBe('jpeg');
    const small = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await makeThumbnail(small, { format: 'png' })).toMatchObject({
      width: 50,
      height: 40,
      format: 'png',
    });
  });
});

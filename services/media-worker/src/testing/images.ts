// Test images: real encoded stills made with sharp, a PNG whose header claims 20000x20000 pixels
// (a decompression bomb in miniature: tiny file, huge decode), and bytes that are no image at all.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A textured gradient (real detail for encoders), `format` png or jpeg. */
export async function testStill(
  width: number,
  height: number,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((255 * x) / width);
      pixels[i + 1] = Math.round(128 + 100 * Math.sin(x / 17) * Math.cos(y / 13));
      pixels[i + 2] = Math.round((255 * y) / height);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** A valid 1x1 PNG whose IHDR is rewritten to claim `width` x `height` (CRC fixed up). */
export async function bombPng(width = 20_000, height = 20_000): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#808080' } })
      .png()
      .toBuffer(),
  );
  // Signature (8) + length (4), then the chunk type at 12 and the IHDR data at 16.
  if (png.toString('ascii', 12, 16) !== 'IHDR') throw new Error('unexpected PNG layout');
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const NOT_AN_IMAGE = Buffer.from('this is a text file pretending to be a photo\n'.repeat(20));

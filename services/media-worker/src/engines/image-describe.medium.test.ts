// Real sharp analysis of synthetic scenes with known properties.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, type TempDir } from '@platform/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeImage } from './image-describe.engine.ts';

let dir: TempDir;
const path = (name: string) => join(dir.path, name);

/** Sky-blue upper half over a textured green lower half. */
async function outdoorScene(file: string, width = 800, height = 600): Promise<void> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const rgb =
        y < height / 2 ? [120, 180, 240] : [40 + ((x * 13 + y * 7) % 40), 140 + ((x * 5 + y * 11) % 60), 35];
      pixels.set(rgb, i);
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'describe-test-' });
  await outdoorScene(path('outdoor.png'));
  await sharp(path('outdoor.png')).blur(6).toFile(path('outdoor-blurred.png'));
  await sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 18, g: 16, b: 22 } } })
    .jpeg()
    .toFile(path('dark.jpg'));
  // A beige room: warm walls, a brown floor, no sky, no plants.
  await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 220, g: 200, b: 165 } } })
    .composite([
      {
        input: { create: { width: 900, height: 200, channels: 3, background: { r: 120, g: 75, b: 40 } } },
        top: 400,
        left: 0,
      },
    ])
    .png()
    .toFile(path('room.png'));
});
afterAll(async () => {
  await dir.remove();
});

const describeAt = (file: string, fidelity: 'high' | 'mid' | 'low') =>
  describeImage({ imagePath: path(file), fidelity }, { tmpDir: dir.path });

describe('reference image describer', () => {
  it('reads a blue-over-green scene as outdoors, naming blue and green', async () => {
    const { text, facts } = await describeAt('outdoor.png', 'mid');
    expect(facts.setting).toBe('outdoor');
    expect(facts.orientation).toBe('landscape');
    expect(facts.colours.map((c) => c.name)).toEqual(expect.arrayContaining(['sky blue', 'green']));
    expect(text).toMatch(/outdoor/);
    expect(text).toMatch(/blue/);
    expect(text).toMatch(/green/);
    expect(text).toContain('800x600');
  });

  it('reads a dark image as dark', async () => {
    const { text, facts } = await describeAt('dark.jpg', 'low');
    expect(facts.brightnessLabel).toBe('dark');
    expect(facts.orientation).toBe('portrait');
    expect(text).toMatch(/^A dark portrait-format image dominated by black/);
  });

  it('reads a plain warm room as indoors', async () => {
    const { facts, text } = await describeAt('room.png', 'mid');
    expect(facts.setting).toBe('indoor');
    expect(facts.colours.map((c) => c.name)).toEqual(['beige', 'brown']);
    expect(text).toMatch(/indoor/);
  });

  it('measures sharpness: a blurred copy reads softer', async () => {
    const sharpFacts = (await describeAt('outdoor.png', 'high')).facts;
    const blurredFacts = (await describeAt('outdoor-blurred.png', 'high')).facts;
    expect(blurredFacts.sharpness).toBeLessThan(sharpFacts.sharpness / 4);
    expect(sharpFacts.sharpnessLabel).toBe('sharp');
    expect(blurredFacts.sharpnessLabel).toBe('soft');
  });

  it('writes more at higher fidelity: high > mid > low', async () => {
    const [high, mid, low] = await Promise.all([
      describeAt('outdoor.png', 'high'),
      describeAt('outdoor.png', 'mid'),
      describeAt('outdoor.png', 'low'),
    ]);
    expect(high.text.length).toBeGreaterThan(mid.text.length);
    expect(mid.text.length).toBeGreaterThan(low.text.length);
    expect(high.text.startsWith(mid.text)).toBe(true);
    expect(high.text).toMatch(/Colour breakdown: .*sky blue \d+%/);
  });

  it('fails corrupt input with a MediaError', async () => {
    const file = path('broken.gif');
    await writeFile(file, 'GIF89a garbage that is not a gif');
    await expect(
      describeImage({ imagePath: file, fidelity: 'low' }, { tmpDir: dir.path }),
    ).rejects.toMatchObject({ name: 'MediaError', code: 'invalid_input' });
  });
});

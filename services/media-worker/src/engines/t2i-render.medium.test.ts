// Real renders through sharp: deterministic bytes, distinct images, the asked size, prompt colours.
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createTempDir, type TempDir } from '@platform/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixelStats } from './image-stats.ts';
import { renderT2i, type T2iInput } from './t2i-render.engine.ts';

let dir: TempDir;
beforeAll(async () => {
  dir = await createTempDir({ prefix: 't2i-test-' });
});
afterAll(async () => {
  await dir.remove();
});

async function run(input: T2iInput) {
  const out = await createTempDir({ parent: dir.path });
  const progress: number[] = [];
  const result = await renderT2i(input, { tmpDir: out.path, onProgress: (f) => progress.push(f) });
  const hashes = await Promise.all(
    result.images.map(async (image) =>
      createHash('sha256')
        .update(await readFile(image.path))
        .digest('hex'),
    ),
  );
  return { result, hashes, progress };
}

const small = { width: 384, height: 256 };

describe('reference text-to-image renderer', () => {
  it('renders identical bytes for identical inputs', async () => {
    const input: T2iInput = {
      prompt: 'a quiet harbour at dawn',
      modelName: 'zephyr_t2i',
      modelConfig: small,
      numImages: 2,
    };
    const [a, b] = [await run(input), await run(input)];
    expect(a.hashes).toEqual(b.hashes);
    expect(a.result.seed).toBe(b.result.seed);
  });

  it('renders a different image for a different prompt, and N distinct images per job', async () => {
    const one = await run({
      prompt: 'a quiet harbour at dawn',
      modelName: 'zephyr_t2i',
      modelConfig: small,
      numImages: 4,
    });
    const other = await run({
      prompt: 'a busy market at noon',
      modelName: 'zephyr_t2i',
      modelConfig: small,
      numImages: 1,
    });
    expect(new Set(one.hashes).size).toBe(4);
    expect(one.hashes).not.toContain(other.hashes[0]);
    expect(one.progress).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('writes real PNGs of the configured size (1024 by default)', async () => {
    const sized = await run({
      prompt: 'mountains',
      modelName: 'nebula_t2i',
      modelConfig: { width: 512, height: 768 },
      numImages: 1,
    });
    const image = sized.result.images[0];
    expect(image).toMatchObject({ width: 512, height: 768, format: 'png', index: 0 });
    expect(await sharp(image?.path).metadata()).toMatchObject({ format: 'png', width: 512, height: 768 });
    expect(image?.file_size).toBeGreaterThan(1000);
    const standard = await run({ prompt: 'mountains', modelName: 'nebula_t2i', numImages: 1 });
    expect(await sharp(standard.result.images[0]?.path).metadata()).toMatchObject({
      width: 1024,
      height: 1024,
    });
  });

  it('colours the image after the colours the prompt names', async () => {
    const share = async (prompt: string, family: string) => {
      const { result } = await run({
        prompt,
        modelName: 'zephyr_t2i',
        modelConfig: { width: 256, height: 256 },
        numImages: 1,
      });
      const { data, info } = await sharp(result.images[0]?.path)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return (
        pixelStats({ data, width: info.width, height: info.height, channels: info.channels }).families.find(
          (f) => f.name === family,
        )?.share ?? 0
      );
    };
    expect(await share('a red poppy field under red skies', 'red')).toBeGreaterThan(
      await share('a blue lagoon under blue skies', 'red'),
    );
    expect(await share('a blue lagoon under blue skies', 'blue')).toBeGreaterThan(
      await share('a red poppy field under red skies', 'blue'),
    );
  });

  it('refuses bad requests before rendering', async () => {
    const tmpDir = dir.path;
    await expect(
      renderT2i({ prompt: ' ', modelName: 'zephyr_t2i', numImages: 1 }, { tmpDir }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      renderT2i({ prompt: 'x', modelName: 'zephyr_t2i', numImages: 11 }, { tmpDir }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      renderT2i(
        { prompt: 'x', modelName: 'zephyr_t2i', numImages: 1, modelConfig: { width: 4096 } },
        { tmpDir },
      ),
    ).rejects.toThrow(/model_config.width/);
    await expect(
      renderT2i(
        { prompt: 'x', modelName: 'zephyr_t2i', numImages: 1 },
        { tmpDir, signal: AbortSignal.abort() },
      ),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});

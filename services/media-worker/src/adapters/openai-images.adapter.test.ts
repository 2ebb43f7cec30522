import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobEngineContext, TextToImageRequest } from '../jobs/job-engine.ts';
import { bombPng, testStill } from '../testing/images.ts';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { AdapterConfigError, AdapterError, HttpClient } from '@platform/http-client';
import {
  batchSizes,
  createOpenAiImagesEngine,
  promptWithNegative,
  requestedSize,
} from './openai-images.adapter.ts';

let server: ProviderServer;
let dir: string;
let png: Buffer;
let jpeg: Buffer;

const engine = createOpenAiImagesEngine({
  http: new HttpClient({ sleep: async () => undefined }),
  env: (name) => (name === 'IMAGES_KEY' ? 'sk-test-123' : undefined),
});

beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'openai-images-test-'));
  png = await testStill(96, 64, 'png');
  jpeg = await testStill(96, 64, 'jpeg');
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
});

const request: TextToImageRequest = {
  modelName: 'acme_t2i',
  prompt: 'a red lighthouse at dusk',
  negativePrompt: 'people',
  numImages: 2,
  modelConfig: {},
};

function context(
  config: Record<string, unknown> = {},
  signal = new AbortController().signal,
): JobEngineContext {
  return {
    jobId: 'job-1',
    signal,
    tmpDir: dir,
    heartbeat: () => undefined,
    engineConfig: {
      base_url: server.url,
      model: 'img-model-1',
      api_key_env: 'IMAGES_KEY',
      retry_base_ms: 1,
      ...config,
    },
  };
}

/** Answers like the images API: `n` images of the given bytes. */
const images = (bytes: () => Buffer) => (body: unknown) => ({
  created: 1,
  data: Array.from({ length: (body as { n: number }).n }, () => ({ b64_json: bytes().toString('base64') })),
});

describe('openai-images adapter against a local provider', () => {
  it('posts the generation request and stores every image as PNG', async () => {
    server.handle((req, res) => sendJson(res, 200, images(() => jpeg)(req.body)));
    const result = await engine.run(request, context());
    expect(server.requests).toHaveLength(1);
    const sent = server.requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/v1/images/generations');
    expect(sent?.headers.authorization).toBe('Bearer sk-test-123');
    expect(sent?.body).toEqual({
      model: 'img-model-1',
      prompt: 'a red lighthouse at dusk\n\nAvoid: people',
      n: 2,
      size: '1024x1024',
      response_format: 'b64_json',
    });
    expect(result.images).toHaveLength(2);
    for (const [index, image] of result.images.entries()) {
      expect(image.path).toBe(join(dir, `image-${index + 1}.png`));
      const meta = await sharp(await readFile(image.path)).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 96, height: 64 });
      expect(image).toMatchObject({ width: 96, height: 64, format: 'png' });
      expect(image.file_size).toBe((await readFile(image.path)).length);
    }
  });

  it('retries a 500 and then succeeds', async () => {
    server.handle((req, res, index) =>
      index === 0
        ? sendJson(res, 500, { error: { message: 'upstream busy' } })
        : sendJson(res, 200, images(() => png)(req.body)),
    );
    const result = await engine.run({ ...request, numImages: 1 }, context());
    expect(server.requests).toHaveLength(2);
    expect(result.images).toHaveLength(1);
  });

  it('splits requests for models that take fewer images per call, and uses model_config size', async () => {
    server.handle((req, res) => sendJson(res, 200, images(() => png)(req.body)));
    const result = await engine.run(
      { ...request, numImages: 5, modelConfig: { width: 512, height: 768 } },
      context({ max_images_per_request: 2 }),
    );
    expect(server.requests.map((r) => (r.body as { n: number }).n)).toEqual([2, 2, 1]);
    expect(server.requests.every((r) => (r.body as { size: string }).size === '512x768')).toBe(true);
    expect(result.images.map((image) => image.path)).toEqual(
      [1, 2, 3, 4, 5].map((i) => join(dir, `image-${i}.png`)),
    );
  });

  it('fails with a retryable timeout when the provider does not answer', async () => {
    server.handle(() => undefined);
    const error = await engine
      .run({ ...request, numImages: 1 }, context({ timeout_ms: 100, retries: 1 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdapterError);
    expect(error).toMatchObject({
      retryable: true,
      message: 'openai-images: image generation: the provider did not answer within 100 ms. (2 attempts)',
    });
  });

  it('refuses an oversized answer without retrying', async () => {
    server.handle((req, res) => sendJson(res, 200, images(() => png)(req.body)));
    const error = await engine
      .run({ ...request, numImages: 1 }, context({ max_response_bytes: 1_000 }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      retryable: false,
      message: expect.stringContaining('larger than the 1 KiB limit'),
    });
    expect(server.requests).toHaveLength(1);
  });

  it('refuses images that are not images, or that claim 20000x20000 pixels', async () => {
    server.handle((req, res) => sendJson(res, 200, images(() => Buffer.from('not a picture'))(req.body)));
    await expect(engine.run({ ...request, numImages: 1 }, context())).rejects.toThrow(
      'openai-images: the provider returned an unusable image (The file is not a supported image.)',
    );
    const bomb = await bombPng();
    server.handle((req, res) => sendJson(res, 200, images(() => bomb)(req.body)));
    await expect(engine.run({ ...request, numImages: 1 }, context())).rejects.toThrow(
      /20000x20000 \(400\.0 megapixels\)/,
    );
  });

  it('fails when the provider returns fewer images than asked for', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [{ b64_json: png.toString('base64') }] }));
    await expect(engine.run(request, context())).rejects.toThrow(
      'openai-images: the provider returned 1 images, expected 2.',
    );
  });

  it('reports a missing key variable and a bad engine_config as configuration errors', async () => {
    const error = await engine.run(request, context({ api_key_env: 'MISSING_KEY' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdapterConfigError);
    expect((error as Error).message).toBe(
      'openai-images: the API key variable MISSING_KEY is not set on the worker.',
    );
    expect(() => engine.checkConfig({ base_url: 'ftp://x', model: '' })).toThrow(AdapterConfigError);
    expect(() => engine.checkConfig({ base_url: 'https://api.example.test', model: 'm' })).not.toThrow();
    expect(server.requests).toHaveLength(0);
  });
});

describe('openai-images helpers', () => {
  it('maps sizes, negative prompts and batches', () => {
    expect(requestedSize({}, '1024x1024')).toBe('1024x1024');
    expect(requestedSize({ width: 640, height: 480 }, '1024x1024')).toBe('640x480');
    expect(() => requestedSize({ width: 640 }, '1024x1024')).toThrow(/width and height/);
    expect(promptWithNegative('cat', '  ')).toBe('cat');
    expect(batchSizes(10, 4)).toEqual([4, 4, 2]);
  });
});

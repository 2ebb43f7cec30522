import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImageToTextRequest, JobEngineContext } from '../jobs/job-engine.ts';
import { bombPng, testStill } from '../testing/images.ts';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { HttpClient } from '@platform/http-client';
import {
  MAX_DESCRIPTION_CHARS,
  answerText,
  boundedText,
  createOpenAiVisionEngine,
} from './openai-vision.adapter.ts';

let server: ProviderServer;
let dir: string;
let photo: string;
let bomb: string;

const engine = createOpenAiVisionEngine({
  http: new HttpClient({ sleep: async () => undefined }),
  env: () => undefined,
});

beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'openai-vision-test-'));
  photo = join(dir, 'photo.png');
  bomb = join(dir, 'bomb.png');
  await writeFile(photo, await testStill(3000, 1000, 'png'));
  await writeFile(bomb, await bombPng());
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
});

function context(config: Record<string, unknown> = {}): JobEngineContext {
  return {
    jobId: 'job-2',
    signal: new AbortController().signal,
    tmpDir: dir,
    heartbeat: () => undefined,
    engineConfig: { base_url: `${server.url}/compat`, model: 'vision-1', retry_base_ms: 1, ...config },
  };
}

const reply = (content: unknown, finish = 'stop') => ({
  choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', content } }],
});

interface SentChat {
  model: string;
  max_tokens: number;
  messages: Array<{
    content: Array<{ type: string; text?: string; image_url?: { url: string; detail: string } }>;
  }>;
}

describe('openai-vision adapter against a local provider', () => {
  it('sends the image as a bounded JPEG data URL with fidelity-mapped detail and length', async () => {
    server.handle((_req, res) => sendJson(res, 200, reply('  A wide gradient with soft waves.  ')));
    const request: ImageToTextRequest = { modelName: 'acme_i2t', imagePath: photo, fidelity: 'high' };
    await expect(engine.run(request, context())).resolves.toEqual({
      text: 'A wide gradient with soft waves.',
    });

    const sent = server.requests[0];
    expect(sent?.path).toBe('/compat/v1/chat/completions');
    expect(sent?.headers.authorization).toBeUndefined();
    const body = sent?.body as SentChat;
    expect(body.model).toBe('vision-1');
    expect(body.max_tokens).toBe(1000);
    const parts = body.messages[0]?.content ?? [];
    expect(parts[0]?.text).toMatch(/^Describe this image .* Answer in detail/);
    const image = parts[1]?.image_url;
    expect(image?.detail).toBe('high');
    const [prefix, data] = (image?.url ?? '').split(',');
    expect(prefix).toBe('data:image/jpeg;base64');
    const meta = await sharp(Buffer.from(data ?? '', 'base64')).metadata();
    // 3000x1000 scaled to fit 2048 on the longer side.
    expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 683 });
  });

  it('maps low and mid fidelity', async () => {
    server.handle((_req, res) => sendJson(res, 200, reply([{ type: 'text', text: 'Short.' }])));
    for (const [fidelity, detail, tokens] of [
      ['low', 'low', 150],
      ['mid', 'auto', 400],
    ] as const) {
      await expect(engine.run({ modelName: 'm', imagePath: photo, fidelity }, context())).resolves.toEqual({
        text: 'Short.',
      });
      const body = server.requests.at(-1)?.body as SentChat;
      expect(body.max_tokens).toBe(tokens);
      expect(body.messages[0]?.content[1]?.image_url?.detail).toBe(detail);
    }
  });

  it('retries a 503 then succeeds', async () => {
    server.handle((_req, res, index) =>
      index === 0 ? sendJson(res, 503, { error: 'warming up' }) : sendJson(res, 200, reply('Fine.')),
    );
    await expect(
      engine.run({ modelName: 'm', imagePath: photo, fidelity: 'mid' }, context()),
    ).resolves.toEqual({ text: 'Fine.' });
    expect(server.requests).toHaveLength(2);
  });

  it('refuses a 20000x20000 image before anything is sent', async () => {
    await expect(engine.run({ modelName: 'm', imagePath: bomb, fidelity: 'mid' }, context())).rejects.toThrow(
      'The image is 20000x20000 (400.0 megapixels); the limit is 40.0 megapixels.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('times out a silent provider', async () => {
    server.handle(() => undefined);
    await expect(
      engine.run(
        { modelName: 'm', imagePath: photo, fidelity: 'low' },
        context({ timeout_ms: 100, retries: 0 }),
      ),
    ).rejects.toMatchObject({
      retryable: true,
      message: 'openai-vision: image description: the provider did not answer within 100 ms.',
    });
  });

  it('refuses an oversized answer', async () => {
    server.handle((_req, res) => sendJson(res, 200, reply('word '.repeat(2_000))));
    await expect(
      engine.run(
        { modelName: 'm', imagePath: photo, fidelity: 'low' },
        context({ max_response_bytes: 2_048 }),
      ),
    ).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('larger than the 2 KiB limit'),
    });
  });
});

describe('openai-vision adapter against a misbehaving provider (review)', () => {
  it('bounds a description far beyond max_tokens so the job event still fits in a NATS message', async () => {
    // A provider that ignores max_tokens: 2 MB of text, well under the 64 MiB answer cap. The
    // completed event carries the text and NATS refuses messages over 1 MiB (max_payload).
    server.handle((_req, res) => sendJson(res, 200, reply('A very long description. '.repeat(80_000))));
    const outcome = await engine.run({ modelName: 'm', imagePath: photo, fidelity: 'high' }, context()).then(
      (result) => result,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    if (outcome instanceof Error) {
      expect(outcome).toMatchObject({ retryable: false });
    } else {
      expect(outcome.text.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(outcome.text)).toBeLessThanOrEqual(64 * 1024);
    }
  });

  it('keeps the API key out of error messages when the provider echoes it back', async () => {
    const keyed = createOpenAiVisionEngine({
      http: new HttpClient({ sleep: async () => undefined }),
      env: (name) => (name === 'VISION_KEY' ? 'sk-live-0123456789abcdef' : undefined),
    });
    server.handle((_req, res) =>
      sendJson(res, 401, {
        error: { message: 'Incorrect API key provided: sk-live-0123456789abcdef. Check your key.' },
      }),
    );
    const error = await keyed
      .run({ modelName: 'm', imagePath: photo, fidelity: 'low' }, context({ api_key_env: 'VISION_KEY' }))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect((error as Error).message).toMatch(/openai-vision: image description: the provider answered 401/);
    expect((error as Error).message).not.toContain('0123456789abcdef');
  });
});

describe('answerText', () => {
  it('reads string and part answers and rejects empty, filtered or malformed ones', () => {
    expect(answerText(reply('Hello'))).toBe('Hello');
    expect(
      answerText(
        reply([
          { type: 'text', text: 'A' },
          { type: 'text', text: 'B' },
        ]),
      ),
    ).toBe('AB');
    expect(() => answerText(reply('   '))).toThrow(
      'openai-vision: the provider returned an empty description.',
    );
    expect(() => answerText(reply(null, 'content_filter'))).toThrow(/content filter/);
    expect(() => answerText({ choices: [] })).toThrow(/choices\[0\]/);
  });

  it('cuts an overlong description at a word boundary', () => {
    expect(boundedText('one two three four', 12)).toBe('one two…');
    expect(boundedText('short', 12)).toBe('short');
    expect(boundedText('x'.repeat(20), 12)).toBe(`${'x'.repeat(11)}…`);
    expect(boundedText(`${'x'.repeat(10)}😀😀`, 12)).toBe(`${'x'.repeat(10)}…`);
    const long = answerText(reply('word '.repeat(10_000)));
    expect(long.length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
    expect(long.length).toBeGreaterThan(MAX_DESCRIPTION_CHARS - 10);
    expect(long.endsWith(' word…')).toBe(true);
  });
});

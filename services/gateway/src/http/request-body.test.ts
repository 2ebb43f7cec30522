import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { gzipSync } from 'node:zlib';
import { AppError } from '@platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from './problem.ts';
import { readBody } from './request-body.ts';

const LIMIT = 1_000;

let server: Server;
let url: string;
beforeAll(async () => {
  const app = new Koa();
  app.use(async (ctx) => {
    try {
      ctx.body = (await readBody(ctx, LIMIT)).body;
    } catch (err) {
      ctx.status =
        err instanceof GatewayError
          ? err.status
          : err instanceof AppError && err.kind === 'validation'
            ? 400
            : 500;
      ctx.body = { error: String(err), errors: err instanceof AppError ? err.fieldErrors : undefined };
    }
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('readBody: multipart fields against the size cap', () => {
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(url, { method: 'POST', body: form });
  };

  it('takes fields of exactly the cap in bytes, and refuses one byte more', async () => {
    const atCap = await post({ prompt: 'p'.repeat(LIMIT) });
    expect(atCap.status).toBe(200);
    expect(((await atCap.json()) as { prompt: string }).prompt).toHaveLength(LIMIT);
    expect((await post({ prompt: 'p'.repeat(LIMIT + 1) })).status).toBe(413);
    // Two fields that reach the cap together.
    expect((await post({ prompt: 'p'.repeat(600), model_name: 'm'.repeat(400) })).status).toBe(200);
    expect((await post({ prompt: 'p'.repeat(600), model_name: 'm'.repeat(401) })).status).toBe(413);
  });

  it('counts bytes, not characters', async () => {
    // 500 two-byte characters are the cap; one more is over it.
    expect((await post({ prompt: 'é'.repeat(500) })).status).toBe(200);
    expect((await post({ prompt: 'é'.repeat(501) })).status).toBe(413);
  });
});

describe('readBody: the rules every body meets, in each encoding', () => {
  const send = (body: string | Uint8Array, type: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': type, ...headers }, body });
  const errorsOf = async (answer: Response) =>
    ((await answer.json()) as { errors?: Record<string, string[]> }).errors;

  it('refuses JSON and form bodies that are not UTF-8 instead of storing replacement characters', async () => {
    const latin1 = Buffer.from('{"prompt": "caf\xe9"}', 'latin1');
    const json = await send(latin1, 'application/json');
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toContain('not valid UTF-8');
    expect(
      (await send(Buffer.from('prompt=caf\xe9', 'latin1'), 'application/x-www-form-urlencoded')).status,
    ).toBe(400);
    expect(await (await send(Buffer.from('{"prompt": "café"}'), 'application/json')).json()).toEqual({
      prompt: 'café',
    });
  });

  it('refuses a NUL, as text or as a JSON escape, and deep nesting, on the field that holds it', async () => {
    const nul = await send('{"prompt": "a\\u0000b"}', 'application/json');
    expect(nul.status).toBe(400);
    expect(await errorsOf(nul)).toEqual({ prompt: ['Null characters are not allowed.'] });
    const form = await send('prompt=ok&name=a%00b', 'application/x-www-form-urlencoded');
    expect(await errorsOf(form)).toEqual({ name: ['Null characters are not allowed.'] });
    const multipart = new FormData();
    multipart.append('model_name', 'z\u0000');
    expect(await errorsOf(await fetch(url, { method: 'POST', body: multipart }))).toEqual({
      model_name: ['Null characters are not allowed.'],
    });
    const deep = await send(`{"model_config": ${'['.repeat(400)}${']'.repeat(400)}}`, 'application/json');
    expect(deep.status).toBe(400);
    expect(await errorsOf(deep)).toEqual({
      model_config: ['Ensure this value is nested at most 32 levels deep.'],
    });
  });

  it('reads gzip-compressed JSON, with the size cap applied to what it inflates to', async () => {
    const small = await send(gzipSync('{"prompt": "zipped"}'), 'application/json', {
      'content-encoding': 'gzip',
    });
    expect(await small.json()).toEqual({ prompt: 'zipped' });
    const bomb = await send(gzipSync(`{"prompt": "${'p'.repeat(LIMIT * 10)}"}`), 'application/json', {
      'content-encoding': 'gzip',
    });
    expect(bomb.status).toBe(413);
    expect((await send('{}', 'application/json', { 'content-encoding': 'compress' })).status).toBe(415);
  });
});

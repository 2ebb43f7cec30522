import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../http/problem.ts';
import { readBody } from './request-body.ts';

const LIMIT = 1_000;

describe('readBody: multipart fields against the size cap', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      try {
        ctx.body = (await readBody(ctx, LIMIT)).body;
      } catch (err) {
        ctx.status = err instanceof GatewayError ? err.status : 500;
        ctx.body = { error: String(err) };
      }
    });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

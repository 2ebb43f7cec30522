// One file over 300 lines on purpose: its cases share one provider stand-in server, started once for the file.
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startInMemoryTelemetry } from '@platform/telemetry';
import { sendJson, startProviderServer, type ProviderServer } from './testing/provider.server.ts';
import { AdapterError } from './adapter.error.ts';
import { HttpClient } from './http.client.ts';
import type { CallPolicy, HttpRequest } from './http-request.ts';
import { providerDetail, redactSecrets, requestSecrets } from './provider-detail.ts';
import { backoffDelay, retryAfterMs } from './retry-policy.ts';

const policy: CallPolicy = { timeoutMs: 2_000, retries: 2, retryBaseMs: 10, maxResponseBytes: 1024 };
const waits: number[] = [];
const client = new HttpClient({
  sleep: async (ms) => {
    waits.push(ms);
  },
});

let server: ProviderServer;
let dir: string;
beforeAll(async () => {
  server = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'http-client-test-'));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
  waits.length = 0;
});

const post = (path = '/v1/thing') => ({
  method: 'POST' as const,
  url: `${server.url}${path}`,
  json: { a: 1 },
  what: 'test: call',
});

async function failure(promise: Promise<unknown>): Promise<AdapterError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AdapterError);
  return error as AdapterError;
}

describe('HttpClient against a local server', () => {
  it('sends JSON and returns the parsed answer', async () => {
    server.handle((request, response) => sendJson(response, 200, { echo: request.body }));
    await expect(client.json(post(), policy)).resolves.toEqual({ echo: { a: 1 } });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('refuses plain http when it is not allowed (production), before anything is sent', async () => {
    server.handle((_request, response) => sendJson(response, 200, {}));
    const strict = new HttpClient({ allowPlainHttp: false, sleep: async () => undefined });
    const error = await failure(strict.json(post(), policy));
    expect(error.message).toBe(
      "test: call: the provider's address is plain http; only https is allowed in production.",
    );
    expect(error.retryable).toBe(false);
    expect(server.requests).toEqual([]);
  });

  it('records each attempt as a CLIENT span with method, host, path and status, never the query', async () => {
    const telemetry = startInMemoryTelemetry('http-client-test');
    try {
      server.handle((_request, response, index) =>
        index === 0 ? sendJson(response, 500, {}) : sendJson(response, 200, { ok: true }),
      );
      await client.json(post('/v1/thing?api_key=very-secret'), policy);
      const spans = telemetry.exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);
      expect(spans.map((span) => span.name)).toEqual(['POST 127.0.0.1', 'POST 127.0.0.1']);
      expect(spans.map((span) => span.attributes['http.response.status_code'])).toEqual([500, 200]);
      expect(spans.map((span) => span.status.code)).toEqual([SpanStatusCode.ERROR, SpanStatusCode.UNSET]);
      for (const span of spans) {
        expect(span.attributes).toMatchObject({
          'http.request.method': 'POST',
          'server.address': '127.0.0.1',
          'url.path': '/v1/thing',
          'provider.call': 'test: call',
        });
        expect(JSON.stringify(span.attributes)).not.toContain('secret');
      }
    } finally {
      await telemetry.shutdown();
    }
  });

  it('retries a 500 with backoff, then succeeds', async () => {
    server.handle((_request, response, index) =>
      index === 0
        ? sendJson(response, 500, { error: { message: 'overloaded' } })
        : sendJson(response, 200, { ok: true }),
    );
    await expect(client.json(post(), policy)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(waits).toEqual([10]);
  });

  it('honours Retry-After on 429 and gives up after the bounded retries as a retryable error', async () => {
    server.handle((_request, response) =>
      sendJson(response, 429, { error: 'slow down' }, { 'Retry-After': '1' }),
    );
    const error = await failure(client.json(post(), policy));
    expect(error.retryable).toBe(true);
    expect(error.status).toBe(429);
    expect(error.message).toBe('test: call: the provider answered 429: slow down (3 attempts)');
    expect(server.requests).toHaveLength(3);
    expect(waits).toEqual([1_000, 1_000]);
  });

  it('does not retry a 400 and quotes the provider', async () => {
    server.handle((_request, response) =>
      sendJson(response, 400, { error: { message: 'size must be 1024x1024' } }),
    );
    const error = await failure(client.json(post(), policy));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('test: call: the provider answered 400: size must be 1024x1024');
    expect(server.requests).toHaveLength(1);
  });

  it('times out a silent provider, retries, and reports a retryable timeout', async () => {
    server.handle(() => undefined); // never answers
    const started = performance.now();
    const error = await failure(client.json(post(), { ...policy, timeoutMs: 150, retries: 1 }));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('test: call: the provider did not answer within 150 ms. (2 attempts)');
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuses an oversized answer, declared or streamed, without retrying', async () => {
    server.handle((_request, response) => sendJson(response, 200, { blob: 'x'.repeat(5_000) }));
    const declared = await failure(client.json(post(), policy));
    expect(declared.retryable).toBe(false);
    expect(declared.message).toBe("test: call: the provider's answer is larger than the 1 KiB limit.");

    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }); // chunked, no length
      for (let i = 0; i < 10; i += 1) response.write('x'.repeat(500));
      response.end();
    });
    const streamed = await failure(client.json(post(), policy));
    expect(streamed.retryable).toBe(false);
    expect(streamed.message).toContain('larger than the 1 KiB limit');
    expect(server.requests).toHaveLength(2);
  });

  it('reports an unreachable provider as retryable with the network reason', async () => {
    const closed = await startProviderServer();
    const url = closed.url;
    await closed.close();
    const error = await failure(client.json({ ...post(), url: `${url}/x` }, { ...policy, retries: 0 }));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('test: call: the provider could not be reached (ECONNREFUSED).');
  });

  it('rejects an answer that is not JSON', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>');
    });
    const error = await failure(client.json(post(), policy));
    expect(error.message).toBe("test: call: the provider's answer is not JSON.");
  });

  it('stops at once when the caller aborts, with the caller reason', async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const reason = new Error('job cancelled');
    setTimeout(() => controller.abort(reason), 50);
    const started = performance.now();
    await expect(client.json(post(), { ...policy, timeoutMs: 10_000 }, controller.signal)).rejects.toBe(
      reason,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('follows redirects within the origin only, for GET only, and never carries the key further', async () => {
    const other = await startProviderServer();
    try {
      other.handle((request, response) =>
        sendJson(response, 200, {
          auth: request.headers.authorization ?? request.headers['xi-api-key'] ?? null,
        }),
      );
      server.handle((request, response) => {
        if (request.path === '/moved') {
          response.writeHead(302, { Location: '/here' });
          return response.end();
        }
        if (request.path === '/away') {
          response.writeHead(307, { Location: `${other.url}/there` });
          return response.end();
        }
        if (request.path === '/loop') {
          response.writeHead(302, { Location: '/loop' });
          return response.end();
        }
        return sendJson(response, 200, { path: request.path, auth: request.headers.authorization ?? null });
      });
      const get = (path: string, extra: Partial<HttpRequest> = {}) => ({
        method: 'GET' as const,
        url: `${server.url}${path}`,
        headers: { Authorization: 'Bearer k-123' },
        what: 'test: call',
        ...extra,
      });
      await expect(client.json(get('/moved'), policy)).resolves.toEqual({
        path: '/here',
        auth: 'Bearer k-123',
      });

      const refused = await failure(client.json(get('/away'), policy));
      expect(refused).toMatchObject({ retryable: false });
      expect(refused.message).toBe('test: call: the provider redirected to an address that is not allowed.');
      expect(other.requests).toHaveLength(0);

      const posted = await failure(client.json({ ...post('/moved') }, policy));
      expect(posted.message).toMatch(/redirected to an address that is not allowed/);
      await failure(client.json(get('/loop'), policy));

      const allowed = get('/away', { redirectAllowed: (url) => url.origin === other.url });
      await expect(client.json(allowed, policy)).resolves.toEqual({ auth: null });
      const keyed = { ...allowed, headers: { 'xi-api-key': 'el-key-7' } };
      await expect(client.json(keyed, policy)).resolves.toEqual({ auth: null });
    } finally {
      await other.close();
    }
  });

  it('downloads to a file under the cap and removes a partial file over it', async () => {
    server.handle((request, response) => {
      const size = request.path === '/big' ? 4_000 : 800;
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end(Buffer.alloc(size, 7));
    });
    const small = join(dir, 'small.bin');
    await expect(
      client.download({ method: 'GET', url: `${server.url}/small`, what: 'test: download' }, small, policy),
    ).resolves.toBe(800);
    expect((await readFile(small)).length).toBe(800);

    const big = join(dir, 'big.bin');
    const error = await failure(
      client.download({ method: 'GET', url: `${server.url}/big`, what: 'test: download' }, big, policy),
    );
    expect(error.retryable).toBe(false);
    await expect(stat(big)).rejects.toThrow(/ENOENT/);
  });
});

describe('HttpClient uploads and API-key headers', () => {
  it('PUTs a byte range of a file (one part of a multipart upload) and PATCHes JSON', async () => {
    server.handle((request, response) =>
      sendJson(response, 200, { size: request.raw.length }, { ETag: '"e-1"' }),
    );
    const file = join(dir, 'parts.bin');
    await writeFile(file, Buffer.from('0123456789'));
    const put = await client.request(
      {
        method: 'PUT',
        url: `${server.url}/part/2`,
        file: { path: file, contentType: 'video/mp4', range: { start: 4, end: 9 } },
        what: 'test: part',
      },
      policy,
    );
    expect(put.headers.get('etag')).toBe('"e-1"');
    expect(server.requests[0]?.raw.toString()).toBe('45678');
    expect(server.requests[0]?.headers['content-length']).toBe('5');
    await client.json(
      { method: 'PATCH', url: `${server.url}/done`, json: { ok: 1 }, what: 'test: patch' },
      policy,
    );
    expect(server.requests[1]).toMatchObject({ method: 'PATCH', body: { ok: 1 } });
  });

  it('treats X-API-Key as a credential: redacted from provider text, dropped on a redirect to another origin', async () => {
    expect(requestSecrets({ 'X-API-Key': 'tpz-key-77' })).toEqual(['tpz-key-77', 'tpz-key-77']);
    const other = await startProviderServer();
    try {
      other.handle((request, response) =>
        sendJson(response, 200, { key: request.headers['x-api-key'] ?? null }),
      );
      server.handle((_request, response) => {
        response.writeHead(302, { Location: `${other.url}/file` });
        response.end();
      });
      const answer = await client.json(
        {
          method: 'GET',
          url: `${server.url}/moved`,
          headers: { 'X-API-Key': 'tpz-key-77' },
          what: 'test: call',
          redirectAllowed: () => true,
        },
        policy,
      );
      expect(answer).toEqual({ key: null });
    } finally {
      await other.close();
    }
  });
});

describe('HttpClient with a call that must not be repeated (a billed submit)', () => {
  const once = { method: 'POST' as const, url: '', json: { a: 1 }, what: 'test: call', unsafeToRepeat: true };
  beforeEach(() => {
    once.url = `${server.url}/v1/thing`;
  });

  it('retries answers that prove the provider did not take the call (429, 503)', async () => {
    server.handle((_request, response, index) =>
      index === 0
        ? sendJson(response, 429, { detail: 'slow down' }, { 'Retry-After': '2' })
        : index === 1
          ? sendJson(response, 503, { detail: 'runner fault' })
          : sendJson(response, 200, { request_id: 'r1' }),
    );
    await expect(client.json(once, policy)).resolves.toEqual({ request_id: 'r1' });
    expect(server.requests).toHaveLength(3);
    expect(waits).toEqual([2_000, 20]);
  });

  it('does not repeat a call whose outcome is unknown (timeout, 502, 504)', async () => {
    server.handle(() => undefined); // never answers
    const silent = await failure(client.json(once, { ...policy, timeoutMs: 100 }));
    expect(silent).toMatchObject({ retryable: false, outcomeUnknown: true });
    expect(silent.message).toMatch(
      /did not answer within 100 ms; whether the provider took the request is unknown/,
    );
    expect(server.requests).toHaveLength(1);

    server.requests.length = 0;
    server.handle((_request, response) => sendJson(response, 504, { detail: 'Request timed out' }));
    expect(await failure(client.json(once, policy))).toMatchObject({
      retryable: false,
      outcomeUnknown: true,
      status: 504,
    });
    expect(server.requests).toHaveLength(1);
  });

  it("lets the caller's signal stop the waits between attempts, never an attempt halfway", async () => {
    const controller = new AbortController();
    let finished = false;
    const slow = new HttpClient({
      sleep: async (_ms, signal) => {
        signal?.throwIfAborted();
      },
      fetch: async () => {
        controller.abort(new Error('job cancelled'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished = true;
        return new Response('{"detail":"busy"}', { status: 429, headers: { 'Retry-After': '1' } });
      },
    });
    await expect(
      slow.json({ ...once, url: 'http://provider.test/x' }, policy, controller.signal),
    ).rejects.toThrow('job cancelled');
    expect(finished).toBe(true);
  });

  it('retries a refused connection (nothing was sent)', async () => {
    let calls = 0;
    const refused: typeof fetch = async () => {
      calls += 1;
      if (calls === 1)
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
      return new Response('{"ok":true}', { status: 200 });
    };
    const local = new HttpClient({ fetch: refused, sleep: async () => undefined });
    await expect(local.json({ ...once, url: 'http://provider.test/x' }, policy)).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(2);
  });

  it('fails a refusal of the input at once, quoting the validation problems', async () => {
    server.handle((_request, response) =>
      sendJson(response, 422, {
        detail: [{ loc: ['body', 'image_url'], msg: 'field required', type: 'missing' }],
      }),
    );
    const error = await failure(client.json(once, policy));
    expect(error).toMatchObject({ retryable: false, outcomeUnknown: false, status: 422 });
    expect(error.message).toBe('test: call: the provider answered 422: body.image_url: field required');
  });
});

describe('retry helpers', () => {
  it("spreads backoff waits with jitter, never a provider's Retry-After", () => {
    expect(backoffDelay({ retryBaseMs: 100, jitter: true }, 2, null, () => 0)).toBe(200);
    expect(backoffDelay({ retryBaseMs: 100, jitter: true }, 2, null, () => 1)).toBe(400);
    expect(backoffDelay({ retryBaseMs: 100, jitter: true }, 0, '3', () => 0)).toBe(3_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:07 GMT', now)).toBe(7_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  it('reads FastAPI-style details (validation lists, objects)', () => {
    expect(
      providerDetail(Buffer.from('{"detail":[{"loc":["body","prompt"],"msg":"too long"},{"msg":"bad"}]}')),
    ).toBe('body.prompt: too long; bad');
    expect(providerDetail(Buffer.from('{"detail":{"status":"too_many_concurrent_requests"}}'))).toBe(
      'too_many_concurrent_requests',
    );
  });

  it('doubles the delay per attempt and lets a longer Retry-After win, capped at 30 s', () => {
    expect([0, 1, 2].map((attempt) => backoffDelay({ retryBaseMs: 100 }, attempt, null))).toEqual([
      100, 200, 400,
    ]);
    expect(backoffDelay({ retryBaseMs: 100 }, 0, '2')).toBe(2_000);
    expect(backoffDelay({ retryBaseMs: 100 }, 0, '3600')).toBe(30_000);
    expect(backoffDelay({ retryBaseMs: 100 }, 0, 'soon')).toBe(100);
  });

  it('extracts the provider message from the usual error shapes', () => {
    expect(providerDetail(Buffer.from('{"error":{"message":"bad model"}}'))).toBe('bad model');
    expect(providerDetail(Buffer.from('{"error":"quota"}'))).toBe('quota');
    expect(providerDetail(Buffer.from('{"detail":"nope"}'))).toBe('nope');
    expect(providerDetail(Buffer.from('plain\nfailure'))).toBe('plain failure');
    expect(providerDetail(Buffer.from('y'.repeat(500)))).toHaveLength(200);
  });

  it('removes the request credentials from provider text before shortening it', () => {
    const secrets = requestSecrets({ Authorization: 'Bearer sk-secret-42', Accept: 'x' });
    expect(secrets).toEqual(['Bearer sk-secret-42', 'sk-secret-42']);
    expect(providerDetail(Buffer.from('{"error":"bad key Bearer sk-secret-42"}'), secrets)).toBe(
      'bad key [redacted]',
    );
    // A key that straddles the 200-character cut leaves no prefix of itself behind.
    const cut = providerDetail(Buffer.from(`${'x'.repeat(190)} sk-secret-42`), secrets);
    expect(cut).not.toContain('sk-sec');
    expect(redactSecrets('key sk-secret-42 twice sk-secret-42', secrets)).toBe(
      'key [redacted] twice [redacted]',
    );
  });

  it('treats a provider key header (xi-api-key, x-api-key) as a credential like Authorization', () => {
    expect(requestSecrets({ 'xi-api-key': 'el-key-7', 'X-API-Key': 'tz-key-8', Accept: 'x' })).toEqual([
      'el-key-7',
      'el-key-7',
      'tz-key-8',
      'tz-key-8',
    ]);
    expect(
      providerDetail(
        Buffer.from('{"detail":{"status":"invalid_api_key","message":"key el-key-7 is invalid"}}'),
        requestSecrets({ 'xi-api-key': 'el-key-7' }),
      ),
    ).toBe('key [redacted] is invalid');
  });
});

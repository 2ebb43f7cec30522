// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
// Property-based fuzzing of the gateway's request parsing, against the gateway as its own process
// (`services/gateway/src/main.ts`) in front of real billing, studio and sharing. Generated
// requests mix every route of the OpenAPI document (path segments valid, malformed and hostile),
// query strings, credentials, content types and bodies in JSON (deep and wide), forms, multipart
// (whole, truncated, without a boundary) and raw bytes; a second property cuts connections in
// the middle of headers and bodies. Every answer must be a well-formed status in the contract's
// error shape (never a 500), and the gateway process must still be up at the end. The seed and
// the number of runs are fixed, so a failure replays exactly (fast-check prints the path).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_STORAGE_KEY_SECRET, freePort, natsUrl } from '@platform/testkit';
import { createLogger } from '../../packages/logging/src/index.ts';
import { startEnhancement, type EnhancementHandle } from '../../services/enhancement/src/app.ts';
import { startWebhooks, type WebhooksHandle } from '../../services/webhooks/src/app.ts';
import { startRealEstate, type RealEstateHandle } from '../../services/real-estate/src/app.ts';
import { startSharing, type SharingHandle } from '../../services/sharing/src/app.ts';
import { api, startStudioStack, waitFor, type Account, type StudioStack } from './support/studio-stack.ts';

const root = resolve(import.meta.dirname, '..', '..');
const SEED = 20_261_125;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Statuses the contract and decisions.md give the gateway's answers (no 500: that would be a bug). */
const ERROR_STATUSES = new Set([400, 401, 402, 403, 404, 405, 409, 413, 415, 429, 431, 503]);
const PATHS = Object.keys(
  (JSON.parse(readFileSync(resolve(root, 'docs/openapi.json'), 'utf8')) as { paths: object }).paths,
);

let stack: StudioStack;
let sharing: SharingHandle;
let realEstate: RealEstateHandle;
let enhancement: EnhancementHandle;
let webhooks: WebhooksHandle;
let gateway: ChildProcess;
let port: number;
let owner: Account;
let jwt = '';
let projectId = '';
const gatewayLog: string[] = [];
/** How often each status was answered in the first property. */
const seen = new Map<number, number>();
let exited: string | null = null;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One raw HTTP request (node:http sends what it is given: no fetch normalisation). */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      // The event stream (GET /api/v2/events/) never ends: its headers are the answer.
      if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) });
        res.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Null when the answer is well-formed; else what is wrong with it. */
function problemWith(answer: Answer, method: string, path: string): string | null {
  const { status } = answer;
  if (status >= 200 && status < 300) return null;
  if (!ERROR_STATUSES.has(status)) return `status ${status}`;
  if (method === 'HEAD') return null;
  const type = String(answer.headers['content-type'] ?? '');
  // The public share page answers people, in HTML, for every token that does not work.
  if (status === 404 && path.startsWith('/s/') && type.startsWith('text/html')) return null;
  if (!type.startsWith('application/json')) return `status ${status} with content type "${type}"`;
  let body: unknown;
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return `status ${status} with a body that is not JSON`;
  }
  const shaped = body as {
    detail?: unknown;
    error_id?: unknown;
    errors?: unknown;
    non_field_errors?: unknown;
  };
  // The contract's exceptions (interface spec, error shapes): image-to-text validation is
  // `{errors, non_field_errors}`, and image-to-text, a cancel of an ended job and a bad query of
  // the legacy job list (GET /api/jobs/) answer `{detail}` without an error id.
  const legacyJobList = method === 'GET' && path === '/api/jobs/';
  if (status === 400 && (legacyJobList || /\/jobs\/image-to-text\/|\/cancel\/$/.test(path))) {
    if (typeof shaped.errors === 'object' && shaped.errors !== null && Array.isArray(shaped.non_field_errors))
      return null;
    if (typeof shaped.detail === 'string' && Object.keys(shaped).length === 1) return null;
  }
  if (
    typeof shaped.detail !== 'string' ||
    typeof shaped.error_id !== 'string' ||
    !UUID.test(shaped.error_id)
  ) {
    return `status ${status} without {detail, error_id}: ${answer.body.toString('utf8').slice(0, 200)}`;
  }
  return null;
}

/** Keeps only characters a header value may carry. */
const headerSafe = (text: string): string => text.replace(/[^\t\x20-\x7e]/g, '');

const segment = () =>
  fc.oneof(
    fc.constant(projectId),
    fc.uuid().map(String),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom(
      '..',
      '%00',
      '%2F',
      '%ZZ',
      '%C3%28',
      '0',
      '-1',
      '99999999999999999999',
      'null',
      '%F0%9F%92%A9',
      'a'.repeat(600),
    ),
  );

const pathArbitrary = () =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.constantFrom(...PATHS), fc.array(segment(), { minLength: 4, maxLength: 4 }))
        .map(([template, values]) => {
          let index = 0;
          return template.replace(/\{[^}]+\}/g, () => values[index++] ?? 'x');
        }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '/s/',
        '/healthz',
        '/livez',
        '/api/docs/',
        '/api/schema/',
        '/',
        '//',
        '/api/v2/../../etc/passwd',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.array(segment(), { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
    },
    { weight: 1, arbitrary: segment().map((token) => `/s/${token}`) },
  );

const queryArbitrary = () =>
  fc.oneof(
    fc.constant(''),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('limit', 'offset', 'ordering', 'status', 'project', 'limit[]'),
            fc.string({ maxLength: 10 }),
          ),
          fc.oneof(
            fc.string({ maxLength: 20 }),
            fc.integer().map(String),
            fc.constantFrom('-1', '1e309', '99999999999999999999', '', 'NaN'),
          ),
        ),
        { maxLength: 6 },
      )
      .map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
    fc.constantFrom('?%', '?a=%E0%A4%A', '?limit=1&limit=2&limit=', '?&&&=&=', `?offset=${'9'.repeat(400)}`),
  );

const knownFields = () =>
  fc.record(
    {
      name: fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null)),
      description: fc.string({ maxLength: 50 }),
      prompt: fc.oneof(fc.string({ maxLength: 100 }), fc.constant('   '), fc.constant('a\u0000b')),
      model_name: fc.oneof(fc.constantFrom('zephyr_t2i', 'lumen_i2t', 'nope'), fc.string({ maxLength: 20 })),
      model_config: fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
      ),
      style_settings: fc.oneof(
        fc.array(fc.uuid().map(String), { maxLength: 3 }),
        fc.string({ maxLength: 10 }),
      ),
      num_requested_images: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.string({ maxLength: 5 })),
      start_frame: fc.oneof(fc.uuid().map(String), fc.string({ maxLength: 10 })),
      image_asset: fc.oneof(fc.uuid().map(String), fc.string({ maxLength: 10 })),
      external_url: fc.constantFrom(
        'http://127.0.0.1:1/x.png',
        'ftp://example.com/a',
        'not a url',
        'http://[::1]/',
        'file:///etc/passwd',
      ),
      content_type: fc.constantFrom('image/png', 'video/mp4', 'text/html', ''),
      file_size: fc.oneof(fc.integer(), fc.double()),
      expires_at: fc.oneof(
        fc.constant(null),
        fc.string({ maxLength: 30 }),
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      ),
      tags: fc.oneof(fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }), fc.string({ maxLength: 20 })),
      order: fc.oneof(fc.integer(), fc.double()),
      requested_resolution: fc.constantFrom('480p', '720p', '4k', ''),
      requested_video_duration: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.string({ maxLength: 4 })),
    },
    { requiredKeys: [] },
  );

/** A free-form value nested 33 to 7,000 levels deep (about 6,000 once overflowed the stack), as JSON text. */
const deepConfig = () =>
  fc.tuple(fc.integer({ min: 33, max: 7_000 }), fc.constantFrom('[', '{"a":')).map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    // An object at the top, as model_config must be.
    return `{"a":${open.repeat(depth)}1${close.repeat(depth)}}`;
  });
const deepJson = () =>
  deepConfig().map((config) => `{"prompt":"x","model_name":"zephyr_t2i","model_config":${config}}`);

function multipart(
  boundary: string,
  parts: { name: string; filename?: string; type?: string; data: string }[],
  truncateAt?: number,
): Buffer {
  const text = parts
    .map((part) => {
      const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n${part.data}\r\n`;
    })
    .join('');
  const whole = Buffer.from(`${text}--${boundary}--\r\n`, 'latin1');
  return truncateAt === undefined ? whole : whole.subarray(0, Math.floor(truncateAt * whole.length));
}

const bodyArbitrary = () =>
  fc.oneof(
    fc.constant({ type: undefined as string | undefined, body: undefined as Buffer | undefined }),
    fc
      .tuple(
        fc.oneof(
          knownFields().map((value) => JSON.stringify(value)),
          fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
          deepJson(),
          fc.string({ maxLength: 50 }),
        ),
        fc.constantFrom('application/json', 'application/vnd.api+json', 'application/json; charset=latin1'),
      )
      .map(([text, type]) => ({ type, body: Buffer.from(text) })),
    knownFields().map((value) => ({
      type: 'application/x-www-form-urlencoded',
      body: Buffer.from(
        new URLSearchParams(
          Object.entries(value).map(([key, item]): [string, string] => [
            key,
            typeof item === 'string' ? item : (JSON.stringify(item) ?? ''),
          ]),
        ).toString(),
      ),
    })),
    fc
      .tuple(
        fc.constantFrom('XX', 'b0undary', '----x'),
        fc.array(
          fc.record({
            name: fc.oneof(
              fc.constantFrom('file', 'name', 'tags', 'prompt', 'model_name', 'model_config'),
              fc.string({ maxLength: 8 }),
            ),
            filename: fc.option(fc.constantFrom('a.png', 'b.mp4', '../../x', ''), { nil: undefined }),
            type: fc.option(
              fc.constantFrom('image/png', 'video/mp4', 'text/plain', 'application/octet-stream'),
              { nil: undefined },
            ),
            data: fc.string({ maxLength: 200 }),
          }),
          { maxLength: 4 },
        ),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        fc.boolean(),
      )
      .map(([boundary, parts, truncateAt, withBoundary]) => ({
        type: withBoundary ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
        body: multipart(boundary, parts, truncateAt),
      })),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 300 }),
        fc.oneof(
          fc.constantFrom(
            'application/json',
            'multipart/form-data; boundary=XX',
            'text/plain',
            'application/octet-stream',
          ),
          fc.string({ maxLength: 30 }).map(headerSafe),
        ),
      )
      .map(([bytes, type]) => ({ type, body: Buffer.from(bytes) })),
  );

const headersArbitrary = () =>
  fc.record(
    {
      authorization: fc.oneof(
        fc.constant(`Token ${owner.key}`),
        fc.constant(`Bearer ${jwt}`),
        fc.constantFrom(
          'Token ',
          'Bearer ',
          'Bearer a.b.c',
          'Basic dXNlcjpwYXNz',
          'Token mk_live_aaaaaaaa_' + 'A'.repeat(43),
          `Token ${owner.key} extra`,
        ),
        fc.string({ maxLength: 60 }).map(headerSafe),
      ),
      idempotency: fc.option(fc.string({ maxLength: 300 }).map(headerSafe), { nil: undefined }),
      requestId: fc.option(fc.string({ maxLength: 300 }).map(headerSafe), { nil: undefined }),
      host: fc.option(fc.constantFrom('evil.example', 'a b', '', '[::1]:1'), { nil: undefined }),
      encoding: fc.option(fc.constantFrom('gzip', 'br', 'identity', 'x-unknown'), { nil: undefined }),
    },
    { requiredKeys: ['authorization'] },
  );

beforeAll(async () => {
  stack = await startStudioStack({ worker: false });
  sharing = await startSharing({
    databaseUrl: stack.database.url,
    grpcAddress: '127.0.0.1:0',
    studioAddress: stack.studio.address,
    // No real estate here (nothing listens on the discard port): no link of this test names its assets.
    realEstateAddress: '127.0.0.1:9',
    billingAddress: stack.billing.address,
    logger: createLogger('fuzz-sharing', 'silent'),
    shutdownGraceMs: 500,
  });
  // The gateway's /healthz needs every backend it routes to, real estate, enhancement and webhooks included.
  realEstate = await startRealEstate({
    databaseUrl: stack.database.url,
    grpcAddress: '127.0.0.1:0',
    natsUrl: natsUrl(),
    busPrefix: stack.busPrefix,
    billingAddress: stack.billing.address,
    storage: {
      endpoint: stack.s3.endpoint,
      accessKey: stack.s3.accessKey,
      secretKey: stack.s3.secretKey,
      region: stack.s3.region,
      bucket: stack.s3.bucket,
    },
    keys: stack.keys,
    logger: createLogger('fuzz-real-estate', 'silent'),
    shutdownGraceMs: 500,
    jobs: { sweepIntervalMs: 0 },
  });
  enhancement = await startEnhancement({
    databaseUrl: stack.database.url,
    grpcAddress: '127.0.0.1:0',
    natsUrl: natsUrl(),
    busPrefix: stack.busPrefix,
    billingAddress: stack.billing.address,
    storage: {
      endpoint: stack.s3.endpoint,
      accessKey: stack.s3.accessKey,
      secretKey: stack.s3.secretKey,
      region: stack.s3.region,
      bucket: stack.s3.bucket,
    },
    keys: stack.keys,
    logger: createLogger('fuzz-enhancement', 'silent'),
    jobs: { sweepIntervalMs: 0 },
  });
  webhooks = await startWebhooks({
    databaseUrl: stack.database.url,
    natsUrl: natsUrl(),
    busPrefix: stack.busPrefix,
    grpcAddress: '127.0.0.1:0',
    logger: createLogger('fuzz-webhooks', 'silent'),
    shutdownGraceMs: 500,
  });
  port = await freePort();
  gateway = spawn(process.execPath, ['services/gateway/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...stack.gatewayEnv,
      SHARING_GRPC_ADDR: sharing.address,
      REAL_ESTATE_GRPC_ADDR: realEstate.address,
      ENHANCEMENT_GRPC_ADDR: enhancement.address,
      WEBHOOKS_GRPC_ADDR: webhooks.address,
      BUS_PREFIX: stack.busPrefix,
      GATEWAY_PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'fuzz-test-secret-0123456789-abcdefghijkl',
      STORAGE_KEY_SECRET: TEST_STORAGE_KEY_SECRET,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      // Small limits, so that generated bodies reach them.
      BODY_LIMIT_BYTES: '65536',
      UPLOAD_MAX_IMAGE_BYTES: '128',
      UPLOAD_MAX_VIDEO_BYTES: '128',
      RATE_LIMIT_IP_BURST: '100000',
      RATE_LIMIT_IP_PER_SECOND: '100000',
      RATE_LIMIT_ACCOUNT_BURST: '100000',
      RATE_LIMIT_ACCOUNT_PER_SECOND: '100000',
      RATE_LIMIT_JOB_CREATE_BURST: '100000',
      RATE_LIMIT_JOB_CREATE_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [gateway.stdout, gateway.stderr])
    stream?.on('data', (chunk: Buffer) =>
      gatewayLog.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
    );
  gateway.once('exit', (code, signal) => (exited = `exited with ${code ?? signal}`));
  await waitFor(
    async () => (await send('GET', '/healthz', {}).catch(() => ({ status: 0 }))).status,
    (status) => status === 200,
    60_000,
    200,
  );
  owner = await stack.account('50');
  const base = { url: `http://127.0.0.1:${port}` };
  jwt = (await api(base, owner, 'POST', '/api/v2/auth/token/')).body.access;
  projectId = (await api(base, owner, 'POST', '/api/v2/studio/projects/', { name: 'Fuzz' })).body.id;
});

afterAll(async () => {
  if (gateway && exited === null) {
    const gone = new Promise((resolveExit) => gateway.once('exit', resolveExit));
    gateway.kill('SIGTERM');
    await gone;
  }
  await sharing?.stop();
  await realEstate?.stop();
  await enhancement?.stop();
  await webhooks?.stop();
  await stack?.close();
});

const stillUp = async () => {
  expect(exited, gatewayLog.slice(-20).join('\n')).toBeNull();
  expect((await send('GET', '/livez', {})).status).toBe(200);
};

describe('gateway request parsing under fuzzing', () => {
  it(
    'answers every generated request with a well-formed status in the contract shape, and stays up',
    { timeout: 600_000 },
    async () => {
      const random = fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        path: pathArbitrary(),
        query: queryArbitrary(),
        generated: headersArbitrary(),
        payload: bodyArbitrary(),
      });
      // Well-formed creates with hostile values, so generated requests also get past validation.
      const plausible = fc.record({
        method: fc.constant('POST'),
        path: fc.constantFrom(
          '/api/v2/studio/projects/',
          '/api/v2/studio/styles/',
          `/api/v2/studio/projects/${projectId}/shots/`,
        ),
        query: fc.constant(''),
        generated: fc.constant({ authorization: `Token ${owner.key}` } as {
          authorization: string;
          idempotency?: string;
          requestId?: string;
          host?: string;
          encoding?: string;
        }),
        payload: fc
          .record(
            {
              name: fc.string({ minLength: 1, maxLength: 300 }),
              description: fc.string({ maxLength: 40 }),
              prompt_prefix: fc.string({ maxLength: 40 }),
            },
            { requiredKeys: ['name'] },
          )
          .map((value) => ({
            type: 'application/json' as string | undefined,
            body: Buffer.from(JSON.stringify(value)) as Buffer | undefined,
          })),
      });
      const uploads = fc.record({
        method: fc.constant('POST'),
        path: fc.constantFrom('/api/v2/studio/assets/images/', '/api/v2/studio/assets/videos/'),
        query: fc.constant(''),
        generated: fc.constant({ authorization: `Token ${owner.key}` } as {
          authorization: string;
          idempotency?: string;
          requestId?: string;
          host?: string;
          encoding?: string;
        }),
        payload: fc
          .tuple(
            fc.constantFrom('image/png', 'video/mp4', 'text/plain'),
            fc.oneof(
              fc.string({ maxLength: 40 }),
              fc.integer({ min: 100, max: 400 }).map((size) => 'x'.repeat(size)),
            ),
            fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
          )
          .map(([type, data, truncateAt]) => ({
            type: 'multipart/form-data; boundary=XX' as string | undefined,
            body: multipart('XX', [{ name: 'file', filename: 'a.bin', type, data }], truncateAt) as
              Buffer | undefined,
          })),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { weight: 8, arbitrary: random },
            { weight: 1, arbitrary: plausible },
            { weight: 1, arbitrary: uploads },
          ),
          async ({ method, path, query, generated, payload: { type, body } }) => {
            const headers: Record<string, string> = { authorization: generated.authorization };
            if (type !== undefined) headers['content-type'] = type;
            // Framed, so that each generated body is one request (unframed bytes after a GET are
            // the next request's garbage, which the second property and client-error.test cover).
            if (body !== undefined) headers['content-length'] = String(body.length);
            if (generated.idempotency !== undefined) headers['idempotency-key'] = generated.idempotency;
            if (generated.requestId !== undefined) headers['x-request-id'] = generated.requestId;
            if (generated.host !== undefined) headers.host = generated.host;
            if (generated.encoding !== undefined) headers['content-encoding'] = generated.encoding;
            const answer = await send(method, `${path}${query}`, headers, body);
            seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
            const problem = problemWith(answer, method, path);
            if (problem) throw new Error(`${method} ${path}${query}: ${problem}`);
          },
        ),
        { seed: SEED, numRuns: 1_000, endOnFailure: true },
      );
      await stillUp();
      // The generated requests got past every stage: served, validated, authenticated, routed,
      // size- and type-checked (a fuzz that only ever met one error would show nothing).
      for (const status of [200, 201, 204, 400, 401, 404, 405, 413, 415])
        expect(seen.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
    },
  );

  it(
    'answers deep or large model_config on every create that takes one with a 400 field error, holding no credits',
    { timeout: 300_000 },
    async () => {
      const paths = [
        `/api/v2/studio/projects/${projectId}/jobs/text-to-image/`,
        `/api/v2/studio/projects/${projectId}/jobs/image-to-video/`,
      ];
      const before = await stack.balance(owner);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.oneof(
            deepConfig(),
            fc
              .integer({ min: 17_000, max: 60_000 })
              .map((size) => JSON.stringify({ blob: 'a'.repeat(size) })),
          ),
          fc.constantFrom('json', 'form'),
          async (path, config, encoding) => {
            // Built as text: parsing such a value in this process would overflow its stack too.
            const body = Buffer.from(
              encoding === 'json'
                ? `{"prompt":"x","model_name":"zephyr_t2i","start_frame":"${projectId}","model_config":${config}}`
                : new URLSearchParams({
                    prompt: 'x',
                    model_name: 'zephyr_t2i',
                    start_frame: projectId,
                    model_config: config,
                  }).toString(),
            );
            const answer = await send(
              'POST',
              path,
              {
                authorization: `Token ${owner.key}`,
                'content-type':
                  encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
                'content-length': String(body.length),
              },
              body,
            );
            const parsed = JSON.parse(answer.body.toString('utf8')) as { errors?: Record<string, string[]> };
            // Bodies over the body limit are 413 before any parsing; the rest name the field.
            if (answer.status === 413) return;
            if (answer.status !== 400 || !parsed.errors?.model_config)
              throw new Error(`${path}: ${answer.status} ${answer.body.toString('utf8').slice(0, 200)}`);
          },
        ),
        { seed: SEED, numRuns: 60, endOnFailure: true },
      );
      expect(await stack.balance(owner)).toBe(before);
      await stillUp();
    },
  );

  it(
    'survives connections cut in the middle of headers and bodies, and answers the next request',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            '/api/v2/studio/assets/images/',
            '/api/v2/studio/assets/videos/',
            `/api/v2/studio/projects/${projectId}/jobs/text-to-image/`,
            '/api/v2/studio/projects/',
            '/s/x',
          ),
          fc.constantFrom(
            'multipart/form-data; boundary=XX',
            'application/json',
            'application/x-www-form-urlencoded',
          ),
          fc.string({ maxLength: 400 }),
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.integer({ min: 0, max: 100_000 }),
          async (path, type, content, cut, extraLength) => {
            const body = Buffer.from(
              type.startsWith('multipart')
                ? `--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${content}`
                : content,
            );
            const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${owner.key}\r\nContent-Type: ${type}\r\nContent-Length: ${body.length + extraLength}\r\n\r\n`;
            const raw = Buffer.concat([Buffer.from(head), body]);
            await new Promise<void>((resolveCut) => {
              const socket = connect(port, '127.0.0.1');
              socket.on('error', () => resolveCut());
              socket.on('close', () => resolveCut());
              socket.write(raw.subarray(0, Math.max(1, Math.floor(cut * raw.length))), () =>
                socket.destroy(),
              );
            });
            const next = await send('GET', '/livez', {});
            if (next.status !== 200)
              throw new Error(`after a cut request to ${path}: /livez answered ${next.status}`);
          },
        ),
        { seed: SEED, numRuns: 150, endOnFailure: true },
      );
      await stillUp();
    },
  );
});

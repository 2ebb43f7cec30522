// The owner routes of sharing in the real gateway pipeline, with a stand-in sharing client:
// REST <-> gRPC mapping, status codes, body validation and error shapes. The same flows against
// the real services are in test/e2e/sharing-*.test.ts.
import { compileErrors, validate } from '@readme/openapi-parser';
import { AppError, notFound, validationError } from '@platform/errors';
import { createLogger } from '@platform/logging';
import type { CreateLinkRequest } from '@platform/protos/generated/sharing/v1/CreateLinkRequest.ts';
import type { SharingState__Output } from '@platform/protos/generated/sharing/v1/SharingState.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import type { BillingClient } from '../clients/billing.client.ts';
import type { SharingClient } from '../clients/sharing.client.ts';
import { loadGatewayConfig } from '../config.ts';
import { buildOpenApiDocument } from '../http/openapi.ts';
import { serveGateway, type ServedGateway } from '../testing/http-server.ts';
import { sharePageRoutes } from './share-page.routes.ts';
import { sharingRoutes } from './sharing.routes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY = 'test-key-seven';
const ASSET = '0193a1b2-0000-7000-8000-00000000000a';
const OTHER = '0193a1b2-0000-7000-8000-00000000000b';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const auth = { Authorization: `Token ${KEY}` };

const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    if (api_key !== KEY) throw new AppError('unauthenticated', 'Invalid API key.');
    return {
      account: { id: '7', email: 'seven@example.com', status: 'ACCOUNT_STATUS_ACTIVE', created_at: '' },
      key_prefix: 'k',
    };
  },
  close() {},
} as unknown as BillingClient;

const link = {
  id: '0193a1b2-0000-7000-8000-0000000000ff',
  token: TOKEN,
  permission: 'view',
  owner: '7',
  expires_at: '',
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

/** Owns ASSET (shared when `shared` is set); every other id is another account's. */
function standInSharing(
  calls: { create: CreateLinkRequest[]; revoke: string[] },
  options: { shared?: boolean; finished?: boolean } = {},
) {
  const owned = (accountId: unknown, assetId: string) => {
    if (accountId !== '7' || assetId !== ASSET) throw notFound('No asset with that id in studio.');
  };
  const state = (withLink: boolean): SharingState__Output => ({
    asset_id: ASSET,
    link: withLink ? { ...link } : null,
  });
  return {
    async GetSharing({ account_id, asset_id }) {
      owned(account_id, asset_id ?? '');
      return state(options.shared ?? false);
    },
    async CreateLink(request) {
      owned(request.account_id, request.asset_id ?? '');
      if (options.finished === false) throw validationError('Only finished videos can be shared.');
      calls.create.push(request);
      const expires = request.expires_at ?? '';
      return { state: { asset_id: ASSET, link: { ...link, expires_at: expires } }, created: !options.shared };
    },
    async RevokeLink({ account_id, asset_id }) {
      owned(account_id, asset_id ?? '');
      calls.revoke.push(asset_id ?? '');
      return { revoked: options.shared ?? false };
    },
    async ResolveToken() {
      throw notFound();
    },
    close() {},
  } as SharingClient;
}

let served: ServedGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function start(sharing: SharingClient, env: Record<string, string> = {}) {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 's'.repeat(32),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const gateway = createGateway({
    config,
    logger: createLogger('gateway-test', 'silent'),
    billing,
    routes: (context) => sharingRoutes({ sharing, publicBaseUrl: context.config.PUBLIC_BASE_URL }),
  });
  served = await serveGateway(gateway);
  return served.url;
}

const path = (id = ASSET) => `/api/v2/studio/assets/videos/${id}/sharing/`;

describe('sharing routes', () => {
  it('reads the state: null link, or the link with an integer owner, null expiry and the page url', async () => {
    const calls = { create: [], revoke: [] };
    const unshared = await start(standInSharing(calls));
    const empty = await fetch(`${unshared}${path()}`, { headers: auth });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ id: ASSET, shareable_resource_link: null });
    await served?.close();

    const url = await start(standInSharing(calls, { shared: true }));
    for (const suffix of ['', 'no-slash']) {
      const target = suffix ? path().slice(0, -1) : path();
      const response = await fetch(`${url}${target}`, { headers: auth });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        id: ASSET,
        shareable_resource_link: { ...link, owner: 7, expires_at: null, url: `${url}/s/${TOKEN}` },
      });
    }
  });

  it('builds the page url from PUBLIC_BASE_URL when it is set', async () => {
    const url = await start(standInSharing({ create: [], revoke: [] }, { shared: true }), {
      PUBLIC_BASE_URL: 'https://media.example.com/',
    });
    const body = (await (await fetch(`${url}${path()}`, { headers: auth })).json()) as {
      shareable_resource_link: { url: string };
    };
    expect(body.shareable_resource_link.url).toBe(`https://media.example.com/s/${TOKEN}`);
  });

  it('creates with 201, keeps an active link with 200, and passes the expiry through', async () => {
    const calls = { create: [] as CreateLinkRequest[], revoke: [] };
    const url = await start(standInSharing(calls));
    const post = (body: string) =>
      fetch(`${url}${path()}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body,
      });

    const bare = await post('{}');
    expect(bare.status).toBe(201);
    expect(
      ((await bare.json()) as { shareable_resource_link: { expires_at: unknown } }).shareable_resource_link
        .expires_at,
    ).toBeNull();
    // A bare POST (fetch sends Content-Length: 0 and no type) is an empty body, not a 415.
    const empty = await fetch(`${url}${path()}`, { method: 'POST', headers: auth });
    expect(empty.status).toBe(201);

    const dated = await post(
      JSON.stringify({ expires_at: '2031-05-01T10:00:00.123456Z', owner: 99, token: 'mine' }),
    );
    expect(dated.status).toBe(201);
    expect(
      ((await dated.json()) as { shareable_resource_link: { expires_at: unknown } }).shareable_resource_link
        .expires_at,
    ).toBe('2031-05-01T10:00:00.123456Z');
    expect(await post(JSON.stringify({ expires_at: null }))).toHaveProperty('status', 201);
    expect(calls.create.map((request) => [request.account_id, request.asset_id, request.expires_at])).toEqual(
      [
        ['7', ASSET, ''],
        ['7', ASSET, ''],
        ['7', ASSET, '2031-05-01T10:00:00.123456Z'],
        ['7', ASSET, ''],
      ],
    );
    await served?.close();

    const keptUrl = await start(standInSharing({ create: [], revoke: [] }, { shared: true }));
    const kept = await fetch(`${keptUrl}${path()}`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(kept.status).toBe(200);
  });

  it('answers bad expiries and unfinished videos with 400, without creating anything', async () => {
    const calls = { create: [] as CreateLinkRequest[], revoke: [] };
    const url = await start(standInSharing(calls));
    for (const expires_at of ['tomorrow', '2031-05-01', '2031-05-01T10:00:00', 1_900_000_000]) {
      const response = await fetch(`${url}${path()}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ expires_at }),
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual(['expires_at']);
    }
    expect(calls.create).toEqual([]);
    await served?.close();

    const pendingUrl = await start(standInSharing(calls, { finished: false }));
    const pending = await fetch(`${pendingUrl}${path()}`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(pending.status).toBe(400);
    expect(await pending.json()).toEqual({
      detail: 'Only finished videos can be shared.',
      error_id: expect.stringMatching(UUID),
    });
  });

  it('revokes with 204, also when nothing was shared', async () => {
    const calls = { create: [], revoke: [] as string[] };
    const url = await start(standInSharing(calls));
    const response = await fetch(`${url}${path()}`, { method: 'DELETE', headers: auth });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(calls.revoke).toEqual([ASSET]);
  });

  it("answers another account's, unknown and malformed ids with the plain 404, on every method", async () => {
    const calls = { create: [], revoke: [] };
    const url = await start(standInSharing(calls));
    for (const id of [OTHER, 'not-a-uuid']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const body = method === 'POST' ? '{}' : undefined;
        const response = await fetch(`${url}${path(id)}`, {
          method,
          headers: { ...auth, 'Content-Type': 'application/json' },
          body,
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          detail: 'Not found.',
          error_id: expect.stringMatching(UUID),
        });
      }
    }
    expect(calls).toEqual({ create: [], revoke: [] });
  });

  it('requires credentials', async () => {
    const url = await start(standInSharing({ create: [], revoke: [] }));
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${url}${path()}`, { method });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Token');
    }
  });

  it('documents the three operations in a valid OpenAPI document, and keeps the HTML page out of it', async () => {
    const sharing = standInSharing({ create: [], revoke: [] });
    const document = buildOpenApiDocument([...sharingRoutes({ sharing }), ...sharePageRoutes({ sharing })], {
      title: 't',
      version: '1',
    });
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths)).toEqual(['/api/v2/studio/assets/videos/{id}/sharing/']);
    const operations = paths['/api/v2/studio/assets/videos/{id}/sharing/']!;
    expect(Object.keys(operations).sort()).toEqual(['delete', 'get', 'post']);
    expect(Object.keys(operations.post!.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '404']),
    );
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['SharingState', 'ShareableResourceLink']));
    // The create's body is written in place (a component would make its defaults required for
    // generators), and a bare POST is valid.
    const body = (
      operations.post as { requestBody?: { required?: boolean; content: Record<string, unknown> } }
    ).requestBody;
    expect(body?.required ?? false).toBe(false);
    expect(JSON.stringify(body?.content)).not.toContain('#/components/schemas/ShareLinkCreate');
  });
});

// Real estate project create and PATCH in the real gateway pipeline, with a stand-in real estate
// client: what no body may carry (a NUL, an unpaired surrogate, nesting past 32 levels, bytes that
// are not UTF-8) is a 400 in the validation shape before the service is called. These once
// reached PostgreSQL (jsonb refuses a NUL: a 500) or JSON.stringify (a stack overflow at a few
// thousand levels: a 500), or were stored as U+FFFD.
import { AppError } from '@platform/errors';
import { createLogger } from '@platform/logging';
import type { ProjectFields } from '@platform/protos/generated/real_estate/v1/ProjectFields.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '../../app.ts';
import type { BillingClient } from '../../clients/billing.client.ts';
import type { RealEstateClient } from '../../clients/real-estate.client.ts';
import { loadGatewayConfig } from '../../config.ts';
import { serveGateway, type ServedGateway } from '../../testing/http-server.ts';
import { projectRoutes } from './projects.routes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY = 'test-key-nine';
const PROJECT = '0193a1b2-0000-7000-8000-00000000000c';
const auth = { Authorization: `Token ${KEY}`, 'Content-Type': 'application/json' };
const DEPTH_MESSAGE = 'Ensure this value is nested at most 32 levels deep.';

const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    if (api_key !== KEY) throw new AppError('unauthenticated', 'Invalid API key.');
    return {
      account: { id: '9', email: 'nine@example.com', status: 'ACCOUNT_STATUS_ACTIVE', created_at: '' },
      key_prefix: 'k',
    };
  },
  close() {},
} as unknown as BillingClient;

/** Records the fields the service would get, then answers 404 (nothing here needs a project back). */
function standInRealEstate(received: ProjectFields[]): RealEstateClient {
  const record = async ({ fields }: { fields?: ProjectFields | null }) => {
    received.push(fields ?? {});
    throw new AppError('not_found', 'No such project.');
  };
  return { CreateProject: record, UpdateProject: record, close() {} } as unknown as RealEstateClient;
}

let served: ServedGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function start(received: ProjectFields[]) {
  const config = loadGatewayConfig({ NODE_ENV: 'test', JWT_SECRET: 's'.repeat(32), LOG_LEVEL: 'silent' });
  const gateway = createGateway({
    config,
    logger: createLogger('gateway-test', 'silent'),
    billing,
    routes: () => projectRoutes({ realEstate: standInRealEstate(received), config } as never),
  });
  served = await serveGateway(gateway);
  return served.url;
}

/** A JSON object nested `depth` levels deep (the outer object is level 1), as text. */
const nestedText = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const targets = [
  ['POST', '/api/v2/real-estate/projects/'],
  ['PATCH', `/api/v2/real-estate/projects/${PROJECT}/`],
] as const;

describe('real estate project create and PATCH: what no body may carry', () => {
  for (const [method, path] of targets) {
    const send = (url: string, body: string | Uint8Array) =>
      fetch(`${url}${path}`, { method, headers: auth, body });

    it(`${method}: a NUL in a template override's key or value is a 400 field error, the service never called`, async () => {
      const received: ProjectFields[] = [];
      const url = await start(received);
      const bodies = [
        { name: 'Home', intro_template_overrides: { 'ti\u0000tle': 'x' } },
        { name: 'Home', intro_template_overrides: { title: 'a\u0000b' } },
        { name: 'Home', outro_template_overrides: { agent: { lines: ['ok', 'b\u0000d'] } } },
      ];
      for (const body of bodies) {
        const field = Object.keys(body).find((key) => key.endsWith('_overrides'))!;
        const answer = await send(url, JSON.stringify(body));
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({
          detail: 'Invalid input.',
          error_id: expect.stringMatching(UUID),
          errors: { [field]: ['Null characters are not allowed.'] },
        });
      }
      expect(received).toEqual([]);
    });

    it(`${method}: a NUL or an unpaired surrogate in any other text field is a 400 on that field`, async () => {
      const received: ProjectFields[] = [];
      const url = await start(received);
      const nul = await send(url, JSON.stringify({ name: 'Ho\u0000me', suburb: 'Fine' }));
      expect(nul.status).toBe(400);
      expect(((await nul.json()) as { errors: unknown }).errors).toEqual({
        name: ['Null characters are not allowed.'],
      });
      // As a JSON escape: valid JSON, but no text PostgreSQL can hold.
      const lone = await send(url, '{"name": "Home", "description": "half \\ud83d"}');
      expect(lone.status).toBe(400);
      expect(((await lone.json()) as { errors: unknown }).errors).toEqual({
        description: ['Unpaired surrogate characters are not allowed.'],
      });
      // Unknown fields are ignored, but not read past the rules either.
      const unknown = await send(url, JSON.stringify({ name: 'Home', notes: 'x\u0000' }));
      expect(unknown.status).toBe(400);
      expect(received).toEqual([]);
    });

    it(`${method}: template overrides nested past 32 levels (2,000 or 5,000) are a 400 field error; 32 levels pass`, async () => {
      const received: ProjectFields[] = [];
      const url = await start(received);
      for (const depth of [33, 2_000, 5_000]) {
        const answer = await send(url, `{"name": "Home", "outro_template_overrides": ${nestedText(depth)}}`);
        expect(answer.status, `depth ${depth}`).toBe(400);
        expect(((await answer.json()) as { errors: unknown }).errors).toEqual({
          outro_template_overrides: [DEPTH_MESSAGE],
        });
      }
      expect(received).toEqual([]);
      const fine = await send(url, `{"name": "Home", "intro_template_overrides": ${nestedText(32)}}`);
      expect(fine.status).toBe(404);
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0]!.intro_template_overrides_json!)).toEqual(JSON.parse(nestedText(32)));
    });

    it(`${method}: a body nested 5,000 deep in any field, known or not, is a 400, not a 500`, async () => {
      const received: ProjectFields[] = [];
      const url = await start(received);
      for (const field of ['name', 'num_bedrooms', 'extra']) {
        const answer = await send(url, `{"${field}": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`);
        expect(answer.status, field).toBe(400);
        expect(((await answer.json()) as { errors: unknown }).errors).toEqual({ [field]: [DEPTH_MESSAGE] });
      }
      const bare = await send(url, `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
      expect(bare.status).toBe(400);
      expect(received).toEqual([]);
    });

    it(`${method}: bytes that are not UTF-8 are a 400, never stored as replacement characters`, async () => {
      const received: ProjectFields[] = [];
      const url = await start(received);
      const invalid = Buffer.concat([Buffer.from('{"name": "Caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
      const answer = await send(url, invalid);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        detail: 'The request body is not valid UTF-8.',
        error_id: expect.stringMatching(UUID),
      });
      expect(received).toEqual([]);
      // The same text in UTF-8 reaches the service unaltered.
      expect((await send(url, Buffer.from('{"name": "Café"}'))).status).toBe(404);
      expect(received[0]?.name).toBe('Café');
    });
  }
});

// The enhancement routes in the real gateway pipeline against the real enhancement service and
// database (billing is a stand-in that only authenticates): paging, the quote, error shapes.
import { AppError } from '@platform/errors';
import { startEnhancement, type EnhancementHandle } from '@platform/enhancement';
import { createLogger } from '@platform/logging';
import { createTestDatabase, type TestDatabase } from '@platform/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../app.ts';
import type { BillingClient } from '../../clients/billing.client.ts';
import { createEnhancementClient } from '../../clients/enhancement.client.ts';
import { loadGatewayConfig } from '../../config.ts';
import { serveGateway, type ServedGateway } from '../../testing/http-server.ts';
import { enhancementRoutes } from './index.ts';

const KEYS: Record<string, string> = { 'key-seven': '7', 'key-eight': '8' };
const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    const id = KEYS[api_key];
    if (!id) throw new AppError('unauthenticated', 'Invalid API key.');
    return { account: { id, email: `${id}@example.com`, status: 'ACCOUNT_STATUS_ACTIVE', created_at: '' }, key_prefix: 'k' };
  },
  close() {},
} as unknown as BillingClient;

let database: TestDatabase;
let enhancement: EnhancementHandle;
let served: ServedGateway;
let videoId: number;

beforeAll(async () => {
  database = await createTestDatabase('enh_gw');
  enhancement = await startEnhancement({ databaseUrl: database.url, grpcAddress: '127.0.0.1:0', logger: createLogger('enhancement-test', 'silent'), shutdownGraceMs: 500 });
  const rows = (await enhancement.orm.em.fork().getConnection().execute(
    `insert into enhancement.input_videos (account_id, owner_email, name, file_key, width, height, n_frames, framerate, duration_s, size, has_audio, created_at)
     values (7, '7@example.com', 'clip.mp4', 'accounts/x/videos/1.mp4', 960, 540, 300, 30, 10, 1000, true, now()) returning id`,
  )) as { id: string }[];
  videoId = Number(rows[0]?.id);
  const client = createEnhancementClient(enhancement.address, { deadlineMs: 20_000 });
  const config = loadGatewayConfig({ NODE_ENV: 'test', JWT_SECRET: 's'.repeat(32), LOG_LEVEL: 'silent' });
  const gateway = createGateway({ config, logger: createLogger('gateway-test', 'silent'), billing, routes: () => enhancementRoutes({ enhancement: client }) });
  served = await serveGateway(gateway);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await enhancement?.stop();
  await database?.drop();
});

const as = (key: string) => ({ Authorization: `Token ${key}` });
const estimate = (key: string, body: unknown) =>
  fetch(`${served.url}/api/jobs/estimate/`, { method: 'POST', headers: { ...as(key), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('enhancement routes', () => {
  it('pages the models with integer ids', async () => {
    const response = await fetch(`${served.url}/api/ml-models/?limit=2&offset=1`, { headers: as('key-seven') });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { count: number; next: string; previous: string; results: { id: number; name: string }[] };
    expect(page.count).toBe(6);
    expect(page.results.map((model) => [model.id, model.name])).toEqual([
      [2, 'Upscale 4x'],
      [3, 'Detail restore'],
    ]);
    expect(page.next).toMatch(/limit=2&offset=3/);
    expect(page.previous).toMatch(/limit=2/);
    expect((await fetch(`${served.url}/api/ml-models/`)).status).toBe(401);
  });

  it('quotes a job in credits with 4 decimals, and form bodies too', async () => {
    const response = await estimate('key-seven', { input_video: videoId, ml_models: [1], sharpen_strength: 50, grain: 10 });
    expect(response.status).toBe(200);
    const quote = (await response.json()) as { cost_usd: string; eta_s: number };
    expect(quote.cost_usd).toBe('0.1000');
    expect(Number.isInteger(quote.eta_s) && quote.eta_s > 0).toBe(true);
    const form = await fetch(`${served.url}/api/jobs/estimate/`, {
      method: 'POST',
      headers: { ...as('key-seven'), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `input_video=${videoId}&ml_models=1&sharpen_strength=50&preview=true`,
    });
    expect(form.status).toBe(200);
    expect(((await form.json()) as { cost_usd: string }).cost_usd).toBe('0.0500');
  });

  it('answers bad settings with 400 field errors, and another account video with 404', async () => {
    const bad = await estimate('key-seven', { input_video: videoId, ml_models: [1], grain: 101, playback_speed: 'fast' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { detail: string; error_id: string; errors: Record<string, string[]> };
    expect(body.errors).toEqual({ playback_speed: ['A valid number is required.'] });
    const range = (await (await estimate('key-seven', { input_video: videoId, ml_models: [1], grain: 101 })).json()) as { errors: Record<string, string[]> };
    expect(range.errors).toEqual({ grain: ['Ensure this value is between 0 and 100.'] });
    const missing = (await (await estimate('key-seven', {})).json()) as { errors: Record<string, string[]> };
    expect(Object.keys(missing.errors).sort()).toEqual(['input_video', 'ml_models']);
    const foreign = await estimate('key-eight', { input_video: videoId, ml_models: [1] });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ detail: 'Not found.' });
  });
});

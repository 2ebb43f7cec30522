// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
// The shape of what issue 3's endpoints answer, checked field by field against the interface
// spec (../shared/spec/interface-spec.md) and the decisions on its open points, over HTTP
// through a gateway wired as main.ts wires it (billing, studio, sharing, a media worker; real
// Postgres, NATS, S3 and ffmpeg). The expectations here are written from the spec, not from the
// gateway's own schemas. Every answer is also recorded and, at the end, checked against the
// OpenAPI document the gateway serves: documented status, body valid against its schema.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../packages/logging/src/index.ts';
import {
  createBillingClient,
  createGateway,
  loadGatewayConfig,
  type Gateway,
} from '../../services/gateway/src/index.ts';
import {
  createSharingClient,
  type SharingClient,
} from '../../services/gateway/src/clients/sharing.client.ts';
import { createStudioClient, type StudioClient } from '../../services/gateway/src/clients/studio.client.ts';
import { sharePageRoutes } from '../../services/gateway/src/routes/share-page.routes.ts';
import { sharingRoutes } from '../../services/gateway/src/routes/sharing.routes.ts';
import { studioRoutes } from '../../services/gateway/src/routes/studio/index.ts';
import { startSharing, type SharingHandle } from '../../services/sharing/src/index.ts';
import {
  api,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { makeImage, makeVideo } from '@platform/testkit/media';

// ---- the spec's formats ----
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** decisions.md: ISO 8601 UTC with `Z`, fractions of a second (up to microseconds) allowed. */
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const NAME_TAG = /^[-a-zA-Z0-9_]+$/;
/** Job reads: the spec's pattern, and decisions.md's "formatted with 4 decimals". */
const READ_COST = /^-?\d{0,6}(?:\.\d{0,4})?$/;
const READ_COST_4 = /^-?\d+\.\d{4}$/;
/** Cancel responses: the spec's pattern, and "with 2". */
const CANCEL_COST = /^-?\d{0,8}(?:\.\d{0,2})?$/;
const CANCEL_COST_2 = /^-?\d+\.\d{2}$/;
const JOB_STATUSES = ['queued', 'processing', 'expired', 'cancelled', 'completed', 'failed'];
const UNKNOWN = '0190a0b0-0000-7000-8000-000000000999';

const isUri = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const uriOrNull = (value: unknown) => value === null || isUri(value);
const int = (value: unknown) => Number.isInteger(value);
const intOrNull = (value: unknown) => value === null || Number.isInteger(value);
const num = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const str = (value: unknown) => typeof value === 'string';
const strOrNull = (value: unknown) => value === null || typeof value === 'string';
const datetime = (value: unknown) =>
  typeof value === 'string' && DATETIME.test(value) && !Number.isNaN(Date.parse(value));
const datetimeOrNull = (value: unknown) => value === null || datetime(value);
const uuid = (value: unknown) => typeof value === 'string' && UUID.test(value);
const uuidOrNull = (value: unknown) => value === null || uuid(value);
const strings = (value: unknown) => Array.isArray(value) && value.every(str);
const uuids = (value: unknown) => Array.isArray(value) && value.every(uuid);
const object = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

type Check = (value: unknown) => boolean;

/** Every listed field is present and passes its check; answers which fail, for a readable diff. */
function shapeProblems(body: JsonBody, fields: Record<string, Check>, where = ''): string[] {
  if (!object(body)) return [`${where || 'body'} is not an object: ${JSON.stringify(body)?.slice(0, 200)}`];
  const problems: string[] = [];
  for (const [name, check] of Object.entries(fields)) {
    if (!(name in body)) problems.push(`${where}${name}: missing`);
    else if (!check(body[name]))
      problems.push(`${where}${name}: ${JSON.stringify(body[name])?.slice(0, 200)}`);
  }
  return problems;
}
const expectShape = (body: JsonBody, fields: Record<string, Check>, where = '') =>
  expect(shapeProblems(body, fields, where)).toEqual([]);

// ---- the spec's resources ----
const IMAGE_ASSET: Record<string, Check> = {
  id: uuid,
  name: str,
  created_at: datetime,
  file: uriOrNull,
  thumbnail: uriOrNull,
  external_url: uriOrNull,
  width: int,
  height: int,
  file_size: intOrNull,
  tags: strings,
  name_tag: (value) => typeof value === 'string' && NAME_TAG.test(value),
};
const VIDEO_ASSET: Record<string, Check> = {
  id: uuid,
  name: str,
  name_tag: (value) => typeof value === 'string' && NAME_TAG.test(value),
  tags: strings,
  created_at: datetime,
  file: uriOrNull,
  external_url: uriOrNull,
  thumbnail: uriOrNull,
  last_frame: uriOrNull,
  width: int,
  height: int,
  file_size: int,
  num_frames: int,
  framerate: num,
  duration_s: num,
  bitrate: intOrNull,
  codec_id: strOrNull,
  bit_depth: intOrNull,
  chroma_subsampling: strOrNull,
  color_space: strOrNull,
};
const TEXT_ASSET: Record<string, Check> = { id: uuid, created_at: datetime, text: str };
const imageAsset: Check = (value) => shapeProblems(value, IMAGE_ASSET).length === 0;

const jobCommon = (cost: 'read' | 'cancel'): Record<string, Check> => ({
  id: uuid,
  created_at: datetime,
  error_message: str,
  status: (value) => JOB_STATUSES.includes(value as string),
  description: str,
  started_at: datetimeOrNull,
  finished_at: datetimeOrNull,
  processing_time_seconds: (value) => value === null || (num(value) && (value as number) >= 0),
  cost_credits: (value) =>
    typeof value === 'string' &&
    (cost === 'read'
      ? READ_COST.test(value) && READ_COST_4.test(value)
      : CANCEL_COST.test(value) && CANCEL_COST_2.test(value)),
});
const T2I_JOB = (cost: 'read' | 'cancel' = 'read'): Record<string, Check> => ({
  ...jobCommon(cost),
  prompt: str,
  style_settings: uuids,
  model_name: (value) => typeof value === 'string' && /_t2i$/.test(value),
  model_config: object,
  num_requested_images: (value) => int(value) && (value as number) >= 1 && (value as number) <= 10,
});
const I2T_JOB = (cost: 'read' | 'cancel' = 'read'): Record<string, Check> => ({
  ...jobCommon(cost),
  image_asset: uuid,
  fidelity_level: (value) => ['high', 'mid', 'low'].includes(value as string),
  project: uuidOrNull,
  shot: uuidOrNull,
  project_real_estate: uuidOrNull,
  real_estate_shot: uuidOrNull,
});
const I2V_JOB = (cost: 'read' | 'cancel' = 'read'): Record<string, Check> => ({
  ...jobCommon(cost),
  project_real_estate: uuidOrNull,
  real_estate_shot: uuidOrNull,
  prompt: str,
  style_settings: uuids,
  model_name: (value) => typeof value === 'string' && /_(i2v|t2v)$/.test(value),
  model_config: object,
  start_frame: imageAsset,
  last_frame: (value) => value === null || imageAsset(value),
  requested_resolution: (value) => ['480p', '720p', '1080p'].includes(value as string),
  requested_video_duration: int,
});
const LINK: Record<string, Check> = {
  id: uuid,
  token: (value) => typeof value === 'string' && value.length >= 22,
  permission: (value) => value === 'view',
  owner: int,
  expires_at: datetimeOrNull,
  created_at: datetime,
  updated_at: datetime,
  url: isUri,
};

/** decisions.md, error bodies: exactly `{detail, error_id}` for 401/403/404/405/429. */
function expectPlainError(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(Object.keys(answer.body).sort()).toEqual(['detail', 'error_id']);
  expectShape(answer.body, { detail: str, error_id: uuid });
}

/** Offset page: `{count, next, previous, results}`; links absolute, carrying limit and offset. */
function expectPage(body: JsonBody, item: Record<string, Check>) {
  expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
  expectShape(body, { count: int, next: uriOrNull, previous: uriOrNull, results: Array.isArray });
  for (const link of [body.next, body.previous].filter(Boolean)) {
    const params = new URL(link).searchParams;
    expect(params.get('limit')).toMatch(/^\d+$/);
    expect(params.get('offset')).toMatch(/^\d+$/);
  }
  body.results.forEach((record: JsonBody, index: number) => expectShape(record, item, `results[${index}].`));
}

// ---- the stack ----
let stack: StudioStack;
let sharing: SharingHandle;
let studioClient: StudioClient;
let sharingClient: SharingClient;
const gateways: { gateway: Gateway; server: Server }[] = [];
let url: string;
let limitedUrl: string;
let owner: Account;
let other: Account;
let openapi: JsonBody;

interface Answer {
  status: number;
  body: JsonBody;
  headers: Headers;
}
interface Recorded extends Answer {
  method: string;
  template: string;
}
const recorded: Recorded[] = [];

/** `template` is the path as documented (`/api/v2/.../{id}/`); `values` fill its parameters. */
async function call(
  account: Pick<Account, 'headers'> | null,
  method: string,
  template: string,
  values: Record<string, string> = {},
  body?: unknown,
  headers: Record<string, string> = {},
  base = url,
): Promise<Answer> {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {${name}} in ${template}`);
    return values[name] as string;
  });
  const [pathOnly, query = ''] = path.split('?');
  const answer = await api(
    { url: base },
    account,
    method,
    `${pathOnly}${query ? `?${query}` : ''}`,
    body,
    headers,
  );
  recorded.push({ ...answer, method, template: template.split('?')[0] as string });
  return answer;
}

async function startGateway(env: Record<string, string>): Promise<string> {
  const logger = createLogger('contract-e2e', 'silent');
  const config = loadGatewayConfig({ ...stack.gatewayEnv, ...env });
  const gateway = createGateway({
    config,
    logger,
    billing: createBillingClient(stack.billing.address, { deadlineMs: 20_000 }),
    routes: () => [
      ...studioRoutes({ studio: studioClient, storage: stack.storage, keys: stack.keys, config }),
      ...sharingRoutes({ sharing: sharingClient, publicBaseUrl: config.PUBLIC_BASE_URL }),
      ...sharePageRoutes({ sharing: sharingClient, publicBaseUrl: config.PUBLIC_BASE_URL }),
    ],
  });
  const server = createServer(gateway.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateways.push({ gateway, server });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // No worker at first: the queued-state checks come first, then a worker starts (see below).
  stack = await startStudioStack({ worker: false });
  sharing = await startSharing({
    databaseUrl: stack.database.url,
    grpcAddress: '127.0.0.1:0',
    studioAddress: stack.studio.address,
    // No real estate here (nothing listens on the discard port): no link of this test names its assets.
    realEstateAddress: '127.0.0.1:9',
    billingAddress: stack.billing.address,
    logger: createLogger('contract-e2e', 'silent'),
    shutdownGraceMs: 500,
  });
  studioClient = createStudioClient(stack.studio.address, { deadlineMs: 60_000 });
  sharingClient = createSharingClient(sharing.address, { deadlineMs: 10_000 });
  url = await startGateway({
    RATE_LIMIT_IP_BURST: '10000',
    RATE_LIMIT_ACCOUNT_BURST: '10000',
    RATE_LIMIT_ACCOUNT_PER_SECOND: '10000',
    RATE_LIMIT_JOB_CREATE_BURST: '10000',
    RATE_LIMIT_JOB_CREATE_PER_MINUTE: '10000',
    // A disabled account is refused on its next request, not after the 5 s cache window.
    AUTH_CACHE_TTL_MS: '0',
  });
  limitedUrl = await startGateway({
    RATE_LIMIT_ACCOUNT_BURST: '3',
    RATE_LIMIT_ACCOUNT_PER_SECOND: '0.01',
    RATE_LIMIT_IP_BURST: '3',
    RATE_LIMIT_IP_PER_SECOND: '0.01',
  });
  owner = await stack.account('50');
  other = await stack.account('50');
  const schema = await api({ url }, null, 'GET', '/api/schema/');
  expect(schema.status).toBe(200);
  openapi = schema.body;
});

afterAll(async () => {
  for (const { gateway, server } of gateways) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await gateway.close();
  }
  studioClient?.close();
  sharingClient?.close();
  await sharing?.stop();
  await stack?.close();
});

const P = {
  projects: '/api/v2/studio/projects/',
  project: '/api/v2/studio/projects/{id}/',
  shots: '/api/v2/studio/projects/{project_pk}/shots/',
  shot: '/api/v2/studio/projects/{project_pk}/shots/{shot_id}/',
  styles: '/api/v2/studio/styles/',
  style: '/api/v2/studio/styles/{id}/',
  images: '/api/v2/studio/assets/images/',
  image: '/api/v2/studio/assets/images/{id}/',
  imageUploads: '/api/v2/studio/assets/images/uploads/',
  imageFinalize: '/api/v2/studio/assets/images/{id}/finalize/',
  videos: '/api/v2/studio/assets/videos/',
  video: '/api/v2/studio/assets/videos/{id}/',
  t2i: '/api/v2/studio/projects/{project_pk}/jobs/text-to-image/',
  t2iJob: '/api/v2/studio/projects/{project_pk}/jobs/text-to-image/{job_pk}/',
  t2iCancel: '/api/v2/studio/projects/{project_pk}/jobs/text-to-image/{job_pk}/cancel/',
  i2t: '/api/v2/studio/jobs/image-to-text/',
  i2tJob: '/api/v2/studio/jobs/image-to-text/{id}/',
  i2tCancel: '/api/v2/studio/jobs/image-to-text/{id}/cancel/',
  i2v: '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/',
  i2vJob: '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/{job_pk}/',
  i2vCancel: '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/{job_pk}/cancel/',
  sharing: '/api/v2/studio/assets/videos/{id}/sharing/',
};

let projectId: string;
let imageId: string;
let videoId: string;

async function uploadImage(account: Account, name?: string): Promise<Answer> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await makeImage(320, 200))], { type: 'image/png' }),
    'frame.png',
  );
  if (name !== undefined) form.append('name', name);
  return call(account, 'POST', P.images, {}, form);
}

const finished = (status: string) => ['completed', 'failed', 'cancelled', 'expired'].includes(status);

describe('projects, shots and style presets', () => {
  it('answer the documented statuses and shapes', async () => {
    const created = await call(owner, 'POST', P.projects, {}, { name: 'Contract' });
    expect(created.status).toBe(201);
    projectId = created.body.id;
    expect(created.body.id).toMatch(UUID_V7);
    expectShape(created.body, {
      id: uuid,
      name: str,
      description: str,
      created_at: datetime,
      updated_at: datetime,
    });
    expect((await call(owner, 'GET', P.project, { id: projectId })).status).toBe(200);
    expect(
      (await call(owner, 'PUT', P.project, { id: projectId }, { name: 'Contract', description: 'd' })).status,
    ).toBe(200);
    expect((await call(owner, 'PATCH', P.project, { id: projectId }, { description: 'e' })).status).toBe(200);
    const list = await call(owner, 'GET', `${P.projects}?limit=1`);
    expectPage(list.body, { id: uuid, name: str, created_at: datetime, updated_at: datetime });

    const shot = await call(owner, 'POST', P.shots, { project_pk: projectId }, { name: 'one' });
    expect(shot.status).toBe(201);
    expectShape(shot.body, { id: uuid, order: (value) => value === 0, created_at: datetime });
    expectPage((await call(owner, 'GET', P.shots, { project_pk: projectId })).body, { id: uuid, order: int });
    expect((await call(owner, 'GET', P.shot, { project_pk: projectId, shot_id: shot.body.id })).status).toBe(
      200,
    );
    expect(
      (await call(owner, 'PATCH', P.shot, { project_pk: projectId, shot_id: shot.body.id }, { name: 'two' }))
        .status,
    ).toBe(200);
    const deleted = await call(owner, 'DELETE', P.shot, { project_pk: projectId, shot_id: shot.body.id });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();

    const style = await call(owner, 'POST', P.styles, {}, { name: 'Noir', prompt_prefix: 'black and white' });
    expect(style.status).toBe(201);
    expectShape(style.body, {
      id: uuid,
      name: str,
      prompt_prefix: str,
      prompt_suffix: str,
      negative_prompt: str,
      created_at: datetime,
    });
    expectPage((await call(owner, 'GET', `${P.styles}?limit=2&offset=1`)).body, { id: uuid, name: str });
    expect((await call(owner, 'GET', P.style, { id: style.body.id })).status).toBe(200);
    expect((await call(owner, 'DELETE', P.style, { id: style.body.id })).status).toBe(204);
  });
});

describe('assets', () => {
  it('ImageAsset: every field of the spec with its type; name_tag derived from the name', async () => {
    const created = await uploadImage(owner, 'Harbour at dusk!');
    expect(created.status).toBe(201);
    imageId = created.body.id;
    expectShape(created.body, IMAGE_ASSET);
    expect(created.body).toMatchObject({
      width: 320,
      height: 200,
      name: 'Harbour at dusk!',
      external_url: null,
    });
    expect(isUri(created.body.file)).toBe(true);
    const read = await call(owner, 'GET', P.image, { id: imageId });
    expectShape(read.body, IMAGE_ASSET);
    expectPage((await call(owner, 'GET', P.images)).body, IMAGE_ASSET);
  });

  it('name_tag matches ^[-a-zA-Z0-9_]+$ whatever the name is', async () => {
    for (const name of ['日本の港', '!!!', '   ', 'Ünïcødé façade', '🎬']) {
      const created = await uploadImage(owner, name);
      expect(created.status, `${name}: ${JSON.stringify(created.body)}`).toBe(201);
      expect(created.body.name_tag, `name ${JSON.stringify(name)}`).toMatch(NAME_TAG);
    }
  });

  it('VideoAsset: every field of the spec with its type', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await makeVideo(320, 240, 1))], { type: 'video/mp4' }),
      'clip.mp4',
    );
    form.append('name', 'Clip');
    form.append('tags', 'a,b');
    const created = await call(owner, 'POST', P.videos, {}, form);
    expect(created.status).toBe(201);
    videoId = created.body.id;
    expectShape(created.body, VIDEO_ASSET);
    expect(created.body).toMatchObject({
      width: 320,
      height: 240,
      num_frames: 24,
      framerate: 24,
      duration_s: 1,
      codec_id: 'h264',
      tags: ['a', 'b'],
    });
    expectShape((await call(owner, 'GET', P.video, { id: videoId })).body, VIDEO_ASSET);
    expectPage((await call(owner, 'GET', P.videos)).body, VIDEO_ASSET);
  });

  it('pre-signed upload: pending asset has file null; finalize answers the measured asset', async () => {
    const bytes = await makeImage(64, 48);
    const started = await call(
      owner,
      'POST',
      P.imageUploads,
      {},
      { content_type: 'image/png', file_size: bytes.length, name: 'big' },
    );
    expect(started.status).toBe(201);
    expectShape(started.body.asset, { ...IMAGE_ASSET, file: (value) => value === null });
    expectShape(started.body.upload, {
      url: isUri,
      method: (value) => value === 'PUT',
      headers: object,
      expires_at: datetime,
    });
    const put = await fetch(started.body.upload.url, {
      method: 'PUT',
      headers: started.body.upload.headers,
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const done = await call(owner, 'POST', P.imageFinalize, { id: started.body.asset.id });
    expect(done.status).toBe(200);
    expectShape(done.body, IMAGE_ASSET);
    expect(done.body).toMatchObject({ width: 64, height: 48, file_size: bytes.length });
    expect(isUri(done.body.file)).toBe(true);
  });

  it('a file that is not media: 400 {detail, error_id, errors: {file}}', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png');
    const refused = await call(owner, 'POST', P.images, {}, form);
    expect(refused.status).toBe(400);
    expectShape(refused.body, { detail: str, error_id: uuid, errors: object });
    expect(Object.keys(refused.body.errors)).toEqual(['file']);
  });
});

describe('queued jobs (no worker runs yet)', () => {
  it('text-to-image create (endpoint 2): 201 with the job; read-only and unknown body fields are ignored', async () => {
    const created = await call(
      owner,
      'POST',
      P.t2i,
      { project_pk: projectId },
      {
        prompt: 'a lighthouse',
        model_name: 'zephyr_t2i',
        num_requested_images: 2,
        // read-only or unknown: ignored
        id: UNKNOWN,
        status: 'completed',
        cost_credits: '0.0000',
        colour: 'blue',
      },
    );
    expect(created.status).toBe(201);
    expectShape(created.body, T2I_JOB());
    expect(created.body).toMatchObject({
      status: 'queued',
      prompt: 'a lighthouse',
      num_requested_images: 2,
      style_settings: [],
      model_config: {},
      cost_credits: '0.0800',
    });
    expect(created.body.id).not.toBe(UNKNOWN);
    expect(created.body.id).toMatch(UUID_V7);
    expect(created.body).toMatchObject({
      started_at: null,
      finished_at: null,
      processing_time_seconds: null,
    });
  });

  it('text-to-image list (endpoint 3): page object with absolute next/previous carrying limit and offset', async () => {
    for (let i = 0; i < 2; i += 1)
      await call(
        owner,
        'POST',
        P.t2i,
        { project_pk: projectId },
        { prompt: `p${i}`, model_name: 'zephyr_t2i' },
      );
    const first = await call(owner, 'GET', `${P.t2i}?limit=1`, { project_pk: projectId });
    expect(first.status).toBe(200);
    expectPage(first.body, T2I_JOB());
    expect(first.body.count).toBe(3);
    expect(first.body.previous).toBeNull();
    const next = new URL(first.body.next);
    expect(`${next.origin}${next.pathname}`).toBe(
      `${url}/api/v2/studio/projects/${projectId}/jobs/text-to-image/`,
    );
    expect([next.searchParams.get('limit'), next.searchParams.get('offset')]).toEqual(['1', '1']);
    const second = await api({ url }, owner, 'GET', `${next.pathname}${next.search}`);
    expectPage(second.body, T2I_JOB());
    expect(new URL(second.body.previous).searchParams.get('offset')).toBe('0');
    // decisions.md: limit above 100 is clamped, an invalid one falls back to 20.
    expect(
      new URL(
        (await call(owner, 'GET', `${P.t2i}?limit=1000&offset=1`, { project_pk: projectId })).body.previous,
      ).searchParams.get('limit'),
    ).toBe('100');
    expect(
      new URL(
        (await call(owner, 'GET', `${P.t2i}?limit=abc&offset=1`, { project_pk: projectId })).body.previous,
      ).searchParams.get('limit'),
    ).toBe('20');
    // Another project's list holds none of these jobs.
    const elsewhere = (await call(owner, 'POST', P.projects, {}, { name: 'Elsewhere' })).body.id;
    expect((await call(owner, 'GET', P.t2i, { project_pk: elsewhere })).body).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('image-to-text create (endpoint 4): 201 with image_asset and fidelity_level (default mid)', async () => {
    const created = await call(owner, 'POST', P.i2t, {}, { image_asset: imageId, fidelity_level: 'high' });
    expect(created.status).toBe(201);
    expectShape(created.body, I2T_JOB());
    expect(created.body).toMatchObject({
      image_asset: imageId,
      fidelity_level: 'high',
      status: 'queued',
      cost_credits: '0.0100',
    });
    const form = await call(owner, 'POST', P.i2t, {}, new URLSearchParams({ image_asset: imageId }));
    expect(form.status).toBe(201);
    expect(form.body.fidelity_level).toBe('mid');
    expectPage((await call(owner, 'GET', `${P.i2t}?limit=1`)).body, I2T_JOB());
  });

  it('image-to-text validation failures are exactly {errors: {field: [msg]}, non_field_errors: [msg]}', async () => {
    for (const body of [
      {},
      { image_asset: 'nope' },
      { image_asset: UNKNOWN },
      { image_asset: imageId, fidelity_level: 'ultra' },
    ]) {
      const refused = await call(owner, 'POST', P.i2t, {}, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body).sort()).toEqual(['errors', 'non_field_errors']);
      expect(strings(refused.body.non_field_errors)).toBe(true);
      for (const messages of Object.values(refused.body.errors)) expect(strings(messages)).toBe(true);
    }
    const malformed = await call(owner, 'POST', P.i2t, {}, '{not json', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body).sort()).toEqual(['errors', 'non_field_errors']);
  });

  it('image-to-video create: 201 with every field of the spec', async () => {
    const created = await call(
      owner,
      'POST',
      P.i2v,
      { project_pk: projectId },
      { start_frame: imageId, model_name: 'hexal_fast_i2v' },
    );
    expect(created.status).toBe(201);
    expectShape(created.body, I2V_JOB());
    expect(created.body).toMatchObject({
      status: 'queued',
      requested_resolution: '720p',
      requested_video_duration: 5,
      cost_credits: '0.2500',
      last_frame: null,
      model_config: {},
    });
    expect(created.body.start_frame.id).toBe(imageId);
    expectShape(
      (await call(owner, 'GET', P.i2vJob, { project_pk: projectId, job_pk: created.body.id })).body,
      I2V_JOB(),
    );
    expectPage((await call(owner, 'GET', P.i2v, { project_pk: projectId })).body, I2V_JOB());
  });

  it('a project with a queued job cannot be deleted: 400 {detail, error_id}', async () => {
    const refused = await call(owner, 'DELETE', P.project, { id: projectId });
    expect(refused.status).toBe(400);
    expectShape(refused.body, { detail: str, error_id: uuid });
  });

  it('cancel of each kind answers the job with cost_credits of 2 decimals; the read keeps 4; a terminal job is 400 {detail} only', async () => {
    const t2i = await call(
      owner,
      'POST',
      P.t2i,
      { project_pk: projectId },
      { prompt: 'x', model_name: 'zephyr_t2i' },
    );
    const i2t = await call(owner, 'POST', P.i2t, {}, { image_asset: imageId });
    const i2v = await call(
      owner,
      'POST',
      P.i2v,
      { project_pk: projectId },
      { start_frame: imageId, model_name: 'hexal_fast_i2v' },
    );
    for (const [cancel, read, values, fields] of [
      [P.t2iCancel, P.t2iJob, { project_pk: projectId, job_pk: t2i.body.id }, T2I_JOB],
      [P.i2tCancel, P.i2tJob, { id: i2t.body.id }, I2T_JOB],
      [P.i2vCancel, P.i2vJob, { project_pk: projectId, job_pk: i2v.body.id }, I2V_JOB],
    ] as const) {
      const cancelled = await call(owner, 'POST', cancel, values);
      expect(cancelled.status, cancel).toBe(200);
      expectShape(cancelled.body, fields('cancel'));
      expect(cancelled.body).toMatchObject({
        status: 'cancelled',
        cost_credits: '0.00',
        processing_time_seconds: null,
      });
      expect(cancelled.body.finished_at).toEqual(expect.stringMatching(DATETIME));
      const after = await call(owner, 'GET', read, values);
      expectShape(after.body, fields('read'));
      expect(after.body.cost_credits).toBe('0.0000');
      const again = await call(owner, 'POST', cancel, values);
      expect(again.status).toBe(400);
      expect(Object.keys(again.body)).toEqual(['detail']);
      expect(typeof again.body.detail).toBe('string');
    }
  });
});

describe('completed jobs (a worker runs from here on)', () => {
  beforeAll(async () => {
    // Cancel what is still queued, so the worker starts on the jobs of this block.
    for (const [list, cancel, values] of [
      [P.t2i, P.t2iCancel, { project_pk: projectId }],
      [P.i2v, P.i2vCancel, { project_pk: projectId }],
      [P.i2t, P.i2tCancel, {}],
    ] as const) {
      const page = await api({ url }, owner, 'GET', `${list.replace('{project_pk}', projectId)}?limit=100`);
      for (const job of page.body.results.filter((job: JsonBody) => job.status === 'queued')) {
        const path = cancel
          .replace('{project_pk}', (values as Record<string, string>).project_pk ?? '')
          .replace('{job_pk}', job.id)
          .replace('{id}', job.id);
        await api({ url }, owner, 'POST', path);
      }
    }
    await stack.startWorker();
  });

  it('text-to-image: completed with its images; processing time and cost as decisions.md says', async () => {
    const created = await call(
      owner,
      'POST',
      P.t2i,
      { project_pk: projectId },
      {
        prompt: 'a lighthouse',
        model_name: 'zephyr_t2i',
        model_config: { width: 256, height: 256 },
        num_requested_images: 2,
      },
    );
    const job = await waitFor(
      async () =>
        (await call(owner, 'GET', P.t2iJob, { project_pk: projectId, job_pk: created.body.id })).body,
      (body) => finished(body.status),
    );
    expect(job.status, job.error_message).toBe('completed');
    expectShape(job, T2I_JOB());
    expect(job.processing_time_seconds).toBeCloseTo(
      (Date.parse(job.finished_at) - Date.parse(job.started_at)) / 1000,
      3,
    );
    expect(job.cost_credits).toBe('0.0800');
    expect(job.images).toHaveLength(2);
    job.images.forEach((image: JsonBody, index: number) =>
      expectShape(image, IMAGE_ASSET, `images[${index}].`),
    );
  });

  it('image-to-text: completed with its TextAsset', async () => {
    const created = await call(owner, 'POST', P.i2t, {}, { image_asset: imageId, fidelity_level: 'low' });
    const job = await waitFor(
      async () => (await call(owner, 'GET', P.i2tJob, { id: created.body.id })).body,
      (body) => finished(body.status),
    );
    expect(job.status, job.error_message).toBe('completed');
    expectShape(job, I2T_JOB());
    expectShape(job.text, TEXT_ASSET, 'text.');
    expect(job.cost_credits).toBe('0.0100');
  });

  it('image-to-video (endpoint 5): completed with its video and last frame', async () => {
    const created = await call(
      owner,
      'POST',
      P.i2v,
      { project_pk: projectId },
      {
        start_frame: imageId,
        model_name: 'hexal_fast_i2v',
        model_config: { camera_movement: 'pan_right' },
        requested_resolution: '480p',
        requested_video_duration: 2,
      },
    );
    expect(created.status).toBe(201);
    const job = await waitFor(
      async () =>
        (await call(owner, 'GET', P.i2vJob, { project_pk: projectId, job_pk: created.body.id })).body,
      (body) => finished(body.status),
      90_000,
    );
    expect(job.status, job.error_message).toBe('completed');
    expectShape(job, I2V_JOB());
    expectShape(job.last_frame, IMAGE_ASSET, 'last_frame.');
    expectShape(job.video, VIDEO_ASSET, 'video.');
    expect(job.video).toMatchObject({ width: 854, height: 480, codec_id: 'h264' });
    expect(job.cost_credits).toBe('0.1000');
    expect(job.processing_time_seconds).toBeCloseTo(
      (Date.parse(job.finished_at) - Date.parse(job.started_at)) / 1000,
      3,
    );
  });
});

describe('errors and authentication', () => {
  it('401 {detail, error_id} with WWW-Authenticate: Token for missing, malformed and wrong credentials', async () => {
    const jwt = (await api({ url }, owner, 'POST', '/api/v2/auth/token/')).body.access as string;
    const cases: (Record<string, string> | null)[] = [
      null,
      { Authorization: 'Basic dXNlcjpwYXNz' },
      { Authorization: 'Token' },
      { Authorization: 'Token mk_live_nope_nope' },
      { Authorization: `Token ${jwt}` },
      { Authorization: `Bearer ${owner.key}` },
      { Authorization: 'Bearer a.b.c' },
    ];
    for (const headers of cases) {
      for (const [template, values] of [
        [P.projects, {}],
        [P.t2i, { project_pk: projectId }],
        [P.i2t, {}],
        [P.sharing, { id: videoId }],
      ] as const) {
        const refused = await call(null, 'GET', template, values, undefined, headers ?? {});
        expectPlainError(refused, 401);
        expect(refused.headers.get('www-authenticate')).toBe('Token');
      }
    }
    // A real API key sent as Bearer is told where it goes.
    const asBearer = await call(null, 'GET', P.projects, {}, undefined, {
      Authorization: `Bearer ${owner.key}`,
    });
    expect(asBearer.body.detail).toMatch(/This is an API key: send it as "Authorization: Token <API_KEY>"/);
  });

  it('a Bearer JWT from /api/v2/auth/token/ works on every route group of issue 3', async () => {
    const jwt = (await api({ url }, owner, 'POST', '/api/v2/auth/token/')).body.access as string;
    const bearer = { headers: { Authorization: `Bearer ${jwt}` } };
    for (const [template, values] of [
      [P.projects, {}],
      [P.styles, {}],
      [P.images, {}],
      [P.videos, {}],
      [P.t2i, { project_pk: projectId }],
      [P.i2t, {}],
      [P.i2v, { project_pk: projectId }],
      [P.sharing, { id: videoId }],
    ] as const) {
      expect((await call(bearer, 'GET', template, values)).status, template).toBe(200);
    }
  });

  it('403 {detail, error_id} for a disabled account', async () => {
    const disabled = await stack.account('5');
    expect((await call(disabled, 'GET', P.projects)).status).toBe(200);
    await stack.operator.SetAccountStatus({ account_id: disabled.id, status: 'ACCOUNT_STATUS_DISABLED' });
    expectPlainError(await call(disabled, 'GET', P.projects), 403);
    expectPlainError(await call(disabled, 'POST', P.i2t, {}, { image_asset: imageId }), 403);
  });

  it('404 {detail: "Not found.", error_id} for unknown, malformed and foreign ids', async () => {
    for (const [template, values] of [
      [P.project, { id: UNKNOWN }],
      [P.project, { id: 'not-a-uuid' }],
      [P.project, { id: projectId }],
      [P.t2iJob, { project_pk: projectId, job_pk: UNKNOWN }],
      [P.i2tJob, { id: UNKNOWN }],
      [P.i2vJob, { project_pk: projectId, job_pk: UNKNOWN }],
      [P.sharing, { id: videoId }],
    ] as const) {
      const missing = await call(other, 'GET', template, values);
      expectPlainError(missing, 404);
      expect(missing.body.detail).toBe('Not found.');
    }
  });

  it('400 on bad input: {detail, error_id, errors: {field: [msg]}}', async () => {
    const refused = await call(
      owner,
      'POST',
      P.t2i,
      { project_pk: projectId },
      { prompt: '', model_name: 'zephyr_t2i', num_requested_images: 11 },
    );
    expect(refused.status).toBe(400);
    expectShape(refused.body, { detail: str, error_id: uuid, errors: object });
    expect(Object.keys(refused.body.errors).sort()).toEqual(['num_requested_images', 'prompt']);
    for (const messages of Object.values(refused.body.errors)) expect(strings(messages)).toBe(true);
    const malformed = await call(owner, 'POST', P.projects, {}, '{not json', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expectShape(malformed.body, { detail: str, error_id: uuid });
  });

  it('402 {detail, error_id, code: "insufficient_credits", price_credits, balance_credits} on every job kind', async () => {
    const poor = await stack.account('0');
    const project = (await call(poor, 'POST', P.projects, {}, { name: 'Poor' })).body.id;
    const image = (await uploadImage(poor)).body.id;
    // Prices of the shipped catalogue: one image 0.04, a description 0.01, 5 s of video at 0.05.
    for (const [template, values, body, price] of [
      [P.t2i, { project_pk: project }, { prompt: 'p', model_name: 'zephyr_t2i' }, '0.0400'],
      [P.i2t, {}, { image_asset: image }, '0.0100'],
      [P.i2v, { project_pk: project }, { start_frame: image, model_name: 'hexal_fast_i2v' }, '0.2500'],
    ] as const) {
      const refused = await call(poor, 'POST', template, values, body);
      expect(refused.status, template).toBe(402);
      expect(Object.keys(refused.body).sort()).toEqual([
        'balance_credits',
        'code',
        'detail',
        'error_id',
        'price_credits',
      ]);
      expect(refused.body).toMatchObject({
        code: 'insufficient_credits',
        detail: `This job costs ${price} credits; the balance is 0.0000 credits.`,
        error_id: expect.stringMatching(UUID),
        price_credits: price,
        balance_credits: '0.0000',
      });
    }
  });

  it('429 {detail, error_id} with Retry-After, per account and per client address', async () => {
    let limited: Answer | undefined;
    for (let i = 0; i < 10 && !limited; i += 1) {
      const answer = await call(owner, 'GET', P.projects, {}, undefined, {}, limitedUrl);
      if (answer.status === 429) limited = answer;
    }
    expect(limited).toBeDefined();
    expectPlainError(limited as Answer, 429);
    expect(limited?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // Failed credentials are charged to the address; once it ran out, further failures get the
    // same 429, but a valid key (not in the auth cache yet) is limited only by its account.
    let refused: Answer | undefined;
    for (let i = 0; i < 10 && !refused; i += 1) {
      const answer = await call(
        null,
        'GET',
        P.projects,
        {},
        undefined,
        { Authorization: 'Token mk_live_guess_guess' },
        limitedUrl,
      );
      if (answer.status === 429) refused = answer;
    }
    expect(refused).toBeDefined();
    expectPlainError(refused as Answer, 429);
    const fresh = await stack.account('1');
    const served = await call(fresh, 'GET', P.projects, {}, undefined, {}, limitedUrl);
    expect(served.status).toBe(200);
    const stillRefused = await call(
      null,
      'GET',
      P.projects,
      {},
      undefined,
      { Authorization: 'Token mk_live_guess_again' },
      limitedUrl,
    );
    expectPlainError(stillRefused, 429);
    expect(stillRefused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  });

  it('every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (decisions.md)', () => {
    const missing = recorded.filter((answer) =>
      ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'].some((name) => !answer.headers.has(name)),
    );
    expect([
      ...new Set(missing.map((answer) => `${answer.method} ${answer.template} ${answer.status}`)),
    ]).toEqual([]);
  });

  it('405 {detail, error_id} with Allow for a known path and another method', async () => {
    const refused = await call(owner, 'PATCH', P.t2i, { project_pk: projectId }, {});
    expectPlainError(refused, 405);
    expect(refused.headers.get('allow')).toMatch(/GET/);
  });
});

describe('sharing (endpoint 12, create, revoke) and the public page', () => {
  let link: JsonBody;

  it('the sharing state is {id, shareable_resource_link: null | link}', async () => {
    const before = await call(owner, 'GET', P.sharing, { id: videoId });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ id: videoId, shareable_resource_link: null });
    const created = await call(
      owner,
      'POST',
      P.sharing,
      { id: videoId },
      { expires_at: '2099-06-01T12:00:00+02:00' },
    );
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(['id', 'shareable_resource_link']);
    link = created.body.shareable_resource_link;
    expectShape(link, LINK, 'shareable_resource_link.');
    expect(link).toMatchObject({
      owner: Number(owner.id),
      permission: 'view',
      expires_at: '2099-06-01T10:00:00.000Z',
    });
    expect(new URL(link.url).pathname).toBe(`/s/${link.token}`);
    const read = await call(owner, 'GET', P.sharing, { id: videoId });
    expect(read.body).toEqual(created.body);
    // POST on an active link: the same link, with the new expiry, and a new updated_at.
    const extended = await call(owner, 'POST', P.sharing, { id: videoId }, { expires_at: null });
    expect(extended.status).toBe(200);
    expect(extended.body.shareable_resource_link).toMatchObject({
      id: link.id,
      token: link.token,
      expires_at: null,
    });
    expect(Date.parse(extended.body.shareable_resource_link.updated_at)).toBeGreaterThan(
      Date.parse(link.updated_at),
    );
  });

  it('a pending video cannot be shared: 400 {detail, error_id}', async () => {
    const pending = await call(
      owner,
      'POST',
      '/api/v2/studio/assets/videos/uploads/',
      {},
      { content_type: 'video/mp4', file_size: 1000 },
    );
    const refused = await call(owner, 'POST', P.sharing, { id: pending.body.asset.id }, {});
    expect(refused.status).toBe(400);
    expectShape(refused.body, { detail: str, error_id: uuid });
  });

  it('the public page: HTML with OpenGraph tags of this video only, nothing of the owner', async () => {
    // Another asset of the owner, whose name must not appear on the page.
    await uploadImage(owner, 'Owner private image name');
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    const og = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    // One title for every share page: the asset's name is the owner's data.
    expect(og('og:title')).toBe('Shared video');
    expect(og('og:type')).toMatch(/^video/);
    expect(og('og:url')).toBe(link.url);
    expect(isUri(og('og:video')?.replaceAll('&#38;', '&'))).toBe(true);
    expect(isUri(og('og:image')?.replaceAll('&#38;', '&'))).toBe(true);
    expect(og('og:video:width')).toBe('320');
    expect(og('og:video:height')).toBe('240');
    const ownerEmail = (await stack.operator.GetAccount({ account_id: owner.id })).email;
    for (const secret of [
      ownerEmail,
      owner.key,
      `accounts/${owner.id}/`,
      stack.keys.tag(owner.id),
      videoId,
      'Clip',
      projectId,
      imageId,
      'Owner private image name',
      'Harbour at dusk',
    ]) {
      expect(html).not.toContain(secret);
    }
    expect(html).not.toMatch(/<script/i);
  });

  it('revoked: DELETE 204, the state shows no link, the page is the HTML 404', async () => {
    const revoked = await call(owner, 'DELETE', P.sharing, { id: videoId });
    expect(revoked.status).toBe(204);
    expect((await call(owner, 'GET', P.sharing, { id: videoId })).body).toEqual({
      id: videoId,
      shareable_resource_link: null,
    });
    const page = await fetch(link.url);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).not.toContain('<video');
    expect(html).not.toContain('og:video');
  });
});

describe('the OpenAPI document served at /api/schema/', () => {
  const operation = (method: string, template: string) => openapi.paths?.[template]?.[method.toLowerCase()];

  it('documents every status an answer of this file had, and each body validates against its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat('uuid', UUID);
    ajv.addFormat(
      'date-time',
      (value: string) => !Number.isNaN(Date.parse(value)) && /T.*(?:Z|[+-]\d\d:\d\d)$/.test(value),
    );
    ajv.addFormat('uri', isUri as (value: string) => boolean);
    ajv.addFormat('binary', () => true);
    ajv.addFormat('email', () => true);
    ajv.addSchema({ ...openapi, $id: 'openapi' });
    const pointer = (...parts: string[]) =>
      parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
    const problems = new Set<string>();
    for (const answer of recorded) {
      const where = `${answer.method} ${answer.template} ${answer.status}`;
      const op = operation(answer.method, answer.template);
      if (!op) {
        if (answer.status !== 405) problems.add(`${where}: operation not documented`);
        continue;
      }
      const documented = op.responses?.[String(answer.status)];
      if (!documented) {
        problems.add(`${where}: status not documented`);
        continue;
      }
      if (answer.body === null) continue;
      if (!documented.content?.['application/json']?.schema) {
        problems.add(`${where}: no JSON schema for a JSON answer`);
        continue;
      }
      const validate = ajv.getSchema(
        `openapi#/${pointer('paths', answer.template, answer.method.toLowerCase(), 'responses', String(answer.status), 'content', 'application/json', 'schema')}`,
      );
      if (validate && !validate(answer.body)) problems.add(`${where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect([...problems].sort()).toEqual([]);
  });

  it('documents the request bodies of endpoints 2 and 4 and of the image-to-video create (JSON, form and multipart)', () => {
    const expected: [string, string[]][] = [
      [P.t2i, ['prompt', 'model_name', 'model_config', 'style_settings', 'num_requested_images']],
      [
        P.i2t,
        ['image_asset', 'project', 'shot', 'project_real_estate', 'real_estate_shot', 'fidelity_level'],
      ],
      [
        P.i2v,
        [
          'start_frame',
          'model_name',
          'model_config',
          'prompt',
          'style_settings',
          'requested_resolution',
          'requested_video_duration',
        ],
      ],
    ];
    const problems: string[] = [];
    for (const [template, fields] of expected) {
      const content = operation('POST', template)?.requestBody?.content ?? {};
      for (const type of ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
        const schema = content[type]?.schema;
        if (!schema) {
          problems.push(`POST ${template}: no ${type} body`);
          continue;
        }
        const properties = Object.keys(schema.properties ?? {});
        const absent = fields.filter((field) => !properties.includes(field));
        if (absent.length > 0) problems.push(`POST ${template} ${type}: no ${absent.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents 400 where the API answers it: job creates (validation), cancels ({detail} only), uploads, finalize, project delete', () => {
    const problems: string[] = [];
    for (const [method, template] of [
      ['POST', P.t2i],
      ['POST', P.i2v],
      ['POST', P.images],
      ['POST', P.videos],
      ['POST', P.imageFinalize],
      ['DELETE', P.project],
      ['POST', P.t2iCancel],
      ['POST', P.i2tCancel],
      ['POST', P.i2vCancel],
    ] as const) {
      if (!operation(method, template)?.responses?.['400']) problems.push(`${method} ${template}: no 400`);
    }
    // The cancel refusal has no error_id: the documented 400 must not require one.
    for (const template of [P.t2iCancel, P.i2tCancel, P.i2vCancel]) {
      const ref = operation('POST', template)?.responses?.['400']?.content?.['application/json']?.schema
        ?.$ref as string | undefined;
      const schema = ref ? openapi.components.schemas[ref.split('/').at(-1) as string] : undefined;
      if (schema?.required?.includes('error_id'))
        problems.push(`POST ${template}: documented 400 requires error_id, the API sends {detail}`);
    }
    expect(problems).toEqual([]);
  });

  it('documents the paging parameters limit and offset on every list (spec: a page size and a start index)', () => {
    const problems: string[] = [];
    for (const template of [P.projects, P.shots, P.styles, P.images, P.videos, P.t2i, P.i2t, P.i2v]) {
      const names = (operation('GET', template)?.parameters ?? [])
        .filter((parameter: JsonBody) => parameter.in === 'query')
        .map((parameter: JsonBody) => parameter.name);
      for (const name of ['limit', 'offset'])
        if (!names.includes(name)) problems.push(`GET ${template}: no ${name}`);
    }
    expect(problems).toEqual([]);
  });

  it("documents the spec's uri format on file, thumbnail, external_url and last_frame", () => {
    const problems: string[] = [];
    for (const [schemaName, fields] of [
      ['ImageAsset', ['file', 'thumbnail', 'external_url']],
      ['VideoAsset', ['file', 'thumbnail', 'external_url', 'last_frame']],
    ] as const) {
      for (const field of fields) {
        const property = openapi.components.schemas[schemaName]?.properties?.[field];
        const formats = [
          property?.format,
          ...(property?.anyOf ?? []).map((option: JsonBody) => option.format),
        ];
        if (!formats.includes('uri')) problems.push(`${schemaName}.${field}: ${JSON.stringify(property)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents the Idempotency-Key header on every create endpoint (issue 3)', () => {
    const problems: string[] = [];
    for (const template of [
      P.projects,
      P.shots,
      P.styles,
      P.images,
      P.videos,
      P.imageUploads,
      P.t2i,
      P.i2t,
      P.i2v,
    ]) {
      const headers = (operation('POST', template)?.parameters ?? [])
        .filter((parameter: JsonBody) => parameter.in === 'header')
        .map((parameter: JsonBody) => parameter.name);
      if (!headers.includes('Idempotency-Key')) problems.push(`POST ${template}`);
    }
    expect(problems).toEqual([]);
  });
});

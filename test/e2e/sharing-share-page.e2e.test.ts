// One file over 300 lines on purpose: its cases share one running stack, and each e2e file starts
// its own (the suite's time).
// Sharing end to end: billing, studio and sharing in-process and real (fresh database, s3rver,
// NATS), behind one gateway wired as main.ts wires it, over HTTP. A real H.264 MP4 made with
// ffmpeg is uploaded through the gateway, shared, and its public page is opened in headless
// Chromium, where the <video> element must load the file from the pre-signed storage URL.
// Revoked, expired and deleted shares must show the HTML 404 page; guesses get 429.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  OWNER_TAGS,
  download,
  frameChecksums,
  makeVideo,
  mediaTags,
  tagVideo,
} from '@platform/testkit/media';
import sharp from 'sharp';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealthChecker } from '../../packages/grpc/src/index.ts';
import { createLogger } from '../../packages/logging/src/index.ts';
import {
  createBillingClient,
  createGateway,
  loadGatewayConfig,
  type Gateway,
} from '../../services/gateway/src/index.ts';
import {
  SHARING_SERVICE,
  createSharingClient,
  type SharingClient,
} from '../../services/gateway/src/clients/sharing.client.ts';
import { createStudioClient, type StudioClient } from '../../services/gateway/src/clients/studio.client.ts';
import { sharePageRoutes } from '../../services/gateway/src/routes/share-page.routes.ts';
import { sharingRoutes } from '../../services/gateway/src/routes/sharing.routes.ts';
import { studioRoutes } from '../../services/gateway/src/routes/studio/index.ts';
import { startSharing, type SharingHandle } from '../../services/sharing/src/index.ts';
import { api, startStudioStack, type Account, type StudioStack } from './support/studio-stack.ts';

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HOUR = 3_600_000;

let stack: StudioStack;
let sharing: SharingHandle;
let sharingClient: SharingClient;
let studioClient: StudioClient;
let gateway: Gateway;
let server: Server;
let gatewayUrl: string;
let browser: BrowserContext;
let profileDir: string;
let owner: Account;
let stranger: Account;
let clip: Buffer;
// The sharing service's clock: real time plus whatever the expiry test adds.
let clockOffsetMs = 0;

beforeAll(async () => {
  // No silent skip: without the browser this test cannot say anything, so it fails loudly.
  await access(CHROMIUM).catch(() => {
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  });
  // A 2-second 320x240 H.264 MP4 (yuv420p, moov first).
  // The owner's file carries its owner's tags (a title, an email address, a place).
  clip = await tagVideo(await makeVideo(320, 240, 2, 25));
  stack = await startStudioStack({ worker: false });
  const logger = createLogger('sharing-e2e', 'silent');
  sharing = await startSharing({
    databaseUrl: stack.database.url,
    grpcAddress: '127.0.0.1:0',
    studioAddress: stack.studio.address,
    // No real estate here (nothing listens on the discard port): no link of this test names its assets.
    realEstateAddress: '127.0.0.1:9',
    billingAddress: stack.billing.address,
    logger,
    clock: { now: () => new Date(Date.now() + clockOffsetMs) },
    shutdownGraceMs: 500,
  });

  // The gateway as main.ts assembles it: billing, studio and sharing clients, their routes, and
  // the sharing service among the /healthz backends.
  const config = loadGatewayConfig({
    ...stack.gatewayEnv,
    // Public requests of this file (page loads, favicons) stay well inside the burst; the last
    // test spends it on purpose.
    RATE_LIMIT_IP_BURST: '30',
    RATE_LIMIT_IP_PER_SECOND: '1',
  });
  studioClient = createStudioClient(stack.studio.address, { deadlineMs: 60_000 });
  sharingClient = createSharingClient(sharing.address, { deadlineMs: 10_000 });
  gateway = createGateway({
    config,
    logger,
    billing: createBillingClient(stack.billing.address, { deadlineMs: 20_000 }),
    backends: [{ name: 'sharing', service: SHARING_SERVICE, checker: createHealthChecker(sharing.address) }],
    routes: () => [
      ...studioRoutes({
        studio: studioClient,
        sharing: sharingClient,
        storage: stack.storage,
        keys: stack.keys,
        config,
      }),
      ...sharingRoutes({ sharing: sharingClient, publicBaseUrl: config.PUBLIC_BASE_URL }),
      ...sharePageRoutes({ sharing: sharingClient, publicBaseUrl: config.PUBLIC_BASE_URL }),
    ],
  });
  server = createServer(gateway.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  owner = await stack.account('5');
  stranger = await stack.account('5');
  profileDir = await mkdtemp(join(tmpdir(), 'sharing-chromium-'));
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await gateway?.close();
  studioClient?.close();
  sharingClient?.close();
  await sharing?.stop();
  await stack?.close();
});

const gatewayStack = () => ({ url: gatewayUrl });
/** The video source of a share page, unescaped. */
const mediaUrlOf = (html: string): string =>
  (/<video [^>]*src="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&#38;', '&');
const folderOf = (url: string): string => new URL(url).pathname.split('/').slice(0, -1).join('/');
const sharingPath = (assetId: string) => `/api/v2/studio/assets/videos/${assetId}/sharing/`;

async function uploadVideo(account: Account, name: string): Promise<{ id: string; file: string | null }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
  form.append('name', name);
  const answer = await api(gatewayStack(), account, 'POST', '/api/v2/studio/assets/videos/', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

interface LinkBody {
  id: string;
  token: string;
  permission: string;
  owner: number;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
  url: string;
}

async function share(
  account: Account,
  assetId: string,
  body: Record<string, unknown> = {},
): Promise<LinkBody> {
  const answer = await api(gatewayStack(), account, 'POST', sharingPath(assetId), body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.shareable_resource_link;
}

interface VideoState {
  readyState: number;
  duration: number;
  videoWidth: number;
  videoHeight: number;
  error: number | null;
  loadedMetadata: boolean;
  currentSrc: string;
}

// Browser-side code is passed as source text: this project compiles without the DOM library.
// Media events do not bubble; a capturing listener on the document still sees them.
const RECORD_LOADED_METADATA = `window.__loadedMetadata = false;
document.addEventListener('loadedmetadata', () => { window.__loadedMetadata = true; }, true);`;
const VIDEO_SETTLED = `(() => {
  const video = document.querySelector('video');
  return !!video && (video.readyState >= 1 || video.error !== null);
})()`;
const VIDEO_STATE = `(() => {
  const video = document.querySelector('video');
  return {
    readyState: video.readyState,
    duration: video.duration,
    videoWidth: video.videoWidth,
    videoHeight: video.videoHeight,
    error: video.error ? video.error.code : null,
    loadedMetadata: window.__loadedMetadata,
    currentSrc: video.currentSrc,
  };
})()`;

/** Opens the page and waits until the video element has its metadata (or failed). */
async function openAndLoad(
  page: Page,
  url: string,
): Promise<{ status: number | undefined; video: VideoState }> {
  await page.addInitScript({ content: RECORD_LOADED_METADATA });
  const response = await page.goto(url);
  await page.waitForFunction(VIDEO_SETTLED, null, { timeout: 20_000 });
  const video = (await page.evaluate(VIDEO_STATE)) as VideoState;
  return { status: response?.status(), video };
}

async function expectNotAvailablePage(url: string) {
  const page = await browser.newPage();
  try {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.title()).toBe('Video not available');
    expect(await page.locator('video').count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe('This video is not available.');
  } finally {
    await page.close();
  }
}

describe('sharing a finished video', () => {
  let assetId: string;
  let link: LinkBody;

  it('creates a view link that the owner can read back', async () => {
    const asset = await uploadVideo(owner, 'Harbour walk');
    assetId = asset.id;
    expect(asset.file).toEqual(expect.any(String));

    const before = await api(gatewayStack(), owner, 'GET', sharingPath(assetId));
    expect(before).toMatchObject({ status: 200, body: { id: assetId, shareable_resource_link: null } });

    link = await share(owner, assetId);
    expect(link).toEqual({
      id: expect.stringMatching(UUID),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      permission: 'view',
      owner: Number(owner.id),
      expires_at: null,
      created_at: expect.stringMatching(/Z$/),
      updated_at: link.created_at,
      url: `${gatewayUrl}/s/${link.token}`,
    });
    const after = await api(gatewayStack(), owner, 'GET', sharingPath(assetId));
    expect(after.body).toEqual({ id: assetId, shareable_resource_link: link });

    // POST again keeps the link (and its token): 200, not a second link.
    const again = await api(gatewayStack(), owner, 'POST', sharingPath(assetId), {});
    expect(again.status).toBe(200);
    expect(again.body.shareable_resource_link.token).toBe(link.token);
  });

  it('serves a strict page that shows nothing else of the owner', async () => {
    const response = await fetch(link.url);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`media-src ${stack.s3.endpoint};`);
    expect(policy).toContain(`img-src ${stack.s3.endpoint};`);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    // The asset's name is the owner's data (often the original file name): every page has one title.
    expect(html).toContain('<meta property="og:title" content="Shared video">');
    expect(html).not.toContain('Harbour walk');
    expect(html).toContain('<meta property="og:type" content="video.other">');
    expect(html).toMatch(/<meta property="og:video" content="http:\/\/127\.0\.0\.1:\d+\//);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\//);
    // Every URL on the page is the page itself or a pre-signed storage URL of the link's own copy
    // under `shared/<random tag>/`: no account folder, no asset or job id, no file name.
    const urls = [...html.matchAll(/(?:src|poster|content)="(https?:[^"]*)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls)
      expect(url === link.url || url.startsWith(`${stack.s3.endpoint}/`), url).toBe(true);
    const storagePaths = urls
      .filter((url) => url !== link.url)
      .map((url) => decodeURIComponent(new URL(url.replaceAll('&#38;', '&')).pathname));
    expect(storagePaths.length).toBeGreaterThanOrEqual(3);
    for (const path of storagePaths) {
      expect(path.split('/'), path).not.toContain(owner.id);
      expect(path, path).toMatch(
        new RegExp(`^/${stack.s3.bucket}/shared/[0-9a-f]{32}/(video\\.mp4|poster\\.jpg)$`),
      );
      expect(path).not.toContain(stack.keys.tag(owner.id));
      expect(path).not.toContain(assetId);
    }
    expect(html).not.toContain(`accounts/${owner.id}/`);
    expect(html).not.toContain(`accounts%2F${owner.id}%2F`);
    // Everything else on the page must hold no trace of the owner: no email, no account id, no
    // asset id, no other asset.
    const withoutUrls = html.replace(/(?:src|poster|content)="https?:[^"]*"/g, '');
    const email = (await stack.operator.GetAccount({ account_id: owner.id })).email;
    expect(withoutUrls).not.toContain(email);
    expect(withoutUrls).not.toContain(assetId);
    expect(withoutUrls).not.toMatch(/accounts\/|account_id|owner/i);
    expect(withoutUrls).not.toContain(link.token);
  });

  it("serves a copy without the owner's metadata, its pictures bit for bit the original's", async () => {
    const html = await (await fetch(link.url)).text();
    const shared = await download(mediaUrlOf(html));
    const original = await download(
      (await api(gatewayStack(), owner, 'GET', `/api/v2/studio/assets/videos/${assetId}/`)).body
        .file as string,
    );
    // The owner's own file keeps its tags (so the copy is what lost them).
    expect((await mediaTags(original)).format).toMatchObject(OWNER_TAGS);
    const tags = await mediaTags(shared);
    const everyTag = [tags.format, ...tags.streams].flatMap((one) => Object.entries(one));
    for (const [name, value] of everyTag) {
      expect(['title', 'comment', 'artist', 'location', 'encoder', 'creation_time']).not.toContain(name);
      for (const owned of Object.values(OWNER_TAGS)) expect(value, name).not.toContain(owned);
    }
    const bytes = shared.toString('latin1');
    for (const owned of [...Object.values(OWNER_TAGS), 'Lavf', 'x264 - core'])
      expect(bytes).not.toContain(owned);
    // Stream copy: the same decoded frames, not a re-encoding.
    expect(await frameChecksums(shared)).toEqual(await frameChecksums(original));
    // The poster is the platform's own still: no EXIF, XMP or IPTC.
    const posterUrl = /poster="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#38;', '&');
    expect(posterUrl).toBeDefined();
    const poster = await sharp(await download(posterUrl!)).metadata();
    expect([poster.exif, poster.xmp, poster.iptc]).toEqual([undefined, undefined, undefined]);
  });

  it('plays in headless Chromium from the pre-signed storage URL', async () => {
    const page = await browser.newPage();
    const media: { url: string; status: number }[] = [];
    const problems: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(stack.s3.endpoint))
        media.push({ url: response.url(), status: response.status() });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    try {
      const { status, video } = await openAndLoad(page, link.url);
      expect(status).toBe(200);
      expect(video.error, problems.join('\n')).toBeNull();
      expect(video.readyState).toBeGreaterThanOrEqual(1);
      expect(video.loadedMetadata).toBe(true);
      expect(video.duration).toBeGreaterThan(1.9);
      expect(video.duration).toBeLessThan(2.1);
      expect([video.videoWidth, video.videoHeight]).toEqual([320, 240]);
      expect(video.currentSrc.startsWith(`${stack.s3.endpoint}/`)).toBe(true);
      expect(video.currentSrc).toContain('X-Amz-Signature=');
      // What the browser fetched is the link's copy: nothing in its path names the owner.
      const played = decodeURIComponent(new URL(video.currentSrc).pathname).split('/');
      expect(played.slice(0, 3)).toEqual(['', stack.s3.bucket, 'shared']);
      expect(played).not.toContain(stack.keys.tag(owner.id));
      expect(played).not.toContain(owner.id);
      expect(media.some((entry) => entry.url === video.currentSrc && [200, 206].includes(entry.status))).toBe(
        true,
      );
      expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('answers other accounts with 404 on every method and changes nothing', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await api(
        gatewayStack(),
        stranger,
        method,
        sharingPath(assetId),
        method === 'POST' ? {} : undefined,
      );
      expect(answer.status, method).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.', error_id: expect.stringMatching(UUID) });
    }
    expect((await fetch(link.url)).status).toBe(200);
  });

  it('answers 404 while the owner is disabled, and plays again once enabled', async () => {
    await stack.operator.SetAccountStatus({ account_id: owner.id, status: 'ACCOUNT_STATUS_DISABLED' });
    try {
      await expectNotAvailablePage(link.url);
    } finally {
      await stack.operator.SetAccountStatus({ account_id: owner.id, status: 'ACCOUNT_STATUS_ACTIVE' });
    }
    expect((await fetch(link.url)).status).toBe(200);
  });

  it('shows the 404 page once revoked, ends media URLs already handed out, and a new share gets a new token', async () => {
    const handedOut = mediaUrlOf(await (await fetch(link.url)).text());
    expect((await fetch(handedOut)).status).toBe(200);
    const revoked = await api(gatewayStack(), owner, 'DELETE', sharingPath(assetId));
    expect(revoked.status).toBe(204);
    await expectNotAvailablePage(link.url);
    // The link's copy is gone with it: the URL a viewer already had stops working at once.
    expect((await fetch(handedOut)).status).not.toBe(200);
    expect(
      (await api(gatewayStack(), owner, 'GET', sharingPath(assetId))).body.shareable_resource_link,
    ).toBeNull();
    expect((await api(gatewayStack(), owner, 'DELETE', sharingPath(assetId))).status).toBe(204);

    const renewed = await share(owner, assetId);
    expect(renewed.token).not.toBe(link.token);
    const renewedPage = await fetch(renewed.url);
    expect(renewedPage.status).toBe(200);
    // A new share of the same video shares no folder with the old one.
    expect(folderOf(mediaUrlOf(await renewedPage.text()))).not.toBe(folderOf(handedOut));
    expect((await fetch(link.url)).status).toBe(404);
    link = renewed;
  });

  it('shows the 404 page once the link expires', async () => {
    const other = await uploadVideo(owner, 'Expiring clip');
    const expiresAt = new Date(Date.now() + clockOffsetMs + HOUR).toISOString();
    const expiring = await share(owner, other.id, { expires_at: expiresAt });
    expect(expiring.expires_at).toBe(expiresAt);
    const page = await browser.newPage();
    try {
      expect((await openAndLoad(page, expiring.url)).video.readyState).toBeGreaterThanOrEqual(1);
    } finally {
      await page.close();
    }
    clockOffsetMs += HOUR;
    await expectNotAvailablePage(expiring.url);
    expect(
      (await api(gatewayStack(), owner, 'GET', sharingPath(other.id))).body.shareable_resource_link,
    ).toBeNull();

    const past = await api(gatewayStack(), owner, 'POST', sharingPath(other.id), {
      expires_at: new Date(Date.now() + clockOffsetMs - 1000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ expires_at: ['Must be in the future.'] });
  });

  it('ends the share when the video is deleted, its public copy included', async () => {
    const handedOut = mediaUrlOf(await (await fetch(link.url)).text());
    const deleted = await api(gatewayStack(), owner, 'DELETE', `/api/v2/studio/assets/videos/${assetId}/`);
    expect(deleted.status).toBe(204);
    expect((await fetch(link.url)).status).toBe(404);
    expect((await fetch(handedOut)).status).not.toBe(200);
    expect((await api(gatewayStack(), owner, 'GET', sharingPath(assetId))).status).toBe(404);
  });
});

describe('expires_at', () => {
  it('takes a future ISO 8601 date-time, answers in UTC with Z, clears with null and refuses anything else', async () => {
    const video = await uploadVideo(owner, 'Expiry formats');
    for (const bad of ['tomorrow', '2099-01-01', '2099-13-01T00:00:00Z', 12345, true]) {
      const answer = await api(gatewayStack(), owner, 'POST', sharingPath(video.id), { expires_at: bad });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body, String(bad)).toMatchObject({
        detail: expect.any(String),
        error_id: expect.stringMatching(UUID),
      });
      expect(Object.keys(answer.body.errors), String(bad)).toEqual(['expires_at']);
    }
    expect(
      (await api(gatewayStack(), owner, 'GET', sharingPath(video.id))).body.shareable_resource_link,
    ).toBeNull();

    const year = new Date(Date.now() + clockOffsetMs).getUTCFullYear() + 1;
    const offset = await api(gatewayStack(), owner, 'POST', sharingPath(video.id), {
      expires_at: `${year}-06-01T12:00:00+02:00`,
    });
    expect(offset.status, JSON.stringify(offset.body)).toBe(201);
    expect(Date.parse(offset.body.shareable_resource_link.expires_at)).toBe(
      Date.parse(`${year}-06-01T10:00:00Z`),
    );
    expect(offset.body.shareable_resource_link.expires_at).toMatch(
      new RegExp(`^${year}-06-01T10:00:00(?:\\.0+)?Z$`),
    );
    const cleared = await api(gatewayStack(), owner, 'POST', sharingPath(video.id), { expires_at: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.shareable_resource_link).toMatchObject({
      token: offset.body.shareable_resource_link.token,
      expires_at: null,
    });
    expect((await fetch(cleared.body.shareable_resource_link.url)).status).toBe(200);
  });
});

describe('what cannot be shared', () => {
  it('refuses a video whose upload is not finished', async () => {
    const pending = await api(gatewayStack(), owner, 'POST', '/api/v2/studio/assets/videos/uploads/', {
      content_type: 'video/mp4',
      file_size: clip.length,
      name: 'Not uploaded yet',
    });
    expect(pending.status, JSON.stringify(pending.body)).toBe(201);
    expect(pending.body.asset.file).toBeNull();
    const answer = await api(gatewayStack(), owner, 'POST', sharingPath(pending.body.asset.id), {});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: 'Only finished videos can be shared.',
      error_id: expect.stringMatching(UUID),
    });
    expect(
      (await api(gatewayStack(), owner, 'GET', sharingPath(pending.body.asset.id))).body
        .shareable_resource_link,
    ).toBeNull();
  });

  it('answers unknown assets with 404', async () => {
    const unknown = '0193a1b2-0000-7000-8000-000000000001';
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(
        (await api(gatewayStack(), owner, method, sharingPath(unknown), method === 'POST' ? {} : undefined))
          .status,
      ).toBe(404);
    }
  });
});

describe('the gateway around sharing', () => {
  it('reports the sharing service on /healthz', async () => {
    const answer = await api(gatewayStack(), null, 'GET', '/healthz');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok', services: { sharing: 'ok' } } });
  });

  // Last: it spends this address's budget on purpose.
  it('limits token guesses per client address: a burst gets 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const guess = Buffer.from(`guess-${i}-`.padEnd(24, 'x')).toString('base64url');
      const response = await fetch(`${gatewayUrl}/s/${guess}`);
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await response.arrayBuffer();
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(statuses.slice(0, firstRefusal).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(firstRefusal).filter((status) => status === 404).length).toBeLessThanOrEqual(2);
  });
});

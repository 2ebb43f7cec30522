// The public share page: rendering (escaping, OpenGraph tags, the content policy) and the page in
// the real gateway pipeline with a stand-in sharing client (HTML 404s, headers, no forwarding of
// malformed tokens, the per-address limit). The real stack in Chromium: test/e2e/sharing-*.
import { AppError, notFound } from '@platform/errors';
import { createLogger } from '@platform/logging';
import type { SharedVideo__Output } from '@platform/protos/generated/sharing/v1/SharedVideo.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import type { BillingClient } from '../clients/billing.client.ts';
import type { SharingClient } from '../clients/sharing.client.ts';
import { loadGatewayConfig } from '../config.ts';
import { serveGateway, type ServedGateway } from '../testing/http-server.ts';
import { NOT_AVAILABLE_HTML, escapeHtml, renderSharePage, sharePageRoutes } from './share-page.routes.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const video: SharedVideo__Output = {
  file_url:
    'https://s3.example.com:9000/media/shared/0123456789abcdef0123456789abcdef/video.mp4?X-Amz-Credential=k%2F1&X-Amz-Signature=ab',
  thumbnail_url:
    'https://img.example.com/media/shared/0123456789abcdef0123456789abcdef/poster.jpg?X-Amz-Signature=cd',
  width: 1280,
  height: 720,
  duration_s: 4,
  expires_at: '',
};

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
const unescape = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('share page rendering', () => {
  it('plays the pre-signed file with its poster and carries the OpenGraph tags', () => {
    const { html, policy } = renderSharePage(video, `https://app.example.com/s/${TOKEN}`);
    const tag = /<video ([^>]*)><\/video>/.exec(html)?.[1] ?? '';
    expect(tag).toMatch(/^controls playsinline /);
    expect(unescape(/src="([^"]*)"/.exec(tag)?.[1])).toBe(video.file_url);
    expect(unescape(/poster="([^"]*)"/.exec(tag)?.[1])).toBe(video.thumbnail_url);
    expect(metaContent(html, 'og:title')).toBe('Shared video');
    expect(/<title>(.*)<\/title>/.exec(html)?.[1]).toBe('Shared video');
    expect(metaContent(html, 'og:type')).toBe('video.other');
    expect(unescape(metaContent(html, 'og:video'))).toBe(video.file_url);
    expect(unescape(metaContent(html, 'og:video:secure_url'))).toBe(video.file_url);
    expect(unescape(metaContent(html, 'og:image'))).toBe(video.thumbnail_url);
    expect(metaContent(html, 'og:url')).toBe(`https://app.example.com/s/${TOKEN}`);
    expect(metaContent(html, 'og:video:width')).toBe('1280');
    expect(html).not.toMatch(/<script/i);
    expect(policy).toMatch(
      /^default-src 'none'; media-src https:\/\/s3\.example\.com:9000; img-src https:\/\/img\.example\.com; style-src 'sha256-[A-Za-z0-9+/]+=*'; /,
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src|unsafe/);
  });

  it('escapes hostile URLs everywhere they appear', () => {
    const file_url = `https://s3.example.com/media/shared/x/video.mp4?a="><script>alert('x')</script><meta property="og:title" content="spoof`;
    const { html } = renderSharePage({ ...video, file_url }, 'https://app.example.com/s/x');
    expect(html).not.toContain('<script>');
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(html.match(/<meta /g)).toHaveLength(12);
    expect(unescape(metaContent(html, 'og:video'))).toBe(file_url);
    expect(escapeHtml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });

  it('leaves out the poster, og:image and img-src without a thumbnail, and refuses non-http sources', () => {
    const { html, policy } = renderSharePage({ ...video, thumbnail_url: '' }, 'https://app.example.com/s/x');
    expect(html).not.toMatch(/poster=|og:image/);
    expect(policy).not.toContain('img-src');
    expect(() => renderSharePage({ ...video, file_url: 'javascript:alert(1)' }, 'x')).toThrow(/not an http/);
  });
});

const billing = { close() {} } as unknown as BillingClient;

let served: ServedGateway | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

async function start(resolve: SharingClient['ResolveToken'], env: Record<string, string> = {}) {
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 's'.repeat(32),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const sharing = { ResolveToken: resolve, close() {} } as unknown as SharingClient;
  const gateway = createGateway({
    config,
    logger: createLogger('gateway-test', 'silent'),
    billing,
    routes: (context) => sharePageRoutes({ sharing, publicBaseUrl: context.config.PUBLIC_BASE_URL }),
  });
  served = await serveGateway(gateway);
  return served.url;
}

function expectStrictHeaders(response: Response) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; /);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('cache-control')).toBe('no-store');
}

describe('share page route', () => {
  it('serves the page for a working token with strict headers', async () => {
    const asked: string[] = [];
    const url = await start(
      async ({ token }) => {
        asked.push(token ?? '');
        return video;
      },
      { PUBLIC_BASE_URL: 'https://app.example.com' },
    );
    const response = await fetch(`${url}/s/${TOKEN}`);
    expect(response.status).toBe(200);
    expectStrictHeaders(response);
    expect(response.headers.get('content-security-policy')).toContain(
      'media-src https://s3.example.com:9000',
    );
    const html = await response.text();
    expect(metaContent(html, 'og:url')).toBe(`https://app.example.com/s/${TOKEN}`);
    expect(asked).toEqual([TOKEN]);
  });

  it('answers unknown tokens with the same HTML 404, and never forwards malformed ones', async () => {
    const asked: string[] = [];
    const url = await start(async ({ token }) => {
      asked.push(token ?? '');
      throw notFound();
    });
    const bodies = new Set<string>();
    for (const token of [TOKEN, 'short', `${TOKEN}x`, '%3Cscript%3E', `${TOKEN.slice(1)}=`]) {
      const response = await fetch(`${url}/s/${token}`);
      expect(response.status).toBe(404);
      expectStrictHeaders(response);
      expect(response.headers.get('content-security-policy')).not.toMatch(/media-src|img-src/);
      bodies.add(await response.text());
    }
    expect([...bodies]).toEqual([NOT_AVAILABLE_HTML]);
    expect(asked).toEqual([TOKEN]);
  });

  it('does not turn a sharing outage into a 404', async () => {
    const url = await start(async () => {
      throw new AppError('unavailable', 'A backing service is unavailable.');
    });
    const response = await fetch(`${url}/s/${TOKEN}`);
    expect(response.status).toBe(503);
  });

  it('limits token lookups per client address: a burst of guesses gets 429', async () => {
    let lookups = 0;
    const url = await start(
      async () => {
        lookups += 1;
        throw notFound();
      },
      { RATE_LIMIT_IP_BURST: '5', RATE_LIMIT_IP_PER_SECOND: '0.01' },
    );
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const token = `${TOKEN.slice(0, -1)}${'ABCDEFGH'[i]}`;
      const response = await fetch(`${url}/s/${token}`);
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
    expect(lookups).toBe(5);
  });
});

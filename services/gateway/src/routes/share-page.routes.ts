// The public share page `/s/{token}`: no credentials, limited per client address by the route
// guard like every public route (so a burst of guesses gets 429). It plays the link's own copy
// of the video from a fresh, short-lived pre-signed URL and shows nothing else of the owner: no
// name (often the original file name), no ids, nothing that ties two shares of one owner. Unknown, malformed, revoked and
// expired tokens all get the same HTML 404 page, so a visitor cannot tell them apart.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { z } from '@platform/config';
import { AppError } from '@platform/errors';
import type { SharedVideo__Output } from '@platform/protos/generated/sharing/v1/SharedVideo.ts';
import type { SharingClient } from '../clients/sharing.client.ts';
import { requestOrigin } from '../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export const SHARE_PAGE_PATH = '/s/{token}';
/** The one title of every share page: an asset's name is the owner's data. */
export const SHARED_VIDEO_TITLE = 'Shared video';
// Shape check before any lookup; the sharing service checks the same shape again.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

const STYLE = [
  'html,body{margin:0;background:#111;color:#eee;font:16px/1.4 system-ui,sans-serif}',
  'main{max-width:960px;margin:0 auto;padding:24px 16px}',
  'video{display:block;width:100%;height:auto;max-height:80vh;background:#000}',
  'h1{font-size:1.25rem;font-weight:600;margin:16px 0 0;overflow-wrap:anywhere}',
  'p{color:#bbb}',
].join('');
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `scheme://host[:port]` of an http(s) URL; anything else is a broken answer from upstream. */
function httpOrigin(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`not an http(s) URL: ${parsed.protocol}`);
  return parsed.origin;
}

/** Only the storage origins of this video may serve media and images; no scripts at all. */
export function sharePagePolicy(sources: { media?: string; image?: string }): string {
  return [
    "default-src 'none'",
    ...(sources.media ? [`media-src ${sources.media}`] : []),
    ...(sources.image ? [`img-src ${sources.image}`] : []),
    `style-src ${STYLE_HASH}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function setPageHeaders(ctx: Context, policy: string): void {
  ctx.set({
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'X-Frame-Options': 'DENY',
    'X-Robots-Tag': 'noindex, nofollow',
  });
  ctx.type = 'text/html; charset=utf-8';
}

const page = (head: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
${head}
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

export function renderSharePage(
  video: SharedVideo__Output,
  pageUrl: string,
): { html: string; policy: string } {
  const title = SHARED_VIDEO_TITLE;
  const file = escapeHtml(video.file_url);
  const thumbnail = video.thumbnail_url ? escapeHtml(video.thumbnail_url) : null;
  const size = (value: number) => (Number.isInteger(value) && value > 0 ? String(value) : null);
  const width = size(video.width);
  const height = size(video.height);
  const head = [
    `<title>${title}</title>`,
    `<meta property="og:title" content="${title}">`,
    '<meta property="og:type" content="video.other">',
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    `<meta property="og:video" content="${file}">`,
    ...(video.file_url.startsWith('https:')
      ? [`<meta property="og:video:secure_url" content="${file}">`]
      : []),
    ...(width && height
      ? [
          `<meta property="og:video:width" content="${width}">`,
          `<meta property="og:video:height" content="${height}">`,
        ]
      : []),
    ...(thumbnail ? [`<meta property="og:image" content="${thumbnail}">`] : []),
  ].join('\n');
  const attributes = [
    'controls',
    'playsinline',
    'preload="metadata"',
    `src="${file}"`,
    ...(thumbnail ? [`poster="${thumbnail}"`] : []),
    ...(width && height ? [`width="${width}"`, `height="${height}"`] : []),
  ].join(' ');
  return {
    html: page(head, `<video ${attributes}></video>\n<h1>${title}</h1>`),
    policy: sharePagePolicy({
      media: httpOrigin(video.file_url),
      image: video.thumbnail_url ? httpOrigin(video.thumbnail_url) : undefined,
    }),
  };
}

export const NOT_AVAILABLE_HTML = page(
  '<title>Video not available</title>',
  '<h1>This video is not available.</h1>\n<p>The link may be mistyped, or it no longer works.</p>',
);

export interface SharePageDeps {
  sharing: Pick<SharingClient, 'ResolveToken'>;
  /** Absolute base of public links (PUBLIC_BASE_URL); else taken from the request. */
  publicBaseUrl?: string;
}

export function sharePageRoutes(deps: SharePageDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: SHARE_PAGE_PATH,
      operationId: 'share_page',
      summary: 'Public page that plays a shared video',
      tags: ['sharing'],
      auth: 'none',
      // An HTML page for people, not part of the JSON API (its 404 is HTML too).
      hidden: true,
      params: z.object({ token: z.string() }),
      responses: { 200: { description: 'An HTML page with the video.', contentType: 'text/html' } },
      async handler({ params }, ctx) {
        let video: SharedVideo__Output | undefined;
        if (TOKEN_SHAPE.test(params.token)) {
          try {
            video = await deps.sharing.ResolveToken({ token: params.token });
          } catch (err) {
            if (!(err instanceof AppError && err.kind === 'not_found')) throw err;
          }
        }
        if (!video) {
          setPageHeaders(ctx, sharePagePolicy({}));
          ctx.status = 404;
          ctx.body = NOT_AVAILABLE_HTML;
          return;
        }
        const pageUrl = `${requestOrigin(ctx, deps.publicBaseUrl)}/s/${params.token}`;
        const { html, policy } = renderSharePage(video, pageUrl);
        setPageHeaders(ctx, policy);
        ctx.status = 200;
        ctx.body = html;
      },
    }),
  ];
}

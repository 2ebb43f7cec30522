// The OpenAPI document and a self-contained docs page: Swagger UI served from the vendored
// swagger-ui-dist package (no CDN), under a CSP that allows only this origin.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from '@platform/config';
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export const SCHEMA_PATH = '/api/schema/';
export const DOCS_PATH = '/api/docs/';
const ASSETS_PATH = '/api/docs/assets/';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '${SCHEMA_PATH}', dom_id: '#swagger-ui', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>API documentation</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="stylesheet" href="${ASSETS_PATH}swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${ASSETS_PATH}swagger-ui-bundle.js"></script>
  <script src="${ASSETS_PATH}init.js"></script>
</body>
</html>
`;

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'";

const assets = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    load: () => readFile(join(swaggerDir, 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    load: () => readFile(join(swaggerDir, 'swagger-ui-bundle.js')),
  },
  'init.js': { type: 'text/javascript; charset=utf-8', load: async () => Buffer.from(INIT_SCRIPT) },
} as const;

type AssetName = keyof typeof assets;
const assetNames = Object.keys(assets) as [AssetName, ...AssetName[]];

export function docsRoutes(deps: { document: () => Record<string, unknown> }): RouteDefinition[] {
  const loaded = new Map<AssetName, Promise<Buffer>>();
  const asset = (name: AssetName): Promise<Buffer> => {
    let content = loaded.get(name);
    if (!content) {
      content = assets[name].load();
      content.catch(() => loaded.delete(name));
      loaded.set(name, content);
    }
    return content;
  };
  return [
    defineRoute({
      method: 'GET',
      path: SCHEMA_PATH,
      operationId: 'schema_retrieve',
      summary: 'This OpenAPI document',
      tags: ['docs'],
      auth: 'none',
      responses: {
        200: {
          description: 'The OpenAPI 3.1 document.',
          schema: z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document.' }),
        },
      },
      handler(_input, ctx) {
        ctx.body = deps.document();
      },
    }),
    defineRoute({
      method: 'GET',
      path: DOCS_PATH,
      operationId: 'docs_page',
      summary: 'Interactive documentation page',
      tags: ['docs'],
      auth: 'none',
      responses: {
        200: { description: 'An HTML page rendering the OpenAPI document.', contentType: 'text/html' },
      },
      handler(_input, ctx) {
        ctx.set('Content-Security-Policy', CSP);
        ctx.type = 'text/html; charset=utf-8';
        ctx.body = PAGE;
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${ASSETS_PATH}{file}`,
      operationId: 'docs_asset',
      summary: 'Docs page asset',
      auth: 'none',
      hidden: true,
      params: z.object({ file: z.enum(assetNames) }),
      responses: { 200: { description: 'A static file.' } },
      async handler({ params }, ctx) {
        ctx.set('Cache-Control', 'public, max-age=3600');
        ctx.type = assets[params.file].type;
        ctx.body = await asset(params.file);
      },
    }),
  ];
}

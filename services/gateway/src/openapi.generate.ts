// Writes the gateway's OpenAPI document (built from the route declarations of the composed
// gateway, exactly as served at /api/schema/) to docs/openapi.json. With --check, fails when the
// committed document differs, so the published contract cannot drift from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '@platform/logging';
import { loadGatewayConfig } from './config.ts';
import { composeGateway } from './compose.ts';

const target = join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json');
// Only the defaults matter: the document does not depend on addresses or secrets.
const config = loadGatewayConfig({ NODE_ENV: 'test' });
const gateway = await composeGateway(config, createLogger('openapi', 'silent'));
const document = `${JSON.stringify(gateway.openapi, null, 2)}\n`;
await gateway.close();

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (committed !== document) {
    console.error('docs/openapi.json is stale: run `npm run gen` and commit the result.');
    process.exit(1);
  }
  console.log('docs/openapi.json is up to date');
} else {
  writeFileSync(target, document);
  console.log('wrote docs/openapi.json');
}

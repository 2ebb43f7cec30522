// The image runs every service as the local stack does: the same V8 flags and process environment
// (the chart's arguments are checked on its rendered manifests, test/deploy/rendered-manifest.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS, SERVICE_PROCESS_ENV } from './services.ts';

const dockerfile = readFileSync(new URL('../docker/Dockerfile', import.meta.url), 'utf8');

describe('the image and the local stack', () => {
  it('start each service with the same V8 flags', () => {
    const command = dockerfile.split('\n').find((line) => line.startsWith('CMD '));
    expect(command).toContain(
      `exec node ${SERVICE_NODE_FLAGS.join(' ')} \\"services/\${SERVICE}/src/main.ts\\"`,
    );
  });

  it('give each service the same process environment', () => {
    for (const [name, value] of Object.entries(SERVICE_PROCESS_ENV))
      expect(dockerfile).toMatch(new RegExp(`\\b${name}=${value}\\b`));
  });
});

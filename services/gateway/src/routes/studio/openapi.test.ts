// The studio routes produce a valid OpenAPI 3.1 document with the spec's paths.
import { compileErrors, validate } from '@readme/openapi-parser';
import { AccountKeys, createStorage } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET } from '@platform/testkit';
import { describe, expect, it } from 'vitest';
import { createStudioClient } from '../../clients/studio.client.ts';
import { loadGatewayConfig } from '../../config.ts';
import { buildOpenApiDocument } from '../../http/openapi.ts';
import { studioRoutes } from './index.ts';

describe('studio routes in the OpenAPI document', () => {
  it('is a valid document that lists the spec endpoints of the studio area', async () => {
    const config = loadGatewayConfig({ NODE_ENV: 'test' });
    // Nothing is dialled: clients connect lazily and the document is built from declarations.
    const studio = createStudioClient('127.0.0.1:9');
    const routes = studioRoutes({
      studio,
      storage: createStorage({
        endpoint: 'http://127.0.0.1:9',
        accessKey: 'k',
        secretKey: 's',
        region: 'us-east-1',
        bucket: 'b',
      }),
      keys: new AccountKeys(TEST_STORAGE_KEY_SECRET),
      config,
    });
    const document = buildOpenApiDocument(routes, { title: 'studio', version: '1.1.0' }) as {
      paths: Record<string, Record<string, unknown>>;
    };
    studio.close();
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    const paths = document.paths;
    expect(
      Object.keys(paths['/api/v2/studio/projects/{project_pk}/jobs/text-to-image/'] ?? {}).sort(),
    ).toEqual(['get', 'post']);
    expect(paths['/api/v2/studio/jobs/image-to-text/']?.post).toBeDefined();
    expect(paths['/api/v2/studio/projects/{project_pk}/jobs/image-to-video/{job_pk}/']?.get).toBeDefined();
    expect(
      paths['/api/v2/studio/projects/{project_pk}/jobs/image-to-video/{job_pk}/cancel/']?.post,
    ).toBeDefined();
    expect(new Set(routes.map((route) => route.operationId)).size).toBe(routes.length);
  });
});

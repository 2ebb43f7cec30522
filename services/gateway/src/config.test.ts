import { ConfigError } from '@platform/config';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.ts';

const SECRET = 'x'.repeat(32);

describe('gateway configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadGatewayConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      GATEWAY_PORT: 8080,
      GATEWAY_HOST: '127.0.0.1',
      TRUST_PROXY: false,
      BODY_LIMIT_BYTES: 1024 * 1024,
      AUTH_CACHE_TTL_MS: 5000,
      JWT_TTL_SECONDS: 900,
      RATE_LIMIT_ACCOUNT_PER_SECOND: 20,
      RATE_LIMIT_ACCOUNT_BURST: 60,
      RATE_LIMIT_JOB_CREATE_PER_MINUTE: 60,
      RATE_LIMIT_IP_PER_SECOND: 10,
      JWT_EXTERNAL_ALGORITHMS: ['RS256', 'ES256'],
    });
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('requires a JWT secret outside development and test', () => {
    expect(() => loadGatewayConfig({})).toThrow(/JWT_SECRET: required/);
    expect(loadGatewayConfig({ NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined();
  });

  it('refuses a short secret, even in development', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'development', JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
  });

  it('needs issuer and audience with an external key set', () => {
    expect(() => loadGatewayConfig({ JWT_SECRET: SECRET, JWT_JWKS_URL: 'https://idp.example/jwks.json' })).toThrow(ConfigError);
    const config = loadGatewayConfig({
      JWT_SECRET: SECRET,
      JWT_JWKS_URL: 'https://idp.example/jwks.json',
      JWT_EXTERNAL_ISSUER: 'https://idp.example',
      JWT_EXTERNAL_AUDIENCE: 'media',
      JWT_EXTERNAL_ALGORITHMS: 'ES256, EdDSA',
    });
    expect(config.JWT_EXTERNAL_ALGORITHMS).toEqual(['ES256', 'EdDSA']);
    expect(() => loadGatewayConfig({ JWT_SECRET: SECRET, JWT_EXTERNAL_ALGORITHMS: 'none' })).toThrow(ConfigError);
  });

  it('rejects invalid numbers', () => {
    expect(() => loadGatewayConfig({ JWT_SECRET: SECRET, RATE_LIMIT_ACCOUNT_BURST: '0' })).toThrow(/RATE_LIMIT_ACCOUNT_BURST/);
    expect(() => loadGatewayConfig({ JWT_SECRET: SECRET, JWT_TTL_SECONDS: '10' })).toThrow(/JWT_TTL_SECONDS/);
  });
});

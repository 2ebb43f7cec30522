import { ConfigError } from '@platform/config';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from './config.ts';

const SECRET = 'x'.repeat(32);
/** Both secrets production needs. */
const SECRETS = { JWT_SECRET: SECRET, STORAGE_KEY_SECRET: 'y'.repeat(32) };

describe('gateway configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadGatewayConfig(SECRETS);
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

  it('requires a JWT secret and a storage key secret outside development and test', () => {
    expect(() => loadGatewayConfig({})).toThrow(/JWT_SECRET: required[^]*STORAGE_KEY_SECRET: required/);
    expect(() => loadGatewayConfig({ JWT_SECRET: SECRET })).toThrow(/STORAGE_KEY_SECRET: required/);
    expect(() => loadGatewayConfig({ STORAGE_KEY_SECRET: SECRET })).toThrow(/JWT_SECRET: required/);
    const development = loadGatewayConfig({ NODE_ENV: 'development' });
    expect(development.JWT_SECRET).toBeUndefined();
    expect(development.STORAGE_KEY_SECRET).toBeUndefined();
    expect(loadGatewayConfig(SECRETS).STORAGE_KEY_SECRET).toBe(SECRETS.STORAGE_KEY_SECRET);
  });

  it('refuses a short secret, even in development', () => {
    expect(() => loadGatewayConfig({ NODE_ENV: 'development', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 bytes/,
    );
    expect(() => loadGatewayConfig({ NODE_ENV: 'development', STORAGE_KEY_SECRET: 'short' })).toThrow(
      /STORAGE_KEY_SECRET: must be at least 32 bytes/,
    );
  });

  it('needs issuer and audience with an external key set', () => {
    expect(() => loadGatewayConfig({ ...SECRETS, JWT_JWKS_URL: 'https://idp.example/jwks.json' })).toThrow(
      ConfigError,
    );
    const config = loadGatewayConfig({
      ...SECRETS,
      JWT_JWKS_URL: 'https://idp.example/jwks.json',
      JWT_EXTERNAL_ISSUER: 'https://idp.example',
      JWT_EXTERNAL_AUDIENCE: 'media',
      JWT_EXTERNAL_ALGORITHMS: 'ES256, EdDSA',
    });
    expect(config.JWT_EXTERNAL_ALGORITHMS).toEqual(['ES256', 'EdDSA']);
    expect(() => loadGatewayConfig({ ...SECRETS, JWT_EXTERNAL_ALGORITHMS: 'none' })).toThrow(ConfigError);
  });

  it('rejects invalid numbers', () => {
    expect(() => loadGatewayConfig({ ...SECRETS, RATE_LIMIT_ACCOUNT_BURST: '0' })).toThrow(
      /RATE_LIMIT_ACCOUNT_BURST/,
    );
    expect(() => loadGatewayConfig({ ...SECRETS, JWT_TTL_SECONDS: '10' })).toThrow(/JWT_TTL_SECONDS/);
  });

  it('reads the CORS origins as browsers send them, none by default, and refuses what is not an origin', () => {
    expect(loadGatewayConfig(SECRETS).CORS_ALLOWED_ORIGINS).toEqual([]);
    expect(loadGatewayConfig({ ...SECRETS, CORS_ALLOWED_ORIGINS: ' , ' }).CORS_ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadGatewayConfig({
        ...SECRETS,
        CORS_ALLOWED_ORIGINS:
          'https://App.Example.com:443/, http://localhost:5173,https://app.example.com, http://[::1]:8080',
      }).CORS_ALLOWED_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:5173', 'http://[::1]:8080']);
    for (const bad of [
      '*',
      'https://*.example.com',
      'app.example.com',
      'https://app.example.com/path',
      'https://app.example.com?x=1',
      'https://user@app.example.com',
      'ftp://app.example.com',
      'null',
      'https://app.example.com:99999',
    ]) {
      expect(() =>
        loadGatewayConfig({ ...SECRETS, CORS_ALLOWED_ORIGINS: `https://ok.example.com,${bad}` }),
      ).toThrow(`CORS_ALLOWED_ORIGINS: "${bad}" is not an origin: write scheme://host[:port]`);
    }
  });
});

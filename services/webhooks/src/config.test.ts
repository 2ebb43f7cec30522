import { describe, expect, it } from 'vitest';
import { webhookAllowsHttp } from '@platform/config';
import { loadWebhooksConfig } from './config.ts';

describe('webhooks configuration', () => {
  it('allows plain http endpoints only in development and test', () => {
    expect(webhookAllowsHttp(loadWebhooksConfig({ NODE_ENV: 'development' }))).toBe(true);
    expect(webhookAllowsHttp(loadWebhooksConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(webhookAllowsHttp(loadWebhooksConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_HTTP: 'false' }))).toBe(
      false,
    );
    expect(() => loadWebhooksConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_HTTP: 'true' })).toThrow(
      /WEBHOOK_ALLOW_HTTP/,
    );
  });

  it('reads the retry schedule as milliseconds and refuses nonsense', () => {
    expect(loadWebhooksConfig({ WEBHOOK_RETRY_DELAYS_MS: '100, 200' }).WEBHOOK_RETRY_DELAYS_MS).toEqual([
      100, 200,
    ]);
    expect(loadWebhooksConfig({}).WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThan(
      20 * 3_600_000,
    );
    expect(() => loadWebhooksConfig({ WEBHOOK_RETRY_DELAYS_MS: '100,soon' })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { createAddressPolicy } from './address-policy.ts';
import type { Resolver } from './safe-fetch.ts';
import { MAX_WEBHOOK_URL, checkWebhookUrl, webhookUrlRulesFor } from './webhook-url.ts';

// A resolver of fixed answers: no DNS in a unit test.
const names: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'inside.example.com': ['93.184.215.14', '10.0.0.7'],
};
const resolve: Resolver = async (host) => (names[host] ?? []).map((address) => ({ address, family: 4 }));
const policy = createAddressPolicy();
const production = { policy, resolve, allowHttp: false };
const development = {
  policy: createAddressPolicy(['127.0.0.0/8']),
  resolve,
  allowHttp: true,
  allowCidrs: ['127.0.0.0/8'],
};
// Each refusal of a scheme or an address states the rule in force where it was made.
const DEPLOYED_RULE = 'this deployment accepts https URLs whose host resolves only to public addresses.';
const LOCAL_RULE =
  'this deployment accepts https or http URLs whose host resolves only to public addresses or 127.0.0.0/8.';
const NON_PUBLIC = 'The URL points to a private, loopback or otherwise non-public address';

describe('checkWebhookUrl', () => {
  it('accepts a public https URL and answers it normalised', async () => {
    expect(await checkWebhookUrl('https://HOOKS.example.com/in?x=1', production)).toEqual({
      url: 'https://hooks.example.com/in?x=1',
    });
  });

  it.each([
    ['http://hooks.example.com/in', `"http" URLs are refused: ${DEPLOYED_RULE}`],
    ['ftp://hooks.example.com/in', `"ftp" URLs are refused: ${DEPLOYED_RULE}`],
    ['not a url', 'Enter a valid URL.'],
    ['https://127.0.0.1/in', `${NON_PUBLIC}: ${DEPLOYED_RULE}`],
    ['https://[::1]/in', `${NON_PUBLIC}: ${DEPLOYED_RULE}`],
    ['https://169.254.169.254/latest/meta-data/', `${NON_PUBLIC}: ${DEPLOYED_RULE}`],
    ['https://inside.example.com/in', `${NON_PUBLIC}: ${DEPLOYED_RULE}`],
    ['https://unknown.example.com/in', 'The host "unknown.example.com" could not be resolved.'],
    ['https://user:pw@hooks.example.com/in', 'URLs with credentials are not accepted.'],
    [
      `https://hooks.example.com/${'a'.repeat(MAX_WEBHOOK_URL)}`,
      `Ensure this field has no more than ${MAX_WEBHOOK_URL} characters.`,
    ],
  ])('refuses %s outside local development', async (raw, error) => {
    expect(await checkWebhookUrl(raw, production)).toEqual({ error });
  });

  it('takes plain http and allowed addresses only where the deployment allows them', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:8080/hook', development)).toEqual({
      url: 'http://127.0.0.1:8080/hook',
    });
    expect(await checkWebhookUrl('http://10.0.0.1/hook', development)).toEqual({
      error: `${NON_PUBLIC}: ${LOCAL_RULE}`,
    });
    expect(await checkWebhookUrl('ftp://127.0.0.1/hook', development)).toEqual({
      error: `"ftp" URLs are refused: ${LOCAL_RULE}`,
    });
  });
});

describe('webhookUrlRulesFor', () => {
  it('without settings refuses plain http and private addresses', async () => {
    const rules = webhookUrlRulesFor({}, { resolve });
    expect(await checkWebhookUrl('http://hooks.example.com/in', rules)).toEqual({
      error: `"http" URLs are refused: ${DEPLOYED_RULE}`,
    });
    expect(await checkWebhookUrl('https://inside.example.com/in', rules)).toEqual({
      error: `${NON_PUBLIC}: ${DEPLOYED_RULE}`,
    });
    expect(await checkWebhookUrl('https://hooks.example.com/in', rules)).toEqual({
      url: 'https://hooks.example.com/in',
    });
  });

  it('takes the allowed CIDRs and plain http a local deployment sets', async () => {
    const rules = webhookUrlRulesFor({ allowHttp: true, allowCidrs: ['127.0.0.0/8'], resolve });
    expect(await checkWebhookUrl('http://127.0.0.1:8080/hook', rules)).toEqual({
      url: 'http://127.0.0.1:8080/hook',
    });
    // The local stack's refusal says that plain http to this machine would pass.
    expect(await checkWebhookUrl('ftp://127.0.0.1/hook', rules)).toEqual({
      error: `"ftp" URLs are refused: ${LOCAL_RULE}`,
    });
  });
});

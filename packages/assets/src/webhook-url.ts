// The rule for every URL the platform will POST job events to: an account's webhook endpoint and
// a job create's `webhook_url`. https only (plain http only where the deployment allows it: local
// development and test), at most 2048 characters, no credentials, and every address the host
// resolves to public (the external_url policy). The webhooks service checks again, pinned, on
// every delivery attempt, so a name that later resolves elsewhere is still refused there.
import { createAddressPolicy, type AddressPolicy } from './address-policy.ts';
import {
  NON_PUBLIC_ADDRESS,
  TargetRefused,
  publicAddresses,
  type ExternalFetchSettings,
  type Resolver,
} from './safe-fetch.ts';

export const MAX_WEBHOOK_URL = 2048;

export interface WebhookUrlRules {
  /** The SSRF policy of external_url fetches. */
  policy: AddressPolicy;
  resolve?: Resolver;
  /** Local development and test only: plain http URLs. */
  allowHttp: boolean;
  /** The non-public ranges `policy` lets through (local development: this machine), for the refusals' wording. */
  allowCidrs?: readonly string[];
}

/** A job owner's settings for job create `webhook_url`s (its `webhookUrls` start option). */
export interface WebhookUrlSettings {
  allowHttp?: boolean;
  allowCidrs?: string[];
  /** DNS resolution (tests); else the external fetch settings' resolver, else the system's. */
  resolve?: Resolver;
}

/** The rules for a service's settings: https to public addresses unless they say otherwise. */
export const webhookUrlRulesFor = (
  settings: WebhookUrlSettings = {},
  fetch: ExternalFetchSettings = {},
): WebhookUrlRules => ({
  policy: createAddressPolicy(settings.allowCidrs ?? []),
  allowHttp: settings.allowHttp ?? false,
  allowCidrs: settings.allowCidrs ?? [],
  resolve: settings.resolve ?? fetch.resolve,
});

/** The rule in force for this deployment, as a refusal states it (so the client knows what would pass). */
export function webhookUrlRule(rules: Pick<WebhookUrlRules, 'allowHttp' | 'allowCidrs'>): string {
  const schemes = rules.allowHttp ? 'https or http' : 'https';
  const ranges = rules.allowCidrs ?? [];
  const where = ranges.length > 0 ? `public addresses or ${ranges.join(', ')}` : 'public addresses';
  return `this deployment accepts ${schemes} URLs whose host resolves only to ${where}`;
}

/** The URL normalised, or why it is refused (a message for the client's field error). */
export async function checkWebhookUrl(
  raw: string,
  rules: WebhookUrlRules,
): Promise<{ url: string } | { error: string }> {
  if (raw.length > MAX_WEBHOOK_URL)
    return { error: `Ensure this field has no more than ${MAX_WEBHOOK_URL} characters.` };
  const url = URL.parse(raw);
  if (!url) return { error: 'Enter a valid URL.' };
  if (url.protocol !== 'https:' && !(rules.allowHttp && url.protocol === 'http:'))
    return { error: `"${url.protocol.slice(0, -1)}" URLs are refused: ${webhookUrlRule(rules)}.` };
  try {
    await publicAddresses(url, rules.policy, rules.resolve);
  } catch (err) {
    if (err instanceof TargetRefused && err.message === NON_PUBLIC_ADDRESS)
      return { error: `${NON_PUBLIC_ADDRESS.slice(0, -1)}: ${webhookUrlRule(rules)}.` };
    if (err instanceof TargetRefused) return { error: err.message };
    throw err;
  }
  const normalised = url.toString();
  // Normalising may lengthen it (percent-encoding); the column holds at most the limit.
  if (normalised.length > MAX_WEBHOOK_URL)
    return { error: `Ensure this field has no more than ${MAX_WEBHOOK_URL} characters.` };
  return { url: normalised };
}

/**
 * A job create's optional `webhook_url`, for every job owner: the URL normalised, or null when
 * absent or refused (then the refusal is added to `check` as a `webhook_url` field error, so it
 * comes back with the create's other field errors and nothing is written).
 */
export async function checkJobWebhookUrl(
  check: { add(field: string, message: string): void },
  raw: string | undefined,
  rules: WebhookUrlRules,
): Promise<string | null> {
  if (raw === undefined) return null;
  const checked = await checkWebhookUrl(raw, rules);
  if ('url' in checked) return checked.url;
  check.add('webhook_url', checked.error);
  return null;
}

// The lines a developer looks for once everything is up.
import type { DevAccount } from './dev-account.ts';
import { exampleCurl } from './dev-account.ts';

export interface BannerFacts {
  gatewayUrl: string;
  databaseUrl: string;
  natsUrl: string;
  s3Endpoint: string;
  bucket: string;
  /** With STACK_PROMETHEUS=1. */
  prometheusUrl?: string;
  /** Further gateways with STACK_REPLICAS. */
  otherGateways?: string[];
  account: DevAccount | null;
  accountNote?: string;
}

/** Hides the password of a connection URL. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

export function readyBanner(facts: BannerFacts, color: boolean): string {
  const lines: Array<{ text: string; strong?: boolean }> = [
    { text: `Platform is ready: ${facts.gatewayUrl}`, strong: true },
    { text: '' },
    { text: `  Health     ${facts.gatewayUrl}/healthz` },
    ...(facts.otherGateways ?? []).map((url, index) => ({
      text: `  Gateway ${index + 2}  ${url} (same platform, shared rate limits)`,
    })),
    { text: `  Postgres   ${redactUrl(facts.databaseUrl)}` },
    { text: `  NATS       ${facts.natsUrl}` },
    { text: `  S3         ${facts.s3Endpoint} (bucket ${facts.bucket})` },
    ...(facts.prometheusUrl
      ? [{ text: `  Prometheus ${facts.prometheusUrl} (alerts: ${facts.prometheusUrl}/alerts)` }]
      : []),
    { text: '' },
  ];
  if (facts.account) {
    lines.push(
      { text: `  Dev account ${facts.account.email} (id ${facts.account.account_id})` },
      { text: `  API key     ${facts.account.api_key}`, strong: true },
      { text: `  Try:        ${exampleCurl(facts.gatewayUrl, facts.account.api_key)}` },
    );
  }
  if (facts.accountNote) lines.push({ text: `  ${facts.accountNote}` });
  lines.push({ text: '' }, { text: '  Press Ctrl-C to stop everything.' });
  const rule = '='.repeat(Math.min(100, Math.max(...lines.map((line) => line.text.length)) + 2));
  const render = (line: { text: string; strong?: boolean }) =>
    color && line.strong ? ` \u001b[1;32m${line.text}\u001b[0m` : line.text ? ` ${line.text}` : '';
  return ['', rule, ...lines.map(render), rule, ''].join('\n');
}

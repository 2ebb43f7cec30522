// Sends one signed delivery: a POST to the endpoint's URL, connected only to the addresses the
// SSRF policy checked (the same policy as external_url fetches, @platform/assets), within a short
// timeout, never following a redirect (a 3xx is a failed attempt). Answers instead of throwing.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  publicAddresses,
  pinnedLookup,
  TargetRefused,
  type AddressPolicy,
  type Resolver,
} from '@platform/assets';
import type { SendResult, WebhookSender } from '../domain/ports.ts';

export function createHttpSender(options: {
  policy: AddressPolicy;
  timeoutMs: number;
  resolve?: Resolver;
  userAgent?: string;
}): WebhookSender {
  return {
    async send(rawUrl, headers, body) {
      let url: URL;
      try {
        url = new URL(rawUrl);
        const addresses = await publicAddresses(url, options.policy, options.resolve);
        const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
        return await new Promise<SendResult>((resolve) => {
          const req = request(url, {
            method: 'POST',
            // A connection of its own each time: the address is pinned per request, and a reused
            // keep-alive socket the receiver has just closed would fail an attempt that never left.
            agent: false,
            lookup: pinnedLookup(addresses),
            signal: AbortSignal.timeout(options.timeoutMs),
            headers: {
              ...headers,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'user-agent': options.userAgent ?? 'media-platform-webhooks/1',
            },
          });
          req.once('response', (response) => {
            response.resume();
            const status = response.statusCode ?? 0;
            const error =
              status >= 300 && status < 400
                ? 'Redirects are not followed.'
                : status >= 200 && status < 300
                  ? ''
                  : `HTTP ${status}`;
            resolve({ statusCode: status, error });
          });
          req.once('error', (err) =>
            resolve({
              statusCode: null,
              error:
                err.name === 'TimeoutError' || err.name === 'AbortError'
                  ? `No answer within ${options.timeoutMs} ms.`
                  : err.message,
            }),
          );
          req.end(body);
        });
      } catch (err) {
        return {
          statusCode: null,
          error: err instanceof TargetRefused ? err.message : (err as Error).message,
        };
      }
    },
  };
}

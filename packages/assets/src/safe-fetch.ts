// Server-side download of a client-supplied URL without letting the client reach our network
// (SSRF): http(s) only, no credentials in the URL, every address the name resolves to must be
// public, and the connection goes to exactly the address that was checked (the resolved set is
// pinned into the socket's lookup, so DNS cannot change between check and connect). Redirects
// are followed by hand, at most `maxRedirects`, each target checked the same way. The body is
// capped in bytes and the whole exchange in time.
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SpanKind } from '@opentelemetry/api';
import { validationError } from '@platform/errors';
import { inSpan } from '@platform/telemetry';
import type { FetchedFile, RemoteFetcher } from './ports.ts';
import { createAddressPolicy, type AddressPolicy } from './address-policy.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  maxRedirects: number;
  /** DNS resolution; injectable so tests can point names at chosen addresses. */
  resolve?: Resolver;
  userAgent?: string;
}

const FIELD = 'external_url';
const refuse = (message: string) =>
  validationError('The external URL cannot be fetched.', { [FIELD]: [message] });

const systemResolver: Resolver = async (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A service's settings for external_url fetches (its `fetch` start option, FETCH_* in its environment). */
export interface ExternalFetchSettings {
  /** CIDRs exempt from the private-address block (never set in production). */
  allowCidrs?: string[];
  timeoutMs?: number;
  maxRedirects?: number;
  resolve?: Resolver;
}

/** The safe fetcher with a service's settings: 30 s and 3 redirects unless they say otherwise. */
export const safeFetcherFor = (settings: ExternalFetchSettings = {}): RemoteFetcher =>
  createSafeFetcher({
    policy: createAddressPolicy(settings.allowCidrs ?? []),
    timeoutMs: settings.timeoutMs ?? 30_000,
    maxRedirects: settings.maxRedirects ?? 3,
    resolve: settings.resolve,
  });

export function createSafeFetcher(options: SafeFetchOptions): RemoteFetcher {
  const resolve = options.resolve ?? systemResolver;

  async function checkedAddresses(url: URL): Promise<ResolvedAddress[]> {
    try {
      return await publicAddresses(url, options.policy, resolve);
    } catch (err) {
      if (err instanceof TargetRefused) refuseWith(err.message);
      throw err;
    }
  }

  function send(url: URL, addresses: ResolvedAddress[], signal: AbortSignal): Promise<IncomingMessage> {
    const pinned = pinnedLookup(addresses);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolvePromise, reject) => {
      const req = request(url, {
        method: 'GET',
        lookup: pinned,
        signal,
        headers: { 'user-agent': options.userAgent ?? 'media-platform/1', accept: '*/*' },
      });
      req.once('response', resolvePromise);
      req.once('error', reject);
      req.end();
    });
  }

  return {
    // A CLIENT span per fetch: the host only, as the path and query of a customer's URL may
    // carry its own tokens.
    fetchToFile: (rawUrl: string, path: string, maxBytes: number): Promise<FetchedFile> =>
      inSpan(
        '@platform/assets',
        'fetch external_url',
        { kind: SpanKind.CLIENT, attributes: { 'server.address': URL.parse(rawUrl)?.hostname ?? '' } },
        async (span) => {
          const fetched = await fetchToFile(rawUrl, path, maxBytes);
          span.setAttribute('http.response.body.size', fetched.size);
          return fetched;
        },
      ),
  };

  async function fetchToFile(rawUrl: string, path: string, maxBytes: number): Promise<FetchedFile> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      throw refuse('Enter a valid URL.');
    }
    try {
      for (let redirects = 0; ; redirects += 1) {
        const addresses = await checkedAddresses(url);
        const response = await send(url, addresses, signal);
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirects >= options.maxRedirects)
            refuseWith(`The URL redirected more than ${options.maxRedirects} times.`);
          url = new URL(response.headers.location, url);
          continue;
        }
        if (status !== 200) {
          response.resume();
          refuseWith(`The URL answered with HTTP status ${status}.`);
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          refuseWith(`The file is larger than the limit of ${maxBytes} bytes.`);
        }
        const size = await saveCapped(response, path, maxBytes);
        const contentType = response.headers['content-type'] ?? null;
        return { size, contentType, finalUrl: url.toString() };
      }
    } catch (err) {
      await unlink(path).catch(() => undefined);
      if (signal.aborted) throw refuse(`The URL did not answer within ${options.timeoutMs} ms.`);
      if (isValidation(err)) throw err;
      throw refuse(`The URL could not be fetched: ${(err as Error).message}`);
    }
  }
}

/** Why a URL of a non-public address is refused. */
export const NON_PUBLIC_ADDRESS = 'The URL points to a private, loopback or otherwise non-public address.';

/** A URL the address policy refuses; the message says why, for the client. */
export class TargetRefused extends Error {}

/**
 * The addresses an http(s) URL resolves to, when every one of them is public (else
 * TargetRefused): the check every server-side request to a client's URL makes (external_url
 * fetches, webhook deliveries). Connect only to these, with `pinnedLookup`.
 */
export async function publicAddresses(
  url: URL,
  policy: AddressPolicy,
  resolve: Resolver = systemResolver,
): Promise<ResolvedAddress[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TargetRefused('Only http and https URLs can be fetched.');
  if (url.username || url.password) throw new TargetRefused('URLs with credentials are not accepted.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    addresses = await resolve(host).catch(() => {
      throw new TargetRefused(`The host "${host}" could not be resolved.`);
    });
    if (addresses.length === 0) throw new TargetRefused(`The host "${host}" could not be resolved.`);
  }
  // Every address must pass: a name that also resolves to an internal address is refused.
  if (addresses.some((entry) => !policy.allows(entry.address))) throw new TargetRefused(NON_PUBLIC_ADDRESS);
  return addresses;
}

/** A socket lookup that answers only the checked addresses, so DNS cannot change between check and connect. */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (err: null, all: ResolvedAddress[]) => void)(null, addresses);
    } else {
      const first = addresses[0] as ResolvedAddress;
      callback(null, first.address, first.family);
    }
  };
}

function refuseWith(message: string): never {
  throw refuse(message);
}

const isValidation = (err: unknown): boolean => (err as { kind?: string } | null)?.kind === 'validation';

async function saveCapped(response: IncomingMessage, path: string, maxBytes: number): Promise<number> {
  let size = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) callback(refuse(`The file is larger than the limit of ${maxBytes} bytes.`));
      else callback(null, chunk);
    },
  });
  await pipeline(response, cap, createWriteStream(path, { mode: 0o600 }));
  if (size === 0) refuseWith('The URL returned an empty body.');
  return size;
}

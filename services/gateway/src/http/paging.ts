// DRF-style offset paging shared by every list endpoint: `limit` and `offset` query parameters,
// and a page object whose `next`/`previous` are absolute URLs that keep the caller's other query
// parameters (filters, ordering) and carry `limit` and `offset`.
import type { Context } from 'koa';

export interface PagingOptions {
  defaultLimit?: number;
  maxLimit?: number;
}

export interface PageParams {
  limit: number;
  offset: number;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Where the links point: an absolute origin (with an optional path prefix), the path and its query. */
export interface PageLocation {
  origin: string;
  path: string;
  query: string | URLSearchParams;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

type QueryValue = string | string[] | undefined;

/** Like Django's QueryDict.get: the last value when a parameter repeats. */
const lastValue = (value: QueryValue): string | undefined => (Array.isArray(value) ? value.at(-1) : value);

function nonNegativeInt(value: QueryValue): number | undefined {
  const raw = lastValue(value)?.trim();
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const parsed = Number(raw);
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

/** Reads `limit` and `offset`; invalid values fall back to the defaults, large limits are clamped. */
export function parsePaging(query: Record<string, QueryValue>, options: PagingOptions = {}): PageParams {
  const defaultLimit = options.defaultLimit ?? DEFAULT_LIMIT;
  const maxLimit = options.maxLimit ?? MAX_LIMIT;
  const requested = nonNegativeInt(query.limit);
  const limit = requested === undefined || requested === 0 ? defaultLimit : Math.min(requested, maxLimit);
  return { limit, offset: nonNegativeInt(query.offset) ?? 0 };
}

function linkTo(location: PageLocation, limit: number, offset: number): string {
  const params = new URLSearchParams(location.query);
  params.delete('limit');
  params.delete('offset');
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `${location.origin}${location.path}?${params.toString()}`;
}

/** The page object for one slice of `count` records starting at `params.offset`. */
export function buildPage<T>(
  results: T[],
  count: number,
  params: PageParams,
  location: PageLocation,
): Page<T> {
  const { limit, offset } = params;
  const next = offset + limit < count ? linkTo(location, limit, offset + limit) : null;
  const previous = offset > 0 ? linkTo(location, limit, Math.max(0, Math.min(offset, count) - limit)) : null;
  return { count, next, previous, results };
}

/**
 * `buildPage`'s object as JSON, around results that are already a JSON array (a service that
 * presents its own list's records): the same keys in the same order.
 */
export function encodedPage(
  resultsJson: Buffer,
  count: number,
  params: PageParams,
  location: PageLocation,
): Buffer {
  const { next, previous } = buildPage([], count, params, location);
  const head = `{"count":${JSON.stringify(count)},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":`;
  return Buffer.concat([Buffer.from(head), resultsJson, CLOSE_BRACE]);
}
const CLOSE_BRACE = Buffer.from('}');

/** `host` or `[v6]` for an origin. */
const hostPart = (address: string): string => (address.includes(':') ? `[${address}]` : address);

/**
 * The absolute origin of links the gateway writes: PUBLIC_BASE_URL when configured (the local
 * stack and deployments set it), else the address and port this connection reached, read from
 * the socket. Never the Host or X-Forwarded-* headers: those are the client's to choose, and a
 * link built from them points wherever the client (or anyone poisoning a cache) wants.
 */
export function requestOrigin(ctx: Pick<Context, 'req'>, publicBaseUrl?: string): string {
  if (publicBaseUrl) return publicBaseUrl.replace(/\/+$/, '');
  const socket = ctx.req.socket as { localAddress?: string; localPort?: number; encrypted?: boolean };
  const scheme = socket.encrypted ? 'https' : 'http';
  return `${scheme}://${hostPart(socket.localAddress ?? '127.0.0.1')}:${socket.localPort ?? 80}`;
}

/** Location of the current request, for `buildPage`. */
export function pageLocation(
  ctx: Pick<Context, 'req' | 'path' | 'querystring'>,
  publicBaseUrl?: string,
): PageLocation {
  return { origin: requestOrigin(ctx, publicBaseUrl), path: ctx.path, query: ctx.querystring };
}

// AWS Signature V4 query-string signing for pre-signed URLs that pin request headers.
// The minio client deliberately leaves Content-Type and Content-Length out of pre-signed
// signatures; an upload URL that must pin them has to sign them itself, which is all this does.
import { createHash, createHmac } from 'node:crypto';

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** SigV4 pre-signed URLs are valid for at most seven days. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export interface PresignRequest {
  method: string;
  /** `http:` or `https:` */
  protocol: string;
  /** The Host header exactly as the client will send it (with a non-default port). */
  host: string;
  /** The already URI-encoded path, e.g. `/bucket/accounts/<tag>/a%20b.png`. */
  path: string;
  /** Further headers the client must send unchanged; their names are signed. */
  headers: Record<string, string>;
  accessKey: string;
  secretKey: string;
  sessionToken?: string;
  region: string;
  date: Date;
  expiresInSeconds: number;
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
export function sigV4Encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string): Buffer =>
  createHmac('sha256', key).update(value, 'utf8').digest();

export function presignV4(request: PresignRequest): string {
  if (
    !Number.isInteger(request.expiresInSeconds) ||
    request.expiresInSeconds < 1 ||
    request.expiresInSeconds > MAX_PRESIGN_SECONDS
  ) {
    throw new RangeError(`expiresInSeconds must be an integer from 1 to ${MAX_PRESIGN_SECONDS}.`);
  }
  const timestamp = amzDate(request.date);
  const day = timestamp.slice(0, 8);
  const scope = `${day}/${request.region}/s3/aws4_request`;

  const headers = new Map<string, string>([['host', request.host]]);
  for (const [name, value] of Object.entries(request.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const headerNames = [...headers.keys()].sort();
  const signedHeaders = headerNames.join(';');
  const canonicalHeaders = headerNames.map((name) => `${name}:${headers.get(name)}\n`).join('');

  const query: Array<[string, string]> = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${request.accessKey}/${scope}`],
    ['X-Amz-Date', timestamp],
    ['X-Amz-Expires', String(request.expiresInSeconds)],
    ['X-Amz-SignedHeaders', signedHeaders],
  ];
  if (request.sessionToken) query.push(['X-Amz-Security-Token', request.sessionToken]);
  const canonicalQuery = query
    .map(([name, value]) => [sigV4Encode(name), sigV4Encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    UNSIGNED_PAYLOAD,
  ].join('\n');
  const stringToSign = [ALGORITHM, timestamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${request.secretKey}`, day), request.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${request.protocol}//${request.host}${request.path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

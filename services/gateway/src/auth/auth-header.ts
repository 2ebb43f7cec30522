// Parses the Authorization header into credentials, without any I/O. Schemes are matched
// case-insensitively (RFC 9110); the messages follow Django REST framework's wording, which the
// clients of the original API already know.

export type Credentials = { scheme: 'Token'; key: string } | { scheme: 'Bearer'; token: string };

export type ParsedAuthorization =
  | { kind: 'missing' }
  | { kind: 'invalid'; detail: string }
  | { kind: 'credentials'; credentials: Credentials };

export const MISSING_CREDENTIALS = 'Authentication credentials were not provided.';
export const INVALID_TOKEN = 'Invalid token.';

const MAX_KEY_LENGTH = 512;
const MAX_JWT_LENGTH = 8192;
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
/** The start of an API key (`mk_live_<id>_<secret>`, billing's format): sent as Bearer, it gets its own hint. */
const API_KEY_SHAPE = /^mk_live_[a-z0-9]{8}_/;
export const API_KEY_AS_BEARER =
  'This is an API key: send it as "Authorization: Token <API_KEY>". "Bearer" takes a JWT, which POST /api/v2/auth/token/ gives for a key.';

export function parseAuthorization(header: string | undefined): ParsedAuthorization {
  const value = header?.trim() ?? '';
  if (value === '') return { kind: 'missing' };
  const [rawScheme = '', ...rest] = value.split(/\s+/);
  const scheme = rawScheme.toLowerCase();
  if (scheme !== 'token' && scheme !== 'bearer') {
    return {
      kind: 'invalid',
      detail: 'Unsupported authorization scheme. Use "Token <key>" or "Bearer <token>".',
    };
  }
  const label = scheme === 'token' ? 'token' : 'bearer token';
  if (rest.length === 0)
    return { kind: 'invalid', detail: `Invalid ${label} header. No credentials provided.` };
  if (rest.length > 1)
    return {
      kind: 'invalid',
      detail: `Invalid ${label} header. Credentials string should not contain spaces.`,
    };
  const secret = rest[0] ?? '';
  if (scheme === 'token') {
    if (secret.length > MAX_KEY_LENGTH || !VISIBLE_ASCII.test(secret))
      return { kind: 'invalid', detail: INVALID_TOKEN };
    return { kind: 'credentials', credentials: { scheme: 'Token', key: secret } };
  }
  if (API_KEY_SHAPE.test(secret)) return { kind: 'invalid', detail: API_KEY_AS_BEARER };
  if (secret.length > MAX_JWT_LENGTH || !JWT_SHAPE.test(secret))
    return { kind: 'invalid', detail: INVALID_TOKEN };
  return { kind: 'credentials', credentials: { scheme: 'Bearer', token: secret } };
}

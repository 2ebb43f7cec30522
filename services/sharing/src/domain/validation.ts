// Request checks. Owner-facing input problems are validation errors naming the field; ids that
// cannot name a record are answered like unknown ids (not found), as the gateway does for paths.
import { notFound, validationError } from '@platform/errors';
import { SHARE_SOURCES, type ShareSource } from './records.ts';

const INT64_MAX = 2n ** 63n - 1n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ISO 8601 date-time with a mandatory offset (`Z` or `±hh:mm`); fractions of any length.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function requireAccountId(value: string): string {
  if (!/^\d{1,19}$/.test(value) || BigInt(value) === 0n || BigInt(value) > INT64_MAX) {
    throw validationError('Invalid request.', { account_id: ['Must be a positive account id.'] });
  }
  return BigInt(value).toString();
}

/** Lower-cased asset id; anything that is not a UUID cannot name an asset. */
export function requireAssetId(value: string): string {
  if (!UUID.test(value)) throw notFound();
  return value.toLowerCase();
}

/** The owner of the asset; empty is the studio (callers from before real estate links). */
export function requireSource(value: string): ShareSource {
  const source = value === '' ? 'studio' : SHARE_SOURCES.find((known) => known === value);
  if (!source) throw validationError('Invalid request.', { source: ['Must be studio or real_estate.'] });
  return source;
}

/** The last instant with a four-digit year in UTC: later ones have no ISO 8601 form clients parse. */
const LATEST_EXPIRY_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const invalidExpiry = (message: string) => validationError('Invalid request.', { expires_at: [message] });

/**
 * `expires_at` of a create request: empty means the link does not expire; otherwise an ISO 8601
 * date-time with an offset, strictly after `now`. Precision is kept to the millisecond.
 */
export function parseExpiry(value: string, now: Date): Date | null {
  if (value === '') return null;
  const match = DATE_TIME.exec(value);
  const parsed = match ? new Date(value) : null;
  if (!match || !parsed || Number.isNaN(parsed.getTime())) {
    throw invalidExpiry('Enter a valid date-time with a time zone, e.g. 2030-01-31T12:00:00Z.');
  }
  // Date silently rolls 2030-02-30 over to March; refuse calendar dates that do not exist.
  const [, year, month, day] = match.map(Number);
  const calendar = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
  if (calendar.getUTCMonth() !== (month ?? 0) - 1 || calendar.getUTCDate() !== day) {
    throw invalidExpiry('Enter a valid date-time with a time zone, e.g. 2030-01-31T12:00:00Z.');
  }
  if (parsed.getTime() <= now.getTime()) throw invalidExpiry('Must be in the future.');
  // 9999-12-31T23:59:59-12:00 is in year 10000 in UTC: Date would answer "+010000-...", and
  // storing it failed as an internal error.
  if (parsed.getTime() > LATEST_EXPIRY_MS) throw invalidExpiry('Must be at most 9999-12-31T23:59:59.999Z.');
  return parsed;
}

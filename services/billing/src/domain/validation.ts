// Request checks shared by the billing services. Every failure is a validation AppError naming
// the field, so the gateway can show `{field: [message]}` and nothing is written.
import { Credits, CreditsFormatError } from '@platform/catalogue';
import { characterCount, validationError } from '@platform/errors';
import type { AccountStatus } from './records.ts';

/** Largest amount one grant or one reservation may move. */
export const MAX_AMOUNT = Credits.parse('1000000');
const INT64_MAX = 2n ** 63n - 1n;
const JOB_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is not checked.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

const invalid = (field: string, message: string) =>
  validationError('Invalid request.', { [field]: [message] });

export function requireAccountId(value: string, field = 'account_id'): string {
  if (!/^\d{1,19}$/.test(value) || BigInt(value) === 0n || BigInt(value) > INT64_MAX) {
    throw invalid(field, 'Must be a positive account id.');
  }
  return BigInt(value).toString();
}

export function requireJobId(value: string): string {
  if (!JOB_ID.test(value)) {
    throw invalid(
      'job_id',
      'Must be 1 to 128 letters, digits or ". _ : -", starting with a letter or digit.',
    );
  }
  return value;
}

export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw invalid('email', 'Enter a valid email address.');
  return email;
}

// A record, not a list, so a new status cannot be added to the type and forgotten here.
const ACCOUNT_STATUSES: Record<AccountStatus, true> = { active: true, disabled: true };

export function requireAccountStatus(value: string, field = 'status'): AccountStatus {
  if (!Object.hasOwn(ACCOUNT_STATUSES, value)) throw invalid(field, 'Must be active or disabled.');
  return value as AccountStatus;
}

export interface AmountRules {
  /** Zero is accepted (an empty string then also means zero). */
  allowZero?: boolean;
}

/** Parses a non-negative decimal amount of at most four decimals and at most MAX_AMOUNT. */
export function requireAmount(value: string, field: string, rules: AmountRules = {}): Credits {
  if (value === '' && rules.allowZero) return Credits.ZERO;
  let amount: Credits;
  try {
    amount = Credits.parse(value);
  } catch (err) {
    if (err instanceof CreditsFormatError) throw invalid(field, err.message);
    throw err;
  }
  if (amount.isZero() && !rules.allowZero) throw invalid(field, 'Must be greater than zero.');
  if (amount.gt(MAX_AMOUNT)) throw invalid(field, `Must be at most ${MAX_AMOUNT.format()}.`);
  return amount;
}

export function optionalText(value: string, field: string, max = 500): string | null {
  if (characterCount(value) > max) throw invalid(field, `Must be at most ${max} characters.`);
  return value === '' ? null : value;
}

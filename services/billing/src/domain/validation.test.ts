import type { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import {
  normaliseEmail,
  optionalText,
  requireAccountId,
  requireAccountStatus,
  requireAmount,
  requireJobId,
} from './validation.ts';

const fieldErrorsOf = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    expect((err as AppError).kind).toBe('validation');
    return (err as AppError).fieldErrors;
  }
  throw new Error('expected a validation error');
};

describe('request validation', () => {
  it('accepts positive int64 account ids only', () => {
    expect(requireAccountId('42')).toBe('42');
    expect(requireAccountId('0042')).toBe('42');
    expect(requireAccountId('9223372036854775807')).toBe('9223372036854775807');
    for (const bad of ['', '0', '-1', '1.5', 'abc', '9223372036854775808', '12345678901234567890']) {
      expect(fieldErrorsOf(() => requireAccountId(bad))).toHaveProperty('account_id');
    }
  });

  it('accepts the two account statuses only', () => {
    expect(requireAccountStatus('active')).toBe('active');
    expect(requireAccountStatus('disabled')).toBe('disabled');
    for (const bad of ['', 'ACTIVE', 'enabled', 'toString', '__proto__']) {
      expect(fieldErrorsOf(() => requireAccountStatus(bad))).toEqual({
        status: ['Must be active or disabled.'],
      });
    }
  });

  it('accepts job ids such as UUIDs and prefixed integers', () => {
    for (const jobId of ['0190f5c2-7d1e-7a3b-9c4d-5e6f70819203', 'enh:42', 'a', 'x'.repeat(128)]) {
      expect(requireJobId(jobId)).toBe(jobId);
    }
    for (const bad of ['', ' a', 'a b', '-a', 'x'.repeat(129), 'a/b', 'é']) {
      expect(fieldErrorsOf(() => requireJobId(bad))).toHaveProperty('job_id');
    }
  });

  it('normalises emails to trimmed lower case and refuses malformed ones', () => {
    expect(normaliseEmail('  Ann.Lee+test@Example.ORG ')).toBe('ann.lee+test@example.org');
    for (const bad of [
      '',
      'ann',
      'ann@',
      'ann@example',
      'a b@example.com',
      'a@b@c.com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(fieldErrorsOf(() => normaliseEmail(bad))).toEqual({ email: ['Enter a valid email address.'] });
    }
  });

  it('parses amounts with the field name in every error', () => {
    expect(requireAmount('12.5', 'amount').format()).toBe('12.5000');
    expect(requireAmount('', 'credits', { allowZero: true }).isZero()).toBe(true);
    expect(requireAmount('0', 'credits', { allowZero: true }).isZero()).toBe(true);
    expect(requireAmount('1000000', 'amount').format()).toBe('1000000.0000');
    expect(fieldErrorsOf(() => requireAmount('0', 'amount'))).toEqual({
      amount: ['Must be greater than zero.'],
    });
    expect(fieldErrorsOf(() => requireAmount('', 'amount'))).toHaveProperty('amount');
    expect(fieldErrorsOf(() => requireAmount('1000000.0001', 'amount'))).toEqual({
      amount: ['Must be at most 1000000.0000.'],
    });
    expect(fieldErrorsOf(() => requireAmount('0.12345', 'credits'))).toEqual({
      credits: ['At most 4 decimal places are allowed.'],
    });
    expect(fieldErrorsOf(() => requireAmount('-0.5', 'amount'))).toEqual({
      amount: ['Must not be negative.'],
    });
  });

  it('limits free text', () => {
    expect(optionalText('', 'reason')).toBeNull();
    expect(optionalText('refund', 'reason')).toBe('refund');
    expect(fieldErrorsOf(() => optionalText('x'.repeat(501), 'reason'))).toHaveProperty('reason');
  });

  it('counts text limits in characters: emoji at the limit pass, one more is refused', () => {
    expect(optionalText('😀'.repeat(500), 'note')).toBe('😀'.repeat(500));
    expect(fieldErrorsOf(() => optionalText('😀'.repeat(501), 'note'))).toEqual({
      note: ['Must be at most 500 characters.'],
    });
  });
});

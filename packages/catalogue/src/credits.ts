// Exact credit amounts (1 credit = 1 USD). A binary float cannot hold 0.1 exactly, so money never
// touches `number`: an amount is a bigint count of ten-thousandths, the same four decimal places
// as the PostgreSQL column type numeric(20,4) that stores it.

export const CREDIT_DECIMALS = 4;
const SCALE = 10n ** BigInt(CREDIT_DECIMALS);
/** numeric(20,4) keeps 16 digits before the decimal point; anything larger cannot be stored. */
const MAX_INTEGER_DIGITS = 20 - CREDIT_DECIMALS;
const MAX_UNITS = 10n ** 20n - 1n;

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/** Thrown for text that is not an acceptable amount; the message is safe to show to a caller. */
export class CreditsFormatError extends Error {
  override name = 'CreditsFormatError';
}

export interface ParseOptions {
  /** Accept a leading minus sign (ledger amounts); off by default because most inputs are charges. */
  allowNegative?: boolean;
}

function checkRange(units: bigint): bigint {
  if (units > MAX_UNITS || units < -MAX_UNITS) {
    throw new RangeError('Amount exceeds the storable range of numeric(20,4).');
  }
  return units;
}

export class Credits {
  /** The amount in ten-thousandths of a credit. */
  readonly units: bigint;

  private constructor(units: bigint) {
    this.units = checkRange(units);
  }

  static readonly ZERO = new Credits(0n);

  static fromUnits(units: bigint): Credits {
    return new Credits(units);
  }

  /**
   * Parses a plain decimal string: digits, at most one point, at most four decimals
   * ("12", "12.5", ".5", "0.0400"). Exponents, signs other than a leading "-", separators,
   * whitespace and non-strings are rejected rather than guessed at.
   */
  static parse(text: unknown, options: ParseOptions = {}): Credits {
    if (typeof text !== 'string') throw new CreditsFormatError('Must be a decimal string.');
    const match = DECIMAL.exec(text);
    const [, sign, whole = '', fraction = ''] = match ?? [];
    if (!match || (whole === '' && fraction === '')) {
      throw new CreditsFormatError('Must be a decimal number such as "12.5".');
    }
    if (fraction.length > CREDIT_DECIMALS) {
      throw new CreditsFormatError(`At most ${CREDIT_DECIMALS} decimal places are allowed.`);
    }
    if (whole.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) {
      throw new CreditsFormatError('The amount is too large.');
    }
    if (sign && !options.allowNegative) throw new CreditsFormatError('Must not be negative.');
    const units = BigInt(whole || '0') * SCALE + BigInt(fraction.padEnd(CREDIT_DECIMALS, '0'));
    return new Credits(sign ? -units : units);
  }

  /**
   * Fixed-point text with `places` decimals (4 by default: "12.3400"). Fewer places round half
   * away from zero, e.g. for the two-decimal cancel response.
   */
  format(places: number = CREDIT_DECIMALS): string {
    if (!Number.isInteger(places) || places < 0 || places > CREDIT_DECIMALS) {
      throw new RangeError(`places must be an integer from 0 to ${CREDIT_DECIMALS}.`);
    }
    const negative = this.units < 0n;
    const magnitude = negative ? -this.units : this.units;
    const step = 10n ** BigInt(CREDIT_DECIMALS - places);
    const rounded = (magnitude + step / 2n) / step;
    const divisor = 10n ** BigInt(places);
    const whole = (rounded / divisor).toString();
    const body = places === 0 ? whole : `${whole}.${(rounded % divisor).toString().padStart(places, '0')}`;
    return negative && rounded !== 0n ? `-${body}` : body;
  }

  add(other: Credits): Credits {
    return new Credits(this.units + other.units);
  }

  sub(other: Credits): Credits {
    return new Credits(this.units - other.units);
  }

  /** Multiplies by a whole number of units (images, seconds, jobs); fractions are refused. */
  mul(factor: bigint | number): Credits {
    if (typeof factor === 'number' && !Number.isSafeInteger(factor)) {
      throw new RangeError('The factor must be a safe integer.');
    }
    return new Credits(this.units * BigInt(factor));
  }

  compare(other: Credits): -1 | 0 | 1 {
    return this.units < other.units ? -1 : this.units > other.units ? 1 : 0;
  }

  equals(other: Credits): boolean {
    return this.units === other.units;
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  gt(other: Credits): boolean {
    return this.units > other.units;
  }

  lt(other: Credits): boolean {
    return this.units < other.units;
  }

  toString(): string {
    return this.format();
  }

  toJSON(): string {
    return this.format();
  }
}

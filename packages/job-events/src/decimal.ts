// Money on the wire is a decimal string with a fixed number of places (balance_usd: 4,
// cost_credits: 4 or 2). Formatting goes through BigInt so no amount ever touches a float.

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;

/** Formats a decimal string with exactly `places` decimals, rounding half away from zero. */
export function formatDecimal(value: string, places: number): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${JSON.stringify(value)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = (fraction + '0'.repeat(places)).slice(0, places);
  let units = BigInt(whole + kept);
  if ((fraction[places] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(places + 1, '0');
  const negative = sign === '-' && units !== 0n;
  const integer = digits.slice(0, digits.length - places);
  return `${negative ? '-' : ''}${places > 0 ? `${integer}.${digits.slice(-places)}` : integer}`;
}

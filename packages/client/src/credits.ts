// Credits are decimals (strings such as "2.5000"): sums are made on whole units, never in floating point.

/** Credits added exactly (the API's decimals, as strings), never through floating point. */
export function addCredits(amounts: string[]): string {
  const scale = Math.max(0, ...amounts.map((amount) => amount.split('.')[1]?.length ?? 0));
  const total = amounts.reduce((sum, amount) => {
    const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
    const units = BigInt(whole + fraction.padEnd(scale, '0'));
    return sum + (amount.startsWith('-') ? -units : units);
  }, 0n);
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0');
  const text = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return total < 0n ? `-${text}` : text;
}

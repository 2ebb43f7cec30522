// The price in the script: how the price the agent gives is said, and whether a sentence speaks of
// a price (the unbranded variant says none).

/** The price sentence: a plain amount as "Offered at $2,450,000.", a price guide in the agent's own words. */
export function priceSentence(price: string): string | undefined {
  const text = price.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!text) return undefined;
  const amount = text.replace(/^\$/, '').replace(/,/g, '');
  if (/^\d+(\.\d+)?$/.test(amount)) return `Offered at ${formatPrice(amount)}.`;
  if (/^\$?\d/.test(text)) return `Offered at ${text}.`;
  if (/^auction$/i.test(text)) return 'For sale by auction.';
  if (/^(contact|call|ask)\b/i.test(text)) return 'Contact the agent for the price.';
  if (/^(offers|from|over|under|price|guide|expressions|eoi)\b/i.test(text))
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  return `Price guide: ${text}.`;
}

/**
 * Whether a sentence speaks of the price: each sentence priceSentence writes, and a price in
 * other words ("$1.2m", "offers over", "by auction", "price guide"). The unbranded variant says none.
 */
export function isPriceSentence(sentence: string): boolean {
  return (
    /^(offered at|price guide:|for sale by auction|contact the agent for the price)/i.test(sentence.trim()) ||
    /\$\s?\d/.test(sentence) ||
    /\b(prices?|priced|pricing|auction|offers (over|above|from|around|in excess)|expressions of interest|eoi|asking|dollars?|million)\b/i.test(
      sentence,
    )
  );
}

/** "$2,450,000": whole dollars with thousands separators; cents kept when there are any. */
export function formatPrice(price: string): string {
  const [whole = '0', cents] = price.trim().split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents && !/^0+$/.test(cents) ? `$${grouped}.${cents.padEnd(2, '0').slice(0, 2)}` : `$${grouped}`;
}

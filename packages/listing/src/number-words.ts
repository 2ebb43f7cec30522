// Numbers as a listener hears them, in the British/Australian style agents use: "two million four
// hundred and fifty thousand", "twenty-first", years said in pairs ("nineteen ninety-eight").

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: readonly [bigint, string][] = [
  [10n ** 12n, 'trillion'],
  [10n ** 9n, 'billion'],
  [10n ** 6n, 'million'],
  [1000n, 'thousand'],
];

function underHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) return underHundred(rest);
  const head = `${ONES[hundreds]} hundred`;
  return rest === 0 ? head : `${head} and ${underHundred(rest)}`;
}

/** A whole number in words; bigint so prices never pass through a float. */
export function integerWords(value: bigint | number): string {
  let n = BigInt(value);
  if (n < 0n) return `minus ${integerWords(-n)}`;
  if (n === 0n) return 'zero';
  const parts: string[] = [];
  for (const [scale, name] of SCALES) {
    if (n >= scale) {
      parts.push(`${integerWords(n / scale)} ${name}`);
      n %= scale;
    }
  }
  if (n > 0n) {
    // "one thousand and five": the "and" a listener expects before a last group under a hundred.
    const words = underThousand(Number(n));
    parts.push(parts.length > 0 && n < 100n ? `and ${words}` : words);
  }
  return parts.join(' ');
}

/** "612.5" -> "six hundred and twelve point five"; digits after the point are read one by one. */
export function decimalWords(text: string): string {
  const [whole = '0', fraction] = text.replace(/,/g, '').split('.');
  const head = integerWords(BigInt(whole === '' ? '0' : whole));
  if (!fraction) return head;
  return `${head} point ${[...fraction].map((digit) => ONES[Number(digit)]).join(' ')}`;
}

const ORDINAL_WORDS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 21 -> "twenty-first". */
export function ordinalWords(value: number): string {
  const words = integerWords(value);
  const match = /([a-z]+)$/.exec(words);
  const last = match?.[1] ?? '';
  const stem = words.slice(0, words.length - last.length);
  if (ORDINAL_WORDS[last]) return stem + ORDINAL_WORDS[last];
  if (last.endsWith('y')) return `${stem}${last.slice(0, -1)}ieth`;
  return `${words}th`;
}

/** A four-digit year as said aloud: 1998 "nineteen ninety-eight", 2005 "two thousand and five", 1900 "nineteen hundred". */
export function yearWords(year: number): string {
  if (year >= 2000 && year < 2010) return integerWords(year);
  const high = Math.floor(year / 100);
  const low = year % 100;
  if (low === 0) return `${underHundred(high)} hundred`;
  return `${underHundred(high)} ${low < 10 ? `oh ${ONES[low]}` : underHundred(low)}`;
}

/** Each digit on its own, as phone numbers are read: "0412" -> "zero four one two". */
export function digitWords(digits: string): string {
  return [...digits]
    .filter((c) => /\d/.test(c))
    .map((digit) => ONES[Number(digit)])
    .join(' ');
}

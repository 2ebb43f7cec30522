// Splits listing text into sentences, the unit the voiceover synthesises and times one by one.
// A full stop after an abbreviation ("Ocean Dr.", "approx.", "St. Kilda") or inside a number
// ("$1.2M") does not end a sentence.

const ABBREVIATIONS = new Set([
  'st',
  'rd',
  'dr',
  'ave',
  'av',
  'cres',
  'ct',
  'pl',
  'hwy',
  'pde',
  'tce',
  'blvd',
  'ln',
  'cl',
  'gr',
  'mt',
  'approx',
  'incl',
  'etc',
  'e.g',
  'i.e',
  'mr',
  'mrs',
  'ms',
  'no',
  'vs',
  'sq',
]);

export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?]+["')\]]?(?=\s+|$)/g;
  for (let match = boundary.exec(clean); match; match = boundary.exec(clean)) {
    const end = match.index + match[0].length;
    const before = clean.slice(start, match.index);
    const lastWord = (/([A-Za-z.]+)$/.exec(before)?.[1] ?? '').toLowerCase();
    const next = clean.slice(end).trimStart();
    const isAbbreviation = match[0] === '.' && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/.test(lastWord));
    // An abbreviation ends the sentence only when nothing follows or a new sentence clearly
    // starts (a capital after a street type is usually the suburb: "Ocean Dr. Bondi" is rare).
    if (isAbbreviation && next !== '' && !/^["'(]?[A-Z]/.test(next)) continue;
    if (isAbbreviation && next !== '' && ['st', 'dr', 'mt', 'mr', 'mrs', 'ms', 'no'].includes(lastWord))
      continue;
    sentences.push(clean.slice(start, end).trim());
    start = end;
  }
  const rest = clean.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

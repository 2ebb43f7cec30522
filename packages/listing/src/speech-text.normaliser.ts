// Listing text as a listener expects to hear it. Text-to-speech engines read "12 Ocean Dr" as
// "twelve ocean doctor", "$2,450,000" digit by digit and "NSW" letter by letter, so the voiceover
// speaks a normalised copy while the captions keep what the agent wrote. The rules run in order:
// the ones that recognise a number by what surrounds it (money, areas, phone numbers, rooms,
// ranges, ordinals, years) come before the catch-all that reads any number left.
import { decimalWords, digitWords, integerWords, ordinalWords, yearWords } from './number-words.ts';
import { TrackedText, type SpeechText } from './tracked-text.ts';

export type { SpeechGroup, SpeechText } from './tracked-text.ts';

const STATES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  TAS: 'Tasmania',
  ACT: 'the A C T',
  NT: 'the Northern Territory',
  WA: 'Western Australia',
  SA: 'South Australia',
};

// Street types after a street name ("Ocean Dr"): the word a listener expects.
const STREET_TYPES: Record<string, string> = {
  St: 'Street',
  Rd: 'Road',
  Ave: 'Avenue',
  Av: 'Avenue',
  Dr: 'Drive',
  Cres: 'Crescent',
  Ct: 'Court',
  Pl: 'Place',
  Hwy: 'Highway',
  Pde: 'Parade',
  Tce: 'Terrace',
  Blvd: 'Boulevard',
  Ln: 'Lane',
  Cl: 'Close',
  Gr: 'Grove',
  Cct: 'Circuit',
  Esp: 'Esplanade',
  Sq: 'Square',
  Mt: 'Mount',
};

const AREA_UNITS: readonly [RegExp, string, string][] = [
  [/^(?:sqm|sq\.? ?m|m²|m2|square met(?:re|er)s?)$/i, 'square metre', 'square metres'],
  [/^(?:sq\.? ?ft|ft²|ft2|square f(?:oo|ee)t)$/i, 'square foot', 'square feet'],
  [/^(?:ha|hectares?)$/i, 'hectare', 'hectares'],
  [/^(?:ac|acres?)$/i, 'acre', 'acres'],
  [/^(?:km)$/i, 'kilometre', 'kilometres'],
  [/^(?:m|metres?|meters?)$/, 'metre', 'metres'],
  [/^(?:mins?|minutes?)$/i, 'minute', 'minutes'],
];
const AREA_PATTERN =
  /(\d[\d,]*(?:\.\d+)?)\s?(sq\.? ?m|sq\.? ?ft|sqm|m²|m2|ft²|ft2|ha|ac|km|mins?|m)(?![\w²])/gi;

const ROOMS: readonly [RegExp, string, string][] = [
  [/^(?:bed|beds|bedrooms?|br|bdr?m?s?)$/i, 'bedroom', 'bedrooms'],
  [/^(?:bath|baths|bathrooms?|ba)$/i, 'bathroom', 'bathrooms'],
  [/^(?:car|cars|car spaces?|garages?|parking)$/i, 'car space', 'car spaces'],
];
const ROOM_PATTERN = /\b(\d+)\s?(bed(?:room)?s?|br|bdrms?|bath(?:room)?s?|ba|car(?: spaces?)?s?)\b/gi;

const WORDS: readonly [RegExp, string][] = [
  [/\bapprox\.?(?=\s|$)/gi, 'approximately'],
  [/\bincl\.?(?=\s|$)/gi, 'including'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\s&\s/g, ' and '],
  [/\be\.g\.(?=\s|$)/gi, 'for example'],
  [/\betc\./gi, 'et cetera'],
  [/\bensuite\b/gi, 'en suite'],
  [/\bCBD\b/g, 'C B D'],
  [/\bBBQ\b/gi, 'barbecue'],
  [/\bA\/C\b/gi, 'air conditioning'],
];

const plural = (amount: string, one: string, many: string): string => (amount === '1' ? one : many);

function money(amount: string, suffix: string | undefined, cents: boolean): string {
  const scale = suffix?.toLowerCase();
  const scaleWord =
    scale === 'k'
      ? 'thousand'
      : scale === 'm' || scale === 'million'
        ? 'million'
        : scale === 'b' || scale === 'billion'
          ? 'billion'
          : '';
  const clean = amount.replace(/,/g, '');
  if (scaleWord) {
    // "$1.2M" stays "one point two million dollars"; "$850k" is "eight hundred and fifty thousand".
    if (scaleWord === 'thousand' && !clean.includes('.'))
      return `${integerWords(BigInt(clean))} thousand dollars`;
    return `${decimalWords(clean)} ${scaleWord} dollars`;
  }
  const [whole = '0', fraction] = clean.split('.');
  const dollars = `${integerWords(BigInt(whole || '0'))} ${whole === '1' ? 'dollar' : 'dollars'}`;
  if (!cents || !fraction || /^0+$/.test(fraction)) return dollars;
  const centValue = Number(fraction.padEnd(2, '0').slice(0, 2));
  return `${dollars} and ${integerWords(centValue)} ${centValue === 1 ? 'cent' : 'cents'}`;
}

/** Spoken form of one piece of listing text (a sentence or more). */
export function normaliseForSpeech(text: string): string {
  return normaliseForSpeechMapped(text).spoken;
}

/**
 * The spoken form, and which written words each spoken word stands for: the written words
 * (whitespace tokens, as the captions show them) in order, in groups with the words the voice says
 * for them. A rule that reads several written words as one ("612.5 sqm", "0412 345 678") makes one
 * group; punctuation the voice skips ("/", "–") is a group with no spoken words.
 */
export function normaliseForSpeechMapped(text: string): SpeechText {
  const written = text.split(/\s+/).filter(Boolean);
  let out = TrackedText.of(written);

  // Phone numbers first, before their digit groups look like anything else: read digit by
  // digit, a short pause between groups ("0412 345 678", "(02) 9876 5432", "+61 2 9876 5432").
  out = out.replace(/(?<![\w$])(\+?\(?\d[\d ()-]{6,}\d)(?![\w%²])/g, (match) => {
    const groups = match.split(/[\s()-]+/).filter(Boolean);
    const digits = match.replace(/\D/g, '');
    if (digits.length < 8 || groups.length < 2 || groups.some((g) => !/^\+?\d+$/.test(g))) return match;
    return groups.map((g) => (g.startsWith('+') ? `plus ${digitWords(g)}` : digitWords(g))).join(', ');
  });

  // Money, with ranges: "$1.2M - $1.3M", "$850k", "$2,450,000", "$12.50".
  out = out.replace(
    /\$(\d[\d,]*(?:\.\d+)?)\s?(k|m|b|million|billion)?\b\s*(?:-|–|to)\s*\$(\d[\d,]*(?:\.\d+)?)\s?(k|m|b|million|billion)?\b/gi,
    (_m, a: string, sa: string | undefined, b: string, sb: string | undefined) =>
      `${money(a, sa ?? sb, false).replace(/ dollars$/, '')} to ${money(b, sb, false)}`,
  );
  out = out.replace(
    /\$(\d[\d,]*(?:\.\d+)?)(?:\s?(k|m|b|million|billion)\b)?/gi,
    (_m, a: string, s: string | undefined) => money(a, s, true),
  );

  // Percentages: "5%", "4.5 %".
  out = out.replace(/(\d[\d,]*(?:\.\d+)?)\s?%/g, (_m, n: string) => `${decimalWords(n)} percent`);

  // Ranges of plain numbers: "3-4 bedrooms", "10–15 minutes".
  out = out.replace(/\b(\d+(?:\.\d+)?)\s?[-–]\s?(\d+(?:\.\d+)?)\b/g, '$1 to $2');

  // Rooms: "4 bed / 2 bath / 2 car", "3br".
  out = out.replace(/(\d+\s?(?:bed|bath|car|br|ba)\w*)\s?\/\s?(?=\d)/gi, '$1, ');
  out = out.replace(ROOM_PATTERN, (match, n: string, unit: string) => {
    const room = ROOMS.find(([pattern]) => pattern.test(unit));
    return room ? `${integerWords(BigInt(n))} ${plural(n, room[1], room[2])}` : match;
  });

  // Areas and distances: "612.5 sqm", "650m²", "1,200 sq ft", "2.5 ha", "5 km", "10 mins".
  out = out.replace(AREA_PATTERN, (match, n: string, unit: string) => {
    const found = AREA_UNITS.find(([pattern]) => pattern.test(unit.replace(/\s+/g, ' ')));
    if (!found) return match;
    const clean = n.replace(/,/g, '');
    return `${decimalWords(clean)} ${plural(clean, found[1], found[2])}`;
  });

  // Unit and street number: "3/12 Ocean Dr" is unit three at number twelve.
  out = out.replace(
    /\b(\d+[A-Za-z]?)\/(\d+[A-Za-z]?)(?=\s+[A-Z])/g,
    (_m, unit: string, street: string) => `unit ${unit}, ${street}`,
  );

  // Ordinals: "1st", "22nd floor".
  out = out.replace(/\b(\d+)(st|nd|rd|th)\b/gi, (_m, n: string) => ordinalWords(Number(n)));

  // Times: "10:30am", "3pm".
  out = out.replace(
    /\b(\d{1,2})(?::(\d{2}))?\s?([ap])\.?m\.?(?=\W)/gi,
    (_m, h: string, min: string | undefined, ap: string) => {
      const minutes =
        min && min !== '00'
          ? ` ${Number(min) < 10 ? `oh ${integerWords(Number(min))}` : integerWords(Number(min))}`
          : '';
      return `${integerWords(Number(h))}${minutes} ${ap.toLowerCase()} m`;
    },
  );

  // Street types after a capitalised name ("Ocean Dr", "Smith St."): the full word; "St" and
  // "Mt" before a name with no street name in front are "Saint" and "Mount" ("St Kilda").
  out = out.replace(
    /(?<=[A-Z][a-z]+ )(St|Rd|Ave|Av|Dr|Cres|Ct|Pl|Hwy|Pde|Tce|Blvd|Ln|Cl|Gr|Cct|Esp|Sq)\b\.?/g,
    (m, abbr: string) => STREET_TYPES[abbr] ?? m,
  );
  out = out.replace(/\bSt\.? (?=[A-Z])/g, 'Saint ');
  out = out.replace(/\bMt\.? (?=[A-Z])/g, 'Mount ');
  out = out.replace(/\bDr\.? (?=[A-Z])/g, 'Doctor ');

  // States as words, only in capitals so "wa" or "sa" inside words and sentences stay alone.
  out = out.replace(/\b(NSW|VIC|QLD|TAS|ACT|NT|WA|SA)\b/g, (abbr: string) => STATES[abbr] ?? abbr);

  for (const [pattern, words] of WORDS) out = out.replace(pattern, words);

  // Years: a lone four-digit number from 1800 to 2099 ("built in 1998").
  out = out.replace(/(?<![\d,.])\b(1[89]\d\d|20\d\d)\b(?![\d,.]\d)/g, (_m, y: string) =>
    yearWords(Number(y)),
  );

  // Whatever number is left: "12", "1,200", "4.5", "12A".
  out = out.replace(
    /(?<![\w.])(\d[\d,]*(?:\.\d+)?)([A-Za-z])?\b/g,
    (m, n: string, letter: string | undefined) => {
      if (!/^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(n)) return m;
      const words = decimalWords(n);
      return letter ? `${words} ${letter.toUpperCase()}` : words;
    },
  );

  out = out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/^ | $/g, '');
  return { spoken: out.text, groups: out.groups(written) };
}

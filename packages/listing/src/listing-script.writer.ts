// The built-in script writer: a voiceover script from the property's facts and its shots'
// descriptions, in shot order, paced to the video at about 2.5 spoken words a second. Pure and
// deterministic: the same project always gets the same script. Sentences are written in the
// agent's written form (numbers, "$", "sqm"); the voiceover engine normalises them for speech.

export const WORDS_PER_SECOND = 2.5;

export const LAND_SIZE_UNITS = ['sqm', 'sqft', 'acres', 'hectares'] as const;
export type LandSizeUnit = (typeof LAND_SIZE_UNITS)[number];

export interface ListingFacts {
  address: string;
  /** `house`, `apartment`, `townhouse`, ... as the project stores it. */
  realEstateType?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  parkingSpaces?: number | null;
  /** Decimal string, e.g. "612.5". */
  landSize?: string | null;
  landSizeUnit?: LandSizeUnit | null;
  /** Decimal string in dollars, e.g. "2450000". */
  price?: string | null;
  additionalInfo?: string | null;
}

export interface ShotNote {
  /** The shot's description (image to text, or the client's words). */
  description: string;
  /** Seconds the shot is on screen. */
  durationS: number;
}

export interface ScriptRequest {
  facts: ListingFacts;
  shots: readonly ShotNote[];
  /** Length of the video the voice runs over, seconds. */
  durationS: number;
  /** The unbranded variant says no price. */
  branded?: boolean;
}

const UNIT_TEXT: Record<LandSizeUnit, string> = { sqm: 'sqm', sqft: 'sq ft', acres: 'acres', hectares: 'ha' };

// What a shot shows, looked up in its description; the first match wins, so specific rooms come
// before generic settings. Each has a few phrasings used in turn so adjacent shots do not repeat.
const FEATURES: readonly { pattern: RegExp; lines: readonly string[] }[] = [
  { pattern: /\bkitchen/i, lines: ['The kitchen is made for cooking and gathering.', 'A well appointed kitchen sits at the heart of the home.'] },
  { pattern: /\b(living|lounge|family room)/i, lines: ['The living area is a relaxed place to unwind.', 'Living spaces flow easily from one to the next.'] },
  { pattern: /\bdining/i, lines: ['The dining area is ready for long dinners with friends.'] },
  { pattern: /\b(bedroom|master suite)/i, lines: ['The bedrooms are quiet and comfortable.', 'A peaceful bedroom offers room to rest.'] },
  { pattern: /\b(bathroom|ensuite|en suite)/i, lines: ['The bathroom is clean, modern and bright.'] },
  { pattern: /\bpool/i, lines: ['The pool is ready for summer afternoons.'] },
  { pattern: /\b(garden|yard|lawn)/i, lines: ['The garden brings the outdoors close.', 'A green garden invites you outside.'] },
  { pattern: /\b(balcony|terrace|deck|patio)/i, lines: ['Step outside to a generous outdoor space.'] },
  { pattern: /\b(view|ocean|sea|water|harbour|beach)/i, lines: ['The views stay with you long after you leave.'] },
  { pattern: /\b(facade|exterior|street|front)/i, lines: ['The home makes a strong first impression from the street.'] },
  { pattern: /\b(outdoor|outdoors|sky)/i, lines: ['Outside, there is space and light to enjoy.', 'The outdoor setting is open and inviting.'] },
  { pattern: /\b(indoor|indoors|interior)/i, lines: ['Inside, the rooms feel warm and well planned.', 'The interior is calm, practical and inviting.'] },
];
const LIGHT = [
  { pattern: /\bbright\b/i, line: 'Natural light fills the space.' },
  { pattern: /\b(dark|dim)\b/i, line: 'The mood here is soft and intimate.' },
];
const FALLBACK_SHOT = ['Every room has been cared for.', 'Take a closer look at the details.', 'There is more to discover here.'];

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function typeWord(type: string | null | undefined): string {
  const clean = (type ?? '').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return clean || 'home';
}

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "$2,450,000": whole dollars with thousands separators; cents kept when there are any. */
export function formatPrice(price: string): string {
  const [whole = '0', cents] = price.trim().split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents && !/^0+$/.test(cents) ? `$${grouped}.${cents.padEnd(2, '0').slice(0, 2)}` : `$${grouped}`;
}

function factsSentence(facts: ListingFacts): string | undefined {
  const parts: string[] = [];
  if (facts.bedrooms) parts.push(plural(facts.bedrooms, 'bedroom', 'bedrooms'));
  if (facts.bathrooms) parts.push(plural(facts.bathrooms, 'bathroom', 'bathrooms'));
  if (facts.parkingSpaces) parts.push(plural(facts.parkingSpaces, 'car space', 'car spaces'));
  const land = facts.landSize && facts.landSizeUnit ? ` on ${facts.landSize.replace(/\.0+$/, '')} ${UNIT_TEXT[facts.landSizeUnit]}` : '';
  if (parts.length === 0 && !land) return undefined;
  const list = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return list ? `It offers ${list}${land}.` : `It sits${land}.`;
}

function shotSentence(description: string, index: number, used: Map<number, number>): string {
  const found = FEATURES.findIndex(({ pattern }) => pattern.test(description));
  const light = LIGHT.find(({ pattern }) => pattern.test(description));
  let line: string;
  if (found >= 0) {
    const { lines } = FEATURES[found]!;
    const turn = used.get(found) ?? 0;
    used.set(found, turn + 1);
    line = lines[turn % lines.length]!;
  } else {
    line = FALLBACK_SHOT[index % FALLBACK_SHOT.length]!;
  }
  // The light remark only when it adds a second short sentence, never every shot.
  return light && index % 2 === 0 ? `${line} ${light.line}` : line;
}

function firstSentences(text: string, maxWords: number): string | undefined {
  const sentences = text.replace(/\s+/g, ' ').trim().match(/[^.!?]+[.!?]?/g) ?? [];
  const kept: string[] = [];
  let words = 0;
  for (const raw of sentences) {
    const sentence = raw.trim();
    const n = countWords(sentence);
    if (words + n > maxWords) break;
    kept.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
    words += n;
  }
  return kept.length > 0 ? kept.join(' ') : undefined;
}

interface Line {
  text: string;
  /** Lower is kept first when the video is too short for everything. */
  priority: number;
}

/** The script: narrative order, trimmed to the word budget by dropping the least needed lines. */
export function writeListingScript(request: ScriptRequest): string {
  const { facts } = request;
  const budget = Math.max(4, Math.floor(request.durationS * WORDS_PER_SECOND));
  const type = typeWord(facts.realEstateType);
  const lines: Line[] = [{ text: `Welcome to ${facts.address.trim()}, ${article(type)} ${type} you will want to call home.`, priority: 0 }];
  const factLine = factsSentence(facts);
  if (factLine) lines.push({ text: factLine, priority: 2 });
  const used = new Map<number, number>();
  request.shots.forEach((shot, index) => {
    // Longer shots speak first when time is short: a two-second shot cannot carry a sentence.
    lines.push({ text: shotSentence(shot.description, index, used), priority: 3 + index / 100 - Math.min(shot.durationS, 10) / 1000 });
  });
  const extra = facts.additionalInfo ? firstSentences(facts.additionalInfo, 30) : undefined;
  if (extra) lines.push({ text: extra, priority: 4 });
  if (facts.price && request.branded !== false) lines.push({ text: `Offered at ${formatPrice(facts.price)}.`, priority: 1 });
  lines.push({ text: 'Book your inspection today.', priority: 5 });

  const order = lines.map((line, index) => ({ ...line, index })).sort((a, b) => a.priority - b.priority);
  const kept = new Set<number>();
  let words = 0;
  for (const line of order) {
    const n = countWords(line.text);
    if (kept.size > 0 && words + n > budget) continue;
    kept.add(line.index);
    words += n;
  }
  return lines.filter((_line, index) => kept.has(index)).map((line) => line.text).join(' ');
}

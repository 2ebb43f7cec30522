// The built-in script writer: a voiceover script from the property's facts and its shots'
// descriptions, in shot order, paced to the video at about 2.5 spoken words a second. Pure and
// deterministic: the same project always gets the same script. Sentences are written in the
// agent's written form (numbers, "$", "sqm"); the voiceover engine normalises them for speech.

export const WORDS_PER_SECOND = 2.5;

/** The project's `land_size_unit` values. */
export const LAND_SIZE_UNITS = ['sqm', 'sqft', 'acre', 'hectare'] as const;
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
  /** The price as the agent shows it: a plain amount ("2450000", "$2,450,000") is written "$2,450,000"; any other text ("Offers over $1.2m", "Auction") is kept. */
  price?: string | null;
  additionalInfo?: string | null;
}

export interface ShotNote {
  /** The shot's description (image to text, or the client's words); null when there is none. */
  description: string | null;
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

const UNIT_TEXT: Record<LandSizeUnit, [string, string]> = { sqm: ['sqm', 'sqm'], sqft: ['sq ft', 'sq ft'], acre: ['acre', 'acres'], hectare: ['hectare', 'hectares'] };

// What a shot shows, looked up in its description; the first match wins, so specific rooms come
// before generic settings. Each has a few phrasings used in turn so adjacent shots do not repeat.
const FEATURES: readonly { pattern: RegExp; lines: readonly string[] }[] = [
  { pattern: /\bkitchen/i, lines: ['The kitchen is made for cooking and gathering.', 'A well appointed kitchen sits at the heart of the home.'] },
  { pattern: /\b(living|lounge|family room)/i, lines: ['The living area is a relaxed place to unwind.', 'Living spaces flow easily from one to the next.'] },
  { pattern: /\bdining/i, lines: ['The dining area is ready for long dinners with friends.', 'Meals are easy to share in the dining space.'] },
  { pattern: /\b(bedroom|master suite)/i, lines: ['The bedrooms are quiet and comfortable.', 'A peaceful bedroom offers room to rest.', 'Another bedroom gives everyone space of their own.'] },
  { pattern: /\b(bathroom|ensuite|en suite)/i, lines: ['The bathroom is clean, modern and bright.', 'A second bathroom makes busy mornings easy.'] },
  { pattern: /\bpool/i, lines: ['The pool is ready for summer afternoons.'] },
  { pattern: /\b(garden|yard|lawn)/i, lines: ['The garden brings the outdoors close.', 'A green garden invites you outside.'] },
  { pattern: /\b(balcony|terrace|deck|patio)/i, lines: ['Step outside to a generous outdoor space.', 'The terrace is made for slow weekend mornings.'] },
  { pattern: /\b(view|ocean|sea|water|harbour|beach)/i, lines: ['The views stay with you long after you leave.'] },
  { pattern: /\b(facade|exterior|street|front)/i, lines: ['It makes a strong first impression from the street.'] },
  // The setting alone (what the built-in image describer can tell): the room words above win.
  { pattern: /\b(indoor|indoors|interior)\b/i, lines: ['Inside, the rooms feel warm and well planned.', 'The interior is calm, practical and inviting.'] },
  { pattern: /\b(outdoor|outdoors)\b/i, lines: ['Outside, there is space and light to enjoy.', 'The outdoor setting is open and inviting.'] },
];
const LIGHT = [
  { pattern: /\bbright\b/i, line: 'Natural light fills the space.' },
  { pattern: /\b(dark|dim)\b/i, line: 'The mood here is soft and intimate.' },
];
/** Keys of `used` below the feature indexes: the general lines (-1) and each light remark, said once. */
const LIGHT_USED = -2;
const FALLBACK_SHOT = ['Every space has been cared for.', 'Take a closer look at the details.', 'There is more to discover here.', 'Each space has a character of its own.'];

/** How the opening names each type of property, and what it promises. */
const TYPE_PHRASES: Record<string, { noun: string; promise: string }> = {
  house: { noun: 'a house', promise: 'you will want to call home' },
  apartment: { noun: 'an apartment', promise: 'you will want to call home' },
  townhouse: { noun: 'a townhouse', promise: 'you will want to call home' },
  villa: { noun: 'a villa', promise: 'you will want to call home' },
  land: { noun: 'a parcel of land', promise: 'ready for your plans' },
  rural: { noun: 'a rural property', promise: 'with room to breathe' },
  commercial: { noun: 'a commercial property', promise: 'ready for your business' },
};
const DEFAULT_TYPE = { noun: 'a property', promise: 'full of potential' };

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function typePhrase(type: string | null | undefined): { noun: string; promise: string } {
  return TYPE_PHRASES[(type ?? '').trim().toLowerCase()] ?? DEFAULT_TYPE;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The price sentence: a plain amount as "$2,450,000", a price guide in the agent's own words. */
function priceSentence(price: string): string | undefined {
  const text = price.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!text) return undefined;
  const amount = text.replace(/^\$/, '').replace(/,/g, '');
  if (/^\d+(\.\d+)?$/.test(amount)) return `Offered at ${formatPrice(amount)}.`;
  if (/^\$?\d/.test(text)) return `Offered at ${text}.`;
  if (/^auction$/i.test(text)) return 'For sale by auction.';
  if (/^(contact|call|ask)\b/i.test(text)) return 'Contact the agent for the price.';
  if (/^(offers|from|over|under|price|guide|expressions|eoi)\b/i.test(text)) return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  return `Price guide: ${text}.`;
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
  const size = facts.landSize ? facts.landSize.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') : '';
  const unit = facts.landSizeUnit ? UNIT_TEXT[facts.landSizeUnit] : undefined;
  const land = size && Number(size) > 0 && unit ? ` on ${size} ${Number(size) === 1 ? unit[0] : unit[1]}` : '';
  if (parts.length === 0 && !land) return undefined;
  const list = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return list ? `It offers ${list}${land}.` : `It sits${land}.`;
}

function shotSentence(description: string | null, index: number, used: Map<number, number>): string | undefined {
  // "Whether it is indoors or outdoors is unclear": a description that says it cannot tell tells nothing.
  const text = /\b(unclear|hard to tell)\b/i.test(description ?? '') ? '' : (description ?? '');
  let found = FEATURES.findIndex(({ pattern }) => pattern.test(text));
  // Every phrasing of that feature said already: a general line instead, never a repeat.
  if (found >= 0 && (used.get(found) ?? 0) >= FEATURES[found]!.lines.length) found = -1;
  const light = LIGHT.find(({ pattern }) => pattern.test(text));
  let line: string;
  if (found >= 0) {
    const turn = used.get(found) ?? 0;
    used.set(found, turn + 1);
    line = FEATURES[found]!.lines[turn]!;
  } else {
    // A shot nothing is known of gets a general line, each at most once: a list of them reads as filler.
    const turn = used.get(-1) ?? 0;
    used.set(-1, turn + 1);
    const fallback = FALLBACK_SHOT[turn];
    if (!fallback) return undefined;
    line = fallback;
  }
  // The light remark only when it adds a second short sentence, never every shot, and never
  // after a line that already speaks of light or of the outdoors.
  const outdoors = found >= 0 && /outdoor|outside|garden|street|view|pool|terrace/i.test(line);
  if (!light || index % 2 !== 0 || outdoors || /\blight\b/i.test(line) || used.has(LIGHT_USED - LIGHT.indexOf(light))) return line;
  used.set(LIGHT_USED - LIGHT.indexOf(light), 1);
  return `${line} ${light.line}`;
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
  const type = typePhrase(facts.realEstateType);
  const address = facts.address.replace(/\s+/g, ' ').trim().replace(/[,.]$/, '');
  let opening = address ? `Welcome to ${address}, ${type.noun} ${type.promise}.` : `Welcome to ${type.noun} ${type.promise}.`;
  // A very short video still opens with the address, in fewer words.
  if (address && countWords(opening) > budget) opening = `Welcome to ${address}.`;
  const lines: Line[] = [{ text: opening, priority: 0 }];
  const factLine = factsSentence(facts);
  if (factLine) lines.push({ text: factLine, priority: 2 });
  const used = new Map<number, number>();
  request.shots.forEach((shot, index) => {
    // Longer shots speak first when time is short: a two-second shot cannot carry a sentence.
    const text = shotSentence(shot.description, index, used);
    if (text) lines.push({ text, priority: 3 + index / 100 - Math.min(shot.durationS, 10) / 1000 });
  });
  const extra = facts.additionalInfo ? firstSentences(facts.additionalInfo, 30) : undefined;
  if (extra) lines.push({ text: extra, priority: 4 });
  const price = facts.price && request.branded !== false ? priceSentence(facts.price) : undefined;
  if (price) lines.push({ text: price, priority: 1 });
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

// The built-in script writer: a voiceover script planned with the video's timeline, one line per
// segment in timeline order: the intro card (the welcome and the key facts), one line per shot in
// shot order (what that shot shows, in as many words as it has time for), then the outro card (the
// agent's extra words, the price when branded, the call to action). Lines are separated by "\n";
// an empty line is a silent segment. Pure and deterministic: the same project always gets the same
// script. Sentences are written in the agent's written form (numbers, "$", "sqm"); the voiceover
// engine normalises them for speech.
import { splitSentences } from './sentences.ts';

export const WORDS_PER_SECOND = 2.5;
/**
 * Seconds of a shot the voice cannot use: its sentence starts after the 0.5 s fade-in and ends
 * before the 0.5 s fade-out, with a little air.
 */
export const SHOT_SPEECH_MARGIN_S = 1.2;
/** A shot shorter than this gets a silent (empty) line from the built-in writer. */
export const MIN_SPOKEN_SHOT_S = 1.5;
/** The words a shot line may always have: a short phrasing fits 3 or 4 (the render then lengthens the shot). */
export const MIN_SHOT_WORDS = 4;
/** Guides for the cards, which last as long as their words: at most this many words. */
export const INTRO_MAX_WORDS = 35;
export const OUTRO_MAX_WORDS = 25;
export const CALL_TO_ACTION = 'Book your inspection today.';

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
  /**
   * What the shot shows, as words: the client's words, the image-to-text description and the
   * photo's name, most trusted first (a room named anywhere in it counts); null when nothing is known.
   */
  description: string | null;
  /** Seconds the shot is on screen. */
  durationS: number;
}

export interface ScriptRequest {
  facts: ListingFacts;
  shots: readonly ShotNote[];
  /** Length of the video, seconds (for a language model's prompt; each line is paced to its own segment). */
  durationS: number;
  /** The unbranded variant says no price. */
  branded?: boolean;
}

/** One line of the script: the segment of the timeline it is spoken over. */
export interface ScriptSegment {
  kind: 'intro' | 'shot' | 'outro';
  /** The shot's index in shot order; null for the cards. */
  shotIndex: number | null;
  /** What the shot shows (see ShotNote); null for the cards. */
  description: string | null;
  /** Seconds the voice has for the line: a shot's time on screen less its fades; null for a card, which lasts as long as its words. */
  seconds: number | null;
  /** The words the line should keep to: the seconds at WORDS_PER_SECOND (a shot: at least 0), or the card's guide. */
  maxWords: number;
}

const UNIT_TEXT: Record<LandSizeUnit, [string, string]> = { sqm: ['sqm', 'sqm'], sqft: ['sq ft', 'sq ft'], acre: ['acre', 'acres'], hectare: ['hectare', 'hectares'] };

/**
 * The rooms a line must not name unless its shot's description does. `described`: how a
 * description mentions the room (broad: "open plan living"); `said`: how a line names it (narrow,
 * so "relaxed coastal living" names no room).
 */
const ROOMS: readonly { key: string; described: RegExp; said?: RegExp }[] = [
  { key: 'kitchen', described: /\b(kitchens?|kitchenette|butler'?s pantry)\b/i },
  { key: 'living', described: /\b(living|lounge|family rooms?|sitting rooms?|rumpus)\b/i, said: /\b(living (rooms?|areas?|spaces?|zones?)|lounge( rooms?)?|family rooms?|sitting rooms?|rumpus)\b/i },
  { key: 'dining', described: /\bdining\b/i },
  { key: 'bedroom', described: /\b(bedrooms?|bed rooms?|master suite|main suite|guest rooms?|nursery)\b/i },
  { key: 'bathroom', described: /\b(bathrooms?|ensuites?|en suites?|powder rooms?|showers?|bath|bathtub|toilet)\b/i },
  { key: 'laundry', described: /\blaundry\b/i },
  { key: 'study', described: /\b(study|studies|office)\b/i, said: /\b(study|studies|home office)\b/i },
  { key: 'garage', described: /\b(garages?|carports?|workshop)\b/i },
  { key: 'pool', described: /\b(pools?|swimming|spa)\b/i },
  { key: 'garden', described: /\b(gardens?|yards?|backyard|lawns?|courtyards?)\b/i },
  { key: 'terrace', described: /\b(balcon(y|ies)|terraces?|decks?|decking|patios?|verandahs?|verandas?|alfresco)\b/i },
];

/** Long, medium and short phrasings of one sentence: the longest that fits the shot's time is said. */
type Variant = readonly string[];
interface Feature {
  key: string;
  /** 1: a room (always said); 2: what is seen but is no room; 3: only the setting. */
  tier: 1 | 2 | 3;
  pattern: RegExp;
  variants: readonly Variant[];
}

const ROOM_LINES: Record<string, readonly Variant[]> = {
  kitchen: [
    ['The kitchen is made for cooking and gathering.', 'A kitchen made for gathering.', 'A bright, open kitchen.'],
    ['A well appointed kitchen sits at the heart of the home.', 'The kitchen anchors the whole home.', 'A well appointed kitchen.'],
    ['There is room in the kitchen to cook and entertain.', 'The kitchen has room to entertain.', 'Kitchen space to spare.'],
  ],
  living: [
    ['The living area is a relaxed place to unwind.', 'A relaxed living area to unwind.', 'A relaxed living area.'],
    ['Living spaces flow easily from one to the next.', 'Living spaces flow with ease.', 'Easy, flowing living spaces.'],
    ['The living room is made for lazy weekends.', 'A living room for lazy weekends.', 'A cosy living room.'],
  ],
  dining: [
    ['The dining area is ready for long dinners with friends.', 'A dining area for long dinners.', 'A generous dining area.'],
    ['Meals are easy to share in the dining space.', 'A dining space for sharing meals.', 'Dining for every occasion.'],
  ],
  bedroom: [
    ['The bedroom is a quiet and comfortable retreat.', 'A quiet, comfortable bedroom retreat.', 'A quiet, comfortable bedroom.'],
    ['A peaceful bedroom offers plenty of room to rest.', 'A peaceful bedroom to rest in.', 'A peaceful bedroom.'],
    ['Another bedroom gives everyone space of their own.', 'Another bedroom with space to spare.', 'Another restful bedroom.'],
    ['One more bedroom leaves space to grow into.', 'One more bedroom to grow into.', 'One more bedroom.'],
  ],
  bathroom: [
    ['The bathroom is clean, modern and full of light.', 'The bathroom is clean and modern.', 'A clean, modern bathroom.'],
    ['Every detail of the bathroom is finished with care.', 'The bathroom is finished with care.', 'A carefully finished bathroom.'],
    ['The bathroom makes busy mornings easy for everyone.', 'A bathroom for busy mornings.', 'An easy-care bathroom.'],
  ],
  laundry: [
    ['A practical laundry keeps everyday chores simple.', 'A practical laundry for everyday chores.', 'A practical laundry.'],
    ['The laundry has room for the daily routine.', 'A laundry with room to work.', 'A handy laundry.'],
  ],
  study: [
    ['A quiet study makes working from home easy.', 'A quiet study for working from home.', 'A quiet study.'],
    ['The study is a calm place to focus.', 'A calm study to focus in.', 'A calm study.'],
  ],
  garage: [
    ['The garage keeps cars and storage under cover.', 'A garage for cars and storage.', 'A secure garage.'],
    ['There is plenty of room in the garage.', 'A roomy garage for storage.', 'A roomy garage.'],
  ],
  pool: [
    ['The pool is ready for long summer afternoons.', 'A pool for summer afternoons.', 'A sparkling pool.'],
    ['Cool off in the pool on warm days.', 'Cool off in the pool.', 'A refreshing pool.'],
  ],
  garden: [
    ['The garden brings the outdoors right to your door.', 'The garden brings the outdoors close.', 'A green, leafy garden.'],
    ['A green garden invites you outside to play.', 'A green garden invites you outside.', 'A garden to enjoy.'],
    ['There is room in the garden to grow and play.', 'Room in the garden to play.', 'More garden to enjoy.'],
  ],
  terrace: [
    ['Step outside to a generous private outdoor space.', 'Step outside to unwind.', 'Private outdoor space.'],
    ['An outdoor space made for slow weekend mornings.', 'Outdoor space for slow mornings.', 'Room to relax outside.'],
  ],
};

const FEATURES: readonly Feature[] = [
  ...ROOMS.map(({ key, described }) => ({ key, tier: 1 as const, pattern: described, variants: ROOM_LINES[key]! })),
  {
    key: 'view',
    tier: 2,
    pattern: /\b(views?|ocean|sea|water|waterfront|harbour|beach|outlook)\b/i,
    variants: [
      ['The views stay with you long after you leave.', 'Views that stay with you.', 'Views to remember.'],
      ['Take a moment to enjoy the outlook.', 'Enjoy the outlook.'],
    ],
  },
  {
    key: 'facade',
    tier: 2,
    pattern: /\b(facade|façade|exterior|street|front|frontage)\b/i,
    variants: [
      ['It makes a strong first impression from the street.', 'A strong first impression from the street.', 'A striking first impression.'],
      ['The street appeal is easy to see.', 'Plenty of street appeal.'],
    ],
  },
  // The setting alone (what the built-in image describer can tell): the words above win.
  {
    key: 'indoor',
    tier: 3,
    pattern: /\b(indoor|indoors|interior)\b/i,
    variants: [
      ['Inside, the rooms feel warm and well planned.', 'Warm, well planned rooms inside.', 'Warm, well planned rooms.'],
      ['The interior is calm, practical and inviting.', 'A calm, inviting interior.'],
    ],
  },
  {
    key: 'outdoor',
    tier: 3,
    pattern: /\b(outdoor|outdoors)\b/i,
    variants: [
      ['Outside, there is space and light to enjoy.', 'Space and light outside.'],
      ['The outdoor setting is open and inviting.', 'An open, inviting setting.'],
    ],
  },
];

const LIGHT = [
  { pattern: /\bbright\b/i, line: 'Natural light fills the space.' },
  { pattern: /\b(dark|dim)\b/i, line: 'The mood here is soft and intimate.' },
];

/** For a shot nothing is known of: each said at most once (a list of them reads as filler), naming no room. */
const NEUTRAL: readonly Variant[] = [
  ['Every space has been cared for.', 'Cared for throughout.'],
  ['Take a closer look at the details.', 'A closer look.'],
  ['There is more to discover here.', 'More to discover.'],
  ['Each space has a character of its own.', 'Full of character.'],
  ['It is easy to picture yourself here.', 'Picture yourself here.'],
  ['Quality shows in every corner.', 'Quality throughout.'],
  ['Light and space work together here.', 'Light and space.'],
  ['Thoughtful touches make all the difference.', 'Thoughtful touches.'],
];

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

export const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

function typePhrase(type: string | null | undefined): { noun: string; promise: string } {
  return TYPE_PHRASES[(type ?? '').trim().toLowerCase()] ?? DEFAULT_TYPE;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The price sentence: a plain amount as "Offered at $2,450,000.", a price guide in the agent's own words. */
export function priceSentence(price: string): string | undefined {
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

/**
 * Whether a sentence speaks of the price: each sentence priceSentence writes, and a price in
 * other words ("$1.2m", "offers over", "by auction", "price guide"). The unbranded variant says none.
 */
export function isPriceSentence(sentence: string): boolean {
  return (
    /^(offered at|price guide:|for sale by auction|contact the agent for the price)/i.test(sentence.trim()) ||
    /\$\s?\d/.test(sentence) ||
    /\b(prices?|priced|pricing|auction|offers (over|above|from|around|in excess)|expressions of interest|eoi|asking|dollars?|million)\b/i.test(sentence)
  );
}

/** "$2,450,000": whole dollars with thousands separators; cents kept when there are any. */
export function formatPrice(price: string): string {
  const [whole = '0', cents] = price.trim().split('.');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents && !/^0+$/.test(cents) ? `$${grouped}.${cents.padEnd(2, '0').slice(0, 2)}` : `$${grouped}`;
}

/** The rooms a description mentions (keys: kitchen, living, dining, bedroom, bathroom, ...). */
export function roomsDescribed(description: string | null | undefined): string[] {
  const text = description ?? '';
  return ROOMS.filter(({ described }) => described.test(text)).map(({ key }) => key);
}

/** The rooms a line of the script names. */
export function roomsNamed(line: string): string[] {
  return ROOMS.filter(({ described, said }) => (said ?? described).test(line)).map(({ key }) => key);
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

/** Seconds the voice has over a shot on screen `durationS` seconds: after its fade-in, before its fade-out. */
export function shotSpeechSeconds(durationS: number): number {
  return Math.max(0, durationS - SHOT_SPEECH_MARGIN_S);
}

/** The words that fit in `seconds` at WORDS_PER_SECOND. */
export function wordsFor(seconds: number): number {
  return Math.max(0, Math.floor(seconds * WORDS_PER_SECOND + 1e-9));
}

/** The script's segments, one per line: the intro card, each shot in order, the outro card. */
export function planScriptSegments(request: Pick<ScriptRequest, 'shots'>): ScriptSegment[] {
  return [
    { kind: 'intro', shotIndex: null, description: null, seconds: null, maxWords: INTRO_MAX_WORDS },
    ...request.shots.map((shot, index) => {
      const seconds = shotSpeechSeconds(shot.durationS);
      return { kind: 'shot' as const, shotIndex: index, description: shot.description, seconds, maxWords: wordsFor(seconds) };
    }),
    { kind: 'outro', shotIndex: null, description: null, seconds: null, maxWords: OUTRO_MAX_WORDS },
  ];
}

/** The words a line of the segment may have before it is too long for its time: ~30% over, and a shot at least MIN_SHOT_WORDS. */
export function wordLimit(segment: ScriptSegment): number {
  const over = Math.floor(segment.maxWords * 1.3);
  return segment.kind === 'shot' ? Math.max(MIN_SHOT_WORDS, over) : over;
}

/**
 * What is wrong with a script's lines for this request (empty: nothing): one line per segment, no
 * line much longer than its time allows, no price anywhere when unbranded, no shot line naming a
 * room its description does not, and an intro and an outro that say something.
 */
export function scriptProblems(request: ScriptRequest, lines: readonly string[]): string[] {
  const segments = planScriptSegments(request);
  if (lines.length !== segments.length) return [`${lines.length} lines for ${segments.length} segments (the intro, ${request.shots.length} shots, the outro).`];
  const problems: string[] = [];
  segments.forEach((segment, index) => {
    const line = lines[index]!;
    const what = segment.kind === 'shot' ? `shot ${segment.shotIndex! + 1} (line ${index + 1})` : `the ${segment.kind} (line ${index + 1})`;
    const words = countWords(line);
    if (segment.kind !== 'shot' && words === 0) problems.push(`${what} is empty.`);
    if (words > wordLimit(segment)) problems.push(`${what} has ${words} words, at most ${wordLimit(segment)}.`);
    if (request.branded === false && splitSentences(line).some(isPriceSentence)) problems.push(`${what} speaks of a price in the unbranded script.`);
    if (segment.kind === 'shot') {
      const shown = new Set(roomsDescribed(segment.description));
      const unseen = roomsNamed(line).filter((room) => !shown.has(room));
      if (unseen.length > 0) problems.push(`${what} names ${unseen.join(', ')}, which the shot's description does not.`);
    }
  });
  return problems;
}

/** The phrasings in the order they suit `words`: those that fit, longest first, then the rest, shortest first. */
function ranked(variant: Variant, words: number): string[] {
  const fits = variant.filter((line) => countWords(line) <= words).sort((a, b) => countWords(b) - countWords(a));
  const over = variant.filter((line) => countWords(line) > words).sort((a, b) => countWords(a) - countWords(b));
  return [...fits, ...over];
}

/** The feature a description shows: the earliest mentioned room, else what is seen, else the setting. */
function featureOf(text: string): Feature | undefined {
  // "Whether it is indoors or outdoors is unclear": a description that cannot tell tells no setting.
  const unclear = /\b(unclear|hard to tell)\b/i.test(text);
  for (const tier of [1, 2, 3] as const) {
    if (tier === 3 && unclear) return undefined;
    let best: { feature: Feature; at: number } | undefined;
    for (const feature of FEATURES) {
      if (feature.tier !== tier) continue;
      const at = text.search(feature.pattern);
      if (at >= 0 && (!best || at < best.at)) best = { feature, at };
    }
    if (best) return best.feature;
  }
  return undefined;
}

interface WriterState {
  /** Turns taken per feature; the next variant starts there. */
  turns: Map<string, number>;
  neutral: number;
  said: Set<string>;
  /** The sentences of the line just said. */
  previous: readonly string[];
}

function featureLine(feature: Feature, words: number, state: WriterState): string | undefined {
  const turn = state.turns.get(feature.key) ?? 0;
  const n = feature.variants.length;
  const order = Array.from({ length: n }, (_, k) => ({ variant: feature.variants[(turn + k) % n]!, next: turn + k + 1 }));
  // The next variant not said yet, at the length that suits the shot.
  for (const { variant, next } of order) {
    const line = ranked(variant, words)[0]!;
    if (!state.said.has(line)) {
      state.turns.set(feature.key, next);
      return line;
    }
  }
  // What is seen but no room: a general line rather than the same words again.
  if (feature.tier !== 1) return undefined;
  // A room is always named. Every variant said at this length: another length not said yet, when
  // it fits or nearly does (at most 30% over, or a short one).
  const near = Math.max(Math.floor(words * 1.3), MIN_SHOT_WORDS);
  for (const { variant, next } of order) {
    const line = ranked(variant, words).find((text) => !state.said.has(text) && countWords(text) <= near);
    if (line) {
      state.turns.set(feature.key, next);
      return line;
    }
  }
  // Else a repeat, but never of the line just said.
  for (const { variant, next } of order) {
    const line = ranked(variant, words)[0]!;
    if (!state.previous.includes(line)) {
      state.turns.set(feature.key, next);
      return line;
    }
  }
  return undefined;
}

function neutralLine(words: number, state: WriterState): string {
  while (state.neutral < NEUTRAL.length) {
    const line = ranked(NEUTRAL[state.neutral]!, words)[0]!;
    state.neutral += 1;
    if (!state.said.has(line)) return line;
  }
  return '';
}

function shotLine(shot: ShotNote, index: number, state: WriterState): string {
  if (!(shot.durationS >= MIN_SPOKEN_SHOT_S)) return '';
  const words = wordsFor(shotSpeechSeconds(shot.durationS));
  const text = shot.description ?? '';
  const feature = featureOf(text);
  const line = (feature ? featureLine(feature, words, state) : undefined) ?? neutralLine(words, state);
  if (!line) return '';
  // The light remark only when there is time for it as a second short sentence, never every shot,
  // never after a line that already speaks of light or of the outdoors, and once each.
  const light = LIGHT.find(({ pattern }) => pattern.test(text));
  const outdoors = /outdoor|outside|garden|street|view|pool|terrace/i.test(line);
  if (!light || index % 2 !== 0 || outdoors || /\blight\b/i.test(line) || state.said.has(light.line)) return line;
  if (countWords(line) + countWords(light.line) > words) return line;
  state.said.add(light.line);
  return `${line} ${light.line}`;
}

/** The agent's extra words for the outro: whole sentences up to `maxWords`, none about a price when unbranded. */
function extraSentences(text: string, maxWords: number, branded: boolean): string | undefined {
  const kept: string[] = [];
  let words = 0;
  for (const raw of splitSentences(text)) {
    const sentence = /[.!?]$/.test(raw) ? raw : `${raw}.`;
    if (!branded && isPriceSentence(sentence)) continue;
    const n = countWords(sentence);
    if (words + n > maxWords) break;
    kept.push(sentence);
    words += n;
  }
  return kept.length > 0 ? kept.join(' ') : undefined;
}

/** The intro card's line: the welcome (address, type of property) and the key facts. */
export function introLine(facts: ListingFacts): string {
  const type = typePhrase(facts.realEstateType);
  const address = facts.address.replace(/\s+/g, ' ').trim().replace(/[,.]$/, '');
  const welcome = address ? `Welcome to ${address}, ${type.noun} ${type.promise}.` : `Welcome to ${type.noun} ${type.promise}.`;
  const factLine = factsSentence(facts);
  return factLine ? `${welcome} ${factLine}` : welcome;
}

/** The outro card's line: the agent's first extra sentences, the price (branded only), the call to action. */
export function outroLine(facts: ListingFacts, branded = true): string {
  const extra = facts.additionalInfo ? extraSentences(facts.additionalInfo, 15, branded) : undefined;
  const price = facts.price && branded ? priceSentence(facts.price) : undefined;
  return [extra, price, CALL_TO_ACTION].filter(Boolean).join(' ');
}

/** The script's lines, one per segment (planScriptSegments): `shots.length + 2`, an empty line a silent segment. */
export function writeScriptLines(request: ScriptRequest): string[] {
  const state: WriterState = { turns: new Map(), neutral: 0, said: new Set(), previous: [] };
  const shots = request.shots.map((shot, index) => {
    const line = shotLine(shot, index, state);
    state.previous = splitSentences(line);
    for (const sentence of state.previous) state.said.add(sentence);
    return line;
  });
  return [introLine(request.facts), ...shots, outroLine(request.facts, request.branded !== false)];
}

/** The script as the project stores it: its lines (writeScriptLines) joined by "\n". */
export function writeListingScript(request: ScriptRequest): string {
  return writeScriptLines(request).join('\n');
}

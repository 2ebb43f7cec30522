// The built-in writer's phrase book: how descriptions and lines name rooms, the long, medium and
// short phrasings of each room's and feature's sentence, the neutral lines for a shot nothing is
// known of, and how the opening names each type of property. Data, kept apart from the writer's
// logic so that either reads on its own.
import type { LandSizeUnit } from './project-choices.ts';

export const UNIT_TEXT: Record<LandSizeUnit, [string, string]> = {
  sqm: ['sqm', 'sqm'],
  sqft: ['sq ft', 'sq ft'],
  acre: ['acre', 'acres'],
  hectare: ['hectare', 'hectares'],
};

/**
 * The rooms a line must not name unless its shot's description does. `described`: how a
 * description mentions the room (broad: "open plan living"); `said`: how a line names it (narrow,
 * so "relaxed coastal living" names no room).
 */
const ROOMS: readonly { key: string; described: RegExp; said?: RegExp }[] = [
  { key: 'kitchen', described: /\b(kitchens?|kitchenette|butler'?s pantry)\b/i },
  {
    key: 'living',
    described: /\b(living|lounge|family rooms?|sitting rooms?|rumpus)\b/i,
    said: /\b(living (rooms?|areas?|spaces?|zones?)|lounge( rooms?)?|family rooms?|sitting rooms?|rumpus)\b/i,
  },
  { key: 'dining', described: /\bdining\b/i },
  { key: 'bedroom', described: /\b(bedrooms?|bed rooms?|master suite|main suite|guest rooms?|nursery)\b/i },
  {
    key: 'bathroom',
    described: /\b(bathrooms?|ensuites?|en suites?|powder rooms?|showers?|bath|bathtub|toilet)\b/i,
  },
  { key: 'laundry', described: /\blaundry\b/i },
  { key: 'study', described: /\b(study|studies|office)\b/i, said: /\b(study|studies|home office)\b/i },
  { key: 'garage', described: /\b(garages?|carports?|workshop)\b/i },
  { key: 'pool', described: /\b(pools?|swimming|spa)\b/i },
  { key: 'garden', described: /\b(gardens?|yards?|backyard|lawns?|courtyards?)\b/i },
  {
    key: 'terrace',
    described: /\b(balcon(y|ies)|terraces?|decks?|decking|patios?|verandahs?|verandas?|alfresco)\b/i,
  },
];

/** Long, medium and short phrasings of one sentence: the longest that fits the shot's time is said. */
export type Variant = readonly string[];
export interface Feature {
  key: string;
  /** 1: a room (always said); 2: what is seen but is no room; 3: only the setting. */
  tier: 1 | 2 | 3;
  pattern: RegExp;
  variants: readonly Variant[];
}

const ROOM_LINES: Record<string, readonly Variant[]> = {
  kitchen: [
    [
      'The kitchen is made for cooking and gathering.',
      'A kitchen made for gathering.',
      'A bright, open kitchen.',
    ],
    [
      'A well appointed kitchen sits at the heart of the home.',
      'The kitchen anchors the whole home.',
      'A well appointed kitchen.',
    ],
    [
      'There is room in the kitchen to cook and entertain.',
      'The kitchen has room to entertain.',
      'Kitchen space to spare.',
    ],
  ],
  living: [
    [
      'The living area is a relaxed place to unwind.',
      'A relaxed living area to unwind.',
      'A relaxed living area.',
    ],
    [
      'Living spaces flow easily from one to the next.',
      'Living spaces flow with ease.',
      'Easy, flowing living spaces.',
    ],
    ['The living room is made for lazy weekends.', 'A living room for lazy weekends.', 'A cosy living room.'],
  ],
  dining: [
    [
      'The dining area is ready for long dinners with friends.',
      'A dining area for long dinners.',
      'A generous dining area.',
    ],
    [
      'Meals are easy to share in the dining space.',
      'A dining space for sharing meals.',
      'Dining for every occasion.',
    ],
  ],
  bedroom: [
    [
      'The bedroom is a quiet and comfortable retreat.',
      'A quiet, comfortable bedroom retreat.',
      'A quiet, comfortable bedroom.',
    ],
    [
      'A peaceful bedroom offers plenty of room to rest.',
      'A peaceful bedroom to rest in.',
      'A peaceful bedroom.',
    ],
    [
      'Another bedroom gives everyone space of their own.',
      'Another bedroom with space to spare.',
      'Another restful bedroom.',
    ],
    ['One more bedroom leaves space to grow into.', 'One more bedroom to grow into.', 'One more bedroom.'],
  ],
  bathroom: [
    [
      'The bathroom is clean, modern and full of light.',
      'The bathroom is clean and modern.',
      'A clean, modern bathroom.',
    ],
    [
      'Every detail of the bathroom is finished with care.',
      'The bathroom is finished with care.',
      'A carefully finished bathroom.',
    ],
    [
      'The bathroom makes busy mornings easy for everyone.',
      'A bathroom for busy mornings.',
      'An easy-care bathroom.',
    ],
  ],
  laundry: [
    [
      'A practical laundry keeps everyday chores simple.',
      'A practical laundry for everyday chores.',
      'A practical laundry.',
    ],
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
    [
      'The garden brings the outdoors right to your door.',
      'The garden brings the outdoors close.',
      'A green, leafy garden.',
    ],
    [
      'A green garden invites you outside to play.',
      'A green garden invites you outside.',
      'A garden to enjoy.',
    ],
    ['There is room in the garden to grow and play.', 'Room in the garden to play.', 'More garden to enjoy.'],
  ],
  terrace: [
    [
      'Step outside to a generous private outdoor space.',
      'Step outside to unwind.',
      'Private outdoor space.',
    ],
    [
      'An outdoor space made for slow weekend mornings.',
      'Outdoor space for slow mornings.',
      'Room to relax outside.',
    ],
  ],
};

export const FEATURES: readonly Feature[] = [
  ...ROOMS.map(({ key, described }) => ({
    key,
    tier: 1 as const,
    pattern: described,
    variants: ROOM_LINES[key]!,
  })),
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
      [
        'It makes a strong first impression from the street.',
        'A strong first impression from the street.',
        'A striking first impression.',
      ],
      ['The street appeal is easy to see.', 'Plenty of street appeal.'],
    ],
  },
  // The setting alone (what the built-in image describer can tell): the words above win.
  {
    key: 'indoor',
    tier: 3,
    pattern: /\b(indoor|indoors|interior)\b/i,
    variants: [
      [
        'Inside, the rooms feel warm and well planned.',
        'Warm, well planned rooms inside.',
        'Warm, well planned rooms.',
      ],
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

export const LIGHT = [
  { pattern: /\bbright\b/i, line: 'Natural light fills the space.' },
  { pattern: /\b(dark|dim)\b/i, line: 'The mood here is soft and intimate.' },
];

/** For a shot nothing is known of: each said at most once (a list of them reads as filler), naming no room. */
export const NEUTRAL: readonly Variant[] = [
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

export function typePhrase(type: string | null | undefined): { noun: string; promise: string } {
  return TYPE_PHRASES[(type ?? '').trim().toLowerCase()] ?? DEFAULT_TYPE;
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

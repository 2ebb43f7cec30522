// One file over 300 lines: one suite over the script writer, sharing its demo listing.
import { describe, expect, it } from 'vitest';
import { writeListingScript, writeScriptLines } from './listing-script.writer.ts';
import { formatPrice, isPriceSentence } from './price-sentences.ts';
import { roomsDescribed, roomsNamed } from './script-phrases.ts';
import {
  CALL_TO_ACTION,
  INTRO_MAX_WORDS,
  planScriptSegments,
  scriptProblems,
  shotSpeechSeconds,
  wordsFor,
  type ScriptRequest,
  type ShotNote,
} from './script-plan.ts';
import { splitSentences } from './sentences.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const facts: ScriptRequest['facts'] = {
  address: '12 Ocean Dr, Bondi NSW',
  realEstateType: 'house',
  bedrooms: 4,
  bathrooms: 2,
  parkingSpaces: 1,
  landSize: '612.5',
  landSizeUnit: 'sqm',
  price: '2450000',
  additionalInfo: 'Walk to the beach and cafes. Freshly painted throughout. Council rates apply.',
};
const DEMO = ['Facade', 'Living room', 'Kitchen', 'Bedroom', 'Bathroom', 'Garden'];
const ROOM_OF: Record<string, string | null> = {
  Facade: null,
  'Living room': 'living',
  Kitchen: 'kitchen',
  Bedroom: 'bedroom',
  Bathroom: 'bathroom',
  Garden: 'garden',
};
const demo = (durationS: number, extra: Partial<ScriptRequest> = {}): ScriptRequest => ({
  facts,
  shots: DEMO.map((description) => ({ description, durationS })),
  durationS: DEMO.length * durationS,
  ...extra,
});
const WELCOME = 'Welcome to 12 Ocean Dr, Bondi.';

describe('writeListingScript: one line per segment of the timeline', () => {
  it.each([4, 3])(
    'writes the demo listing with %s s clips: the intro, each shot what it shows, the outro',
    (durationS) => {
      const request = demo(durationS);
      const script = writeListingScript(request);
      const lines = script.split('\n');
      expect(lines).toHaveLength(DEMO.length + 2);
      expect(lines).toEqual(writeScriptLines(request));
      // The welcome alone: the facts are on the title, not spoken.
      expect(lines[0]).toBe(WELCOME);
      expect(lines.at(-1)).toBe(
        'Walk to the beach and cafes. Freshly painted throughout. Council rates apply. Offered at $2,450,000. Book your inspection today.',
      );
      const shotLines = lines.slice(1, -1);
      shotLines.forEach((line, index) => {
        const room = ROOM_OF[DEMO[index]!];
        // Every room named on its own shot's line, and no other room there.
        expect(roomsNamed(line), line).toEqual(room ? [room] : []);
        // A sentence that fits the shot's time (the short phrasing at 3 s: 3 or 4 words).
        expect(words(line), line).toBeGreaterThan(0);
        expect(words(line), line).toBeLessThanOrEqual(Math.max(4, wordsFor(shotSpeechSeconds(durationS))));
      });
      // No room named on the outro.
      expect(roomsNamed(lines.at(-1)!)).toEqual([]);
      // No sentence said twice, next to each other or anywhere.
      const sentences = shotLines.flatMap((line) => splitSentences(line));
      expect(new Set(sentences).size).toBe(sentences.length);
      expect(scriptProblems(request, lines)).toEqual([]);
      // Deterministic.
      expect(writeListingScript(structuredClone(request))).toBe(script);
    },
  );

  it('chooses the longest phrasing that fits the shot, and the short one when nothing fits', () => {
    const kitchen = (durationS: number) =>
      writeScriptLines({ facts, shots: [{ description: 'Kitchen', durationS }], durationS })[1];
    expect(kitchen(6)).toBe('The kitchen is made for cooking and gathering.');
    expect(kitchen(4)).toBe('A kitchen made for gathering.');
    expect(kitchen(3)).toBe('A bright, open kitchen.');
    // Even the short one is too long for 2 s: still said (the render lengthens the shot).
    expect(kitchen(2)).toBe('A bright, open kitchen.');
    // Under 1.5 s: a silent segment.
    expect(kitchen(1.2)).toBe('');
  });

  it('says no price in the unbranded variant, on any line', () => {
    const request = demo(4, {
      branded: false,
      facts: { ...facts, additionalInfo: 'Walk to the beach. Offers over $2m considered.' },
    });
    const lines = writeScriptLines(request);
    expect(lines.at(-1)).toBe(`Walk to the beach. ${CALL_TO_ACTION}`);
    expect(lines.join('\n')).not.toContain('$');
    expect(lines.flatMap((line) => splitSentences(line)).some(isPriceSentence)).toBe(false);
    expect(scriptProblems(request, lines)).toEqual([]);
  });

  it('gives a shot with nothing known a neutral line that names no room, each said once', () => {
    const shots: ShotNote[] = [
      { description: 'Kitchen', durationS: 4 },
      ...Array.from({ length: 10 }, () => ({ description: null, durationS: 4 })),
    ];
    const lines = writeScriptLines({ facts: { address: '4 Park Ave' }, shots, durationS: 44 });
    expect(lines).toHaveLength(13);
    const neutral = lines.slice(2, -1);
    expect(neutral[0]).toBe('Every space has been cared for.');
    for (const line of neutral) expect(roomsNamed(line), line).toEqual([]);
    const said = neutral.filter(Boolean);
    expect(new Set(said).size).toBe(said.length);
    // Once the general lines are said, a silent segment rather than filler again.
    expect(neutral.at(-1)).toBe('');
  });

  it('names the room of each shot in order and varies the lines for the same room, never repeating one next to itself', () => {
    const names = [
      'Facade',
      'Living room',
      'Kitchen',
      'Bedroom',
      'Bedroom 2',
      'Bedroom 3',
      'Bedroom 4',
      'Bedroom 5',
      'Bedroom 6',
      'Bathroom',
      'Ensuite',
      'Garden',
    ];
    for (const durationS of [3, 4, 6]) {
      const lines = writeScriptLines({
        facts,
        shots: names.map((description) => ({ description, durationS })),
        durationS: 60,
      });
      const shotLines = lines.slice(1, -1);
      expect(shotLines.slice(3, 9).every((line) => roomsNamed(line).join() === 'bedroom')).toBe(true);
      expect(roomsNamed(shotLines[10]!)).toEqual(['bathroom']);
      shotLines.forEach(
        (line, index) => index > 0 && expect(line, `${durationS} s: ${line}`).not.toBe(shotLines[index - 1]),
      );
      // Four bedroom lines before any is said again.
      expect(new Set(shotLines.slice(3, 7)).size).toBe(4);
    }
  });

  it('reads a room from any part of the description and never names one it does not mention', () => {
    const lines = writeScriptLines({
      facts: { address: '8 Pine St' },
      shots: [
        // The built-in image describer names no room; the photo's name does.
        {
          description:
            'A bright, landscape image (1600x1000) whose main colours are white and grey. It is likely an indoor scene. Photo: Kitchen.',
          durationS: 4,
        },
        // The earliest room mentioned wins: the client's words come first.
        {
          description:
            'Pool at dusk. A dim landscape image dominated by blue, likely outdoors. Photo: Facade.',
          durationS: 4,
        },
        { description: 'Master bedroom with garden views', durationS: 4 },
        { description: 'Front garden', durationS: 4 },
        { description: 'A dim landscape image dominated by brown, likely indoors.', durationS: 4 },
        {
          description:
            'Whether it is indoors or outdoors is unclear (sky-like colours 20% of the upper third, greens 3%).',
          durationS: 4,
        },
      ],
      durationS: 24,
    });
    expect(lines.slice(1, -1).map(roomsNamed)).toEqual([
      ['kitchen'],
      ['pool'],
      ['bedroom'],
      ['garden'],
      [],
      [],
    ]);
    expect(lines[5]).toBe('Warm, well planned rooms inside.');
    // The setting that cannot be told says nothing of it.
    expect(lines[6]).toBe('Every space has been cared for.');
  });

  it('adds a light remark only when the shot has time for it', () => {
    const bright = 'A bright landscape image, likely indoors. Photo: Living room.';
    expect(writeScriptLines({ facts, shots: [{ description: bright, durationS: 8 }], durationS: 8 })[1]).toBe(
      'The living area is a relaxed place to unwind. Natural light fills the space.',
    );
    expect(writeScriptLines({ facts, shots: [{ description: bright, durationS: 4 }], durationS: 4 })[1]).toBe(
      'A relaxed living area to unwind.',
    );
  });

  it('writes the intro and outro cards for a listing with no shots', () => {
    expect(writeListingScript({ facts: { address: '5 Elm St' }, shots: [], durationS: 0 })).toBe(
      'Welcome to 5 Elm St.\nBook your inspection today.',
    );
    expect(writeListingScript({ facts: { address: ' ' }, shots: [], durationS: 0 })).toBe(
      'Welcome to a property full of potential.\nBook your inspection today.',
    );
  });

  it.each([
    ['12 Ocean Dr, Bondi NSW', 'Welcome to 12 Ocean Dr, Bondi.'],
    ['9 Bay Rd,', 'Welcome to 9 Bay Rd.'],
    ['12 Ocean Dr, Bondi Beach Heights North NSW', 'Welcome to 12 Ocean Dr.'],
  ])('opens "%s" with a welcome short enough for the 4 s hook: "%s"', (address, opening) => {
    const [line] = writeScriptLines({
      facts: { address, bedrooms: 4, landSize: '600' },
      shots: [],
      durationS: 6,
    });
    expect(line).toBe(opening);
    expect(words(line!)).toBeLessThanOrEqual(INTRO_MAX_WORDS);
  });

  it.each([
    ['house', 'Welcome to a house you will want to call home.'],
    ['land', 'Welcome to a parcel of land ready for your plans.'],
    ['other', 'Welcome to a property full of potential.'],
  ])('opens a %s listing without an address with words that fit it', (type, opening) => {
    expect(
      writeScriptLines({ facts: { address: '', realEstateType: type }, shots: [], durationS: 6 })[0],
    ).toBe(opening);
  });

  it.each([
    ['$2,450,000', 'Offered at $2,450,000.'],
    ['2450000', 'Offered at $2,450,000.'],
    ['$1.2m - $1.3m', 'Offered at $1.2m - $1.3m.'],
    ['Offers over $1.2m', 'Offers over $1.2m.'],
    ['Auction', 'For sale by auction.'],
    ['Contact agent', 'Contact the agent for the price.'],
    ['By negotiation', 'Price guide: By negotiation.'],
  ])('says the price "%s" as "%s" on the outro, a price sentence', (price, sentence) => {
    expect(
      writeScriptLines({ facts: { address: '1 Main St', price }, shots: [], durationS: 30 }).at(-1),
    ).toBe(`${sentence} ${CALL_TO_ACTION}`);
    expect(isPriceSentence(sentence)).toBe(true);
  });

  it('tells a price sentence from the rest', () => {
    for (const sentence of [
      'Offered at $950,000.',
      'From $1.1m.',
      'Offers above 900k considered, by auction.',
      'The asking price is one million dollars.',
    ])
      expect(isPriceSentence(sentence), sentence).toBe(true);
    for (const sentence of [
      'Welcome to 12 Ocean Dr.',
      'It offers 4 bedrooms.',
      'A bright, open kitchen.',
      CALL_TO_ACTION,
    ])
      expect(isPriceSentence(sentence), sentence).toBe(false);
  });

  it.each([
    ['2450000', '$2,450,000'],
    ['850000.00', '$850,000'],
    ['999', '$999'],
    ['1250.5', '$1,250.50'],
  ])('formats price %s', (price, text) => expect(formatPrice(price)).toBe(text));
});

describe('the segment plan and its checks', () => {
  it('plans the intro, each shot with the seconds and words its line has, and the outro', () => {
    const segments = planScriptSegments(demo(4));
    expect(segments.map((segment) => segment.kind)).toEqual([
      'intro',
      'shot',
      'shot',
      'shot',
      'shot',
      'shot',
      'shot',
      'outro',
    ]);
    expect(segments[1]).toEqual({
      kind: 'shot',
      shotIndex: 0,
      description: 'Facade',
      seconds: 4 - 1.2,
      maxWords: 7,
    });
    expect(planScriptSegments(demo(3))[2]!.maxWords).toBe(4);
  });

  it('finds rooms in descriptions broadly and in lines narrowly', () => {
    expect(roomsDescribed('Open plan living and kitchen. Photo: Ensuite.')).toEqual([
      'kitchen',
      'living',
      'bathroom',
    ]);
    expect(roomsNamed('Relaxed coastal living close to the beach.')).toEqual([]);
    expect(roomsNamed('The living area opens to the deck.')).toEqual(['living', 'terrace']);
  });

  it('finds what is wrong with a script', () => {
    const request = demo(4, { branded: false });
    const good = writeScriptLines(request);
    expect(scriptProblems(request, good)).toEqual([]);
    expect(scriptProblems(request, good.slice(1))).toEqual([
      '7 lines for 8 segments (the intro, 6 shots, the outro).',
    ]);
    const bad = [...good];
    bad[1] = 'The kitchen is made for cooking and gathering with friends and family.';
    bad[3] = 'Offered at $2m.';
    bad[7] = '';
    expect(scriptProblems(request, bad)).toEqual([
      'shot 1 (line 2) has 12 words, at most 9.',
      "shot 1 (line 2) names kitchen, which the shot's description does not.",
      'shot 3 (line 4) speaks of a price in the unbranded script.',
      'the outro (line 8) is empty.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPrice, writeListingScript, type ScriptRequest } from './listing-script.writer.ts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const request: ScriptRequest = {
  facts: {
    address: '12 Ocean Dr, Bondi NSW',
    realEstateType: 'house',
    bedrooms: 4,
    bathrooms: 2,
    parkingSpaces: 1,
    landSize: '612.5',
    landSizeUnit: 'sqm',
    price: '2450000',
    additionalInfo: 'Walk to the beach and cafes. Freshly painted throughout. Council rates apply.',
  },
  shots: [
    { description: 'A bright landscape image dominated by blue and green, likely outdoors.', durationS: 5 },
    { description: 'The kitchen with stone benches.', durationS: 5 },
    { description: 'A dim landscape image dominated by brown, likely indoors.', durationS: 5 },
    { description: 'Master bedroom with garden views.', durationS: 5 },
  ],
  durationS: 40,
};

describe('writeListingScript', () => {
  it('writes the address, facts, shots in order, price and a call to action', () => {
    const script = writeListingScript(request);
    expect(script).toBe(
      'Welcome to 12 Ocean Dr, Bondi NSW, a house you will want to call home. ' +
        'It offers 4 bedrooms, 2 bathrooms and 1 car space on 612.5 sqm. ' +
        // No "natural light" remark after a line that already speaks of light.
        'Outside, there is space and light to enjoy. ' +
        'The kitchen is made for cooking and gathering. ' +
        'Inside, the rooms feel warm and well planned. The mood here is soft and intimate. ' +
        'The bedrooms are quiet and comfortable. ' +
        'Walk to the beach and cafes. Freshly painted throughout. Council rates apply. ' +
        'Offered at $2,450,000. Book your inspection today.',
    );
    expect(words(script)).toBeLessThanOrEqual(40 * 2.5);
  });

  it('is deterministic', () => {
    expect(writeListingScript(request)).toBe(writeListingScript(structuredClone(request)));
  });

  it('fits a short video by dropping the least needed lines but keeps the order', () => {
    const script = writeListingScript({ ...request, durationS: 14 });
    expect(words(script)).toBeLessThanOrEqual(35);
    expect(script).not.toContain('kitchen');
    expect(script.startsWith('Welcome to 12 Ocean Dr')).toBe(true);
    expect(script).toContain('Offered at $2,450,000.');
    expect(script.indexOf('It offers')).toBeLessThan(script.indexOf('Offered at'));
  });

  it('says no price in the unbranded variant', () => {
    expect(writeListingScript({ ...request, branded: false })).not.toContain('$');
  });

  it('reads well with only an address', () => {
    expect(writeListingScript({ facts: { address: '5 Elm St' }, shots: [], durationS: 10 })).toBe(
      'Welcome to 5 Elm St, a property full of potential. Book your inspection today.',
    );
  });

  it('reads well with nothing at all', () => {
    expect(writeListingScript({ facts: { address: ' ' }, shots: [], durationS: 10 })).toBe('Welcome to a property full of potential. Book your inspection today.');
  });

  it.each([
    ['house', 'Welcome to 9 Bay Rd, a house you will want to call home.'],
    ['townhouse', 'Welcome to 9 Bay Rd, a townhouse you will want to call home.'],
    ['villa', 'Welcome to 9 Bay Rd, a villa you will want to call home.'],
    ['land', 'Welcome to 9 Bay Rd, a parcel of land ready for your plans.'],
    ['rural', 'Welcome to 9 Bay Rd, a rural property with room to breathe.'],
    ['commercial', 'Welcome to 9 Bay Rd, a commercial property ready for your business.'],
    ['other', 'Welcome to 9 Bay Rd, a property full of potential.'],
  ])('opens a %s listing with words that fit it', (type, opening) => {
    expect(writeListingScript({ facts: { address: '9 Bay Rd,', realEstateType: type }, shots: [], durationS: 6 }).startsWith(opening)).toBe(true);
  });

  it('writes land with its unit, singular or plural, and no rooms', () => {
    const script = (landSize: string, landSizeUnit: 'acre' | 'hectare' | 'sqft') =>
      writeListingScript({ facts: { address: '3 Hill Rd', realEstateType: 'land', landSize, landSizeUnit }, shots: [], durationS: 20 });
    expect(script('1', 'acre')).toContain('It sits on 1 acre.');
    expect(script('2.50', 'hectare')).toContain('It sits on 2.5 hectares.');
    expect(script('1200.0', 'sqft')).toContain('It sits on 1200 sq ft.');
    expect(script('0', 'acre')).not.toContain('It sits');
  });

  it.each([
    ['$2,450,000', 'Offered at $2,450,000.'],
    ['2450000', 'Offered at $2,450,000.'],
    ['$1.2m - $1.3m', 'Offered at $1.2m - $1.3m.'],
    ['Offers over $1.2m', 'Offers over $1.2m.'],
    ['Auction', 'For sale by auction.'],
    ['Contact agent', 'Contact the agent for the price.'],
    ['By negotiation', 'Price guide: By negotiation.'],
  ])('says the price "%s" as "%s"', (price, sentence) => {
    expect(writeListingScript({ facts: { address: '1 Main St', price }, shots: [], durationS: 30 })).toContain(sentence);
  });

  it('describes each shot in order, varying lines for the same room', () => {
    const shots = ['Facade', 'Living room', 'Kitchen', 'Bedroom', 'Bedroom 2', 'Bathroom', 'Ensuite', 'Garden'].map((description) => ({ description, durationS: 4 }));
    const script = writeListingScript({ facts: { address: '12 Ocean Dr' }, shots, durationS: 60 });
    const order = ['first impression', 'living area', 'kitchen', 'bedrooms are quiet', 'peaceful bedroom', 'bathroom is clean', 'second bathroom', 'garden'];
    const at = order.map((phrase) => script.indexOf(phrase));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // No sentence said twice.
    const sentences = script.split(/(?<=\.) /);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('never repeats a sentence when the built-in image describer only tells indoors from outdoors', () => {
    const described = [
      'A bright landscape image dominated by blue and green, likely outdoors.',
      'A dim landscape image dominated by brown and grey, likely indoors.',
      'A bright, landscape image (1600x1000) whose main colours are white, grey and brown. Contrast is moderate and the picture looks sharp. It is likely an indoor scene: there is no sky-like area at the top (0%) and little vegetation (2%).',
      'A dim landscape image dominated by brown, likely indoors.',
      'A mid-bright landscape image dominated by grey, likely indoors.',
      'A bright, landscape image (1600x1000) whose main colours are grey. Whether it is indoors or outdoors is unclear (sky-like colours 20% of the upper third, greens 3%).',
    ];
    const script = writeListingScript({ facts: { address: '8 Pine St' }, shots: described.map((description) => ({ description, durationS: 5 })), durationS: 60 });
    const sentences = script.split(/(?<=\.) /);
    expect(new Set(sentences).size).toBe(sentences.length);
    // The indoor scene that mentions the sky is still indoors.
    expect(script).toContain('Outside, there is space and light to enjoy. Inside, the rooms feel warm and well planned.');
    expect(script).toContain('The interior is calm, practical and inviting.');
  });

  it('says a general line at most once for shots it knows nothing of', () => {
    const shots = Array.from({ length: 8 }, () => ({ description: null, durationS: 4 }));
    const script = writeListingScript({ facts: { address: '4 Park Ave' }, shots, durationS: 60 });
    const sentences = script.split(/(?<=\.) /);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(sentences.length).toBeLessThanOrEqual(6);
  });

  it.each([4, 10, 20, 40, 90])('paces the script to a %s s video (at most 2.5 words a second)', (durationS) => {
    const shots = ['Facade', 'Living room', 'Kitchen', 'Bedroom', 'Bathroom', 'Garden'].map((description) => ({ description, durationS: durationS / 6 }));
    const script = writeListingScript({ ...request, shots, durationS });
    expect(words(script)).toBeLessThanOrEqual(Math.max(12, Math.floor(durationS * 2.5)));
    expect(script.startsWith('Welcome to 12 Ocean Dr')).toBe(true);
    if (durationS >= 20) expect(script).toContain('Offered at $2,450,000.');
  });

  it('fills a long video with more of the listing than a short one', () => {
    const short = writeListingScript({ ...request, durationS: 16 });
    const long = writeListingScript({ ...request, durationS: 60 });
    expect(words(long)).toBeGreaterThan(words(short));
    expect(long).toContain('kitchen');
  });

  it('uses "an" before a vowel and words for the type', () => {
    expect(writeListingScript({ facts: { address: '1 A St', realEstateType: 'apartment' }, shots: [], durationS: 5.5 })).toBe(
      'Welcome to 1 A St, an apartment you will want to call home.',
    );
    // Too short a video for that: the address alone.
    expect(writeListingScript({ facts: { address: '1 A St', realEstateType: 'apartment' }, shots: [], durationS: 2 })).toBe('Welcome to 1 A St.');
  });

  it.each([
    ['2450000', '$2,450,000'],
    ['850000.00', '$850,000'],
    ['999', '$999'],
    ['1250.5', '$1,250.50'],
  ])('formats price %s', (price, text) => expect(formatPrice(price)).toBe(text));
});

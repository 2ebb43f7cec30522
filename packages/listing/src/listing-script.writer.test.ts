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
        'Outside, there is space and light to enjoy. Natural light fills the space. ' +
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
      'Welcome to 5 Elm St, a home you will want to call home. Book your inspection today.',
    );
  });

  it('uses "an" before a vowel and words for the type', () => {
    expect(writeListingScript({ facts: { address: '1 A St', realEstateType: 'apartment' }, shots: [], durationS: 4 })).toBe(
      'Welcome to 1 A St, an apartment you will want to call home.',
    );
  });

  it.each([
    ['2450000', '$2,450,000'],
    ['850000.00', '$850,000'],
    ['999', '$999'],
    ['1250.5', '$1,250.50'],
  ])('formats price %s', (price, text) => expect(formatPrice(price)).toBe(text));
});

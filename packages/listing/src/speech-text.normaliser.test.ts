import { describe, expect, it } from 'vitest';
import { decimalWords, integerWords, ordinalWords, yearWords } from './number-words.ts';
import { normaliseForSpeech, normaliseForSpeechMapped } from './speech-text.normaliser.ts';

describe('number words', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [40, 'forty'],
    [42, 'forty-two'],
    [100, 'one hundred'],
    [105, 'one hundred and five'],
    [612, 'six hundred and twelve'],
    [1000, 'one thousand'],
    [1005, 'one thousand and five'],
    [1200, 'one thousand two hundred'],
    [2450000, 'two million four hundred and fifty thousand'],
    [1000001, 'one million and one'],
  ])('%d is "%s"', (n, words) => expect(integerWords(n)).toBe(words));

  it('reads large prices exactly with bigint', () => {
    expect(integerWords(12_345_678_901n)).toBe(
      'twelve billion three hundred and forty-five million six hundred and seventy-eight thousand nine hundred and one',
    );
  });

  it.each([
    ['612.5', 'six hundred and twelve point five'],
    ['0.75', 'zero point seven five'],
    ['1,200', 'one thousand two hundred'],
  ])('decimal %s', (n, words) => expect(decimalWords(n)).toBe(words));

  it.each([
    [1, 'first'],
    [2, 'second'],
    [3, 'third'],
    [12, 'twelfth'],
    [20, 'twentieth'],
    [21, 'twenty-first'],
    [100, 'one hundredth'],
  ])('ordinal %d', (n, words) => expect(ordinalWords(n)).toBe(words));

  it.each([
    [1998, 'nineteen ninety-eight'],
    [1900, 'nineteen hundred'],
    [1905, 'nineteen oh five'],
    [2005, 'two thousand and five'],
    [2024, 'twenty twenty-four'],
  ])('year %d', (n, words) => expect(yearWords(n)).toBe(words));
});

describe('normaliseForSpeech', () => {
  it.each([
    ['12 Ocean Dr', 'twelve Ocean Drive'],
    ['12 Ocean Dr, Bondi NSW 2026', 'twelve Ocean Drive, Bondi New South Wales twenty twenty-six'],
    ['45 Smith St.', 'forty-five Smith Street'],
    ['7 Beach Rd', 'seven Beach Road'],
    ['3 Park Ave', 'three Park Avenue'],
    ['9 Rose Cres', 'nine Rose Crescent'],
    ['88 Marine Pde', 'eighty-eight Marine Parade'],
    ['101 St Kilda Rd', 'one hundred and one Saint Kilda Road'],
    ['3/12 Ocean Dr', 'unit three, twelve Ocean Drive'],
    ['12A Hill St', 'twelve A Hill Street'],
    ['Offers over $2,450,000', 'Offers over two million four hundred and fifty thousand dollars'],
    ['Guide $1.2M', 'Guide one point two million dollars'],
    ['from $850k', 'from eight hundred and fifty thousand dollars'],
    ['$1.2M - $1.3M', 'one point two million to one point three million dollars'],
    ['$1 deposit', 'one dollar deposit'],
    ['$12.50 a week', 'twelve dollars and fifty cents a week'],
    ['$650 per week', 'six hundred and fifty dollars per week'],
    ['on 612.5 sqm', 'on six hundred and twelve point five square metres'],
    ['650m² block', 'six hundred and fifty square metres block'],
    ['1,200 sq ft', 'one thousand two hundred square feet'],
    ['1 sqm', 'one square metre'],
    ['2.5 ha', 'two point five hectares'],
    ['4 bed / 2 bath', 'four bedrooms, two bathrooms'],
    ['4 bed / 2 bath / 2 car', 'four bedrooms, two bathrooms, two car spaces'],
    ['1 bedroom apartment', 'one bedroom apartment'],
    ['3br unit', 'three bedrooms unit'],
    ['3-4 bedrooms', 'three to four bedrooms'],
    ['10–15 minutes walk', 'ten to fifteen minutes walk'],
    ['5 mins to the beach', 'five minutes to the beach'],
    ['Built in 1998', 'Built in nineteen ninety-eight'],
    ['renovated in 2021', 'renovated in twenty twenty-one'],
    ['on the 21st floor', 'on the twenty-first floor'],
    ['the 2nd bedroom', 'the second bedroom'],
    ['Call 0412 345 678', 'Call zero four one two, three four five, six seven eight'],
    ['Call (02) 9876 5432', 'Call zero two, nine eight seven six, five four three two'],
    ['+61 2 9876 5432', 'plus six one, two, nine eight seven six, five four three two'],
    ['a 5% yield', 'a five percent yield'],
    ['4.5% return', 'four point five percent return'],
    ['Open Sat 10:30am', 'Open Sat ten thirty a m'],
    ['Inspect 3pm', 'Inspect three p m'],
    ['approx. 20 m to the park', 'approximately twenty metres to the park'],
    ['5 km from the CBD', 'five kilometres from the C B D'],
    ['pool & BBQ area', 'pool and barbecue area'],
    ['Dr Smith lives in Mt Martha, VIC', 'Doctor Smith lives in Mount Martha, Victoria'],
    ['Brisbane QLD', 'Brisbane Queensland'],
    ['Hobart, TAS', 'Hobart, Tasmania'],
    ['A bright home with a view.', 'A bright home with a view.'],
  ])('"%s"', (written, spoken) => expect(normaliseForSpeech(written)).toBe(spoken));

  it('leaves no digits or currency signs for the engine to spell out', () => {
    const spoken = normaliseForSpeech(
      'Welcome to 3/12 Ocean Dr, Bondi NSW. 4 bed / 2 bath on 612.5 sqm, offers over $2,450,000. Call 0412 345 678.',
    );
    expect(spoken).not.toMatch(/[\d$%²/]/);
  });
});

describe('normaliseForSpeechMapped', () => {
  const pairs = (text: string) =>
    normaliseForSpeechMapped(text).groups.map((g) => [g.written.join(' '), g.spoken.join(' ')]);

  it('maps each written word to the words the voice says for it', () => {
    expect(pairs('Welcome to 3/12 Ocean Dr, Bondi NSW.')).toEqual([
      ['Welcome', 'Welcome'],
      ['to', 'to'],
      ['3/12', 'unit three, twelve'],
      ['Ocean', 'Ocean'],
      ['Dr,', 'Drive,'],
      ['Bondi', 'Bondi'],
      ['NSW.', 'New South Wales.'],
    ]);
    expect(pairs('Offers over $2,450,000 today')).toEqual([
      ['Offers', 'Offers'],
      ['over', 'over'],
      ['$2,450,000', 'two million four hundred and fifty thousand dollars'],
      ['today', 'today'],
    ]);
  });

  it('groups written words a rule reads together, and keeps punctuation the voice skips as a group of its own', () => {
    expect(pairs('It has 4 bed / 2 bath on 612.5 sqm – call 0412 345 678.')).toEqual([
      ['It', 'It'],
      ['has', 'has'],
      ['4 bed /', 'four bedrooms,'],
      ['2 bath', 'two bathrooms'],
      ['on', 'on'],
      ['612.5 sqm', 'six hundred and twelve point five square metres'],
      ['–', '–'],
      ['call', 'call'],
      ['0412 345 678.', 'zero four one two, three four five, six seven eight.'],
    ]);
  });

  it.each([
    'Welcome to 12 Ocean Dr, Bondi NSW 2026.',
    '$1.2M - $1.3M, approx. 20 m to the park & BBQ.',
    'Open Sat 10:30am, 3-4 bedrooms, built in 1998 on the 21st floor. Call (02) 9876 5432!',
    'Dr Smith lives in Mt Martha, VIC: 4.5% return, 12A Hill St.',
    '  spaced   out \n text  ',
    '',
  ])('keeps every written word once, in order, and says exactly the normalised text: "%s"', (text) => {
    const { spoken, groups } = normaliseForSpeechMapped(text);
    expect(spoken).toBe(normaliseForSpeech(text));
    expect(groups.flatMap((g) => g.written)).toEqual(text.split(/\s+/).filter(Boolean));
    expect(groups.flatMap((g) => g.spoken).join(' ')).toBe(spoken);
    for (const group of groups) expect(group.written.length).toBeGreaterThan(0);
  });
});

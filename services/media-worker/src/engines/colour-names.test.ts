import { describe, expect, it } from 'vitest';
import { colourByName, coloursInText, nameColour, rgbToLab, type Rgb } from './colour-names.ts';

describe('nameColour', () => {
  it.each<[Rgb, string]>([
    [[0, 0, 0], 'black'],
    [[255, 255, 255], 'white'],
    [[128, 128, 128], 'gray'],
    [[250, 0, 0], 'red'],
    [[0, 0, 255], 'blue'],
    [[135, 206, 235], 'sky blue'],
    [[34, 139, 34], 'green'],
    [[0, 100, 0], 'dark green'],
    [[255, 165, 0], 'orange'],
    [[255, 255, 0], 'yellow'],
    [[128, 0, 128], 'purple'],
    [[255, 192, 203], 'pink'],
    [[139, 69, 19], 'brown'],
    [[0, 0, 128], 'navy'],
    [[0, 128, 128], 'teal'],
  ])('%j is %s', (rgb, name) => {
    expect(nameColour(rgb).name).toBe(name);
  });

  it('groups shades into families', () => {
    expect(nameColour([135, 206, 235]).family).toBe('blue');
    expect(nameColour([0, 100, 0]).family).toBe('green');
  });

  it('converts sRGB to Lab with the D65 white point', () => {
    const [l, a, b] = rgbToLab([255, 255, 255]);
    expect(l).toBeCloseTo(100, 1);
    expect(Math.abs(a) + Math.abs(b)).toBeLessThan(0.5);
    expect(rgbToLab([0, 0, 0])[0]).toBeCloseTo(0, 5);
  });
});

describe('colour words', () => {
  it('finds palette colours and synonyms in order, longest name first, without repeats', () => {
    expect(
      coloursInText('A sky-blue house with a crimson door, grey roof and crimson shutters').map(
        (c) => c.name,
      ),
    ).toEqual(['sky blue', 'red', 'gray']);
    expect(coloursInText('Dark Green hills under a golden sun').map((c) => c.name)).toEqual([
      'dark green',
      'gold',
    ]);
    expect(coloursInText('a cozy kitchen')).toEqual([]);
    expect(coloursInText('blueberry reddish')).toEqual([]);
  });

  it('looks names up case-insensitively', () => {
    expect(colourByName('Turquoise')?.name).toBe('cyan');
    expect(colourByName('chartreuse')).toBeUndefined();
  });
});

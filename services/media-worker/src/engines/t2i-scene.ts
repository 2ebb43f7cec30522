// Builds the SVG a reference text-to-image render rasterises: a gradient sky, a glowing disc,
// layered hills and soft blobs, all placed by a seeded generator and coloured from the prompt's
// colour words. Pure: the same inputs give the same SVG text.
import type { Rgb } from './colour-names.ts';
import type { Random } from './seeded-random.ts';

export type Mood = 'dark' | 'bright' | 'neutral';

export interface SceneOptions {
  width: number;
  height: number;
  /** At least one colour; the scene adds variations of them. */
  palette: readonly Rgb[];
  mood: Mood;
  random: Random;
}

const DARK_WORDS = /\b(?:night|dark|moody|midnight|shadow(?:s|y)?|gloomy|noir)\b/i;
const BRIGHT_WORDS = /\b(?:bright|sunny|daylight|day|pastel|light|airy|morning)\b/i;

export function moodOf(text: string): Mood {
  if (DARK_WORDS.test(text)) return 'dark';
  if (BRIGHT_WORDS.test(text)) return 'bright';
  return 'neutral';
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  clamp(a[0] + (b[0] - a[0]) * t),
  clamp(a[1] + (b[1] - a[1]) * t),
  clamp(a[2] + (b[2] - a[2]) * t),
];
const hex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const f = (value: number) => value.toFixed(1);
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function moodAdjust(rgb: Rgb, mood: Mood): Rgb {
  if (mood === 'dark') return mix(rgb, BLACK, 0.55);
  if (mood === 'bright') return mix(rgb, WHITE, 0.3);
  return rgb;
}

function jitter(rgb: Rgb, random: Random, amount: number): Rgb {
  return [
    clamp(rgb[0] + random.range(-amount, amount)),
    clamp(rgb[1] + random.range(-amount, amount)),
    clamp(rgb[2] + random.range(-amount, amount)),
  ];
}

export function buildSceneSvg({ width, height, palette, mood, random }: SceneOptions): string {
  if (palette.length === 0) throw new RangeError('palette is empty');
  const colour = (index: number) =>
    moodAdjust(jitter(palette[index % palette.length] as Rgb, random, 18), mood);
  const defs: string[] = [];
  const body: string[] = [];
  const min = Math.min(width, height);

  // Sky: a two- or three-stop gradient at a random angle.
  const angle = random.range(0, Math.PI);
  const [x1, y1, x2, y2] = [
    0.5 - Math.cos(angle) / 2,
    0.5 - Math.sin(angle) / 2,
    0.5 + Math.cos(angle) / 2,
    0.5 + Math.sin(angle) / 2,
  ];
  const skyStops = [colour(0), mix(colour(1), WHITE, 0.2), colour(2)];
  defs.push(
    `<linearGradient id="sky" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">` +
      skyStops.map((c, i) => `<stop offset="${f(i / 2)}" stop-color="${hex(c)}"/>`).join('') +
      '</linearGradient>',
  );
  body.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);

  // A glowing disc (sun or moon) in the upper half.
  const discR = min * random.range(0.06, 0.16);
  const disc = mix(colour(random.int(0, palette.length - 1)), WHITE, 0.6);
  defs.push(
    `<radialGradient id="disc"><stop offset="0.6" stop-color="${hex(disc)}"/><stop offset="1" stop-color="${hex(disc)}" stop-opacity="0"/></radialGradient>`,
  );
  body.push(
    `<circle cx="${f(random.range(0.15, 0.85) * width)}" cy="${f(random.range(0.1, 0.45) * height)}" r="${f(discR * 1.6)}" fill="url(#disc)"/>`,
  );

  // Soft blobs.
  const blobs = random.int(6, 14);
  for (let i = 0; i < blobs; i += 1) {
    const c = colour(random.int(0, palette.length + 1));
    defs.push(
      `<radialGradient id="b${i}"><stop offset="0" stop-color="${hex(c)}" stop-opacity="${f(random.range(0.5, 0.9))}"/><stop offset="1" stop-color="${hex(c)}" stop-opacity="0"/></radialGradient>`,
    );
    const rx = min * random.range(0.05, 0.3);
    const ry = rx * random.range(0.5, 1.5);
    body.push(
      `<ellipse cx="${f(random.next() * width)}" cy="${f(random.next() * height)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#b${i})"/>`,
    );
  }

  // Hills: layered smooth ridges, farther ones lighter.
  const layers = random.int(2, 4);
  for (let layer = 0; layer < layers; layer += 1) {
    const base = height * (0.55 + (0.35 * layer) / layers + random.range(-0.04, 0.04));
    const points = random.int(3, 6);
    let path = `M0 ${f(base)}`;
    for (let p = 1; p <= points; p += 1) {
      const x = (width * p) / points;
      const cx = x - width / points / 2;
      path += ` Q${f(cx)} ${f(base - height * random.range(-0.05, 0.18))} ${f(x)} ${f(base + height * random.range(-0.06, 0.06))}`;
    }
    path += ` L${width} ${height} L0 ${height} Z`;
    const c = mix(colour(layer + 1), BLACK, 0.15 + (0.4 * layer) / layers);
    body.push(`<path d="${path}" fill="${hex(c)}" fill-opacity="${f(random.range(0.85, 1))}"/>`);
  }

  // Vignette.
  defs.push(
    '<radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>',
  );
  body.push(`<rect width="${width}" height="${height}" fill="url(#vignette)"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

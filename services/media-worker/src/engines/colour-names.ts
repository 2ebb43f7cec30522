// A small named palette shared by the reference engines: the describer names measured colours
// with it (nearest in CIELAB), the text-to-image renderer turns colour words in prompts into RGB.

export type Rgb = readonly [number, number, number];

export interface NamedColour {
  name: string;
  /** Coarser name used in short descriptions: `sky blue` and `navy` are both `blue`. */
  family: string;
  rgb: Rgb;
}

export const NAMED_COLOURS: readonly NamedColour[] = [
  { name: 'black', family: 'black', rgb: [12, 12, 12] },
  { name: 'dark gray', family: 'gray', rgb: [64, 64, 64] },
  { name: 'gray', family: 'gray', rgb: [128, 128, 128] },
  { name: 'light gray', family: 'gray', rgb: [190, 190, 190] },
  { name: 'white', family: 'white', rgb: [245, 245, 245] },
  { name: 'red', family: 'red', rgb: [205, 35, 35] },
  { name: 'dark red', family: 'red', rgb: [120, 20, 25] },
  { name: 'orange', family: 'orange', rgb: [240, 140, 30] },
  { name: 'brown', family: 'brown', rgb: [120, 75, 40] },
  { name: 'beige', family: 'beige', rgb: [222, 202, 165] },
  { name: 'yellow', family: 'yellow', rgb: [240, 220, 40] },
  { name: 'gold', family: 'yellow', rgb: [212, 175, 55] },
  { name: 'olive', family: 'green', rgb: [110, 115, 40] },
  { name: 'green', family: 'green', rgb: [45, 160, 55] },
  { name: 'dark green', family: 'green', rgb: [15, 90, 25] },
  { name: 'teal', family: 'teal', rgb: [0, 128, 128] },
  { name: 'cyan', family: 'cyan', rgb: [50, 210, 220] },
  { name: 'sky blue', family: 'blue', rgb: [125, 185, 235] },
  { name: 'blue', family: 'blue', rgb: [35, 85, 210] },
  { name: 'navy', family: 'blue', rgb: [15, 25, 115] },
  { name: 'purple', family: 'purple', rgb: [120, 50, 165] },
  { name: 'pink', family: 'pink', rgb: [250, 175, 200] },
  { name: 'magenta', family: 'pink', rgb: [215, 40, 200] },
];

/** Words a prompt may use for a palette colour. */
const SYNONYMS: Readonly<Record<string, string>> = {
  grey: 'gray',
  'dark grey': 'dark gray',
  'light grey': 'light gray',
  silver: 'light gray',
  crimson: 'red',
  scarlet: 'red',
  ruby: 'red',
  maroon: 'dark red',
  burgundy: 'dark red',
  amber: 'orange',
  tan: 'beige',
  cream: 'beige',
  sand: 'beige',
  golden: 'gold',
  lime: 'green',
  emerald: 'green',
  forest: 'dark green',
  turquoise: 'cyan',
  aqua: 'cyan',
  azure: 'sky blue',
  sky: 'sky blue',
  cobalt: 'blue',
  violet: 'purple',
  lavender: 'purple',
  rose: 'pink',
  fuchsia: 'magenta',
};

const BY_NAME = new Map(NAMED_COLOURS.map((colour) => [colour.name, colour]));

export function colourByName(name: string): NamedColour | undefined {
  const key = name.toLowerCase();
  return BY_NAME.get(SYNONYMS[key] ?? key);
}

function toLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** sRGB (0..255) to CIELAB (D65). */
export function rgbToLab([r, g, b]: Rgb): [number, number, number] {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const PALETTE_LAB = NAMED_COLOURS.map((colour) => rgbToLab(colour.rgb));
// Lookups are cached on 5 bits per channel: a photo has far fewer distinct colours at that depth.
const cache = new Map<number, NamedColour>();

/** The nearest palette colour (CIE76 distance in Lab). */
export function nameColour(rgb: Rgb): NamedColour {
  const key = ((rgb[0] >> 3) << 10) | ((rgb[1] >> 3) << 5) | (rgb[2] >> 3);
  const hit = cache.get(key);
  if (hit) return hit;
  const [l, a, b] = rgbToLab([(rgb[0] & ~7) + 4, (rgb[1] & ~7) + 4, (rgb[2] & ~7) + 4]);
  let best = 0;
  let bestDistance = Infinity;
  PALETTE_LAB.forEach(([pl, pa, pb], index) => {
    const distance = (l - pl) ** 2 + (a - pa) ** 2 + (b - pb) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  const colour = NAMED_COLOURS[best] as NamedColour;
  cache.set(key, colour);
  return colour;
}

/** Palette colours a text names, in order of first mention, without repeats. */
export function coloursInText(text: string): NamedColour[] {
  const words = [...BY_NAME.keys(), ...Object.keys(SYNONYMS)].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(${words.map((w) => w.replace(' ', '[\\s-]+')).join('|')})\\b`, 'gi');
  const found: NamedColour[] = [];
  for (const match of text.matchAll(pattern)) {
    const colour = colourByName((match[1] ?? '').replace(/[\s-]+/g, ' '));
    if (colour && !found.includes(colour)) found.push(colour);
  }
  return found;
}

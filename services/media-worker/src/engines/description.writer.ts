// Turns measured image properties into a description. Pure: thresholds and wording live here.
import type { ColourShare, PixelStats } from './image-stats.ts';

export const FIDELITY_LEVELS = ['high', 'mid', 'low'] as const;
export type FidelityLevel = (typeof FIDELITY_LEVELS)[number];

export type Orientation = 'landscape' | 'portrait' | 'square' | 'panoramic';
export type Setting = 'outdoor' | 'indoor' | 'unclear';

export interface ImageDescriptionFacts {
  width: number;
  height: number;
  orientation: Orientation;
  brightness: number;
  brightnessLabel: 'dark' | 'dim' | 'balanced' | 'bright';
  contrast: number;
  contrastLabel: 'low' | 'moderate' | 'high';
  /** Variance of the Laplacian of the greyscale image (at most 512 px on a side). */
  sharpness: number;
  sharpnessLabel: 'soft' | 'moderately sharp' | 'sharp';
  saturation: number;
  saturationLabel: 'muted' | 'moderately saturated' | 'vivid';
  /** Named colours covering at least 2% of the image (else the largest), largest first, at most 6. */
  colours: ColourShare[];
  /** Colour families covering at least 8% (at least one), largest first. */
  families: ColourShare[];
  setting: Setting;
  skyShareTop: number;
  greenShare: number;
  topBrightness: number;
  bottomBrightness: number;
}

export function orientationOf(width: number, height: number): Orientation {
  const aspect = width / height;
  if (aspect >= 2) return 'panoramic';
  if (aspect > 1.05) return 'landscape';
  if (aspect < 0.95) return 'portrait';
  return 'square';
}

/** Sky in the top third or plenty of vegetation reads as outdoors; neither reads as indoors. */
export function settingOf(stats: Pick<PixelStats, 'skyShareTop' | 'greenShare'>): Setting {
  const { skyShareTop: sky, greenShare: green } = stats;
  if (sky >= 0.3 || green >= 0.3 || (sky >= 0.15 && green >= 0.1)) return 'outdoor';
  if (sky < 0.08 && green < 0.12) return 'indoor';
  return 'unclear';
}

export function factsFromStats(
  stats: PixelStats,
  width: number,
  height: number,
  sharpness: number,
): ImageDescriptionFacts {
  const b = stats.brightness;
  const major = stats.families.filter((f) => f.share >= 0.08);
  const visible = stats.colours.filter((c) => c.share >= 0.02);
  return {
    width,
    height,
    orientation: orientationOf(width, height),
    brightness: b / 255,
    brightnessLabel: b < 60 ? 'dark' : b < 105 ? 'dim' : b < 170 ? 'balanced' : 'bright',
    contrast: stats.contrast / 255,
    contrastLabel: stats.contrast < 25 ? 'low' : stats.contrast < 60 ? 'moderate' : 'high',
    sharpness,
    sharpnessLabel: sharpness < 20 ? 'soft' : sharpness < 120 ? 'moderately sharp' : 'sharp',
    saturation: stats.saturation,
    saturationLabel:
      stats.saturation < 0.2 ? 'muted' : stats.saturation < 0.5 ? 'moderately saturated' : 'vivid',
    colours: (visible.length > 0 ? visible : stats.colours).slice(0, 6),
    families: major.length > 0 ? major : stats.families.slice(0, 1),
    setting: settingOf(stats),
    skyShareTop: stats.skyShareTop,
    greenShare: stats.greenShare,
    topBrightness: stats.topBrightness / 255,
    bottomBrightness: stats.bottomBrightness / 255,
  };
}

const pct = (value: number) => `${Math.round(value * 100)}%`;

function list(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

const ORIENTATION_WORDS: Readonly<Record<Orientation, string>> = {
  landscape: 'landscape-format',
  portrait: 'portrait-format',
  square: 'square',
  panoramic: 'panoramic',
};

function settingClause(facts: ImageDescriptionFacts): string {
  if (facts.setting === 'outdoor') return 'likely outdoors';
  if (facts.setting === 'indoor') return 'likely indoors';
  return 'in a setting that is hard to tell';
}

function settingSentence(facts: ImageDescriptionFacts): string {
  const sky = pct(facts.skyShareTop);
  const green = pct(facts.greenShare);
  if (facts.setting === 'outdoor')
    return `It is likely an outdoor scene: sky-like colours fill ${sky} of the upper third and vegetation greens ${green} of the frame.`;
  if (facts.setting === 'indoor')
    return `It is likely an indoor scene: there is no sky-like area at the top (${sky}) and little vegetation (${green}).`;
  return `Whether it is indoors or outdoors is unclear (sky-like colours ${sky} of the upper third, greens ${green}).`;
}

export function writeDescription(facts: ImageDescriptionFacts, fidelity: FidelityLevel): string {
  const families = list(facts.families.slice(0, 2).map((f) => f.name));
  const low = `${article(facts.brightnessLabel)} ${facts.brightnessLabel} ${ORIENTATION_WORDS[facts.orientation]} image dominated by ${families}, ${settingClause(facts)}.`;
  if (fidelity === 'low') return low;

  const main = facts.colours.slice(0, 3).map((c) => c.name);
  const colourClause =
    main.length === 1 ? `whose main colour is ${list(main)}` : `whose main colours are ${list(main)}`;
  const mid = [
    `${article(facts.brightnessLabel)} ${facts.brightnessLabel}, ${ORIENTATION_WORDS[facts.orientation]} image (${facts.width}x${facts.height}) ${colourClause}.`,
    `Contrast is ${facts.contrastLabel} and the picture looks ${facts.sharpnessLabel}.`,
    settingSentence(facts),
  ];
  if (fidelity === 'mid') return mid.join(' ');

  const breakdown = facts.colours.map((c) => `${c.name} ${pct(c.share)}`).join(', ');
  const lighter =
    facts.topBrightness > facts.bottomBrightness + 0.05
      ? 'the top is brighter than the bottom'
      : facts.bottomBrightness > facts.topBrightness + 0.05
        ? 'the bottom is brighter than the top'
        : 'light is even from top to bottom';
  return [
    ...mid,
    `Colour breakdown: ${breakdown}.`,
    `Average brightness is ${pct(facts.brightness)} (upper third ${pct(facts.topBrightness)}, lower third ${pct(facts.bottomBrightness)}: ${lighter}), global contrast is ${pct(facts.contrast)}, and the colours are ${facts.saturationLabel} (mean saturation ${pct(facts.saturation)}).`,
    `Edge detail, measured as the variance of the Laplacian, is ${facts.sharpness.toFixed(1)}, which reads as ${facts.sharpnessLabel}.`,
  ].join(' ');
}

// Reference text-to-image engine. It does NOT interpret prompts like a generative model: it
// renders a deterministic abstract scene (gradient sky, disc, hills, blobs) seeded by a hash of
// everything that defines the request, coloured by the colour words of the prompt. It exists so
// the platform produces real, distinct PNGs end to end; real models plug in as HTTP adapters.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { characterCount } from '@platform/errors';
import { MediaError, imageDecodeError, loadSharp, traceSharp } from '@platform/media';
import { NAMED_COLOURS, coloursInText, type Rgb } from './colour-names.ts';
import { checkAborted, type EngineContext, type OutputImage } from './engine.types.ts';
import { canonicalJson, createRandom, sha256Hex } from './seeded-random.ts';
import { buildSceneSvg, moodOf } from './t2i-scene.ts';

export const T2I_DEFAULT_SIZE = 1024;
export const T2I_MIN_SIZE = 256;
export const T2I_MAX_SIZE = 2048;
export const T2I_MAX_IMAGES = 10;

export interface StylePresetText {
  prefix?: string;
  suffix?: string;
  negative?: string;
}

export interface T2iInput {
  prompt: string;
  modelName: string;
  /** Free-form; this engine reads `width` and `height` (256..2048, multiples of 8). */
  modelConfig?: Readonly<Record<string, unknown>>;
  /** Applied in order: prefixes before the prompt, suffixes after it, negatives combined. */
  stylePresets?: readonly StylePresetText[];
  /** 1..10. */
  numImages: number;
}

export interface T2iImage extends OutputImage {
  index: number;
  /** Hex seed of this image: the request seed and the image index. */
  seed: string;
}

export interface T2iResult {
  seed: string;
  images: T2iImage[];
}

function sizeField(config: Readonly<Record<string, unknown>>, key: 'width' | 'height'): number {
  const value = config[key];
  if (value === undefined) return T2I_DEFAULT_SIZE;
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < T2I_MIN_SIZE ||
    value > T2I_MAX_SIZE ||
    value % 8 !== 0
  ) {
    throw new MediaError(
      'invalid_input',
      `model_config.${key} must be an integer from ${T2I_MIN_SIZE} to ${T2I_MAX_SIZE} and a multiple of 8.`,
    );
  }
  return value;
}

/** The output size a model_config asks for (1024 x 1024 by default); throws on a bad value. */
export function t2iSize(modelConfig: Readonly<Record<string, unknown>> = {}): {
  width: number;
  height: number;
} {
  return { width: sizeField(modelConfig, 'width'), height: sizeField(modelConfig, 'height') };
}

/** The prompt as styled by the presets, and the combined negative text. */
export function styledPrompt(input: Pick<T2iInput, 'prompt' | 'stylePresets'>): {
  positive: string;
  negative: string;
} {
  const presets = input.stylePresets ?? [];
  const positive = [
    ...presets.map((p) => p.prefix ?? ''),
    input.prompt,
    ...presets.map((p) => p.suffix ?? ''),
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const negative = presets
    .map((p) => (p.negative ?? '').trim())
    .filter(Boolean)
    .join(', ');
  return { positive, negative };
}

/** SHA-256 over the canonical JSON of everything that defines the images. */
export function t2iSeed(input: T2iInput): string {
  const presets = (input.stylePresets ?? []).map((p) => ({
    prefix: p.prefix ?? '',
    suffix: p.suffix ?? '',
    negative: p.negative ?? '',
  }));
  return sha256Hex(
    canonicalJson({
      prompt: input.prompt,
      model_name: input.modelName,
      model_config: input.modelConfig ?? {},
      style_presets: presets,
    }),
  );
}

/** Colours named in the styled prompt, minus those named in the negative text. */
export function promptPalette(positive: string, negative: string): Rgb[] {
  const unwanted = new Set(coloursInText(negative).map((c) => c.name));
  return coloursInText(positive)
    .filter((c) => !unwanted.has(c.name))
    .map((c) => c.rgb);
}

/** Three or more colours: shades of the named ones, or seeded palette picks when none are named. */
function fillPalette(named: Rgb[], negative: string, seed: string): Rgb[] {
  const random = createRandom(seed, 'palette');
  if (named.length > 0) {
    const palette = [...named];
    for (let i = 0; palette.length < 3; i += 1) {
      const base = named[i % named.length] as Rgb;
      const toward = i % 2 === 0 ? 255 : 0;
      const t = random.range(0.2, 0.45);
      palette.push(base.map((c) => Math.round(c + (toward - c) * t)) as unknown as Rgb);
    }
    return palette;
  }
  const unwanted = new Set(coloursInText(negative).map((c) => c.name));
  const candidates = NAMED_COLOURS.filter((c) => !unwanted.has(c.name) && c.family !== 'black');
  return [0, 1, 2].map(() => random.pick(candidates.length > 0 ? candidates : NAMED_COLOURS).rgb);
}

function validate(input: T2iInput): void {
  if (
    typeof input.prompt !== 'string' ||
    input.prompt.trim().length === 0 ||
    characterCount(input.prompt) > 80_000
  ) {
    throw new MediaError('invalid_input', 'The prompt must be 1 to 80000 characters.');
  }
  if (!Number.isInteger(input.numImages) || input.numImages < 1 || input.numImages > T2I_MAX_IMAGES) {
    throw new MediaError('invalid_input', `num_requested_images must be from 1 to ${T2I_MAX_IMAGES}.`);
  }
}

export async function renderT2i(input: T2iInput, context: EngineContext): Promise<T2iResult> {
  validate(input);
  const { width, height } = t2iSize(input.modelConfig);
  const seed = t2iSeed(input);
  const { positive, negative } = styledPrompt(input);
  const mood = moodOf(positive);
  const named = promptPalette(positive, negative);
  const images: T2iImage[] = [];
  for (let index = 0; index < input.numImages; index += 1) {
    checkAborted(context.signal);
    const imageSeed = sha256Hex(`${seed}:${index}`);
    const svg = buildSceneSvg({
      width,
      height,
      palette: fillPalette(named, negative, imageSeed),
      mood,
      random: createRandom(imageSeed, 'scene'),
    });
    const path = join(context.tmpDir, `image-${index + 1}.png`);
    try {
      const sharp = await loadSharp();
      await traceSharp('render', () =>
        sharp(Buffer.from(svg), { limitInputPixels: T2I_MAX_SIZE * T2I_MAX_SIZE })
          .png({ compressionLevel: 6 })
          .toFile(path),
      );
    } catch (err) {
      throw imageDecodeError(err);
    }
    const { size } = await stat(path);
    images.push({ path, width, height, format: 'png', file_size: size, index, seed: imageSeed });
    context.onProgress?.((index + 1) / input.numImages);
  }
  return { seed, images };
}

// Reference image-to-text engine: a description built only from measured properties (size,
// brightness, contrast, named dominant colours, sharpness, a sky/vegetation setting heuristic).
// It does not recognise objects; real captioning models plug in as HTTP adapters.
import { imageDecodeError, openImage, traceSharp, type ImageLimits } from '@platform/media';
import { checkAborted, type EngineContext } from './engine.types.ts';
import {
  factsFromStats,
  writeDescription,
  type FidelityLevel,
  type ImageDescriptionFacts,
} from './description.writer.ts';
import { laplacianVariance, pixelStats } from './image-stats.ts';

export interface DescribeInput {
  imagePath: string;
  fidelity: FidelityLevel;
}

export interface DescribeResult {
  text: string;
  facts: ImageDescriptionFacts;
}

/** Colour statistics are measured on a copy at most this many pixels on a side. */
const STATS_SIZE = 256;
/** Sharpness is measured at a fixed scale so it is comparable between images. */
const SHARPNESS_SIZE = 512;
const LAPLACIAN = [0, 1, 0, 1, -4, 1, 0, 1, 0];

export async function describeImage(
  input: DescribeInput,
  context: EngineContext,
  limits: ImageLimits = {},
): Promise<DescribeResult> {
  checkAborted(context.signal);
  const { image, facts: header } = await openImage(input.imagePath, limits);
  try {
    const colour = await traceSharp('colour-stats', () =>
      image
        .clone()
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .resize(STATS_SIZE, STATS_SIZE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    );
    context.onProgress?.(0.5);
    checkAborted(context.signal);
    const edges = await traceSharp('edges', () =>
      image
        .clone()
        .flatten({ background: '#ffffff' })
        .resize(SHARPNESS_SIZE, SHARPNESS_SIZE, { fit: 'inside', withoutEnlargement: true })
        .greyscale()
        // The offset keeps negative responses: the output is 8-bit unsigned.
        .convolve({ width: 3, height: 3, kernel: LAPLACIAN, offset: 128 })
        .extractChannel(0)
        .raw()
        .toBuffer(),
    );
    const stats = pixelStats({
      data: colour.data,
      width: colour.info.width,
      height: colour.info.height,
      channels: colour.info.channels,
    });
    const facts = factsFromStats(stats, header.width, header.height, laplacianVariance(edges));
    context.onProgress?.(1);
    return { text: writeDescription(facts, input.fidelity), facts };
  } catch (err) {
    throw imageDecodeError(err);
  }
}

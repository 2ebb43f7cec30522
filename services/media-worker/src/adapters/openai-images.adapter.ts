// Text-to-image through an OpenAI-compatible images API: `POST {base_url}/v1/images/generations`
// with `response_format: b64_json`. Every returned image is checked like user input (raster
// format, pixel limit) and stored as PNG, so a provider cannot hand the platform anything else.
import { join } from 'node:path';
import { z } from '@platform/config';
import { storeProviderImage } from './hosted-result.ts';
import type { JobEngine, LocalImage, TextToImageRequest, TextToImageResult } from '../jobs/job-engine.ts';
import {
  adapterBaseConfig,
  AdapterError,
  authHeaders,
  callPolicy,
  endpoint,
  type EnvReader,
  HttpClient,
  parseAdapterConfig,
  processEnv,
} from '@platform/http-client';

export const OPENAI_IMAGES = 'openai-images';

const SIZE_PATTERN = /^\d{2,5}x\d{2,5}$/;

const configSchema = z.looseObject({
  ...adapterBaseConfig,
  path: z.string().startsWith('/').default('/v1/images/generations'),
  /** Used when the job's model_config sets no width/height. */
  size: z.string().regex(SIZE_PATTERN, 'must look like 1024x1024').default('1024x1024'),
  /** Some models accept only n=1; larger requests are split. */
  max_images_per_request: z.number().int().min(1).max(10).default(10),
  quality: z.string().min(1).optional(),
  style: z.string().min(1).optional(),
  /** Largest image accepted back from the provider, in pixels. */
  max_pixels: z.number().int().positive().default(40_000_000),
});

type OpenAiImagesConfig = z.infer<typeof configSchema>;

const answerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().min(1) })),
});

const dimension = z.number().int().min(64).max(4096);

/** `WxH` from model_config.width/height when given, else the configured default size. */
export function requestedSize(modelConfig: Readonly<Record<string, unknown>>, fallback: string): string {
  if (modelConfig.width === undefined && modelConfig.height === undefined) return fallback;
  const width = dimension.safeParse(modelConfig.width);
  const height = dimension.safeParse(modelConfig.height);
  if (!width.success || !height.success) {
    throw new AdapterError(
      'openai-images: model_config.width and height must both be integers from 64 to 4096.',
      {
        retryable: false,
      },
    );
  }
  return `${width.data}x${height.data}`;
}

/** The provider has no negative prompt: the things to avoid are stated in the prompt itself. */
export function promptWithNegative(prompt: string, negative: string): string {
  const avoid = negative.trim();
  return avoid ? `${prompt}\n\nAvoid: ${avoid}` : prompt;
}

export function batchSizes(total: number, perRequest: number): number[] {
  const sizes: number[] = [];
  for (let left = total; left > 0; left -= perRequest) sizes.push(Math.min(left, perRequest));
  return sizes;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

async function savePng(b64: string, path: string, maxPixels: number): Promise<LocalImage> {
  const cleaned = b64.replace(/\s+/g, '');
  if (!BASE64.test(cleaned)) {
    throw new AdapterError('openai-images: the provider returned an image that is not valid base64.', {
      retryable: false,
    });
  }
  return storeProviderImage(OPENAI_IMAGES, Buffer.from(cleaned, 'base64'), path, maxPixels);
}

export function createOpenAiImagesEngine(
  deps: { http?: HttpClient; env?: EnvReader } = {},
): JobEngine<TextToImageRequest, TextToImageResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const parse = (raw: unknown): OpenAiImagesConfig => parseAdapterConfig(OPENAI_IMAGES, configSchema, raw);

  return {
    id: OPENAI_IMAGES,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const size = requestedSize(request.modelConfig, config.size);
      const headers = authHeaders(OPENAI_IMAGES, config, env);
      const images: LocalImage[] = [];
      for (const n of batchSizes(request.numImages, config.max_images_per_request)) {
        const answer = await http.json(
          {
            method: 'POST',
            url: endpoint(config.base_url, config.path),
            headers,
            json: {
              model: config.model,
              prompt: promptWithNegative(request.prompt, request.negativePrompt),
              n,
              size,
              response_format: 'b64_json',
              ...(config.quality ? { quality: config.quality } : {}),
              ...(config.style ? { style: config.style } : {}),
            },
            what: 'openai-images: image generation',
          },
          callPolicy(config),
          context.signal,
        );
        const parsed = answerSchema.safeParse(answer);
        if (!parsed.success) {
          throw new AdapterError("openai-images: the provider's answer has no `data[].b64_json` images.", {
            retryable: false,
          });
        }
        if (parsed.data.data.length !== n) {
          throw new AdapterError(
            `openai-images: the provider returned ${parsed.data.data.length} images, expected ${n}.`,
            {
              retryable: false,
            },
          );
        }
        for (const item of parsed.data.data) {
          context.signal.throwIfAborted();
          const path = join(context.tmpDir, `image-${images.length + 1}.png`);
          images.push(await savePng(item.b64_json, path, config.max_pixels));
        }
        context.heartbeat();
      }
      return { images };
    },
  };
}

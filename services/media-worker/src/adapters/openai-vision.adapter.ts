// Image-to-text through an OpenAI-compatible chat completions API with an image part. The image
// is re-encoded by sharp under the pixel limit (a hostile file never reaches the provider, and
// metadata such as GPS tags is dropped) and sent inline as a data URL, so the provider needs no
// access to our storage. Fidelity maps to the API's `detail` and to the answer's length.
import { z } from '@platform/config';
import { makeThumbnail } from '@platform/media';
import type { ImageToTextRequest, ImageToTextResult, JobEngine } from '../jobs/job-engine.ts';
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

export const OPENAI_VISION = 'openai-vision';

const configSchema = z.looseObject({
  ...adapterBaseConfig,
  path: z.string().startsWith('/').default('/v1/chat/completions'),
  /** Instruction sent with the image; the fidelity adds how long the answer should be. */
  prompt: z.string().min(1).max(4000).default('Describe this image for someone who cannot see it.'),
  /** The image is scaled to fit this many pixels on its longer side before it is sent. */
  max_image_side: z.number().int().min(64).max(4096).default(2048),
  max_pixels: z.number().int().positive().default(40_000_000),
});

type OpenAiVisionConfig = z.infer<typeof configSchema>;

export interface FidelitySettings {
  detail: 'low' | 'auto' | 'high';
  maxTokens: number;
  instruction: string;
}

export const FIDELITY_SETTINGS: Readonly<Record<ImageToTextRequest['fidelity'], FidelitySettings>> = {
  low: { detail: 'low', maxTokens: 150, instruction: 'Answer in one or two sentences.' },
  mid: { detail: 'auto', maxTokens: 400, instruction: 'Answer in one short paragraph.' },
  high: {
    detail: 'high',
    maxTokens: 1000,
    instruction: 'Answer in detail: subject, setting, composition, colours, lighting and notable details.',
  },
};

const contentPart = z.object({ type: z.string(), text: z.string().optional() });
const answerSchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullable().optional(),
        message: z.object({ content: z.union([z.string(), z.array(contentPart)]).nullable() }),
      }),
    )
    .min(1),
});

/**
 * Longest description kept. `max_tokens` (at most 1000) keeps an honest provider to a few
 * thousand characters; one that ignores it could send megabytes, and the text travels in the
 * job's completed event, which NATS refuses above 1 MiB (the job would fail after every retry).
 */
export const MAX_DESCRIPTION_CHARS = 16_000;

/** `text` cut to `max` characters at the last word boundary, marked with an ellipsis. */
export function boundedText(text: string, max = MAX_DESCRIPTION_CHARS): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  if (space > max / 2) cut = cut.slice(0, space);
  // Never end on half a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The text of the first choice; chat APIs send either a string or a list of parts. */
export function answerText(answer: unknown): string {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new AdapterError("openai-vision: the provider's answer has no `choices[0].message.content`.", {
      retryable: false,
    });
  }
  const choice = parsed.data.choices[0] as (typeof parsed.data.choices)[number];
  if (choice.finish_reason === 'content_filter') {
    throw new AdapterError('openai-vision: the provider refused to describe this image (content filter).', {
      retryable: false,
    });
  }
  const content = choice.message.content;
  const text = (
    typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('')
  ).trim();
  if (!text)
    throw new AdapterError('openai-vision: the provider returned an empty description.', {
      retryable: false,
    });
  return boundedText(text);
}

export function createOpenAiVisionEngine(
  deps: { http?: HttpClient; env?: EnvReader } = {},
): JobEngine<ImageToTextRequest, ImageToTextResult> {
  const http = deps.http ?? new HttpClient();
  const env = deps.env ?? processEnv;
  const parse = (raw: unknown): OpenAiVisionConfig => parseAdapterConfig(OPENAI_VISION, configSchema, raw);

  return {
    id: OPENAI_VISION,
    checkConfig: (raw) => void parse(raw),
    async run(request, context) {
      const config = parse(context.engineConfig);
      const headers = authHeaders(OPENAI_VISION, config, env);
      const still = await makeThumbnail(request.imagePath, {
        maxPixels: config.max_pixels,
        maxWidth: config.max_image_side,
        maxHeight: config.max_image_side,
        format: 'jpeg',
        quality: 88,
      });
      context.signal.throwIfAborted();
      const fidelity = FIDELITY_SETTINGS[request.fidelity];
      const answer = await http.json(
        {
          method: 'POST',
          url: endpoint(config.base_url, config.path),
          headers,
          json: {
            model: config.model,
            max_tokens: fidelity.maxTokens,
            messages: [
              {
                role: 'user',
                content: [
                  { type: 'text', text: `${config.prompt} ${fidelity.instruction}` },
                  {
                    type: 'image_url',
                    image_url: {
                      url: `data:image/jpeg;base64,${still.data.toString('base64')}`,
                      detail: fidelity.detail,
                    },
                  },
                ],
              },
            ],
          },
          what: 'openai-vision: image description',
        },
        callPolicy(config),
        context.signal,
      );
      return { text: answerText(answer) };
    },
  };
}

// A language-model provider behind the ScriptWriter port: an OpenAI-compatible chat completions
// API (`openai-chat` engine of a `t2t` catalogue entry), called through the HTTP client every
// model adapter shares. The prompt carries the listing facts and the script's segment plan (the
// intro card, each shot in order with what it shows and the seconds its line may take, the outro
// card); the answer must be one line per segment, each within its time, naming no room its shot's
// description does not and, unbranded, no price (scriptProblems of @platform/listing). Whatever
// goes wrong (no key, timeout, refusal, an answer we cannot use), the built-in writer answers
// instead and the choice is logged: the client never sees a 500.
import type { Catalogue, ModelEntry } from '@platform/catalogue';
import { z } from '@platform/config';
import {
  adapterBaseConfig,
  AdapterError,
  authHeaders,
  callPolicy,
  endpoint,
  HttpClient,
  parseAdapterConfig,
  processEnv,
  type EnvReader,
} from '@platform/http-client';
import {
  formatPrice,
  planScriptSegments,
  scriptProblems,
  wordLimit,
  type ScriptRequest,
  type ScriptSegment,
} from '@platform/listing';
import type { ScriptWriter } from '../domain/script.service.ts';
import { builtinScriptWriter } from './script-writer.adapter.ts';

export const OPENAI_CHAT = 'openai-chat';

/** What the model writes on the line of a segment that stays silent. */
export const SILENT_LINE = '-';

const SYSTEM_PROMPT = [
  'You write the voiceover script of a real estate listing video, one line for each segment of the video.',
  'Use only the facts given; never invent features, prices or numbers.',
  "A shot's line speaks only of what that shot shows: never name a room its description does not name.",
  'Keep each line within its word limit: it is spoken while its segment is on screen.',
  'Answer with the lines only, one per line, in the order given: plain sentences, no numbers, no labels, no title, no markdown, no quotes, no stage directions.',
].join(' ');

// A synchronous client call waits for the provider: shorter limits than a media job's.
const configSchema = z.looseObject({
  ...adapterBaseConfig,
  timeout_ms: z.number().int().positive().max(120_000).default(20_000),
  retries: z.number().int().min(0).max(3).default(1),
  max_response_bytes: z
    .number()
    .int()
    .positive()
    .max(4 * 1024 * 1024)
    .default(256 * 1024),
  path: z.string().startsWith('/').default('/v1/chat/completions'),
  system_prompt: z.string().min(1).max(4000).default(SYSTEM_PROMPT),
  temperature: z.number().min(0).max(2).default(0.7),
});

type ChatScriptConfig = z.infer<typeof configSchema>;

const contentPart = z.object({ type: z.string(), text: z.string().optional() });
const answerSchema = z.object({
  choices: z
    .array(
      z.object({ message: z.object({ content: z.union([z.string(), z.array(contentPart)]).nullable() }) }),
    )
    .min(1),
});

const seconds = (value: number) => `${Math.round(value * 10) / 10} s`;

/** One segment of the plan as the prompt states it. */
function segmentPrompt(segment: ScriptSegment, branded: boolean): string {
  if (segment.kind === 'intro')
    return `Intro (said over the hero shot under the title, which already shows the key facts): a short welcome to the street and suburb, nothing else; at most ${segment.maxWords} words.`;
  if (segment.kind === 'outro') {
    return branded
      ? `Outro card: the price when one is given, then a call to action; at most ${segment.maxWords} words.`
      : `Outro card: a call to action, no price; at most ${segment.maxWords} words.`;
  }
  const shows = segment.description?.trim() || '(no description: say nothing of any room)';
  const time =
    segment.maxWords > 0
      ? `${seconds(segment.seconds!)} to speak: at most ${segment.maxWords} words`
      : `no time to speak: write "${SILENT_LINE}"`;
  return `Shot ${segment.shotIndex! + 1} (${time}): ${shows}`;
}

/** The user message: the facts, then the segments in order, one line of the answer each. */
export function scriptPrompt(request: ScriptRequest): string {
  const f = request.facts;
  const branded = request.branded !== false;
  const land = f.landSize && Number(f.landSize) > 0 ? `${f.landSize} ${f.landSizeUnit ?? ''}`.trim() : null;
  const price =
    f.price?.trim() && branded
      ? /^\$?[\d,]+(\.\d+)?$/.test(f.price.trim())
        ? formatPrice(f.price.replace(/[$,]/g, ''))
        : f.price.trim()
      : null;
  const facts: [string, unknown][] = [
    ['Address', f.address],
    ['Property type', f.realEstateType],
    ['Bedrooms', f.bedrooms],
    ['Bathrooms', f.bathrooms],
    ['Car spaces', f.parkingSpaces],
    ['Land size', land],
    ['Price', price],
    ['Additional information', f.additionalInfo?.trim()],
  ];
  const lines = facts
    .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== 0)
    .map(([name, value]) => `${name}: ${String(value)}`);
  const segments = planScriptSegments(request);
  return [
    'Property:',
    ...lines,
    '',
    `Segments of the video, in order (${segments.length}):`,
    ...segments.map((segment, index) => `${index + 1}. ${segmentPrompt(segment, branded)}`),
    '',
    `Answer with exactly ${segments.length} lines, line 1 for segment 1 and so on${branded ? '' : ', and no price anywhere'}. ` +
      `A segment that should stay silent gets a line with only "${SILENT_LINE}".`,
  ].join('\n');
}

/** One line of the provider's answer as the voice will speak it: markup, list numbers and labels removed, whitespace collapsed. */
export function cleanLine(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*(#{1,6}\s+|[-*+•]\s+|\d+[.)]\s+|>\s*)/, '')
    .replace(
      /^\s*\**\s*(intro( card)?|outro( card)?|shot \d+|segment \d+|line \d+)\s*\**\s*(\([^)]*\))?\s*(:|\s[-–—])\s*/i,
      '',
    )
    .replace(/(\*\*|__|\*|`|~~)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“]+|["”]+$/g, '')
    .trim();
  return /^[-–—.]*$|^\(?(silence|silent|pause|none)\)?\.?$/i.test(plain) ? '' : plain;
}

/**
 * The provider's answer as script lines: code fences dropped, each line cleaned (cleanLine), a
 * silent marker an empty line. When the answer is not `count` lines (the segments) as it is, its
 * blank lines are taken as separators and dropped; the count is checked after (scriptProblems).
 */
export function parseScriptLines(answer: string, count: number): string[] {
  const raw = answer
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((line) => !/^\s*```/.test(line));
  while (raw.length > 0 && raw[0]!.trim() === '') raw.shift();
  while (raw.length > 0 && raw.at(-1)!.trim() === '') raw.pop();
  const lines = raw.length === count ? raw : raw.filter((line) => line.trim() !== '');
  return lines.map(cleanLine);
}

export interface ProviderWriterDeps {
  http?: HttpClient;
  env?: EnvReader;
  /** Answers when the provider cannot (default: the built-in writer). */
  fallback?: ScriptWriter;
  /** Told each time the fallback answered, with the reason. */
  onFallback?: (model: string, error: unknown) => void;
}

/** The catalogue entry's settings, checked; AdapterConfigError lists every problem. */
export function chatScriptConfig(entry: Pick<ModelEntry, 'name' | 'config'>): ChatScriptConfig {
  return parseAdapterConfig(`${OPENAI_CHAT} (${entry.name})`, configSchema, entry.config);
}

export class ProviderScriptWriter implements ScriptWriter {
  readonly #model: string;
  readonly #config: ChatScriptConfig;
  readonly #http: HttpClient;
  readonly #env: EnvReader;
  readonly #fallback: ScriptWriter;
  readonly #onFallback: (model: string, error: unknown) => void;

  constructor(entry: Pick<ModelEntry, 'name' | 'config'>, deps: ProviderWriterDeps = {}) {
    this.#model = entry.name;
    this.#config = chatScriptConfig(entry);
    this.#http = deps.http ?? new HttpClient();
    this.#env = deps.env ?? processEnv;
    this.#fallback = deps.fallback ?? builtinScriptWriter;
    this.#onFallback = deps.onFallback ?? (() => undefined);
  }

  async write(request: ScriptRequest): Promise<string> {
    try {
      return await this.#ask(request);
    } catch (error) {
      this.#onFallback(this.#model, error);
      return this.#fallback.write(request);
    }
  }

  async #ask(request: ScriptRequest): Promise<string> {
    const what = `${OPENAI_CHAT}: listing script`;
    const segments = planScriptSegments(request);
    const words = segments.reduce((sum, segment) => sum + wordLimit(segment), 0);
    const answer = await this.#http.json(
      {
        method: 'POST',
        url: endpoint(this.#config.base_url, this.#config.path),
        headers: authHeaders(OPENAI_CHAT, this.#config, this.#env),
        json: {
          model: this.#config.model,
          messages: [
            { role: 'system', content: this.#config.system_prompt },
            { role: 'user', content: scriptPrompt(request) },
          ],
          temperature: this.#config.temperature,
          // About 1.4 tokens a word, with room for punctuation and the line breaks.
          max_tokens: Math.ceil(words * 2) + 4 * segments.length + 16,
        },
        what,
      },
      callPolicy(this.#config),
    );
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success)
      throw new AdapterError(`${what}: the provider's answer has no message.`, { retryable: false });
    const content = parsed.data.choices[0]!.message.content;
    const raw =
      typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');
    const lines = parseScriptLines(raw, segments.length);
    if (!lines.some((line) => /[\p{L}\p{N}]/u.test(line)))
      throw new AdapterError(`${what}: the provider's answer is empty.`, { retryable: false });
    const problems = scriptProblems(request, lines);
    if (problems.length > 0)
      throw new AdapterError(`${what}: the provider's answer does not fit the video: ${problems.join(' ')}`, {
        retryable: false,
      });
    return lines.join('\n');
  }
}

/**
 * The script writer the catalogue asks for: the first enabled `t2t` entry served by the
 * `openai-chat` adapter, else the built-in writer. A bad entry stops the service at start-up.
 */
export function scriptWriterFromCatalogue(catalogue: Catalogue, deps: ProviderWriterDeps = {}): ScriptWriter {
  const entry = catalogue.list({ kind: 't2t', enabled: true }).find((model) => model.engine === OPENAI_CHAT);
  return entry ? new ProviderScriptWriter(entry, deps) : builtinScriptWriter;
}

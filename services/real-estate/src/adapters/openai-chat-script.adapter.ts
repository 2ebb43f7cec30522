// A language-model provider behind the ScriptWriter port: an OpenAI-compatible chat completions
// API (`openai-chat` engine of a `t2t` catalogue entry), called through the HTTP client every
// model adapter shares. The prompt carries the listing facts, the shots' descriptions in order and
// the word budget (2.5 words a second of the video); the answer is checked (text, no markup,
// within the budget). Whatever goes wrong (no key, timeout, refusal, an answer we cannot use),
// the built-in writer answers instead and the choice is logged: the client never sees a 500.
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
import { formatPrice, WORDS_PER_SECOND, type ScriptRequest } from '@platform/listing';
import type { ScriptWriter } from '../domain/script.service.ts';
import { builtinScriptWriter } from './script-writer.adapter.ts';

export const OPENAI_CHAT = 'openai-chat';

const SYSTEM_PROMPT = [
  'You write the voiceover script of a real estate listing video.',
  'Use only the facts given; never invent features, prices or numbers.',
  'Speak about the shots in the order given, one or two sentences each.',
  'Answer with the spoken text only: plain sentences, no title, no lists, no markdown, no quotes, no stage directions.',
].join(' ');

// A synchronous client call waits for the provider: shorter limits than a media job's.
const configSchema = z.looseObject({
  ...adapterBaseConfig,
  timeout_ms: z.number().int().positive().max(120_000).default(20_000),
  retries: z.number().int().min(0).max(3).default(1),
  max_response_bytes: z.number().int().positive().max(4 * 1024 * 1024).default(256 * 1024),
  path: z.string().startsWith('/').default('/v1/chat/completions'),
  system_prompt: z.string().min(1).max(4000).default(SYSTEM_PROMPT),
  temperature: z.number().min(0).max(2).default(0.7),
});

type ChatScriptConfig = z.infer<typeof configSchema>;

const contentPart = z.object({ type: z.string(), text: z.string().optional() });
const answerSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.union([z.string(), z.array(contentPart)]).nullable() }) }))
    .min(1),
});

/** Words the voice has time for: 2.5 a second of the video, at least 4 (the built-in writer's rule). */
export function wordBudget(durationS: number): number {
  return Math.max(4, Math.floor(durationS * WORDS_PER_SECOND));
}

/** The user message: the facts, the shots in order and the budget, one per line. */
export function scriptPrompt(request: ScriptRequest): string {
  const f = request.facts;
  const land = f.landSize && Number(f.landSize) > 0 ? `${f.landSize} ${f.landSizeUnit ?? ''}`.trim() : null;
  const price = f.price?.trim() && request.branded !== false ? (/^\$?[\d,]+(\.\d+)?$/.test(f.price.trim()) ? formatPrice(f.price.replace(/[$,]/g, '')) : f.price.trim()) : null;
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
  const lines = facts.filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== 0).map(([name, value]) => `${name}: ${String(value)}`);
  const shots = request.shots.map((shot, index) => `${index + 1}. ${shot.description?.trim() || '(no description)'} (${Math.round(shot.durationS * 10) / 10} s)`);
  const budget = wordBudget(request.durationS);
  return [
    'Property:',
    ...lines,
    '',
    `Shots, in the order they are shown (${request.shots.length}):`,
    ...(shots.length > 0 ? shots : ['(none)']),
    '',
    `The video is ${Math.round(request.durationS * 10) / 10} seconds long: write at most ${budget} words.`,
  ].join('\n');
}

/**
 * The provider's text as the voice will speak it: markup removed (HTML tags, markdown emphasis,
 * headings, list markers, code fences), whitespace collapsed, and cut to `budget` words, at the
 * last sentence end inside the budget when there is one. Empty when nothing speakable is left.
 */
export function cleanScript(text: string, budget: number): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*(#{1,6}\s+|[-*+•]\s+|\d+[.)]\s+|>\s*)/gm, '')
    .replace(/(\*\*|__|\*|`|~~)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“]+|["”]+$/g, '')
    .trim();
  const words = plain.split(' ').filter(Boolean);
  if (words.length <= budget) return words.join(' ');
  const cut = words.slice(0, budget).join(' ');
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (/[.!?]$/.test(cut)) return cut;
  if (end > 0) return cut.slice(0, end + 1);
  return `${cut.replace(/[,;:\-–—]+$/, '')}.`;
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
    const budget = wordBudget(request.durationS);
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
          // About 1.4 tokens a word, with room for punctuation.
          max_tokens: Math.ceil(budget * 2) + 16,
        },
        what,
      },
      callPolicy(this.#config),
    );
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) throw new AdapterError(`${what}: the provider's answer has no message.`, { retryable: false });
    const content = parsed.data.choices[0]!.message.content;
    const raw = typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join(' ');
    const text = cleanScript(raw, budget);
    if (!/[\p{L}\p{N}]/u.test(text)) throw new AdapterError(`${what}: the provider's answer is empty.`, { retryable: false });
    return text;
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

// The language-model script writer against a real local HTTP server playing the provider, with
// the real service (PostgreSQL, gRPC): what the provider is sent (auth, model, the facts, the
// shots in order, the word budget), what is kept of its answer, the built-in text whenever the
// provider fails, and the writer picked from the model catalogue.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_PATH, loadCatalogue, parseCatalogue } from '@platform/catalogue';
import { AdapterConfigError, AdapterError } from '@platform/http-client';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { createRealEstateStore } from '../persistence/real-estate.store.ts';
import { startRealEstateFixture, type RealEstateFixture } from '../testing/real-estate.fixture.ts';
import { ScriptService, storedShotDescriptions } from '../domain/script.service.ts';
import { builtinScriptWriter } from './script-writer.adapter.ts';
import { ProviderScriptWriter, cleanScript, scriptWriterFromCatalogue, type ProviderWriterDeps } from './openai-chat-script.adapter.ts';

const KEY_ENV = 'LISTING_SCRIPT_TEST_KEY';
const KEY = 'sk-test-listing-script';

let fx: RealEstateFixture;
let provider: ProviderServer;
let dir: string;

beforeAll(async () => {
  provider = await startProviderServer();
  dir = await mkdtemp(join(tmpdir(), 'script-provider-'));
  // The service picks its writer from the catalogue it loads at start: the shipped file plus an
  // enabled chat entry pointing at the local provider.
  const shipped = JSON.parse(await readFile(DEFAULT_CATALOGUE_PATH, 'utf8')) as { version: 1; models: Record<string, unknown>[] };
  const models = shipped.models.map((model) =>
    model.name === 'listing_script_t2t' ? { ...model, enabled: true, config: { base_url: provider.url, model: 'test-chat-1', api_key_env: KEY_ENV, retries: 0 } } : model,
  );
  const path = join(dir, 'catalogue.json');
  await writeFile(path, JSON.stringify({ ...shipped, models }));
  const saved = { path: process.env.MODEL_CATALOGUE_PATH, key: process.env[KEY_ENV] };
  process.env.MODEL_CATALOGUE_PATH = path;
  process.env[KEY_ENV] = KEY;
  try {
    fx = await startRealEstateFixture();
  } finally {
    if (saved.path === undefined) delete process.env.MODEL_CATALOGUE_PATH;
    else process.env.MODEL_CATALOGUE_PATH = saved.path;
  }
});
afterAll(async () => {
  await fx?.close();
  await provider?.close();
  delete process.env[KEY_ENV];
  if (dir) await rm(dir, { recursive: true, force: true });
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const facts = {
  name: 'Ocean Drive',
  street_address: '12 Ocean Dr',
  suburb: 'Bondi',
  state: 'NSW',
  real_estate_type: 'house',
  num_bedrooms: 4,
  num_bathrooms: 2,
  num_car_parking_spots: 2,
  land_size_value: 612.5,
  land_size_unit: 'sqm',
  price_display: '2450000',
  additional_information: 'Walk to the beach and cafes.',
};
const chat = (content: unknown) => ({ id: 'chatcmpl-1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });

/** A project with the six demo photos (24 s without videos: at most 60 words). */
async function demoProject(account: string) {
  const project = await fx.client.CreateProject({ account_id: account, fields: facts });
  await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
  return project;
}

function service(entryConfig: Record<string, unknown>, deps: ProviderWriterDeps = {}) {
  const writer = new ProviderScriptWriter({ name: 'listing_script_t2t', config: { base_url: provider.url, model: 'test-chat-1', api_key_env: KEY_ENV, retries: 0, ...entryConfig } }, deps);
  return new ScriptService({ store: createRealEstateStore(fx.handle.orm), clock: fx.clock, writer, descriptions: storedShotDescriptions });
}

describe('the language-model script writer', () => {
  it('sends the facts, the shots in order and the word budget, and keeps the answer as plain text within the budget', async () => {
    const account = fx.account();
    const project = await demoProject(account);
    const before = provider.requests.length;
    const long = Array.from({ length: 20 }, (_, i) => `Sentence number ${i + 1} about this lovely home.`).join(' ');
    provider.handle((_request, response) => sendJson(response, 200, chat(`**Welcome home.** ${long}`)));

    // Through the gRPC API of a service whose catalogue enables the provider.
    const written = await fx.client.WriteScript({ account_id: account, id: project.id });

    const sent = provider.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request!.body as { model: string; messages: { role: string; content: string }[]; max_tokens: number };
    expect(body.model).toBe('test-chat-1');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    const prompt = body.messages[1]!.content;
    for (const fact of ['Address: 12 Ocean Dr, Bondi NSW', 'Property type: house', 'Bedrooms: 4', 'Bathrooms: 2', 'Car spaces: 2', 'Land size: 612.5 sqm', 'Price: $2,450,000', 'Additional information: Walk to the beach and cafes.', 'write at most 60 words']) {
      expect(prompt).toContain(fact);
    }
    // The demo photos' names describe them, in shot order: the facade first, then the living room.
    expect(prompt).toMatch(/1\. .*facade/i);
    expect(prompt.search(/facade/i)).toBeLessThan(prompt.search(/living/i));

    const text = written.ai_generated_text;
    expect(text.startsWith('Welcome home. Sentence number 1 about this lovely home.')).toBe(true);
    expect(text).not.toContain('*');
    expect(words(text)).toBeLessThanOrEqual(60);
    expect(text.endsWith('.')).toBe(true);
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).ai_generated_text).toBe(text);
  });

  it('answers with the built-in text when the provider fails, times out, answers nothing usable or has no key', async () => {
    const account = fx.account();
    const project = await demoProject(account);
    const builtin = (await new ScriptService({ store: createRealEstateStore(fx.handle.orm), clock: fx.clock, writer: builtinScriptWriter, descriptions: storedShotDescriptions }).write(account, project.id)).settings.ai_generated_text;
    expect(builtin.startsWith('Welcome to 12 Ocean Dr, Bondi NSW')).toBe(true);

    const cases: { name: string; handler: Parameters<ProviderServer['handle']>[0]; config?: Record<string, unknown>; env?: Record<string, string> }[] = [
      { name: 'server error', handler: (_request, response) => sendJson(response, 503, { error: { message: 'overloaded' } }) },
      { name: 'timeout', handler: () => new Promise(() => undefined), config: { timeout_ms: 300 } },
      { name: 'empty answer', handler: (_request, response) => sendJson(response, 200, chat('  **  ')) },
      { name: 'not a chat answer', handler: (_request, response) => sendJson(response, 200, { data: [] }) },
      { name: 'no key', handler: (_request, response) => sendJson(response, 200, chat('Never asked.')), env: {} },
    ];
    for (const { name, handler, config, env } of cases) {
      provider.handle(handler);
      const fallbacks: { model: string; error: unknown }[] = [];
      const script = service(config ?? {}, {
        env: (variable) => (env ?? { [KEY_ENV]: KEY })[variable],
        onFallback: (model, error) => fallbacks.push({ model, error }),
      });
      const project2 = await script.write(account, project.id);
      expect(project2.settings.ai_generated_text, name).toBe(builtin);
      expect(fallbacks, name).toHaveLength(1);
      expect(fallbacks[0]!.model).toBe('listing_script_t2t');
      expect(fallbacks[0]!.error, name).toBeInstanceOf(name === 'no key' ? AdapterConfigError : AdapterError);
    }
    provider.handle((_request, response) => sendJson(response, 500, { error: { message: 'no handler' } }));
  });

  it('retries a busy provider once, then uses its answer', async () => {
    const account = fx.account();
    const project = await demoProject(account);
    const before = provider.requests.length;
    provider.handle((_request, response, index) =>
      index === before ? sendJson(response, 429, { error: { message: 'slow down' } }) : sendJson(response, 200, chat('A bright family home by the beach.')),
    );
    const written = await service({ retries: 1, retry_base_ms: 0 }).write(account, project.id);
    expect(written.settings.ai_generated_text).toBe('A bright family home by the beach.');
    expect(provider.requests.length - before).toBe(2);
  });
});

describe('the script writer from the catalogue', () => {
  const entry = (enabled: boolean, config: Record<string, unknown> = { base_url: 'https://llm.example.com', model: 'm', api_key_env: 'SOME_KEY' }) =>
    parseCatalogue({
      version: 1,
      models: [
        { name: 'lumen_i2t', kind: 'i2t', engine: 'builtin:image-describe', price: '0.0100', unit: 'job', enabled: true },
        { name: 'listing_script_t2t', kind: 't2t', engine: 'openai-chat', config, price: '0.0000', unit: 'job', enabled },
      ],
    });

  it('is the built-in writer with the shipped catalogue (the provider is off until configured) or a disabled entry', () => {
    expect(loadCatalogue(DEFAULT_CATALOGUE_PATH).get('listing_script_t2t')?.enabled).toBe(false);
    expect(scriptWriterFromCatalogue(loadCatalogue(DEFAULT_CATALOGUE_PATH))).toBe(builtinScriptWriter);
    expect(scriptWriterFromCatalogue(entry(false))).toBe(builtinScriptWriter);
  });

  it("is the provider's writer for an enabled entry, and a bad entry stops the start", () => {
    expect(scriptWriterFromCatalogue(entry(true))).toBeInstanceOf(ProviderScriptWriter);
    expect(() => scriptWriterFromCatalogue(entry(true, { base_url: 'https://llm.example.com' }))).toThrow(/model/);
  });
});

describe('cleanScript', () => {
  it('removes markup and keeps plain sentences', () => {
    expect(cleanScript('# Title\n\n- **Bright** kitchen.\n- <b>Big</b> `garden`.', 50)).toBe('Title Bright kitchen. Big garden.');
    expect(cleanScript('"Welcome home."', 50)).toBe('Welcome home.');
  });
  it('cuts to the budget at the last sentence end, or ends the cut words with a full stop', () => {
    expect(cleanScript('One two three. Four five six seven.', 5)).toBe('One two three.');
    expect(cleanScript('One two three four five six seven.', 5)).toBe('One two three four five.');
    expect(cleanScript('One two three. Four.', 4)).toBe('One two three. Four.');
  });
});

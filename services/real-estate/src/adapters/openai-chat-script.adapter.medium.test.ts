// One file over 300 lines: one suite sharing one running service and local provider.
// The language-model script writer against a real local HTTP server playing the provider, with
// the real service (PostgreSQL, gRPC): what the provider is sent (auth, model, the facts, the
// segment plan: intro, each shot with what it shows and its time, outro), what is kept of its
// answer (one line per segment), the built-in text whenever the provider fails or its answer does
// not fit the video, and the writer picked from the model catalogue.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_PATH, loadCatalogue, parseCatalogue } from '@platform/catalogue';
import { writeListingScript, type ScriptRequest } from '@platform/listing';
import { AdapterConfigError, AdapterError } from '@platform/http-client';
import { sendJson, startProviderServer, type ProviderServer } from '@platform/http-client/testing';
import { createRealEstateStore } from '../persistence/real-estate.store.ts';
import { startRealEstateFixture, type RealEstateFixture } from '../testing/real-estate.fixture.ts';
import { ScriptService, storedShotDescriptions } from '../domain/script.service.ts';
import { builtinScriptWriter } from './script-writer.adapter.ts';
import {
  ProviderScriptWriter,
  cleanLine,
  parseScriptLines,
  scriptWriterFromCatalogue,
  type ProviderWriterDeps,
} from './openai-chat-script.adapter.ts';

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
  const shipped = JSON.parse(await readFile(DEFAULT_CATALOGUE_PATH, 'utf8')) as {
    version: 1;
    models: Record<string, unknown>[];
  };
  const models = shipped.models.map((model) =>
    model.name === 'listing_script_t2t'
      ? {
          ...model,
          enabled: true,
          config: { base_url: provider.url, model: 'test-chat-1', api_key_env: KEY_ENV, retries: 0 },
        }
      : model,
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
const chat = (content: unknown) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/** A project with the six demo photos (4 s each without videos: 2.8 s, 7 words, for each shot's line). */
async function demoProject(account: string) {
  const project = await fx.client.CreateProject({ account_id: account, fields: facts });
  await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
  return project;
}

function service(entryConfig: Record<string, unknown>, deps: ProviderWriterDeps = {}) {
  const writer = new ProviderScriptWriter(
    {
      name: 'listing_script_t2t',
      config: {
        base_url: provider.url,
        model: 'test-chat-1',
        api_key_env: KEY_ENV,
        retries: 0,
        ...entryConfig,
      },
    },
    deps,
  );
  return new ScriptService({
    store: createRealEstateStore(fx.handle.orm),
    clock: fx.clock,
    writer,
    descriptions: storedShotDescriptions,
  });
}

/** A good answer for the demo project, one line per segment: the intro, the six shots (Facade, Living room, Kitchen, Bedroom, Bathroom, Garden), the outro. */
const GOOD = [
  'Welcome to 12 Ocean Dr, Bondi.',
  'A handsome facade greets you.',
  'The living room is warm and relaxed.',
  'The kitchen is bright and generous.',
  'A calm bedroom for restful nights.',
  'The bathroom is fresh and modern.',
  'The garden is green and private.',
  'Walk to the beach and cafes. Offered at $2,450,000. Book your inspection today.',
];

describe('the language-model script writer', () => {
  it('sends the facts and the segment plan, and keeps an answer of one line per segment as plain text', async () => {
    const account = fx.account();
    const project = await demoProject(account);
    const before = provider.requests.length;
    // Numbered, labelled and marked up, as models like to answer: cleaned to the spoken lines.
    const answer = [
      '```',
      `1. **Intro:** ${GOOD[0]}`,
      ...GOOD.slice(1, 7).map((line, index) => `${index + 2}. ${line}`),
      `8. Outro: *${GOOD[7]}*`,
      '```',
    ].join('\n');
    provider.handle((_request, response) => sendJson(response, 200, chat(answer)));

    // Through the gRPC API of a service whose catalogue enables the provider.
    const written = await fx.client.WriteScript({ account_id: account, id: project.id });

    const sent = provider.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = request!.body as {
      model: string;
      messages: { role: string; content: string }[];
      max_tokens: number;
    };
    expect(body.model).toBe('test-chat-1');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    const prompt = body.messages[1]!.content;
    for (const fact of [
      'Address: 12 Ocean Dr, Bondi NSW',
      'Property type: house',
      'Bedrooms: 4',
      'Bathrooms: 2',
      'Car spaces: 2',
      'Land size: 612.5 sqm',
      'Price: $2,450,000',
      'Additional information: Walk to the beach and cafes.',
    ]) {
      expect(prompt).toContain(fact);
    }
    // The segments in timeline order, each shot with what it shows (the demo photos' names) and its time.
    expect(prompt).toContain('Segments of the video, in order (8):');
    expect(prompt).toMatch(/^1\. Intro .*a short welcome.*at most 8 words\.$/m);
    expect(prompt).toContain('2. Shot 1 (2.8 s to speak: at most 7 words): Photo: Facade.');
    expect(prompt).toContain('3. Shot 2 (2.8 s to speak: at most 7 words): Photo: Living room.');
    expect(prompt).toMatch(/^8\. Outro card: the price .*at most 25 words\.$/m);
    expect(prompt).toContain('Answer with exactly 8 lines');

    const text = written.ai_generated_text;
    expect(text).toBe(GOOD.join('\n'));
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).ai_generated_text).toBe(
      text,
    );
  });

  it("takes blank lines between the answer's lines as separators and a dash as a silent segment", async () => {
    const account = fx.account();
    const project = await demoProject(account);
    const lines = [...GOOD];
    lines[5] = '-';
    provider.handle((_request, response) => sendJson(response, 200, chat(lines.join('\n\n'))));
    const written = await service({}).write(account, project.id);
    expect(written.settings.ai_generated_text.split('\n')).toEqual([
      ...GOOD.slice(0, 5),
      '',
      ...GOOD.slice(6),
    ]);
  });

  it('answers with the built-in text when the provider fails, times out, answers nothing usable or has no key', async () => {
    const account = fx.account();
    const project = await demoProject(account);
    const builtin = (
      await new ScriptService({
        store: createRealEstateStore(fx.handle.orm),
        clock: fx.clock,
        writer: builtinScriptWriter,
        descriptions: storedShotDescriptions,
      }).write(account, project.id)
    ).settings.ai_generated_text;
    expect(builtin.split('\n')).toHaveLength(8);
    expect(builtin.startsWith('Welcome to 12 Ocean Dr, Bondi.')).toBe(true);

    const answer =
      (lines: string[]): Parameters<ProviderServer['handle']>[0] =>
      (_request, response) =>
        sendJson(response, 200, chat(lines.join('\n')));
    const replace = (index: number, line: string) => GOOD.map((good, at) => (at === index ? line : good));
    const cases: {
      name: string;
      handler: Parameters<ProviderServer['handle']>[0];
      config?: Record<string, unknown>;
      env?: Record<string, string>;
      problem?: RegExp;
    }[] = [
      {
        name: 'server error',
        handler: (_request, response) => sendJson(response, 503, { error: { message: 'overloaded' } }),
      },
      { name: 'timeout', handler: () => new Promise(() => undefined), config: { timeout_ms: 300 } },
      { name: 'empty answer', handler: (_request, response) => sendJson(response, 200, chat('  **  ')) },
      { name: 'not a chat answer', handler: (_request, response) => sendJson(response, 200, { data: [] }) },
      {
        name: 'no key',
        handler: (_request, response) => sendJson(response, 200, chat('Never asked.')),
        env: {},
      },
      { name: 'one paragraph', handler: answer([GOOD.join(' ')]), problem: /1 lines for 8 segments/ },
      { name: 'a line missing', handler: answer(GOOD.slice(0, 7)), problem: /7 lines for 8 segments/ },
      {
        name: 'a line too long for its shot',
        handler: answer(
          replace(3, 'The kitchen is bright and generous, with stone benches and room for the whole family.'),
        ),
        problem: /shot 3 \(line 4\) has 15 words, at most 9/,
      },
      {
        name: 'a room the shot does not show',
        handler: answer(replace(1, 'The kitchen greets you.')),
        problem: /shot 1 \(line 2\) names kitchen/,
      },
      { name: 'an empty outro', handler: answer(replace(7, '-')), problem: /the outro \(line 8\) is empty/ },
    ];
    for (const { name, handler, config, env, problem } of cases) {
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
      if (problem) expect((fallbacks[0]!.error as Error).message, name).toMatch(problem);
    }
    provider.handle((_request, response) => sendJson(response, 500, { error: { message: 'no handler' } }));
  });

  it('asks for no price in the unbranded script and refuses an answer that says one', async () => {
    const request: ScriptRequest = {
      facts: { address: '12 Ocean Dr, Bondi NSW', realEstateType: 'house', bedrooms: 4, price: '2450000' },
      shots: ['Facade', 'Kitchen'].map((name) => ({ description: `Photo: ${name}.`, durationS: 4 })),
      durationS: 8,
      branded: false,
    };
    const writer = (onFallback: ProviderWriterDeps['onFallback']) =>
      new ProviderScriptWriter(
        {
          name: 'listing_script_t2t',
          config: { base_url: provider.url, model: 'test-chat-1', api_key_env: KEY_ENV, retries: 0 },
        },
        { onFallback },
      );
    const good = [
      'Welcome to 12 Ocean Dr.',
      'A handsome facade greets you.',
      'The kitchen is bright and generous.',
      'Book your inspection today.',
    ];
    const before = provider.requests.length;
    provider.handle((_request, response) => sendJson(response, 200, chat(good.join('\n'))));
    expect(await writer(() => expect.unreachable()).write(request)).toBe(good.join('\n'));
    const prompt = (provider.requests[before]!.body as { messages: { content: string }[] }).messages[1]!
      .content;
    expect(prompt).not.toContain('Price');
    expect(prompt).not.toContain('$');
    expect(prompt).toContain('Outro card: a call to action, no price');

    const fallbacks: unknown[] = [];
    provider.handle((_request, response) =>
      sendJson(
        response,
        200,
        chat([...good.slice(0, 3), 'Offered at $2,450,000. Book your inspection today.'].join('\n')),
      ),
    );
    expect(await writer((_model, error) => fallbacks.push(error)).write(request)).toBe(
      writeListingScript(request),
    );
    expect(String(fallbacks[0])).toMatch(/the outro \(line 4\) speaks of a price in the unbranded script/);
  });

  it('retries a busy provider once, then uses its answer', async () => {
    const account = fx.account();
    const project = await demoProject(account);
    const before = provider.requests.length;
    provider.handle((_request, response, index) =>
      index === before
        ? sendJson(response, 429, { error: { message: 'slow down' } })
        : sendJson(response, 200, chat(GOOD.join('\n'))),
    );
    const written = await service({ retries: 1, retry_base_ms: 0 }).write(account, project.id);
    expect(written.settings.ai_generated_text).toBe(GOOD.join('\n'));
    expect(provider.requests.length - before).toBe(2);
  });
});

describe('the script writer from the catalogue', () => {
  const entry = (
    enabled: boolean,
    config: Record<string, unknown> = {
      base_url: 'https://llm.example.com',
      model: 'm',
      api_key_env: 'SOME_KEY',
    },
  ) =>
    parseCatalogue({
      version: 1,
      models: [
        {
          name: 'lumen_i2t',
          kind: 'i2t',
          engine: 'builtin:image-describe',
          price: '0.0100',
          unit: 'job',
          enabled: true,
        },
        {
          name: 'listing_script_t2t',
          kind: 't2t',
          engine: 'openai-chat',
          config,
          price: '0.0000',
          unit: 'job',
          enabled,
        },
      ],
    });

  it('is the built-in writer with the shipped catalogue (the provider is off until configured) or a disabled entry', () => {
    expect(loadCatalogue(DEFAULT_CATALOGUE_PATH).get('listing_script_t2t')?.enabled).toBe(false);
    expect(scriptWriterFromCatalogue(loadCatalogue(DEFAULT_CATALOGUE_PATH))).toBe(builtinScriptWriter);
    expect(scriptWriterFromCatalogue(entry(false))).toBe(builtinScriptWriter);
  });

  it("is the provider's writer for an enabled entry, and a bad entry stops the start", () => {
    expect(scriptWriterFromCatalogue(entry(true))).toBeInstanceOf(ProviderScriptWriter);
    expect(() => scriptWriterFromCatalogue(entry(true, { base_url: 'https://llm.example.com' }))).toThrow(
      /model/,
    );
  });
});

describe('the answer as script lines', () => {
  it('removes markup, list numbers and labels from each line and reads a dash or "(silence)" as a silent segment', () => {
    expect(cleanLine('- **Bright** <b>big</b> `kitchen`.')).toBe('Bright big kitchen.');
    expect(cleanLine('2. Shot 1 (4 s): "A handsome facade."')).toBe('A handsome facade.');
    expect(cleanLine('Intro card - Welcome home.')).toBe('Welcome home.');
    expect(cleanLine('Introducing a fine home.')).toBe('Introducing a fine home.');
    for (const silent of ['-', '—', '(silence)', '  ']) expect(cleanLine(silent), silent).toBe('');
  });
  it('keeps the lines as they are when they are as many as the segments, else drops the blank ones', () => {
    expect(parseScriptLines('One.\n\nThree.', 3)).toEqual(['One.', '', 'Three.']);
    expect(parseScriptLines('\nOne.\n\nTwo.\n\nThree.\n', 3)).toEqual(['One.', 'Two.', 'Three.']);
    expect(parseScriptLines('```text\nOne.\n-\nThree.\n```', 3)).toEqual(['One.', '', 'Three.']);
  });
});

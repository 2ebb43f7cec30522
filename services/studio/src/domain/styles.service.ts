// Style presets: text wrapped around a prompt (prefix, suffix) and a negative prompt. Built-in
// presets (no account) are visible to everyone; an account sees only its own besides those.
import { notFound, validationError } from '@platform/errors';
import type { IdempotencyGuard } from '@platform/job-lifecycle';
import type { Clock, IdSource, Repositories, StudioStore } from './ports.ts';
import type { IdempotencyInput, Page, Slice, StylePresetRecord } from './records.ts';
import { DOES_NOT_EXIST, FieldCheck, isUuid } from './validation.ts';

export const MAX_STYLE_TEXT = 2_000;
export const MAX_STYLE_SETTINGS = 10;

export interface StylePresetInput {
  name?: string;
  promptPrefix?: string;
  promptSuffix?: string;
  negativePrompt?: string;
}

export class StylesService {
  readonly #store: StudioStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #idempotency: IdempotencyGuard;

  constructor(deps: { store: StudioStore; clock: Clock; ids: IdSource; idempotency: IdempotencyGuard }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#idempotency = deps.idempotency;
  }

  async create(accountId: string, input: StylePresetInput, idem: IdempotencyInput | null) {
    const check = new FieldCheck();
    const preset: StylePresetRecord = {
      id: this.#ids.next(),
      accountId,
      name: check.text('name', (input.name ?? '').trim(), { min: 1, max: 100 }),
      promptPrefix: check.text('prompt_prefix', input.promptPrefix ?? '', { max: MAX_STYLE_TEXT }),
      promptSuffix: check.text('prompt_suffix', input.promptSuffix ?? '', { max: MAX_STYLE_TEXT }),
      negativePrompt: check.text('negative_prompt', input.negativePrompt ?? '', { max: MAX_STYLE_TEXT }),
      createdAt: this.#clock.now(),
    };
    check.throwIfAny();
    return this.#idempotency.run({
      accountId,
      idem,
      resourceKind: 'style_preset',
      load: (id) => this.get(accountId, id),
      create: async () => {
        await this.#store.transaction('styles.create', async (repos) => {
          await this.#idempotency.claim(repos.idempotency, accountId, idem, 'style_preset', preset.id);
          await repos.styles.insert(preset);
        });
        return preset;
      },
    });
  }

  async get(accountId: string, id: string): Promise<StylePresetRecord> {
    if (!isUuid(id)) throw notFound();
    const preset = await this.#store.read('styles.get', (repos) => repos.styles.findVisible(accountId, id));
    if (!preset) throw notFound();
    return preset;
  }

  list(accountId: string, page: Page): Promise<Slice<StylePresetRecord>> {
    return this.#store.read('styles.list', (repos) => repos.styles.listVisible(accountId, page));
  }

  async delete(accountId: string, id: string): Promise<void> {
    const preset = await this.get(accountId, id);
    if (preset.accountId === null) throw validationError('Built-in style presets cannot be deleted.');
    await this.#store.transaction('styles.delete', (repos) => repos.styles.delete(id));
  }

  /**
   * The presets `ids` names, in the order given; every id must be the caller's or built in
   * (field errors under `field` otherwise).
   */
  static async resolve(
    repos: Repositories,
    accountId: string,
    ids: readonly string[],
    field = 'style_settings',
  ): Promise<StylePresetRecord[]> {
    const check = new FieldCheck();
    if (ids.length > MAX_STYLE_SETTINGS)
      check.add(field, `Ensure this field has no more than ${MAX_STYLE_SETTINGS} elements.`);
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    for (const id of unique) if (!isUuid(id)) check.add(field, `"${id}" is not a valid UUID.`);
    check.throwIfAny();
    const found = new Map(
      (await repos.styles.findVisibleMany(accountId, unique)).map((preset) => [preset.id, preset]),
    );
    for (const id of unique) if (!found.has(id)) check.add(field, DOES_NOT_EXIST(id));
    check.throwIfAny();
    return unique.map((id) => found.get(id) as StylePresetRecord);
  }
}

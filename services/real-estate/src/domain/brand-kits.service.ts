// Brand kits: a name, colours, a font, intro/outro template keys, music and its volume, a voice,
// copied into projects by apply-brand-kit. Deleting or editing a kit changes no project.
import { FieldCheck, isUuid, notFound, validationError } from '@platform/errors';
import type { Clock, IdSource, RealEstateStore } from './ports.ts';
import type { BrandKitRecord, BrandKitSettings, Page, Slice } from './records.ts';
import { findVoice } from './voices.catalogue.ts';
import { libraryTrack } from './music.service.ts';
import { checkTemplateKeys } from './project-settings.ts';
import type { AccountImages, ImageSlot } from './account-images.ts';

/** Fonts installed from Debian packages (fonts-inter, fonts-roboto, ...), so renders can use them. */
export const FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Liberation Sans',
  'Noto Sans',
  'DejaVu Sans',
] as const;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

export const defaultKit = (): BrandKitSettings => ({
  name: '',
  primary_color: '#1F2937',
  secondary_color: '#F59E0B',
  font: 'Inter',
  intro_template_key: '',
  outro_template_key: '',
  background_music: null,
  background_music_volume: 0.3,
  speaker_voice: null,
});

export type BrandKitChanges = Partial<BrandKitSettings>;

export function applyKitChanges(current: BrandKitSettings, changes: BrandKitChanges): BrandKitSettings {
  const check = new FieldCheck();
  const next = { ...current };
  if (changes.name !== undefined) next.name = check.text('name', changes.name.trim(), { min: 1, max: 100 });
  for (const field of ['primary_color', 'secondary_color'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    if (!COLOR.test(value)) check.add(field, 'Enter a colour as #RRGGBB.');
    next[field] = value.toUpperCase();
  }
  if (changes.font !== undefined) {
    if (!(FONTS as readonly string[]).includes(changes.font))
      check.add('font', `"${changes.font}" is not a valid choice (${FONTS.join(', ')}).`);
    next.font = changes.font;
  }
  checkTemplateKeys(check, changes, next);
  if (changes.background_music_volume !== undefined) {
    const value = changes.background_music_volume;
    if (!Number.isFinite(value) || value < 0 || value > 1)
      check.add('background_music_volume', 'Ensure this value is from 0.0 to 1.0.');
    next.background_music_volume = value;
  }
  if (changes.background_music !== undefined) {
    // A kit has no project assets: its music is a track of the built-in library (`music/`).
    const music = changes.background_music;
    if (music !== null && !libraryTrack(music))
      check.add('background_music', `Invalid pk "${music}" - object does not exist.`);
    next.background_music = music === null ? null : music.toLowerCase();
  }
  if (changes.speaker_voice !== undefined) {
    const voice = changes.speaker_voice;
    if (voice !== null && !findVoice(voice))
      check.add('speaker_voice', `Invalid pk "${voice}" - object does not exist.`);
    next.speaker_voice = voice === null ? null : voice.toLowerCase();
  }
  check.throwIfAny();
  return next;
}

export class BrandKitsService {
  readonly #store: RealEstateStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;

  readonly #images: AccountImages;

  constructor(deps: { store: RealEstateStore; clock: Clock; ids: IdSource; images: AccountImages }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#images = deps.images;
  }

  /** A staged upload becomes the kit's logo; the old one's files go. */
  async setLogo(
    accountId: string,
    id: string,
    stagingKey: string,
    fileName: string,
  ): Promise<BrandKitRecord> {
    if (!isUuid(id)) throw notFound();
    await this.get(accountId, id);
    await this.#images.putFromStaging(
      accountId,
      stagingKey,
      fileName,
      'logo',
      this.#logoSlot(accountId, id, 'brand-kits.set-logo'),
    );
    return this.get(accountId, id);
  }

  async deleteLogo(accountId: string, id: string): Promise<BrandKitRecord> {
    if (!isUuid(id)) throw notFound();
    await this.#images.clear(this.#logoSlot(accountId, id, 'brand-kits.delete-logo'));
    return this.get(accountId, id);
  }

  /** The kit's logo, swapped under the kit's row lock. */
  #logoSlot(accountId: string, id: string, operation: string): ImageSlot {
    return (logo) =>
      this.#store.transaction(operation, async (repos) => {
        const kit = await repos.brandKits.find(accountId, id, { lock: true });
        if (!kit) throw notFound();
        await repos.brandKits.setLogo(id, logo, this.#clock.now());
        return kit.logo;
      });
  }

  async create(accountId: string, changes: BrandKitChanges): Promise<BrandKitRecord> {
    if (changes.name === undefined)
      throw validationError('Invalid input.', { name: ['This field is required.'] });
    const settings = applyKitChanges(defaultKit(), changes);
    const now = this.#clock.now();
    const kit: BrandKitRecord = {
      id: this.#ids.next(),
      accountId,
      settings,
      logo: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.#store.transaction('brand-kits.create', (repos) => repos.brandKits.insert(kit));
    return kit;
  }

  async get(accountId: string, id: string): Promise<BrandKitRecord> {
    if (!isUuid(id)) throw notFound();
    const kit = await this.#store.read('brand-kits.get', (repos) => repos.brandKits.find(accountId, id));
    if (!kit) throw notFound();
    return kit;
  }

  list(accountId: string, page: Page): Promise<Slice<BrandKitRecord>> {
    return this.#store.read('brand-kits.list', (repos) => repos.brandKits.list(accountId, page));
  }

  async update(accountId: string, id: string, changes: BrandKitChanges): Promise<BrandKitRecord> {
    if (!isUuid(id)) throw notFound();
    return this.#store.transaction('brand-kits.update', async (repos) => {
      const kit = await repos.brandKits.find(accountId, id, { lock: true });
      if (!kit) throw notFound();
      const settings = applyKitChanges(kit.settings, changes);
      const updatedAt = this.#clock.now();
      await repos.brandKits.update(id, settings, updatedAt);
      return { ...kit, settings, updatedAt };
    });
  }

  async delete(accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw notFound();
    const kit = await this.#store.transaction('brand-kits.delete', async (repos) => {
      const found = await repos.brandKits.find(accountId, id, { lock: true });
      if (!found) throw notFound();
      await repos.brandKits.delete(id);
      return found;
    });
    await this.#images.remove(kit.logo);
  }
}

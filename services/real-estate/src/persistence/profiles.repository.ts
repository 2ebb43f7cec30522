// Agents and brand kits: account-level records that projects copy snapshots of.
import type { EntityManager } from '@platform/db';
import type { AgentRepository, BrandKitRepository } from '../domain/ports.ts';
import type {
  AgentFields,
  AgentRecord,
  BrandKitRecord,
  BrandKitSettings,
  Page,
  Slice,
  StoredImage,
} from '../domain/records.ts';
import { S, count, type Row } from './rows.ts';
import { STORED_IMAGE_FIELDS, agents, brandKits } from './tables.ts';

type ImagePrefix = 'profilePhoto' | 'logo';
const IMAGE_SUFFIXES = Object.keys(STORED_IMAGE_FIELDS) as (keyof typeof STORED_IMAGE_FIELDS)[];

/** The stored image in a decoded row's `<prefix>*` properties (null without a key); it dates from the row without a date of its own. */
function imageOf(row: Record<string, unknown>, prefix: ImagePrefix, rowCreatedAt: Date): StoredImage | null {
  if (row[`${prefix}Key`] === null) return null;
  const image = Object.fromEntries(
    IMAGE_SUFFIXES.map((suffix) => [STORED_IMAGE_FIELDS[suffix], row[`${prefix}${suffix}`]]),
  );
  return {
    id: String(image.id ?? ''),
    name: String(image.name ?? ''),
    key: String(image.key),
    thumbnailKey: (image.thumbnailKey as string | null) ?? null,
    width: Number(image.width ?? 0),
    height: Number(image.height ?? 0),
    size: Number(image.size ?? 0),
    createdAt: (image.createdAt as Date | null) ?? rowCreatedAt,
  };
}

/** The `<prefix>*` properties that hold `image` (all null to clear it). */
const imageProperties = (prefix: ImagePrefix, image: StoredImage | null): Record<string, unknown> =>
  Object.fromEntries(
    IMAGE_SUFFIXES.map((suffix) => [`${prefix}${suffix}`, image?.[STORED_IMAGE_FIELDS[suffix]] ?? null]),
  );

function agentFromRow(row: Row): AgentRecord {
  const agent = agents.decode(row);
  return {
    id: agent.id,
    accountId: agent.accountId,
    fields: {
      first_name: agent.firstName,
      last_name: agent.lastName,
      contact_number: agent.contactNumber,
      contact_email: agent.contactEmail,
    },
    profilePhoto: imageOf(agent, 'profilePhoto', agent.createdAt),
    createdAt: agent.createdAt,
    updatedAt: agent.updatedAt,
  };
}

const agentColumns = (f: AgentFields) => ({
  firstName: f.first_name,
  lastName: f.last_name,
  contactNumber: f.contact_number,
  contactEmail: f.contact_email,
});

/** The columns of a brand kit's settings (the API's names), by property. */
const kitColumns = (settings: BrandKitSettings) => ({
  name: settings.name,
  primaryColor: settings.primary_color,
  secondaryColor: settings.secondary_color,
  font: settings.font,
  introTemplateKey: settings.intro_template_key,
  outroTemplateKey: settings.outro_template_key,
  backgroundMusic: settings.background_music,
  backgroundMusicVolume: settings.background_music_volume,
  speakerVoiceId: settings.speaker_voice,
});

function kitFromRow(row: Row): BrandKitRecord {
  const kit = brandKits.decode(row);
  return {
    id: kit.id,
    accountId: kit.accountId,
    settings: {
      name: kit.name,
      primary_color: kit.primaryColor,
      secondary_color: kit.secondaryColor,
      font: kit.font,
      intro_template_key: kit.introTemplateKey,
      outro_template_key: kit.outroTemplateKey,
      background_music: kit.backgroundMusic,
      background_music_volume: kit.backgroundMusicVolume,
      speaker_voice: kit.speakerVoiceId,
    },
    logo: imageOf(kit, 'logo', kit.createdAt),
    createdAt: kit.createdAt,
    updatedAt: kit.updatedAt,
  };
}

const TABLES = { agents, brand_kits: brandKits } as const;

/** Sets the given properties of one row (an update's set list from the table's definition). */
async function setColumns(
  em: EntityManager,
  table: keyof typeof TABLES,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  const definition = TABLES[table];
  const [set, params] = (definition.set as (values: Record<string, unknown>) => [string, unknown[]])(values);
  await em.execute(`update ${definition.name} set ${set} where id = ?`, [...params, id]);
}

/** Writes (or clears) the image columns `<prefix>_*` of one row. */
async function setImage(
  em: EntityManager,
  table: keyof typeof TABLES,
  prefix: ImagePrefix,
  id: string,
  image: StoredImage | null,
  updatedAt: Date,
) {
  await setColumns(em, table, id, { ...imageProperties(prefix, image), updatedAt });
}

/** The account's records of one table, newest first. */
async function listOf<T>(
  em: EntityManager,
  table: string,
  accountId: string,
  page: Page,
  map: (row: Row) => T,
): Promise<Slice<T>> {
  const total = await em.execute<Row[]>(`select count(*) as n from ${S}.${table} where account_id = ?`, [
    accountId,
  ]);
  const rows = await em.execute<Row[]>(
    `select * from ${S}.${table} where account_id = ? order by created_at desc, id desc limit ? offset ?`,
    [accountId, page.limit, page.offset],
  );
  return { count: count(total), results: rows.map(map) };
}

async function findIn(
  em: EntityManager,
  table: string,
  accountId: string,
  id: string,
  lock: boolean,
): Promise<Row | undefined> {
  const rows = await em.execute<Row[]>(
    `select * from ${S}.${table} where id = ? and account_id = ?${lock ? ' for update' : ''}`,
    [id, accountId],
  );
  return rows[0];
}

export class AgentsRepository implements AgentRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(agent: AgentRecord): Promise<void> {
    const { id, accountId, createdAt, updatedAt } = agent;
    await this.#em.execute(
      ...agents.insert({ id, accountId, ...agentColumns(agent.fields), createdAt, updatedAt }),
    );
  }

  async find(accountId: string, id: string, options: { lock?: boolean } = {}): Promise<AgentRecord | null> {
    const row = await findIn(this.#em, 'agents', accountId, id, options.lock ?? false);
    return row ? agentFromRow(row) : null;
  }

  list(accountId: string, page: Page): Promise<Slice<AgentRecord>> {
    return listOf(this.#em, 'agents', accountId, page, agentFromRow);
  }

  async update(id: string, f: AgentFields, updatedAt: Date): Promise<void> {
    await setColumns(this.#em, 'agents', id, { ...agentColumns(f), updatedAt });
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from ${S}.agents where id = ?`, [id]);
  }

  async setPhoto(id: string, photo: StoredImage | null, updatedAt: Date): Promise<void> {
    await setImage(this.#em, 'agents', 'profilePhoto', id, photo, updatedAt);
  }
}

export class BrandKitsRepository implements BrandKitRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(kit: BrandKitRecord): Promise<void> {
    const { id, accountId, createdAt, updatedAt } = kit;
    await this.#em.execute(
      ...brandKits.insert({ id, accountId, ...kitColumns(kit.settings), createdAt, updatedAt }),
    );
  }

  async find(
    accountId: string,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<BrandKitRecord | null> {
    const row = await findIn(this.#em, 'brand_kits', accountId, id, options.lock ?? false);
    return row ? kitFromRow(row) : null;
  }

  list(accountId: string, page: Page): Promise<Slice<BrandKitRecord>> {
    return listOf(this.#em, 'brand_kits', accountId, page, kitFromRow);
  }

  async update(id: string, settings: BrandKitSettings, updatedAt: Date): Promise<void> {
    await setColumns(this.#em, 'brand_kits', id, { ...kitColumns(settings), updatedAt });
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from ${S}.brand_kits where id = ?`, [id]);
  }

  async setLogo(id: string, logo: StoredImage | null, updatedAt: Date): Promise<void> {
    await setImage(this.#em, 'brand_kits', 'logo', id, logo, updatedAt);
  }
}

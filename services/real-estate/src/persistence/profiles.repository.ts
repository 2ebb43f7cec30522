// Agents and brand kits: account-level records that projects copy snapshots of.
import type { EntityManager } from '@platform/db';
import type { AgentRepository, BrandKitRepository } from '../domain/ports.ts';
import type { AgentFields, AgentRecord, BrandKitRecord, BrandKitSettings, Page, Slice, StoredImage } from '../domain/records.ts';
import { S, count, date, str, strOrNull, type Row } from './rows.ts';

const image = (row: Row, prefix: string): StoredImage | null =>
  row[`${prefix}_key`] === null || row[`${prefix}_key`] === undefined
    ? null
    : {
        id: str(row[`${prefix}_id`]),
        name: str(row[`${prefix}_name`]),
        key: str(row[`${prefix}_key`]),
        thumbnailKey: strOrNull(row[`${prefix}_thumbnail_key`]),
        width: Number(row[`${prefix}_width`]),
        height: Number(row[`${prefix}_height`]),
        size: Number(row[`${prefix}_size`]),
        createdAt: date(row[`${prefix}_created_at`] ?? row.created_at),
      };

const agentFromRow = (row: Row): AgentRecord => ({
  id: str(row.id),
  accountId: str(row.account_id),
  fields: { first_name: str(row.first_name), last_name: str(row.last_name), contact_number: str(row.contact_number), contact_email: str(row.contact_email) },
  profilePhoto: image(row, 'profile_photo'),
  createdAt: date(row.created_at),
  updatedAt: date(row.updated_at),
});

const KIT_COLUMNS = [
  'name', 'primary_color', 'secondary_color', 'font', 'intro_template_key', 'outro_template_key',
  'background_music', 'background_music_volume', 'speaker_voice_id',
] as const;

const kitValues = (settings: BrandKitSettings): unknown[] => [
  settings.name,
  settings.primary_color,
  settings.secondary_color,
  settings.font,
  settings.intro_template_key,
  settings.outro_template_key,
  settings.background_music,
  settings.background_music_volume,
  settings.speaker_voice,
];

const kitFromRow = (row: Row): BrandKitRecord => ({
  id: str(row.id),
  accountId: str(row.account_id),
  settings: {
    name: str(row.name),
    primary_color: str(row.primary_color),
    secondary_color: str(row.secondary_color),
    font: str(row.font),
    intro_template_key: str(row.intro_template_key),
    outro_template_key: str(row.outro_template_key),
    background_music: strOrNull(row.background_music),
    background_music_volume: Number(row.background_music_volume),
    speaker_voice: strOrNull(row.speaker_voice_id),
  },
  logo: image(row, 'logo'),
  createdAt: date(row.created_at),
  updatedAt: date(row.updated_at),
});

/** Writes (or clears) the image columns `<prefix>_*` of one row. */
async function setImage(em: EntityManager, table: 'agents' | 'brand_kits', prefix: 'profile_photo' | 'logo', id: string, image: StoredImage | null, updatedAt: Date) {
  const columns = ['id', 'name', 'key', 'thumbnail_key', 'width', 'height', 'size', 'created_at'].map((column) => `${prefix}_${column} = ?`);
  await em.execute(`update ${S}.${table} set ${columns.join(', ')}, updated_at = ? where id = ?`, [
    image?.id ?? null, image?.name ?? null, image?.key ?? null, image?.thumbnailKey ?? null, image?.width ?? null, image?.height ?? null,
    image?.size ?? null, image?.createdAt ?? null, updatedAt, id,
  ]);
}

/** The account's records of one table, newest first. */
async function listOf<T>(em: EntityManager, table: string, accountId: string, page: Page, map: (row: Row) => T): Promise<Slice<T>> {
  const total = await em.execute<Row[]>(`select count(*) as n from ${S}.${table} where account_id = ?`, [accountId]);
  const rows = await em.execute<Row[]>(`select * from ${S}.${table} where account_id = ? order by created_at desc, id desc limit ? offset ?`, [
    accountId,
    page.limit,
    page.offset,
  ]);
  return { count: count(total), results: rows.map(map) };
}

async function findIn(em: EntityManager, table: string, accountId: string, id: string, lock: boolean): Promise<Row | undefined> {
  const rows = await em.execute<Row[]>(`select * from ${S}.${table} where id = ? and account_id = ?${lock ? ' for update' : ''}`, [id, accountId]);
  return rows[0];
}

export class AgentsRepository implements AgentRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(agent: AgentRecord): Promise<void> {
    const f = agent.fields;
    await this.#em.execute(
      `insert into ${S}.agents (id, account_id, first_name, last_name, contact_number, contact_email, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [agent.id, agent.accountId, f.first_name, f.last_name, f.contact_number, f.contact_email, agent.createdAt, agent.updatedAt],
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
    await this.#em.execute(`update ${S}.agents set first_name = ?, last_name = ?, contact_number = ?, contact_email = ?, updated_at = ? where id = ?`, [
      f.first_name,
      f.last_name,
      f.contact_number,
      f.contact_email,
      updatedAt,
      id,
    ]);
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from ${S}.agents where id = ?`, [id]);
  }

  async setPhoto(id: string, photo: StoredImage | null, updatedAt: Date): Promise<void> {
    await setImage(this.#em, 'agents', 'profile_photo', id, photo, updatedAt);
  }

}

export class BrandKitsRepository implements BrandKitRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(kit: BrandKitRecord): Promise<void> {
    const columns = ['id', 'account_id', ...KIT_COLUMNS, 'created_at', 'updated_at'];
    await this.#em.execute(`insert into ${S}.brand_kits (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, [
      kit.id,
      kit.accountId,
      ...kitValues(kit.settings),
      kit.createdAt,
      kit.updatedAt,
    ]);
  }

  async find(accountId: string, id: string, options: { lock?: boolean } = {}): Promise<BrandKitRecord | null> {
    const row = await findIn(this.#em, 'brand_kits', accountId, id, options.lock ?? false);
    return row ? kitFromRow(row) : null;
  }

  list(accountId: string, page: Page): Promise<Slice<BrandKitRecord>> {
    return listOf(this.#em, 'brand_kits', accountId, page, kitFromRow);
  }

  async update(id: string, settings: BrandKitSettings, updatedAt: Date): Promise<void> {
    await this.#em.execute(`update ${S}.brand_kits set ${KIT_COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ? where id = ?`, [
      ...kitValues(settings),
      updatedAt,
      id,
    ]);
  }

  async delete(id: string): Promise<void> {
    await this.#em.execute(`delete from ${S}.brand_kits where id = ?`, [id]);
  }

  async setLogo(id: string, logo: StoredImage | null, updatedAt: Date): Promise<void> {
    await setImage(this.#em, 'brand_kits', 'logo', id, logo, updatedAt);
  }
}

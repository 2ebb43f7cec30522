import type { EntityManager } from '@platform/db';
import { firstFreeNameTag } from '../domain/name-tag.ts';
import type { AssetRepository, TextAssetRepository } from '../domain/ports.ts';
import type { AssetKind, AssetRecord, Page, Slice, TextAssetRecord } from '../domain/records.ts';
import { assetFromRow, type Row } from './rows.ts';
import { imageAssets, textAssets, videoAssets } from './tables.ts';

const TABLE = { image: imageAssets, video: videoAssets } as const;
/** What a video row holds before its file is measured. */
const VIDEO_DEFAULTS = {
  numFrames: 0,
  framerate: 0,
  durationS: 0,
  bitrate: null,
  codecId: null,
  bitDepth: null,
  chromaSubsampling: null,
  colorSpace: null,
};
const NAME_TAG_ATTEMPTS = 5;

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export class AssetsRepository implements AssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(asset: AssetRecord): Promise<string> {
    const { kind, video, lastFrameKey, ...columns } = asset;
    const table = TABLE[kind];
    const row = { ...columns, ...(kind === 'video' ? { lastFrameKey, ...VIDEO_DEFAULTS, ...video } : {}) };
    const base = asset.nameTag;
    for (let attempt = 0; attempt < NAME_TAG_ATTEMPTS; attempt += 1) {
      const takenRows = await this.#em.execute<Row[]>(
        `select name_tag from ${table.name} where account_id = ? and (name_tag = ? or name_tag like ?)`,
        [asset.accountId, base, `${likeEscape(base)}-%`],
      );
      const tag = firstFreeNameTag(base, new Set(takenRows.map((taken) => String(taken.name_tag))));
      // A concurrent insert of the same tag makes this one wait, then skip: try the next tag.
      const statement = (kind === 'video' ? videoAssets : imageAssets).insert(
        { ...row, nameTag: tag },
        'on conflict (account_id, name_tag) do nothing returning id',
      );
      const inserted = await this.#em.execute<Row[]>(...statement);
      if (inserted.length === 1) return tag;
    }
    throw new Error(`Could not find a free name tag for "${base}" after ${NAME_TAG_ATTEMPTS} attempts`);
  }

  async find(
    kind: AssetKind,
    accountId: string,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<AssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind].name} where id = ? and account_id = ?${options.lock ? ' for update' : ''}`,
      [id, accountId],
    );
    return rows[0] ? assetFromRow(kind, rows[0]) : null;
  }

  async findMany(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind].name} where id = any(cast(? as uuid[]))`,
      [`{${ids.join(',')}}`],
    );
    return rows.map((row) => assetFromRow(kind, row));
  }

  async findByJob(kind: AssetKind, jobId: string): Promise<AssetRecord[]> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind].name} where job_id = ? order by created_at, name, id`,
      [jobId],
    );
    return rows.map((row) => assetFromRow(kind, row));
  }

  async list(kind: AssetKind, accountId: string, page: Page): Promise<Slice<AssetRecord>> {
    const [counted] = await this.#em.execute<Row[]>(
      `select count(*) as n from ${TABLE[kind].name} where account_id = ?`,
      [accountId],
    );
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind].name} where account_id = ? order by created_at desc, id desc limit ? offset ?`,
      [accountId, page.limit, page.offset],
    );
    return { count: Number(counted?.n ?? 0), results: rows.map((row) => assetFromRow(kind, row)) };
  }

  async markReady(
    kind: AssetKind,
    id: string,
    measured: Pick<
      AssetRecord,
      'fileKey' | 'thumbnailKey' | 'lastFrameKey' | 'contentType' | 'width' | 'height' | 'fileSize' | 'video'
    >,
  ): Promise<boolean> {
    const { fileKey, thumbnailKey, contentType, width, height, fileSize, lastFrameKey, video } = measured;
    const columns = {
      status: 'ready' as const,
      stagingKey: null,
      fileKey,
      thumbnailKey,
      contentType,
      width,
      height,
      fileSize,
    };
    const [set, params] =
      kind === 'video'
        ? videoAssets.set({ ...columns, lastFrameKey, ...VIDEO_DEFAULTS, ...video })
        : imageAssets.set(columns);
    const rows = await this.#em.execute<Row[]>(
      `update ${TABLE[kind].name} set ${set} where id = ? and status = 'pending' returning id`,
      [...params, id],
    );
    return rows.length > 0;
  }

  async delete(kind: AssetKind, id: string): Promise<void> {
    await this.#em.execute(`delete from ${TABLE[kind].name} where id = ?`, [id]);
  }

  async deletePending(kind: AssetKind, id: string): Promise<boolean> {
    const rows = await this.#em.execute<Row[]>(
      `delete from ${TABLE[kind].name} where id = ? and status = 'pending' returning id`,
      [id],
    );
    return rows.length > 0;
  }

  async stalePending(kind: AssetKind, before: Date, limit: number): Promise<AssetRecord[]> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind].name} where status = 'pending' and created_at < ? order by created_at limit ?`,
      [before, limit],
    );
    return rows.map((row) => assetFromRow(kind, row));
  }
}

export class TextAssetsRepository implements TextAssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(text: TextAssetRecord): Promise<void> {
    await this.#em.execute(...textAssets.insert(text));
  }

  async find(id: string): Promise<TextAssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(`select * from studio.text_assets where id = ?`, [id]);
    return rows[0] ? textAssets.decode(rows[0]) : null;
  }
}

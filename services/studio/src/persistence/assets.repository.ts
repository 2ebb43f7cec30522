import type { EntityManager } from '@platform/db';
import { firstFreeNameTag } from '../domain/name-tag.ts';
import type { AssetRepository, TextAssetRepository } from '../domain/ports.ts';
import type { AssetKind, AssetRecord, Page, Slice, TextAssetRecord } from '../domain/records.ts';
import { assetFromRow, toDate, toStrOrNull, type Row } from './rows.ts';

const TABLE: Record<AssetKind, string> = { image: 'studio.image_assets', video: 'studio.video_assets' };
const NAME_TAG_ATTEMPTS = 5;

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export class AssetsRepository implements AssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(asset: AssetRecord): Promise<string> {
    const table = TABLE[asset.kind];
    const columns = [
      'id', 'account_id', 'name', 'name_tag', 'tags', 'status', 'source', 'file_key', 'thumbnail_key', 'staging_key',
      'external_url', 'content_type', 'width', 'height', 'file_size', 'job_id', 'created_at',
    ];
    const values: unknown[] = [
      asset.id, asset.accountId, asset.name, asset.nameTag, JSON.stringify(asset.tags), asset.status, asset.source, asset.fileKey,
      asset.thumbnailKey, asset.stagingKey, asset.externalUrl, asset.contentType, asset.width, asset.height, asset.fileSize, asset.jobId,
      asset.createdAt,
    ];
    if (asset.kind === 'video') {
      const video = asset.video;
      columns.push('last_frame_key', 'num_frames', 'framerate', 'duration_s', 'bitrate', 'codec_id', 'bit_depth', 'chroma_subsampling', 'color_space');
      values.push(
        asset.lastFrameKey, video?.numFrames ?? 0, video?.framerate ?? 0, video?.durationS ?? 0, video?.bitrate ?? null, video?.codecId ?? null,
        video?.bitDepth ?? null, video?.chromaSubsampling ?? null, video?.colorSpace ?? null,
      );
    }
    const placeholders = columns.map((column) => (column === 'tags' ? 'cast(? as jsonb)' : '?'));
    const base = asset.nameTag;
    for (let attempt = 0; attempt < NAME_TAG_ATTEMPTS; attempt += 1) {
      const takenRows = await this.#em.execute<Row[]>(
        `select name_tag from ${table} where account_id = ? and (name_tag = ? or name_tag like ?)`,
        [asset.accountId, base, `${likeEscape(base)}-%`],
      );
      const tag = firstFreeNameTag(base, new Set(takenRows.map((row) => String(row.name_tag))));
      values[3] = tag;
      // A concurrent insert of the same tag makes this one wait, then skip: try the next tag.
      const inserted = await this.#em.execute<Row[]>(
        `insert into ${table} (${columns.join(', ')}) values (${placeholders.join(', ')})
         on conflict (account_id, name_tag) do nothing returning id`,
        values,
      );
      if (inserted.length === 1) return tag;
    }
    throw new Error(`Could not find a free name tag for "${base}" after ${NAME_TAG_ATTEMPTS} attempts`);
  }

  async find(kind: AssetKind, accountId: string, id: string, options: { lock?: boolean } = {}): Promise<AssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind]} where id = ? and account_id = ?${options.lock ? ' for update' : ''}`,
      [id, accountId],
    );
    return rows[0] ? assetFromRow(kind, rows[0]) : null;
  }

  async findMany(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(`select * from ${TABLE[kind]} where id = any(cast(? as uuid[]))`, [`{${ids.join(',')}}`]);
    return rows.map((row) => assetFromRow(kind, row));
  }

  async findByJob(kind: AssetKind, jobId: string): Promise<AssetRecord[]> {
    const rows = await this.#em.execute<Row[]>(`select * from ${TABLE[kind]} where job_id = ? order by created_at, name, id`, [jobId]);
    return rows.map((row) => assetFromRow(kind, row));
  }

  async list(kind: AssetKind, accountId: string, page: Page): Promise<Slice<AssetRecord>> {
    const [counted] = await this.#em.execute<Row[]>(`select count(*) as n from ${TABLE[kind]} where account_id = ?`, [accountId]);
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind]} where account_id = ? order by created_at desc, id desc limit ? offset ?`,
      [accountId, page.limit, page.offset],
    );
    return { count: Number(counted?.n ?? 0), results: rows.map((row) => assetFromRow(kind, row)) };
  }

  async markReady(
    kind: AssetKind,
    id: string,
    measured: Pick<AssetRecord, 'fileKey' | 'thumbnailKey' | 'lastFrameKey' | 'contentType' | 'width' | 'height' | 'fileSize' | 'video'>,
  ): Promise<boolean> {
    const sets = [
      `status = 'ready'`, 'staging_key = null', 'file_key = ?', 'thumbnail_key = ?', 'content_type = ?', 'width = ?', 'height = ?', 'file_size = ?',
    ];
    const params: unknown[] = [measured.fileKey, measured.thumbnailKey, measured.contentType, measured.width, measured.height, measured.fileSize];
    if (kind === 'video') {
      const video = measured.video;
      sets.push('last_frame_key = ?', 'num_frames = ?', 'framerate = ?', 'duration_s = ?', 'bitrate = ?', 'codec_id = ?', 'bit_depth = ?', 'chroma_subsampling = ?', 'color_space = ?');
      params.push(
        measured.lastFrameKey, video?.numFrames ?? 0, video?.framerate ?? 0, video?.durationS ?? 0, video?.bitrate ?? null, video?.codecId ?? null,
        video?.bitDepth ?? null, video?.chromaSubsampling ?? null, video?.colorSpace ?? null,
      );
    }
    const rows = await this.#em.execute<Row[]>(`update ${TABLE[kind]} set ${sets.join(', ')} where id = ? and status = 'pending' returning id`, [...params, id]);
    return rows.length > 0;
  }

  async delete(kind: AssetKind, id: string): Promise<void> {
    await this.#em.execute(`delete from ${TABLE[kind]} where id = ?`, [id]);
  }

  async deletePending(kind: AssetKind, id: string): Promise<boolean> {
    const rows = await this.#em.execute<Row[]>(`delete from ${TABLE[kind]} where id = ? and status = 'pending' returning id`, [id]);
    return rows.length > 0;
  }

  async stalePending(kind: AssetKind, before: Date, limit: number): Promise<AssetRecord[]> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${TABLE[kind]} where status = 'pending' and created_at < ? order by created_at limit ?`,
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
    await this.#em.execute(`insert into studio.text_assets (id, account_id, text, job_id, created_at) values (?, ?, ?, ?, ?)`, [
      text.id,
      text.accountId,
      text.text,
      text.jobId,
      text.createdAt,
    ]);
  }

  async find(id: string): Promise<TextAssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(`select * from studio.text_assets where id = ?`, [id]);
    const row = rows[0];
    if (!row) return null;
    return { id: String(row.id), accountId: String(row.account_id), text: String(row.text), jobId: toStrOrNull(row.job_id), createdAt: toDate(row.created_at) };
  }
}

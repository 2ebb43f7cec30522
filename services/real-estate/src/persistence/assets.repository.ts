// Project assets: one table per kind (image, video, audio) with the measurements of that kind.
import type { StoredFile } from '@platform/assets';
import type { EntityManager } from '@platform/db';
import type { AssetRepository, TextAssetRepository } from '../domain/ports.ts';
import type { AssetKind, AssetRecord, Page, PendingAssetRecord, ProjectUpload, Slice, TextAssetRecord } from '../domain/records.ts';
import { S, count, date, numOrNull, str, strOrNull, type Row } from './rows.ts';

const TABLES: Record<AssetKind, string> = { image: 'image_assets', video: 'video_assets', audio: 'audio_assets' };

export function assetFromRow(kind: AssetKind, row: Row): AssetRecord {
  return {
    kind,
    id: str(row.id),
    accountId: str(row.account_id),
    projectId: str(row.project_id),
    name: str(row.name),
    nameTag: str(row.name_tag),
    tags: (row.tags as string[] | null) ?? [],
    source: row.source as AssetRecord['source'],
    fileKey: str(row.file_key),
    thumbnailKey: strOrNull(row.thumbnail_key),
    lastFrameKey: kind === 'video' ? strOrNull(row.last_frame_key) : null,
    externalUrl: strOrNull(row.external_url),
    contentType: str(row.content_type),
    width: kind === 'audio' ? 0 : Number(row.width),
    height: kind === 'audio' ? 0 : Number(row.height),
    fileSize: Number(row.file_size ?? 0),
    video:
      kind === 'video'
        ? {
            numFrames: Number(row.num_frames),
            framerate: Number(row.framerate),
            durationS: Number(row.duration_s),
            bitrate: numOrNull(row.bitrate),
            codecId: strOrNull(row.codec_id),
            bitDepth: numOrNull(row.bit_depth),
            chromaSubsampling: strOrNull(row.chroma_subsampling),
            colorSpace: strOrNull(row.color_space),
          }
        : null,
    audio:
      kind === 'audio'
        ? { durationS: Number(row.duration_s), sampleRate: Number(row.sample_rate), channels: Number(row.channels), bitrate: numOrNull(row.bitrate), codecId: null }
        : null,
    jobId: strOrNull(row.job_id),
    createdAt: date(row.created_at),
  };
}

function pendingFromRow(kind: AssetKind, row: Row): PendingAssetRecord {
  return {
    kind,
    id: str(row.id),
    accountId: str(row.account_id),
    projectId: str(row.project_id),
    name: str(row.name),
    nameTag: str(row.name_tag),
    stagingKey: str(row.staging_key),
    contentType: str(row.content_type),
    fileSize: Number(row.file_size ?? 0),
    createdAt: date(row.created_at),
  };
}

function columnsOf(asset: AssetRecord): Record<string, unknown> {
  return {
    id: asset.id,
    account_id: asset.accountId,
    project_id: asset.projectId,
    name: asset.name,
    name_tag: asset.nameTag,
    tags: JSON.stringify(asset.tags),
    status: 'ready',
    source: asset.source,
    external_url: asset.externalUrl,
    job_id: asset.jobId,
    created_at: asset.createdAt,
    ...measuredColumns(asset.kind, asset),
  };
}

/** The columns of what was measured (a stored file, or a ready record). */
function measuredColumns(kind: AssetKind, asset: StoredFile): Record<string, unknown> {
  const common: Record<string, unknown> = {
    file_key: asset.fileKey,
    thumbnail_key: asset.thumbnailKey,
    content_type: asset.contentType,
    file_size: asset.fileSize,
  };
  if (kind !== 'audio') Object.assign(common, { width: asset.width, height: asset.height });
  const v = asset.video;
  if (kind === 'video' && v) {
    Object.assign(common, {
      last_frame_key: asset.lastFrameKey,
      num_frames: v.numFrames,
      framerate: v.framerate,
      duration_s: v.durationS,
      bitrate: v.bitrate,
      codec_id: v.codecId,
      bit_depth: v.bitDepth,
      chroma_subsampling: v.chromaSubsampling,
      color_space: v.colorSpace,
    });
  }
  const a = asset.audio;
  if (kind === 'audio' && a) Object.assign(common, { duration_s: a.durationS, bitrate: a.bitrate, sample_rate: a.sampleRate, channels: a.channels });
  return common;
}

export class AssetsRepository implements AssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(asset: AssetRecord): Promise<void> {
    const columns = columnsOf(asset);
    const names = Object.keys(columns);
    await this.#em.execute(`insert into ${S}.${TABLES[asset.kind]} (${names.join(', ')}) values (${names.map(() => '?').join(', ')})`, Object.values(columns));
  }

  async find(kind: AssetKind, projectId: string, id: string): Promise<AssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.${TABLES[kind]} where id = ? and project_id = ? and status = 'ready'`, [id, projectId]);
    return rows[0] ? assetFromRow(kind, rows[0]) : null;
  }

  async findOwned(kind: AssetKind, accountId: string, id: string): Promise<AssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.${TABLES[kind]} where id = ? and account_id = ? and status = 'ready'`, [id, accountId]);
    return rows[0] ? assetFromRow(kind, rows[0]) : null;
  }

  async findMany(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.${TABLES[kind]} where id in (${ids.map(() => '?').join(', ')})`, [...ids]);
    return rows.map((row) => assetFromRow(kind, row));
  }

  async findReady(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.${TABLES[kind]} where id in (${ids.map(() => '?').join(', ')}) and status = 'ready'`, [...ids]);
    return rows.map((row) => assetFromRow(kind, row));
  }

  async list(kind: AssetKind, projectId: string, page: Page): Promise<Slice<AssetRecord>> {
    const table = `${S}.${TABLES[kind]}`;
    const total = await this.#em.execute<Row[]>(`select count(*) as n from ${table} where project_id = ? and status = 'ready'`, [projectId]);
    const rows = await this.#em.execute<Row[]>(
      `select * from ${table} where project_id = ? and status = 'ready' order by created_at desc, id desc limit ? offset ?`,
      [projectId, page.limit, page.offset],
    );
    return { count: count(total), results: rows.map((row) => assetFromRow(kind, row)) };
  }

  async nameTagsLike(kind: AssetKind, projectId: string, base: string): Promise<Set<string>> {
    const rows = await this.#em.execute<Row[]>(`select name_tag from ${S}.${TABLES[kind]} where project_id = ? and left(name_tag, ?) = ?`, [projectId, base.length, base]);
    return new Set(rows.map((row) => str(row.name_tag)));
  }

  async delete(kind: AssetKind, id: string): Promise<void> {
    await this.#em.execute(`delete from ${S}.${TABLES[kind]} where id = ?`, [id]);
  }

  async insertPending(upload: PendingAssetRecord): Promise<void> {
    await this.#em.execute(
      `insert into ${S}.${TABLES[upload.kind]} (id, account_id, project_id, name, name_tag, status, source, staging_key, content_type, file_size, created_at)
       values (?, ?, ?, ?, ?, 'pending', 'upload', ?, ?, ?, ?)`,
      [upload.id, upload.accountId, upload.projectId, upload.name, upload.nameTag, upload.stagingKey, upload.contentType, upload.fileSize, upload.createdAt],
    );
  }

  async findUpload(kind: AssetKind, projectId: string, id: string): Promise<ProjectUpload | null> {
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.${TABLES[kind]} where id = ? and project_id = ?`, [id, projectId]);
    const row = rows[0];
    if (!row) return null;
    return row.status === 'ready' ? { status: 'ready', asset: assetFromRow(kind, row) } : { status: 'pending', pending: pendingFromRow(kind, row) };
  }

  async markReady(kind: AssetKind, id: string, stored: StoredFile): Promise<boolean> {
    const columns = { status: 'ready', staging_key: null, ...measuredColumns(kind, stored) };
    const names = Object.keys(columns);
    const rows = await this.#em.execute<Row[]>(
      `update ${S}.${TABLES[kind]} set ${names.map((name) => `${name} = ?`).join(', ')} where id = ? and status = 'pending' returning id`,
      [...Object.values(columns), id],
    );
    return rows.length > 0;
  }

  async deletePending(kind: AssetKind, id: string): Promise<boolean> {
    const rows = await this.#em.execute<Row[]>(`delete from ${S}.${TABLES[kind]} where id = ? and status = 'pending' returning id`, [id]);
    return rows.length > 0;
  }

  async stalePending(kind: AssetKind, before: Date, limit: number): Promise<PendingAssetRecord[]> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${S}.${TABLES[kind]} where status = 'pending' and created_at < ? order by created_at limit ?`,
      [before, limit],
    );
    return rows.map((row) => pendingFromRow(kind, row));
  }
}

export class TextAssetsRepository implements TextAssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(accountId: string, text: TextAssetRecord): Promise<void> {
    await this.#em.execute(`insert into ${S}.text_assets (id, account_id, text, created_at) values (?, ?, ?, ?)`, [text.id, accountId, text.text, text.createdAt]);
  }
}

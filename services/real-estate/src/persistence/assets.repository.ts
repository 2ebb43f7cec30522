// One file over 300 lines: one repository over the three asset tables, which share their statements.
// Project assets: one table per kind (image, video, audio) with the measurements of that kind.
import { groupVideoMeasurements, videoMeasurementsOf, type StoredFile } from '@platform/assets';
import { columnName, type EntityManager } from '@platform/db';
import type { AssetRepository, TextAssetRepository } from '../domain/ports.ts';
import type {
  AssetKind,
  AssetRecord,
  Page,
  PendingAssetRecord,
  ProjectUpload,
  Slice,
  TextAssetRecord,
} from '../domain/records.ts';
import { count, str, type Row } from './rows.ts';
import { audioAssets, imageAssets, textAssets, videoAssets } from './tables.ts';

const TABLES = { image: imageAssets, video: videoAssets, audio: audioAssets } as const;
const tableName = (kind: AssetKind) => TABLES[kind].name;

/** An insert into the kind's table (each table's insert takes its own row's properties). */
const insertInto = (kind: AssetKind, values: Record<string, unknown>, suffix?: string) =>
  (TABLES[kind].insert as (values: Record<string, unknown>, suffix?: string) => [string, unknown[]])(
    values,
    suffix,
  );

/** The columns every asset table has. */
type CommonRow = Omit<ReturnType<typeof imageAssets.decode>, 'width' | 'height'>;
const decodeCommon = (kind: AssetKind, row: Row): CommonRow =>
  (TABLES[kind].decode as (row: Row) => CommonRow)(row);

/** What every kind's record takes from the columns every asset table has. */
function common(kind: AssetKind, row: CommonRow) {
  const {
    id,
    accountId,
    projectId,
    name,
    nameTag,
    tags,
    source,
    thumbnailKey,
    externalUrl,
    jobId,
    createdAt,
  } = row;
  return {
    kind,
    id,
    accountId,
    projectId,
    name,
    nameTag,
    tags,
    source,
    thumbnailKey,
    externalUrl,
    jobId,
    createdAt,
    fileKey: row.fileKey ?? '',
    contentType: row.contentType ?? '',
    fileSize: row.fileSize ?? 0,
  };
}

export function assetFromRow(kind: AssetKind, row: Row): AssetRecord {
  if (kind === 'image') {
    const image = imageAssets.decode(row);
    return {
      ...common(kind, image),
      lastFrameKey: null,
      width: image.width,
      height: image.height,
      video: null,
      audio: null,
    };
  }
  if (kind === 'video') {
    const v = groupVideoMeasurements(videoAssets.decode(row));
    return {
      ...common(kind, v),
      lastFrameKey: v.lastFrameKey,
      width: v.width,
      height: v.height,
      video: v.video,
      audio: null,
    };
  }
  const a = audioAssets.decode(row);
  return {
    ...common(kind, a),
    lastFrameKey: null,
    width: 0,
    height: 0,
    video: null,
    audio: {
      durationS: a.durationS,
      sampleRate: a.sampleRate,
      channels: a.channels,
      bitrate: a.bitrate,
      codecId: null,
    },
  };
}

function pendingFromRow(kind: AssetKind, row: Row): PendingAssetRecord {
  const { id, accountId, projectId, name, nameTag, stagingKey, contentType, fileSize, createdAt } =
    decodeCommon(kind, row);
  return {
    kind,
    id,
    accountId,
    projectId,
    name,
    nameTag,
    stagingKey: stagingKey ?? '',
    contentType: contentType ?? '',
    fileSize: fileSize ?? 0,
    createdAt,
  };
}

function columnsOf(asset: AssetRecord): Record<string, unknown> {
  const { id, accountId, projectId, name, nameTag, tags, source, externalUrl, jobId, createdAt } = asset;
  return {
    id,
    accountId,
    projectId,
    name,
    nameTag,
    tags,
    status: 'ready',
    source,
    externalUrl,
    jobId,
    createdAt,
    ...measuredColumns(asset.kind, asset),
  };
}

/** The properties of what was measured (a stored file, or a ready record). */
function measuredColumns(kind: AssetKind, asset: StoredFile): Record<string, unknown> {
  const { fileKey, thumbnailKey, contentType, fileSize } = asset;
  const common: Record<string, unknown> = { fileKey, thumbnailKey, contentType, fileSize };
  if (kind !== 'audio') Object.assign(common, { width: asset.width, height: asset.height });
  const v = asset.video;
  // Exactly the measurements: each property becomes a column of the statement.
  if (kind === 'video' && v)
    Object.assign(common, { lastFrameKey: asset.lastFrameKey, ...videoMeasurementsOf(v) });
  const a = asset.audio;
  if (kind === 'audio' && a)
    Object.assign(common, {
      durationS: a.durationS,
      bitrate: a.bitrate,
      sampleRate: a.sampleRate,
      channels: a.channels,
    });
  return common;
}

export class AssetsRepository implements AssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(asset: AssetRecord): Promise<void> {
    await this.#em.execute(...insertInto(asset.kind, columnsOf(asset)));
  }

  async find(kind: AssetKind, projectId: string, id: string): Promise<AssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${tableName(kind)} where id = ? and project_id = ? and status = 'ready'`,
      [id, projectId],
    );
    return rows[0] ? assetFromRow(kind, rows[0]) : null;
  }

  async findOwned(kind: AssetKind, accountId: string, id: string): Promise<AssetRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${tableName(kind)} where id = ? and account_id = ? and status = 'ready'`,
      [id, accountId],
    );
    return rows[0] ? assetFromRow(kind, rows[0]) : null;
  }

  async findMany(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(
      `select * from ${tableName(kind)} where id in (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return rows.map((row) => assetFromRow(kind, row));
  }

  async findReady(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(
      `select * from ${tableName(kind)} where id in (${ids.map(() => '?').join(', ')}) and status = 'ready'`,
      [...ids],
    );
    return rows.map((row) => assetFromRow(kind, row));
  }

  async list(kind: AssetKind, projectId: string, page: Page): Promise<Slice<AssetRecord>> {
    const table = tableName(kind);
    const total = await this.#em.execute<Row[]>(
      `select count(*) as n from ${table} where project_id = ? and status = 'ready'`,
      [projectId],
    );
    const rows = await this.#em.execute<Row[]>(
      `select * from ${table} where project_id = ? and status = 'ready' order by created_at desc, id desc limit ? offset ?`,
      [projectId, page.limit, page.offset],
    );
    return { count: count(total), results: rows.map((row) => assetFromRow(kind, row)) };
  }

  async nameTagsLike(kind: AssetKind, projectId: string, base: string): Promise<Set<string>> {
    const rows = await this.#em.execute<Row[]>(
      `select name_tag from ${tableName(kind)} where project_id = ? and left(name_tag, ?) = ?`,
      [projectId, base.length, base],
    );
    return new Set(rows.map((row) => str(row.name_tag)));
  }

  async delete(kind: AssetKind, id: string): Promise<void> {
    await this.#em.execute(`delete from ${tableName(kind)} where id = ?`, [id]);
  }

  async insertPending(upload: PendingAssetRecord): Promise<void> {
    const { id, accountId, projectId, name, nameTag, stagingKey, contentType, fileSize, createdAt } = upload;
    await this.#em.execute(
      ...insertInto(upload.kind, {
        id,
        accountId,
        projectId,
        name,
        nameTag,
        status: 'pending',
        source: 'upload',
        stagingKey,
        contentType,
        fileSize,
        createdAt,
      }),
    );
  }

  async findUpload(kind: AssetKind, projectId: string, id: string): Promise<ProjectUpload | null> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${tableName(kind)} where id = ? and project_id = ?`,
      [id, projectId],
    );
    const row = rows[0];
    if (!row) return null;
    return row.status === 'ready'
      ? { status: 'ready', asset: assetFromRow(kind, row) }
      : { status: 'pending', pending: pendingFromRow(kind, row) };
  }

  async markReady(kind: AssetKind, id: string, stored: StoredFile): Promise<boolean> {
    const columns = { status: 'ready', stagingKey: null, ...measuredColumns(kind, stored) };
    const names = Object.keys(columns).map(columnName);
    const rows = await this.#em.execute<Row[]>(
      `update ${tableName(kind)} set ${names.map((name) => `${name} = ?`).join(', ')} where id = ? and status = 'pending' returning id`,
      [...Object.values(columns), id],
    );
    return rows.length > 0;
  }

  async deletePending(kind: AssetKind, id: string): Promise<boolean> {
    const rows = await this.#em.execute<Row[]>(
      `delete from ${tableName(kind)} where id = ? and status = 'pending' returning id`,
      [id],
    );
    return rows.length > 0;
  }

  async stalePending(kind: AssetKind, before: Date, limit: number): Promise<PendingAssetRecord[]> {
    const rows = await this.#em.execute<Row[]>(
      `select * from ${tableName(kind)} where status = 'pending' and created_at < ? order by created_at limit ?`,
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
    await this.#em.execute(
      ...textAssets.insert({ id: text.id, accountId, text: text.text, createdAt: text.createdAt }),
    );
  }
}

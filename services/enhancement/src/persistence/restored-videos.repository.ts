// Restored videos of one account: every read filters by the owner.
import { numOrNull, strOrNull, timestampFromRow, type EntityManager } from '@platform/db';
import type { RestoredVideosRepository } from '../domain/ports.ts';
import type { NewRestoredVideo, Page, RestoredVideoRecord, Slice } from '../domain/records.ts';

type Row = Record<string, unknown>;


const fromRow = (row: Row): RestoredVideoRecord => ({
  id: Number(row.id),
  accountId: String(row.account_id),
  jobId: String(row.job_id),
  name: String(row.name),
  fileKey: String(row.file_key),
  thumbnailKey: String(row.thumbnail_key),
  lastFrameKey: String(row.last_frame_key),
  beforeKey: strOrNull(row.before_key),
  sideBySideKey: strOrNull(row.side_by_side_key),
  width: Number(row.width),
  height: Number(row.height),
  nFrames: Number(row.n_frames),
  framerate: Number(row.framerate),
  durationS: Number(row.duration_s),
  size: Number(row.size),
  bitrate: numOrNull(row.bitrate),
  codecId: strOrNull(row.codec_id),
  bitDepth: numOrNull(row.bit_depth),
  chromaSubsampling: strOrNull(row.chroma_subsampling),
  colorSpace: strOrNull(row.color_space),
  qualityScore: Number(row.quality_score),
  createdAt: timestampFromRow(row.created_at),
  deletedAt: row.deleted_at === null || row.deleted_at === undefined ? null : timestampFromRow(row.deleted_at),
});

export class SqlRestoredVideosRepository implements RestoredVideosRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(video: NewRestoredVideo): Promise<number> {
    const rows = await this.#em.execute<Row[]>(
      `insert into enhancement.restored_videos (
         account_id, job_id, name, file_key, thumbnail_key, last_frame_key, before_key, side_by_side_key, width, height,
         n_frames, framerate, duration_s, size, bitrate, codec_id, bit_depth, chroma_subsampling, color_space, quality_score, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [
        video.accountId, video.jobId, video.name, video.fileKey, video.thumbnailKey, video.lastFrameKey, video.beforeKey, video.sideBySideKey,
        video.width, video.height, video.nFrames, video.framerate, video.durationS, video.size, video.bitrate, video.codecId, video.bitDepth,
        video.chromaSubsampling, video.colorSpace, video.qualityScore, video.createdAt,
      ],
    );
    return Number(rows[0]?.id);
  }

  async findOwned(accountId: string, id: number): Promise<RestoredVideoRecord | null> {
    const rows = await this.#em.execute<Row[]>('select * from enhancement.restored_videos where id = ? and account_id = ?', [id, accountId]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async byIds(ids: readonly number[]): Promise<RestoredVideoRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(`select * from enhancement.restored_videos where id in (${ids.map(() => '?').join(', ')})`, [...ids]);
    return rows.map(fromRow);
  }

  async list(accountId: string, page: Page): Promise<Slice<RestoredVideoRecord>> {
    const rows = await this.#em.execute<Row[]>(
      'select *, count(*) over () as total from enhancement.restored_videos where account_id = ? order by id desc limit ? offset ?',
      [accountId, page.limit, page.offset],
    );
    let count = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const counted = await this.#em.execute<Row[]>('select count(*) as total from enhancement.restored_videos where account_id = ?', [accountId]);
      count = Number(counted[0]?.total ?? 0);
    }
    return { count, results: rows.map(fromRow) };
  }

  async markDeleted(accountId: string, id: number, at: Date): Promise<RestoredVideoRecord | null> {
    const rows = await this.#em.execute<Row[]>('select * from enhancement.restored_videos where id = ? and account_id = ? for update', [id, accountId]);
    if (!rows[0]) return null;
    const video = fromRow(rows[0]);
    if (!video.deletedAt) await this.#em.execute('update enhancement.restored_videos set deleted_at = ? where id = ?', [at, id]);
    return video;
  }
}

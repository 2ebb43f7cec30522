// Restored videos of one account: every read filters by the owner.
import type { EntityManager } from '@platform/db';
import type { RestoredVideosRepository } from '../domain/ports.ts';
import type { NewRestoredVideo, Page, RestoredVideoRecord, Slice } from '../domain/records.ts';
import { restoredVideos } from './tables.ts';

type Row = Record<string, unknown>;

const fromRow = (row: Row): RestoredVideoRecord => restoredVideos.decode(row);

export class SqlRestoredVideosRepository implements RestoredVideosRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(video: NewRestoredVideo): Promise<number> {
    const rows = await this.#em.execute<Row[]>(...restoredVideos.insert(video, 'returning id'));
    return Number(rows[0]?.id);
  }

  async findOwned(accountId: string, id: number): Promise<RestoredVideoRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      'select * from enhancement.restored_videos where id = ? and account_id = ?',
      [id, accountId],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async byIds(ids: readonly number[]): Promise<RestoredVideoRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(
      `select * from enhancement.restored_videos where id in (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return rows.map(fromRow);
  }

  async list(accountId: string, page: Page): Promise<Slice<RestoredVideoRecord>> {
    const rows = await this.#em.execute<Row[]>(
      'select *, count(*) over () as total from enhancement.restored_videos where account_id = ? order by id desc limit ? offset ?',
      [accountId, page.limit, page.offset],
    );
    let count = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && page.offset > 0) {
      const counted = await this.#em.execute<Row[]>(
        'select count(*) as total from enhancement.restored_videos where account_id = ?',
        [accountId],
      );
      count = Number(counted[0]?.total ?? 0);
    }
    return { count, results: rows.map(fromRow) };
  }

  async markDeleted(accountId: string, id: number, at: Date): Promise<RestoredVideoRecord | null> {
    const rows = await this.#em.execute<Row[]>(
      'select * from enhancement.restored_videos where id = ? and account_id = ? for update',
      [id, accountId],
    );
    if (!rows[0]) return null;
    const video = fromRow(rows[0]);
    if (!video.deletedAt)
      await this.#em.execute('update enhancement.restored_videos set deleted_at = ? where id = ?', [at, id]);
    return video;
  }
}

// Input videos of one account: every read filters by the owner, so another account's id is absent.
import type { EntityManager } from '@platform/db';
import type { InputVideosRepository } from '../domain/ports.ts';
import type { InputVideoRecord, NewInputVideo, Page, Slice } from '../domain/records.ts';
import { InputVideoEntity } from './entities.ts';
import { inputVideos } from './tables.ts';

/** The entity's properties are the record's. */
const toRecord = (row: object): InputVideoRecord => inputVideos.fromEntity(row);

export class InputVideosRepositoryImpl implements InputVideosRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findOwned(accountId: string, id: number): Promise<InputVideoRecord | null> {
    const row = await this.#em.findOne(InputVideoEntity, { id, accountId });
    return row ? toRecord(row) : null;
  }

  async insert(video: NewInputVideo): Promise<InputVideoRecord> {
    const row = this.#em.create(InputVideoEntity, video);
    await this.#em.flush();
    return toRecord(row);
  }

  async list(accountId: string, page: Page): Promise<Slice<InputVideoRecord>> {
    const [rows, count] = await this.#em.findAndCount(
      InputVideoEntity,
      { accountId },
      { orderBy: { id: 'desc' }, limit: page.limit, offset: page.offset },
    );
    return { count, results: rows.map((row) => toRecord(row)) };
  }

  async delete(accountId: string, id: number): Promise<InputVideoRecord | null> {
    const row = await this.#em.findOne(InputVideoEntity, { id, accountId });
    if (!row) return null;
    const record = toRecord(row);
    await this.#em.remove(row).flush();
    return record;
  }
}

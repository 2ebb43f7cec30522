// Input videos of one account: every read filters by the owner, so another account's id is absent.
import type { EntityManager } from '@platform/db';
import type { InputVideosRepository } from '../domain/ports.ts';
import type { InputVideoRecord, NewInputVideo, Page, Slice } from '../domain/records.ts';
import { InputVideoEntity } from './entities.ts';

interface Row {
  id: number;
  accountId: string;
  ownerEmail: string;
  name: string;
  fileKey: string;
  thumbnailKey?: string | null;
  lastFrameKey?: string | null;
  contentType: string;
  externalUrl?: string | null;
  width: number;
  height: number;
  nFrames: number;
  framerate: number;
  durationS: number;
  size: number;
  bitrate?: number | null;
  codecId?: string | null;
  bitDepth?: number | null;
  chromaSubsampling?: string | null;
  colorSpace?: string | null;
  hasAudio: boolean;
  createdAt: Date;
}

const toRecord = (row: Row): InputVideoRecord => ({
  id: Number(row.id),
  accountId: row.accountId,
  ownerEmail: row.ownerEmail,
  name: row.name,
  fileKey: row.fileKey,
  thumbnailKey: row.thumbnailKey ?? null,
  lastFrameKey: row.lastFrameKey ?? null,
  contentType: row.contentType,
  externalUrl: row.externalUrl ?? null,
  width: row.width,
  height: row.height,
  nFrames: row.nFrames,
  framerate: row.framerate,
  durationS: row.durationS,
  size: Number(row.size),
  bitrate: row.bitrate === null || row.bitrate === undefined ? null : Number(row.bitrate),
  codecId: row.codecId ?? null,
  bitDepth: row.bitDepth ?? null,
  chromaSubsampling: row.chromaSubsampling ?? null,
  colorSpace: row.colorSpace ?? null,
  hasAudio: row.hasAudio,
  createdAt: row.createdAt,
});

export class InputVideosRepositoryImpl implements InputVideosRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findOwned(accountId: string, id: number): Promise<InputVideoRecord | null> {
    const row = await this.#em.findOne(InputVideoEntity, { id, accountId });
    return row ? toRecord(row as Row) : null;
  }

  async insert(video: NewInputVideo): Promise<InputVideoRecord> {
    const row = this.#em.create(InputVideoEntity, video);
    await this.#em.flush();
    return toRecord(row as Row);
  }

  async list(accountId: string, page: Page): Promise<Slice<InputVideoRecord>> {
    const [rows, count] = await this.#em.findAndCount(InputVideoEntity, { accountId }, { orderBy: { id: 'desc' }, limit: page.limit, offset: page.offset });
    return { count, results: rows.map((row) => toRecord(row as Row)) };
  }

  async delete(accountId: string, id: number): Promise<InputVideoRecord | null> {
    const row = await this.#em.findOne(InputVideoEntity, { id, accountId });
    if (!row) return null;
    const record = toRecord(row as Row);
    await this.#em.remove(row).flush();
    return record;
  }
}

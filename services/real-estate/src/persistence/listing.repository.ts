// What voiceover jobs produce: caption files (WebVTT) and voiceovers, each naming its audio,
// caption and text assets.
import type { EntityManager } from '@platform/db';
import type { CaptionAssetRepository, VoiceoverRepository } from '../domain/ports.ts';
import type { CaptionAssetRecord, VoiceoverRecord } from '../domain/records.ts';
import { assetFromRow } from './assets.repository.ts';
import { S, date, str, strOrNull, type Row } from './rows.ts';

const placeholders = (ids: readonly string[]) => ids.map(() => '?').join(', ');

function captionFromRow(row: Row): CaptionAssetRecord {
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    projectId: str(row.project_id),
    name: str(row.name),
    fileKey: str(row.file_key),
    fileSize: Number(row.file_size),
    numCues: Number(row.num_cues),
    jobId: strOrNull(row.job_id),
    createdAt: date(row.created_at),
  };
}

export class CaptionAssetsRepository implements CaptionAssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(caption: CaptionAssetRecord): Promise<void> {
    await this.#em.execute(
      `insert into ${S}.caption_assets (id, account_id, project_id, name, file_key, file_size, num_cues, job_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [caption.id, caption.accountId, caption.projectId, caption.name, caption.fileKey, caption.fileSize, caption.numCues, caption.jobId, caption.createdAt],
    );
  }

  async findMany(ids: readonly string[]): Promise<CaptionAssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.caption_assets where id in (${placeholders(ids)})`, [...ids]);
    return rows.map(captionFromRow);
  }
}

export class VoiceoversRepository implements VoiceoverRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(v: Parameters<VoiceoverRepository['insert']>[0]): Promise<void> {
    await this.#em.execute(
      `insert into ${S}.voiceovers (id, account_id, project_id, job_id, audio_asset_id, caption_asset_id, text_asset_id, metadata, created_at)
       values (?, ?, ?, ?, ?, ?, ?, cast(? as jsonb), ?)`,
      [v.id, v.accountId, v.projectId, v.jobId, v.audioId, v.captionId, v.textId, JSON.stringify(v.metadata), v.createdAt],
    );
  }

  async findMany(ids: readonly string[]): Promise<VoiceoverRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(`select * from ${S}.voiceovers where id in (${placeholders(ids)})`, [...ids]);
    const ofColumn = (column: string) => rows.map((row) => strOrNull(row[column])).filter((id): id is string => id !== null);
    const [audios, captions, texts] = await Promise.all([
      this.#byId(`select * from ${S}.audio_assets where status = 'ready' and id in`, ofColumn('audio_asset_id')),
      this.#byId(`select * from ${S}.caption_assets where id in`, ofColumn('caption_asset_id')),
      this.#byId(`select * from ${S}.text_assets where id in`, ofColumn('text_asset_id')),
    ]);
    return rows.map((row) => {
      const audio = audios.get(str(row.audio_asset_id));
      const caption = captions.get(str(row.caption_asset_id));
      const text = texts.get(str(row.text_asset_id));
      return {
        id: str(row.id),
        accountId: str(row.account_id),
        projectId: str(row.project_id),
        jobId: strOrNull(row.job_id),
        audio: audio ? assetFromRow('audio', audio) : null,
        caption: caption ? captionFromRow(caption) : null,
        text: text ? { id: str(text.id), text: str(text.text), createdAt: date(text.created_at) } : null,
        metadata: (row.metadata as Record<string, unknown>) ?? {},
        createdAt: date(row.created_at),
      };
    });
  }

  async #byId(sql: string, ids: readonly string[]): Promise<Map<string, Row>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#em.execute<Row[]>(`${sql} (${placeholders(ids)})`, [...ids]);
    return new Map(rows.map((row) => [str(row.id), row]));
  }
}

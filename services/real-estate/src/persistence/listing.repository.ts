// What voiceover jobs produce: caption files (WebVTT) and voiceovers, each naming its audio,
// caption and text assets.
import type { EntityManager } from '@platform/db';
import type { CaptionAssetRepository, VoiceoverRepository } from '../domain/ports.ts';
import type { CaptionAssetRecord, VoiceoverRecord } from '../domain/records.ts';
import { assetFromRow } from './assets.repository.ts';
import { str, type Row } from './rows.ts';
import { audioAssets, captionAssets, textAssets, voiceovers } from './tables.ts';

const placeholders = (ids: readonly string[]) => ids.map(() => '?').join(', ');

const captionFromRow = (row: Row): CaptionAssetRecord => captionAssets.decode(row);

export class CaptionAssetsRepository implements CaptionAssetRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(caption: CaptionAssetRecord): Promise<void> {
    await this.#em.execute(...captionAssets.insert(caption));
  }

  async findMany(ids: readonly string[]): Promise<CaptionAssetRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.#em.execute<Row[]>(
      `select * from ${captionAssets.name} where id in (${placeholders(ids)})`,
      [...ids],
    );
    return rows.map(captionFromRow);
  }
}

export class VoiceoversRepository implements VoiceoverRepository {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async insert(v: Parameters<VoiceoverRepository['insert']>[0]): Promise<void> {
    const { id, accountId, projectId, jobId, metadata, createdAt } = v;
    await this.#em.execute(
      ...voiceovers.insert({
        id,
        accountId,
        projectId,
        jobId,
        audioAssetId: v.audioId,
        captionAssetId: v.captionId,
        textAssetId: v.textId,
        metadata,
        createdAt,
      }),
    );
  }

  async findMany(ids: readonly string[]): Promise<VoiceoverRecord[]> {
    if (ids.length === 0) return [];
    const found = (
      await this.#em.execute<Row[]>(`select * from ${voiceovers.name} where id in (${placeholders(ids)})`, [
        ...ids,
      ])
    ).map((row) => voiceovers.decode(row));
    const idsOf = (field: 'audioAssetId' | 'captionAssetId' | 'textAssetId') =>
      found.map((v) => v[field]).filter((id): id is string => id !== null);
    const [audios, captions, texts] = await Promise.all([
      this.#byId(`select * from ${audioAssets.name} where status = 'ready' and id in`, idsOf('audioAssetId')),
      this.#byId(`select * from ${captionAssets.name} where id in`, idsOf('captionAssetId')),
      this.#byId(`select * from ${textAssets.name} where id in`, idsOf('textAssetId')),
    ]);
    return found.map(
      ({
        id,
        accountId,
        projectId,
        jobId,
        audioAssetId,
        captionAssetId,
        textAssetId,
        metadata,
        createdAt,
      }) => {
        const audio = audioAssetId === null ? undefined : audios.get(audioAssetId);
        const caption = captionAssetId === null ? undefined : captions.get(captionAssetId);
        const text = textAssetId === null ? undefined : texts.get(textAssetId);
        const textAsset = text ? textAssets.decode(text) : null;
        return {
          id,
          accountId,
          projectId,
          jobId,
          metadata,
          createdAt,
          audio: audio ? assetFromRow('audio', audio) : null,
          caption: caption ? captionFromRow(caption) : null,
          text: textAsset ? { id: textAsset.id, text: textAsset.text, createdAt: textAsset.createdAt } : null,
        };
      },
    );
  }

  async #byId(sql: string, ids: readonly string[]): Promise<Map<string, Row>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#em.execute<Row[]>(`${sql} (${placeholders(ids)})`, [...ids]);
    return new Map(rows.map((row) => [str(row.id), row]));
  }
}

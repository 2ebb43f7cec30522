// A project as the API shows it: its voice, logo, background music (an uploaded audio asset or a
// library track), voiceover and thumbnail looked up and signed. The projects' handlers and the
// script writer's answer with it.
import type { AssetRecord, ProjectRecord } from '../domain/records.ts';
import { toAudio } from './asset-mappers.ts';
import type { RealEstateServices } from './context.ts';
import { toVoiceover } from './listing-mappers.ts';
import { toMusicTrack, toProject } from './mappers.ts';

export function projectViews({
  voices,
  assets,
  assetViews,
  listingJobs,
  music,
}: Pick<RealEstateServices, 'voices' | 'assets' | 'assetViews' | 'listingJobs' | 'music'>) {
  const view = async (record: AssetRecord | null) => (record ? assetViews.asset(record) : null);
  const referencesNothing = (
    record: ProjectRecord,
    logo: AssetRecord | null,
    audio: AssetRecord | null,
  ): boolean =>
    !record.settings.speaker_voice &&
    !logo &&
    !audio &&
    !record.settings.background_music &&
    !record.voiceoverId &&
    !record.thumbnailKey;
  /** A project as the API shows it, given its logo and audio asset records (already looked up). */
  const present = async (
    record: ProjectRecord,
    logoRecord: AssetRecord | null,
    audioRecord: AssetRecord | null,
  ) => {
    // Nothing referenced (most projects of a list): nothing to look up or sign.
    if (referencesNothing(record, logoRecord, audioRecord))
      return toProject(record, null, null, null, undefined, undefined);
    const [voice, logo, audio, track, voiceover, thumbnail] = await Promise.all([
      voices.maybe(record.settings.speaker_voice),
      view(logoRecord),
      view(audioRecord),
      music.maybe(record.settings.background_music),
      listingJobs.voiceoverOf(record),
      record.thumbnailKey ? assetViews.signed(record.thumbnailKey) : undefined,
    ]);
    const backgroundMusic = audio ? toAudio(audio) : track ? toMusicTrack(track) : null;
    return toProject(
      record,
      voice,
      logo,
      backgroundMusic,
      voiceover ? toVoiceover(voiceover) : undefined,
      thumbnail,
    );
  };
  const project = async (record: ProjectRecord) => {
    const [logo, audio] = await Promise.all([
      assets.maybe(record.id, 'image', record.settings.logo_asset),
      assets.maybe(record.id, 'audio', record.settings.background_music),
    ]);
    return present(record, logo, audio);
  };
  /** A page of projects: their logos and music in one query per kind, not two per project. */
  const projectPage = async (records: readonly ProjectRecord[]) => {
    const [logos, audioAssets] = await Promise.all([
      assets.referenced(
        'image',
        records.map((record) => ({ projectId: record.id, id: record.settings.logo_asset })),
      ),
      assets.referenced(
        'audio',
        records.map((record) => ({ projectId: record.id, id: record.settings.background_music })),
      ),
    ]);
    return Promise.all(
      records.map((record) =>
        present(record, logos.get(record.id) ?? null, audioAssets.get(record.id) ?? null),
      ),
    );
  };
  return { project, projectPage };
}

export type ProjectViews = ReturnType<typeof projectViews>;

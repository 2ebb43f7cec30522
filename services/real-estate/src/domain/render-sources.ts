// Everything a render of a project reads, in the caller's transaction: its shots, the assets they
// and the project name (the project's own files only), its voiceover and what that says.
import { isUuid } from '@platform/errors';
import { spokenSentencesOf, type SpokenSentence } from './narration-plan.ts';
import type { Repositories } from './ports.ts';
import type { AssetKind, AssetRecord, ProjectRecord, VoiceoverRecord } from './records.ts';
import type { RenderSources } from './render-plan.ts';

/** Everything a render of the project reads: its shots, the assets they and the project name, its voiceover. */
export async function renderSources(repos: Repositories, project: ProjectRecord): Promise<RenderSources> {
  const shots = await repos.shots.all(project.id);
  const s = project.settings;
  const [voiceover] = project.voiceoverId ? await repos.voiceovers.findMany([project.voiceoverId]) : [];
  const snapshot = s.outro_template_overrides.agent as Record<string, unknown> | undefined;
  const ids: Record<AssetKind, string[]> = {
    video: shots.flatMap((shot) => (shot.settings.selected_video ? [shot.settings.selected_video] : [])),
    image: [
      ...shots.slice(0, 1).flatMap((shot) => [shot.firstFrameAssetId, shot.imageAssetId]),
      s.logo_asset,
      typeof snapshot?.profile_photo === 'string' && isUuid(snapshot.profile_photo)
        ? snapshot.profile_photo
        : null,
    ].filter((id): id is string => id !== null),
    audio: s.background_music && isUuid(s.background_music) ? [s.background_music] : [],
  };
  const assets = new Map<string, AssetRecord>();
  for (const kind of ['video', 'image', 'audio'] as const) {
    // Only the project's own files: an id written into the overrides names nothing else.
    for (const asset of await repos.assets.findMany(kind, ids[kind]))
      if (asset.projectId === project.id && asset.fileKey) assets.set(asset.id, asset);
  }
  return {
    settings: s,
    shots,
    assets,
    shotJobRunning: (await repos.jobs.countActiveShotVideoJobs(project.id)) > 0,
    voiceover: voiceover ? { audio: voiceover.audio, sentences: voiceoverSentences(voiceover) } : null,
  };
}

/** What the voiceover says; one that recorded no sentences is one sentence, its whole text over its whole audio. */
function voiceoverSentences(voiceover: VoiceoverRecord): SpokenSentence[] {
  const sentences = spokenSentencesOf(voiceover.metadata);
  const durationS = voiceover.audio?.audio?.durationS ?? 0;
  const text = voiceover.text?.text.replace(/\s+/g, ' ').trim() ?? '';
  if (sentences.length > 0 || durationS <= 0 || text === '') return sentences;
  return [{ text, startS: 0, endS: durationS, segment: null, words: null }];
}

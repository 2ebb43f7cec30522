// The listing video render, resolved here and nowhere else (pure): what is missing for a render
// (`ready_for_render` false, said in words), and the whole render job the worker runs: the shots
// with their selected video, range, crop, speed and transition; the size (the project's format,
// or the one the render job asks for); the intro (the title over the hero shot's video) and the
// outro (the agent card over the last shot's video, dimmed) with their text, colours and the agent
// snapshot; logo, music, and the voiceover's sentences each placed on its segment, fitted to a
// target length when one is asked (narration-plan.ts). The worker decides nothing about the product.
import { validationError } from '@platform/errors';
import type { JobEnvelopeField } from '@platform/job-lifecycle';
import type { RenderJob } from '@platform/jobs';
import { findCardTemplate, planTimeline } from '@platform/listing';
import { libraryTrack } from './music.service.ts';
import { TargetLengthError, planNarration, type SpokenSentence } from './narration-plan.ts';
import type { ProjectSettings } from './project-settings.ts';
import { TARGET_RANGE_S, priceOnCard, renderSize, type RenderOptions } from './render-options.ts';
import type { AssetRecord, ShotRecord } from './records.ts';

/** The cards' own lengths (templates), the least they last; their words may make them longer. */
export const INTRO_S = 3;
export const OUTRO_S = 4;

type Style = 'classic' | 'modern' | 'luxury' | 'cinematic' | 'energetic';

/** What a `video_style` chooses when the project names no template or music (decisions file). */
export const STYLE_DEFAULTS: Record<Style, { intro: string; outro: string; music: string }> = {
  classic: { intro: 'intro-classic', outro: 'outro-agent-card', music: 'evening-calm' },
  modern: { intro: 'intro-centered', outro: 'outro-centered', music: 'open-horizon' },
  luxury: { intro: 'intro-panel', outro: 'outro-agent-card', music: 'city-lights' },
  cinematic: { intro: 'intro-centered', outro: 'outro-band', music: 'open-horizon' },
  energetic: { intro: 'intro-classic', outro: 'outro-band', music: 'sunlit-morning' },
};

export interface RenderSources {
  settings: ProjectSettings;
  shots: readonly ShotRecord[];
  /** The project's image, video and audio assets the project and its shots name, by id. */
  assets: ReadonlyMap<string, AssetRecord>;
  /** True while a shot video job of the project is queued or processing. */
  shotJobRunning: boolean;
  /** The project's voiceover audio and the sentences it says (`spokenSentencesOf` its metadata), when it has a voiceover. */
  voiceover: { audio: AssetRecord | null; sentences: readonly SpokenSentence[] } | null;
}

const videoOf = (sources: RenderSources, shot: ShotRecord): AssetRecord | null => {
  const id = shot.settings.selected_video;
  const video = id ? sources.assets.get(id) : undefined;
  return video && video.kind === 'video' && video.fileKey ? video : null;
};

/** Why the project cannot be rendered (empty when it can): the `ready_for_render` rule in words. */
export function missingForRender(sources: RenderSources): string[] {
  const missing: string[] = [];
  if (sources.shots.length === 0) missing.push('The project has no shots.');
  const without = sources.shots.filter((shot) => !videoOf(sources, shot)).map((shot) => shot.position + 1);
  if (without.length > 0)
    missing.push(
      `${without.length === 1 ? 'Shot' : 'Shots'} ${without.join(', ')} (by order, from 1) ${without.length === 1 ? 'has' : 'have'} no selected video.`,
    );
  if (sources.shotJobRunning) missing.push('A shot video job of the project is still queued or processing.');
  if (sources.settings.is_voiceover_enabled && !sources.voiceover?.audio)
    missing.push('The voiceover is enabled but the project has no voiceover audio (run a voiceover job).');
  return missing;
}

/** At most `max` characters (code points, never half an emoji), trimmed; null when empty. */
const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = Array.from(value.trim()).slice(0, max).join('').trim();
  return trimmed === '' ? null : trimmed;
};

const plural = (count: number, word: string) => `${count} ${word}`;

/** "4 bed · 2 bath · 2 car · 612.5 sqm", from the property data; null when there is none. */
export function keyFacts(settings: ProjectSettings): string | null {
  const facts: string[] = [];
  if (settings.num_bedrooms !== null) facts.push(plural(settings.num_bedrooms, 'bed'));
  if (settings.num_bathrooms !== null) facts.push(plural(settings.num_bathrooms, 'bath'));
  if (settings.num_car_parking_spots !== null) facts.push(plural(settings.num_car_parking_spots, 'car'));
  if (settings.land_size_value !== null) facts.push(`${settings.land_size_value} ${settings.land_size_unit}`);
  return facts.length > 0 ? facts.join(' · ') : null;
}

const styleOf = (settings: ProjectSettings): Style =>
  settings.video_style in STYLE_DEFAULTS ? (settings.video_style as Style) : 'modern';

/** The project's template key when it is one of the catalogue's of that kind, else the style's. */
function template(key: string, kind: 'intro' | 'outro', fallback: string): string {
  return key && findCardTemplate(key, kind) ? key : fallback;
}

function crop(shot: ShotRecord): RenderJob['shots'][number]['crop'] {
  const s = shot.settings;
  if (s.crop_x === null && s.crop_y === null && s.crop_width === null && s.crop_height === null) return null;
  const x = s.crop_x ?? 0;
  const y = s.crop_y ?? 0;
  return { x, y, width: s.crop_width ?? 1 - x, height: s.crop_height ?? 1 - y };
}

/** A render job's own fields; the envelope (jobEnvelope) is added when it is launched. */
export type ResolvedRender = Omit<RenderJob, JobEnvelopeField>;

/** resolveRender, with a target no plan can meet as a 400 on `target_duration_s` saying what works. */
export function resolveTargetedRender(
  sources: RenderSources,
  branded: boolean,
  options: RenderOptions,
): ResolvedRender {
  try {
    return resolveRender(sources, branded, options);
  } catch (error) {
    if (!(error instanceof TargetLengthError)) throw error;
    const shots = sources.shots.length;
    const works =
      error.shortestS <= error.longestS
        ? `from ${Math.max(TARGET_RANGE_S.min, error.shortestS)} to ${Math.min(TARGET_RANGE_S.max, error.longestS)} s`
        : `none from ${TARGET_RANGE_S.min} to ${TARGET_RANGE_S.max} s`;
    const reason =
      options.targetS! < error.shortestS
        ? `is too short for ${shots} ${shots === 1 ? 'shot' : 'shots'} at a watchable length (about 1.5 s each): the shortest length that works is ${error.shortestS} s`
        : `is longer than these clips can fill while they keep moving: the longest length that works is ${error.longestS} s`;
    throw validationError('The render cannot be fitted to the target length.', {
      target_duration_s: [`${options.targetS} s ${reason} (lengths that work: ${works}).`],
    });
  }
}

const hex = (value: unknown): string | null =>
  typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value) ? value : null;

/** A card's colours: the template override's accent, else the brand kit's secondary; the kit's primary as shade. */
function cardColours(overrides: Readonly<Record<string, unknown>>) {
  const brand =
    overrides.brand !== null && typeof overrides.brand === 'object'
      ? (overrides.brand as Record<string, unknown>)
      : {};
  const colours = {
    shade: hex(brand.primary_color),
    accent: hex(overrides.accent_color) ?? hex(brand.secondary_color),
  };
  return colours.shade || colours.accent ? { colours } : {};
}

/**
 * The render job of a ready project (see `missingForRender`). A target no plan can meet is a
 * TargetLengthError (narration-plan.ts), a 400 for the caller.
 */
export function resolveRender(
  sources: RenderSources,
  branded: boolean,
  options: RenderOptions = {},
): ResolvedRender {
  const s = sources.settings;
  const style = STYLE_DEFAULTS[styleOf(s)];
  const introOverrides = s.intro_template_overrides;
  const outroOverrides = s.outro_template_overrides;
  const address =
    text([s.street_address, s.suburb, s.state].filter((part) => part.trim() !== '').join(', '), 200) ??
    text(s.name, 200) ??
    'Listing';
  const snapshot = outroOverrides.agent;
  const agentFields =
    snapshot !== null && typeof snapshot === 'object' ? (snapshot as Record<string, unknown>) : null;
  const agentName = agentFields ? text(agentFields.full_name, 200) : null;
  const photo =
    agentFields && typeof agentFields.profile_photo === 'string'
      ? sources.assets.get(agentFields.profile_photo)
      : undefined;
  const logo = s.logo_asset ? sources.assets.get(s.logo_asset) : undefined;
  const music = s.background_music ? sources.assets.get(s.background_music) : undefined;
  const audio = s.is_voiceover_enabled ? (sources.voiceover?.audio ?? null) : null;
  const narration = planNarration({
    introS: INTRO_S,
    outroS: OUTRO_S,
    shots: sources.shots.map((shot) => {
      const video = videoOf(sources, shot)!;
      return {
        id: shot.id,
        startS: shot.settings.video_start_time_s,
        endS: shot.settings.video_end_time_s ?? video.video?.durationS ?? 0,
        speed: shot.settings.playback_speed,
        crop: crop(shot),
        transition: shot.settings.transition_in === 'fade' ? ('fade' as const) : ('cut' as const),
      };
    }),
    sentences: audio ? (sources.voiceover?.sentences ?? []) : [],
    branded,
    targetS: options.targetS ?? null,
    brand: {
      price: text(s.price_display, 200),
      agent: agentFields
        ? {
            name: agentName,
            phone: text(agentFields.contact_number, 40),
            email: text(agentFields.contact_email, 120),
          }
        : null,
    },
  });
  const voiceover =
    audio && narration.sentences.length > 0
      ? { audio_key: audio.fileKey, sentences: narration.sentences }
      : null;
  const price = branded ? priceOnCard(text(s.price_display, 200)) : null;
  const clip = (c: typeof narration.introClip) => ({
    shot: c.shot,
    start_s: c.startS,
    end_s: c.endS,
    speed: c.speed,
  });
  return {
    ...renderSize(s, options.videoFormat),
    branded,
    intro: {
      template_id: template(s.intro_template_key, 'intro', style.intro),
      duration_s: narration.introS,
      address,
      price,
      facts: keyFacts(s),
      headline: text(introOverrides.headline, 60),
      hero_key: null,
      clip: clip(narration.introClip),
      ...cardColours(introOverrides),
    },
    outro: {
      template_id: template(s.outro_template_key, 'outro', style.outro),
      duration_s: narration.outroS,
      call_to_action: text(outroOverrides.call_to_action, 120),
      price,
      clip: clip(narration.outroClip),
      ...cardColours(outroOverrides),
      agent:
        branded && agentFields && agentName
          ? {
              name: agentName,
              phone: text(agentFields.contact_number, 40),
              email: text(agentFields.contact_email, 120),
              photo_key: photo && photo.kind === 'image' ? photo.fileKey : null,
            }
          : null,
    },
    shots: narration.shots.map((shot, index) => ({
      video_key: videoOf(sources, sources.shots[index]!)!.fileKey,
      start_s: shot.startS,
      end_s: shot.endS,
      speed: shot.speed,
      ...(shot.durationS ? { duration_s: shot.durationS } : {}),
      crop: shot.crop ?? null,
      transition: shot.transition,
    })),
    voiceover,
    burn_captions: s.is_captions_enabled && voiceover !== null,
    music:
      music && music.kind === 'audio'
        ? { key: music.fileKey }
        : { library_id: libraryTrack(s.background_music)?.id ?? style.music },
    music_volume: Math.min(1, Math.max(0, s.background_music_volume)),
    logo_key: branded && logo && logo.kind === 'image' ? logo.fileKey : null,
  };
}

/** The planned length of the video, seconds: the worker's own timeline of the job (whole frames). */
export function plannedSeconds(render: ResolvedRender): number {
  return planTimeline({
    introS: render.intro.duration_s,
    outroS: render.outro.duration_s,
    shots: render.shots.map((shot) => ({
      startS: shot.start_s,
      endS: shot.end_s,
      speed: shot.speed,
      durationS: shot.duration_s ?? null,
      transition: shot.transition,
    })),
  }).totalS;
}

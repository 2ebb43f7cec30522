// A render job as the render engine takes it: the files it names (downloaded), its templates in
// the brand's colours, each card's clip as a range of one of the shots' videos, the placed
// sentences. Shared by the built-in engine and the listing benchmark.
import type { PlacedSentence, RenderJob } from '@platform/jobs';
import { CARD_TEMPLATES, findCardTemplate } from '@platform/listing';
import { withColours } from '../engines/card.colours.ts';
import type { RenderInput, VoiceSentence } from '../engines/render.engine.ts';
import type { RenderRequest } from './job-engine.ts';

/** The owner's placed sentences as the render engine takes them. */
export function voiceSentences(placed: readonly PlacedSentence[]): VoiceSentence[] {
  return placed.map((s) => ({
    text: s.text,
    fromS: s.from_s,
    toS: s.to_s,
    atS: s.at_s,
    untilS: s.until_s,
    words: s.words?.map((w) => ({ text: w.text, startS: w.start_s, endS: w.end_s })) ?? null,
  }));
}

/** The render engine's input for `job`; `music` is the track's file (the library's or the job's). */
export function renderInputOf(
  job: RenderJob,
  files: RenderRequest['files'],
  music: string | null,
): RenderInput {
  // An unknown template falls back to the first of its kind: the owner validated the id.
  const introTemplate =
    findCardTemplate(job.intro.template_id, 'intro') ?? CARD_TEMPLATES.find((t) => t.kind === 'intro')!;
  const outroTemplate =
    findCardTemplate(job.outro.template_id, 'outro') ?? CARD_TEMPLATES.find((t) => t.kind === 'outro')!;
  const shots = job.shots.map((shot, index) => ({
    path: files.shots[index]!,
    startS: shot.start_s,
    endS: shot.end_s,
    speed: shot.speed,
    durationS: shot.duration_s ?? null,
    crop: shot.crop,
    transition: shot.transition,
  }));
  // A card's clip is a range of one of the shots' videos, with that shot's crop.
  const clipOf = (clip: RenderJob['intro']['clip']) =>
    clip
      ? {
          path: shots[clip.shot]!.path,
          crop: shots[clip.shot]!.crop,
          startS: clip.start_s,
          endS: clip.end_s,
          speed: clip.speed,
          transition: 'fade' as const,
        }
      : null;
  return {
    width: job.width,
    height: job.height,
    branded: job.branded,
    intro: {
      template: withColours(introTemplate, job.intro.colours),
      durationS: job.intro.duration_s,
      clip: clipOf(job.intro.clip),
      content: {
        address: job.intro.address,
        price: job.intro.price,
        facts: job.intro.facts,
        headline: job.intro.headline,
        heroPath: files.hero,
      },
    },
    outro: {
      template: withColours(outroTemplate, job.outro.colours),
      durationS: job.outro.duration_s,
      clip: clipOf(job.outro.clip),
      content: {
        address: job.intro.address,
        price: job.outro.price ?? null,
        callToAction: job.outro.call_to_action,
        agent: job.outro.agent && {
          name: job.outro.agent.name,
          phone: job.outro.agent.phone,
          email: job.outro.agent.email,
          photoPath: files.agentPhoto,
        },
        logoPath: files.logo,
      },
    },
    shots,
    voice:
      files.voice && job.voiceover
        ? { path: files.voice, sentences: voiceSentences(job.voiceover.sentences) }
        : null,
    burnCaptions: job.burn_captions,
    music: music ? { path: music, volume: job.music_volume } : null,
    logoPath: files.logo,
  };
}

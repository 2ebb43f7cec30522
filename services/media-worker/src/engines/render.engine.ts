// One file over 300 lines: one render from timeline to stored file, its steps in order.
// The listing render: the audio mixed (each sentence where the owner placed it), measured,
// normalised and encoded, side by side with the picture: cards typeset (as overlays on the hero's
// and the last shot's video, so the picture never stops) and cue images drawn, then the picture's
// runs of a few shots each, silent parts joined by stream copy with that sound copied in; a
// thumbnail (from the part that holds it) and a probe of the result. The render's own captions
// (WebVTT, timed to this video) are built from the placed sentences, and the same cues are burned
// in when asked.
// The unbranded variant is enforced here (no price, no agent, no logo), whatever the caller passes. Each stage's time
// is reported, for the job's trace and the benchmark.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildCaptionCues,
  formatWebVtt,
  planTimeline,
  type CardTemplate,
  type TimedSentence,
  type TimelinePlan,
  type TimelineShot,
} from '@platform/listing';
import {
  ffmpegGlobalArgs,
  inputArgs,
  localPath,
  num,
  probeImage,
  probeVideo,
  type FfmpegRunner,
  type VideoFacts,
} from '@platform/media';
import {
  introTextSitsLow,
  renderIntroCard,
  renderOutroCard,
  type IntroContent,
  type OutroContent,
} from './card.renderer.ts';
import { checkAborted, type EngineContext, type OutputImage } from './engine.types.ts';
import { joinArgs, partsList, planVideoRuns, videoPartArgs } from './render.args.ts';
import { audioArgs, loudnessMeasureArgs, mixArgs, parseLoudness } from './render.audio-args.ts';
import { renderCaptionImages } from './render.caption-images.ts';
import { captionEvents } from './render.captions.ts';

/** The moving picture under a card: a shot's video, its range and speed (and the shot's crop). */
export type CardClipInput = TimelineShot & { path: string };

export interface RenderInput {
  width: number;
  height: number;
  branded: boolean;
  /** `clip`: the video under the card (the card is then an overlay); absent: a still card. */
  intro: { template: CardTemplate; content: IntroContent; durationS: number; clip?: CardClipInput | null };
  outro: { template: CardTemplate; content: OutroContent; durationS: number; clip?: CardClipInput | null };
  shots: readonly (TimelineShot & { path: string })[];
  /** The voiceover and the sentences the video says, each placed by the owner. */
  voice?: { path: string; sentences: readonly VoiceSentence[] } | null;
  burnCaptions: boolean;
  music?: { path: string; volume: number } | null;
  logoPath?: string | null;
  fadeS?: number;
  /** x264 preset (RENDER_PRESET by default). */
  preset?: string;
  /** Shots decoded by one ffmpeg run of the picture (MAX_SHOTS_PER_RUN by default). */
  maxShotsPerRun?: number;
}

/**
 * A sentence of the voiceover, [fromS, toS] of its audio, played from `atS` of the video; its
 * captions stay up no later than `untilS`. Word times are the voiceover audio's.
 */
export interface VoiceSentence {
  text: string;
  fromS: number;
  toS: number;
  atS: number;
  untilS: number;
  words?: readonly { text: string; startS: number; endS: number }[] | null;
}

/** Each stage's wall time: the sound's (mix, loudness, audio) overlap the picture's (cards, video). */
export interface RenderStageTimes {
  cards_ms: number;
  /** The cues drawn as images (none without burned-in captions). */
  captions_ms: number;
  mix_ms: number;
  loudness_ms: number;
  /** The normalised sound encoded (AAC). */
  audio_ms: number;
  video_ms: number;
  thumbnail_ms: number;
}

export interface RenderResult {
  video: { path: string } & VideoFacts;
  thumbnail: OutputImage;
  plan: TimelinePlan;
  /** The render's own WebVTT captions (null when the video says nothing). */
  captions: { path: string; file_size: number; numCues: number } | null;
  stages: RenderStageTimes;
}

/** One frame of `videoPath` at `atS`, as the JPEG thumbnail. */
function thumbnailArgs(videoPath: string, atS: number, outPath: string): string[] {
  return [
    ...ffmpegGlobalArgs(null),
    ...inputArgs(videoPath, ['-ss', num(Math.max(0, atS), 3)]),
    '-frames:v',
    '1',
    '-q:v',
    '3',
    localPath(outPath),
  ];
}

/** Pause after the voice's last word before the video may end. */
const VOICE_TAIL_S = 0.5;

export function createRenderEngine(deps: { runner: FfmpegRunner }) {
  const { runner } = deps;
  return async function render(input: RenderInput, context: EngineContext): Promise<RenderResult> {
    const { signal, tmpDir } = context;
    const size = { width: input.width, height: input.height };
    const progress = (fraction: number) => context.onProgress?.(Math.min(1, Math.max(0, fraction)));
    const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const started = performance.now();
      const value = await work();
      return [value, Math.round(performance.now() - started)];
    };
    // Unbranded: listing portals forbid the agent's identity and the price.
    const introContent: IntroContent = input.branded
      ? input.intro.content
      : { ...input.intro.content, price: null };
    const outroContent: OutroContent = input.branded
      ? input.outro.content
      : {
          address: input.outro.content.address,
          callToAction: input.outro.content.callToAction ?? null,
          price: null,
        };
    const logoPath = input.branded ? (input.logoPath ?? null) : null;

    // The owner planned every sentence inside the video; should one still end too late, the
    // outro stretches rather than the voice being cut before its last word.
    const sentences = input.voice ? input.voice.sentences : [];
    let plan = planTimeline({
      introS: input.intro.durationS,
      outroS: input.outro.durationS,
      shots: input.shots,
      fadeS: input.fadeS,
    });
    const voiceEndS = Math.max(0, ...sentences.map((s) => s.atS + s.toS - s.fromS));
    const overrun = voiceEndS + VOICE_TAIL_S - plan.totalS;
    if (sentences.length > 0 && overrun > 0) {
      plan = planTimeline({
        introS: input.intro.durationS,
        outroS: input.outro.durationS + overrun,
        shots: input.shots,
        fadeS: input.fadeS,
      });
    }
    const cues =
      sentences.length > 0 ? buildCaptionCues(sentences.map((s) => timedSentence(s, plan.totalS))) : [];

    checkAborted(signal);
    let captions: RenderResult['captions'] = null;
    if (cues.length > 0) {
      const vtt = formatWebVtt(cues);
      captions = {
        path: join(tmpDir, 'captions.vtt'),
        file_size: Buffer.byteLength(vtt),
        numCues: cues.length,
      };
      await writeFile(captions.path, vtt, 'utf8');
    }
    // Over an intro card whose own text fills the bottom, its captions go to the top.
    const introEndS = plan.segments[1]?.startS ?? plan.totalS;
    const topWindows = introTextSitsLow(input.intro.template, size) ? [{ startS: 0, endS: introEndS }] : [];
    const captionCues =
      input.burnCaptions && cues.length > 0
        ? captionEvents(cues, { ...size, offsetS: 0, endS: plan.totalS, topWindows })
        : [];

    // The sound (mix, loudness, encode) and the picture (cards, then its runs) are independent
    // until they are joined: they run side by side, each one ffmpeg at a time. Either failing
    // stops the other; the first error is the render's.
    const both = new AbortController();
    const stopBoth = () => both.abort();
    if (signal?.aborted) both.abort();
    signal?.addEventListener('abort', stopBoth, { once: true });
    const failures: unknown[] = [];
    const guarded = <T>(work: () => Promise<T>) =>
      work().catch((error: unknown) => {
        failures.push(error);
        both.abort();
        throw error;
      });
    const audioPath = join(tmpDir, 'audio.m4a');
    const sound = guarded(async () => {
      const mixPath = join(tmpDir, 'mix.wav');
      const [, mixMs] = await timed(() =>
        runner.ffmpeg(
          mixArgs({
            voicePath: input.voice?.path,
            voiceClips: sentences.map((s) => ({ fromS: s.fromS, toS: s.toS, atS: s.atS })),
            musicPath: input.music?.path,
            musicVolume: input.music?.volume ?? 0,
            totalS: plan.totalS,
            outPath: mixPath,
          }),
          { signal: both.signal, timeoutMs: 600_000 },
        ),
      );
      const [measured, loudnessMs] = await timed(async () => {
        const result = await runner.ffmpeg(loudnessMeasureArgs(mixPath), {
          signal: both.signal,
          timeoutMs: 600_000,
        });
        return parseLoudness(result.stderrTail);
      });
      const [, audioMs] = await timed(() =>
        runner.ffmpeg(audioArgs(mixPath, measured, plan.totalS, audioPath), {
          signal: both.signal,
          timeoutMs: 600_000,
        }),
      );
      return { mixMs, loudnessMs, audioMs };
    });

    const introPath = join(tmpDir, 'intro.png');
    const outroPath = join(tmpDir, 'outro.png');
    const outPath = join(tmpDir, 'render.mp4');
    const videoInputs = {
      ...size,
      plan,
      introPath,
      outroPath,
      introClip: input.intro.clip ?? null,
      outroClip: input.outro.clip ?? null,
      shots: input.shots,
      audioPath,
      logoPath,
      outPath,
      preset: input.preset,
    };
    // The picture in runs of a few shots each, one after the other (ffmpeg holds every decoder
    // and frame pool of a run until it ends), each a silent part; one run for a few shots.
    const runs = planVideoRuns(plan, input.maxShotsPerRun);
    const totalFrames = runs.reduce((sum, run) => sum + run.frames, 0);
    const videoProgress =
      (doneFrames: number, run: { frames: number }) => (p: { fraction: number | null }) => {
        if (p.fraction !== null)
          progress(0.17 + ((doneFrames + p.fraction * run.frames) / totalFrames) * 0.78);
      };
    // The thumbnail: the middle of the first shot (the cards are text; the home is the picture).
    const firstShot = plan.segments.find((s) => s.kind === 'shot') ?? plan.segments[0]!;
    const thumbAtS = firstShot.startS + firstShot.durationS / 2;
    const thumbPath = join(tmpDir, 'thumbnail.jpg');
    const picture = guarded(async () => {
      const [, cardsMs] = await timed(async () => {
        await renderIntroCard(input.intro.template, introContent, size, introPath, {
          overVideo: Boolean(input.intro.clip),
        });
        await renderOutroCard(
          input.outro.template,
          { ...outroContent, logoPath: input.branded ? (outroContent.logoPath ?? logoPath) : null },
          size,
          outroPath,
          { overVideo: Boolean(input.outro.clip) },
        );
      });
      // Each cue drawn once, as an image laid over its frames (render.caption-images.ts).
      const [cueImages, captionsMs] = await timed(() =>
        renderCaptionImages(runner, captionCues, { ...size, fps: plan.fps }, tmpDir, both.signal),
      );
      progress(0.05);
      const parts: { path: string; frames: number }[] = [];
      let thumbnail: Promise<[unknown, number]> | null = null;
      const [, runsMs] = await timed(async () => {
        let doneFrames = 0;
        for (const [index, run] of runs.entries()) {
          checkAborted(both.signal);
          const partPath = join(tmpDir, `part-${index}.mp4`);
          await runner.ffmpeg(videoPartArgs({ ...videoInputs, captions: cueImages }, run, partPath), {
            signal: both.signal,
            timeoutMs: 3_600_000,
            expectedDurationS: run.frames / plan.fps,
            onProgress: videoProgress(doneFrames, run),
          });
          parts.push({ path: partPath, frames: run.frames });
          // The thumbnail from the part that holds its frame (the same frame as the joined video's:
          // the join copies the stream), beside the next run rather than after the last.
          if (!thumbnail && (thumbAtS * plan.fps < doneFrames + run.frames || index === runs.length - 1)) {
            thumbnail = timed(() =>
              runner.ffmpeg(thumbnailArgs(partPath, thumbAtS - doneFrames / plan.fps, thumbPath), {
                signal: both.signal,
                timeoutMs: 120_000,
              }),
            );
            // Awaited below; a failure of a later run must not leave its rejection unhandled.
            thumbnail.catch(() => undefined);
          }
          doneFrames += run.frames;
        }
      });
      const [, thumbnailMs] = await thumbnail!;
      return { cardsMs, captionsMs, runsMs, thumbnailMs, parts };
    });
    const settled = await Promise.allSettled([sound, picture]);
    signal?.removeEventListener('abort', stopBoth);
    const [soundDone, pictureDone] = settled;
    if (soundDone.status !== 'fulfilled' || pictureDone.status !== 'fulfilled') throw failures[0];
    const { mixMs, loudnessMs, audioMs } = soundDone.value;
    const { cardsMs, captionsMs, runsMs, thumbnailMs, parts } = pictureDone.value;

    // The parts joined by stream copy with the sound (copied).
    checkAborted(signal);
    const [, joinMs] = await timed(async () => {
      const listPath = join(tmpDir, 'parts.txt');
      await writeFile(listPath, partsList(parts, plan.fps), 'utf8');
      await runner.ffmpeg(joinArgs(listPath, audioPath, plan.totalS, outPath), {
        signal,
        timeoutMs: 600_000,
      });
      await Promise.all(parts.map((part) => rm(part.path, { force: true })));
    });
    const videoMs = runsMs + joinMs;

    const video = await probeVideo(runner, outPath, { signal });
    const thumb = await probeImage(thumbPath);
    progress(1);
    return {
      video: { path: outPath, ...video },
      thumbnail: {
        path: thumbPath,
        width: thumb.width,
        height: thumb.height,
        format: thumb.format,
        file_size: thumb.file_size,
      },
      plan,
      captions,
      stages: {
        cards_ms: cardsMs,
        captions_ms: captionsMs,
        mix_ms: mixMs,
        loudness_ms: loudnessMs,
        audio_ms: audioMs,
        video_ms: videoMs,
        thumbnail_ms: thumbnailMs,
      },
    };
  };
}

export type RenderEngine = ReturnType<typeof createRenderEngine>;

/** A placed sentence in the video's time, as the captions builder takes it. */
function timedSentence(s: VoiceSentence, totalS: number): TimedSentence {
  const shift = s.atS - s.fromS;
  // Word times outside the sentence's audio would be wrong times: then the sentence is shared by characters.
  const inside = (w: { startS: number; endS: number }) =>
    w.endS >= w.startS && w.startS >= s.fromS - 0.05 && w.endS <= s.toS + 0.05;
  const words = s.words && s.words.length > 0 && s.words.every(inside) ? s.words : null;
  return {
    text: s.text,
    startS: s.atS,
    endS: s.atS + (s.toS - s.fromS),
    untilS: Math.min(s.untilS, totalS),
    ...(words
      ? { words: words.map((w) => ({ text: w.text, startS: w.startS + shift, endS: w.endS + shift })) }
      : {}),
  };
}

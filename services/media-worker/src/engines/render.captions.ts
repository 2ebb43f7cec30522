// Burned-in captions as ASS for ffmpeg's `ass` filter, pure: the cues on the video's clock, the cue
// sheet each cue's image is drawn from (render.caption-images.ts), and the frames libass shows a
// cue on. The cue lines come from the voiceover's WebVTT as they are (at most 2 lines of 42
// characters), so wrapping is off; the font size is picked so 42 characters fit the frame's width
// in every format (relative to the width, portrait's text is larger than landscape's), and in
// portrait the box sits above the bottom fifth that social apps draw their controls over.
import type { CaptionCue } from '@platform/listing';

export const CAPTION_FONT = 'Inter';

export function captionFontSize(width: number, height: number): number {
  // 42 characters of Inter Bold are about 0.58 em each: 0.036 of the width keeps a full line inside 90% of it.
  return Math.round(Math.min(height * 0.055, width * 0.036));
}

/**
 * Space under the captions' box, pixels. Portrait video is watched in phone apps that cover the
 * bottom fifth with their own controls and text: the box sits above it, with a little air.
 */
export function captionBottomMargin(width: number, height: number): number {
  return Math.round(height * (height > width ? 0.23 : 0.07));
}

function assTime(cs: number): string {
  const h = Math.floor(cs / 360_000);
  const m = Math.floor((cs % 360_000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/** ASS treats braces and backslashes as markup. */
const assText = (line: string): string => line.replace(/\\/g, '\\\\').replace(/\{/g, '(').replace(/\}/g, ')');

/** Space above captions placed at the top: clear of the status and title bars of portrait apps. */
export function captionTopMargin(width: number, height: number): number {
  return Math.round(height * (height > width ? 0.12 : 0.07));
}

export interface CaptionsAssOptions {
  width: number;
  height: number;
  offsetS: number;
  endS: number;
  /** Times (video seconds) when a cue starting inside goes to the top: a card whose own text fills the bottom. */
  topWindows?: readonly { startS: number; endS: number }[];
}

/** A cue as the ASS script shows it: its times in the script's centiseconds, and its place. */
export interface CaptionEvent {
  startCs: number;
  endCs: number;
  top: boolean;
  lines: readonly string[];
}

const centiseconds = (seconds: number) => Math.max(0, Math.round(seconds * 100));

/**
 * The cues on the video's clock, cut at the video's end, each at the top or the bottom. A cue
 * ends where the next begins: one caption is on screen at a time, as each cue image is drawn.
 */
export function captionEvents(cues: readonly CaptionCue[], options: CaptionsAssOptions): CaptionEvent[] {
  const onTop = (start: number) =>
    (options.topWindows ?? []).some((window) => start >= window.startS && start < window.endS);
  const events = cues.map((cue) => {
    const start = cue.startS + options.offsetS;
    return {
      startCs: centiseconds(start),
      endCs: centiseconds(Math.min(cue.endS + options.offsetS, options.endS)),
      top: onTop(start),
      lines: cue.lines,
    };
  });
  return events
    .map((event, k) => ({ ...event, endCs: Math.min(event.endCs, events[k + 1]?.startCs ?? Infinity) }))
    .filter((event) => event.endCs > event.startCs);
}

function assScript(events: readonly CaptionEvent[], width: number, height: number): string {
  const size = captionFontSize(width, height);
  const marginV = captionBottomMargin(width, height);
  const marginH = Math.round(width * 0.05);
  const dialogues = events.map(
    (event) =>
      `Dialogue: 0,${assTime(event.startCs)},${assTime(event.endCs)},${event.top ? 'CaptionTop' : 'Caption'},,0,0,0,,${event.lines.map(assText).join('\\N')}`,
  );
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    // White text on a translucent black box (BorderStyle 3), bottom centre.
    `Style: Caption,${CAPTION_FONT},${size},&H00FFFFFF,&H00FFFFFF,&H80000000,&H80000000,1,0,0,0,100,100,0,0,3,${Math.round(size * 0.25)},0,2,${marginH},${marginH},${marginV},1`,
    // The same box at the top centre, over a card whose text sits low.
    `Style: CaptionTop,${CAPTION_FONT},${size},&H00FFFFFF,&H00FFFFFF,&H80000000,&H80000000,1,0,0,0,100,100,0,0,3,${Math.round(size * 0.25)},0,8,${marginH},${marginH},${captionTopMargin(width, height)},1`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...dialogues,
    '',
  ].join('\n');
}

/** The captions as one ASS script on the video's clock (what the cue images are drawn from). */
export function captionsAss(cues: readonly CaptionCue[], options: CaptionsAssOptions): string {
  return assScript(captionEvents(cues, options), options.width, options.height);
}

/**
 * The cue sheet: event k alone on screen from second k for 0.99 s, so frame k of a 1 fps source
 * is cue k drawn exactly as the video would draw it (same styles, same lines, nothing beside it).
 */
export function captionSheetAss(events: readonly CaptionEvent[], width: number, height: number): string {
  return assScript(
    events.map((event, k) => ({ ...event, startCs: k * 100, endCs: k * 100 + 99 })),
    width,
    height,
  );
}

/**
 * The frames of the video (at `fps`) on which libass shows the event, as ffmpeg's `ass` filter
 * asks for them: at the frame's time in whole milliseconds, truncated (pts x time base x 1000),
 * shown while start <= now < end. Null when no frame falls inside.
 */
export function captionFrames(event: CaptionEvent, fps: number): { first: number; last: number } | null {
  const nowMs = (frame: number) => Math.trunc(frame * (1 / fps) * 1000);
  const startMs = event.startCs * 10;
  const endMs = event.endCs * 10;
  let first = Math.max(0, Math.floor((startMs / 1000) * fps) - 1);
  while (nowMs(first) < startMs) first += 1;
  let last = first;
  if (nowMs(first) >= endMs) return null;
  while (nowMs(last + 1) < endMs) last += 1;
  return { first, last };
}

// The listing video's timeline, pure: intro card, the shots in order (each its range at its
// playback speed, or longer where the last frame holds), outro card, joined by cross-fades.
// Shared by real estate (which places the narration on it) and the worker (which renders it), so
// both count the same frames. Every length is rounded to whole frames, so
// the xfade offsets land on frames and the file's duration is exactly what the plan says:
// intro + shots - overlaps + outro.

export const RENDER_FPS = 30;
export const DEFAULT_FADE_S = 0.5;

export interface Crop {
  /** Fractions of the source, 0..1. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TimelineShot {
  /** Range of the source video, seconds. */
  startS: number;
  endS: number;
  /** 0.25..4. */
  speed: number;
  crop?: Crop | null;
  /** How this shot is joined to what comes before it. */
  transition: 'fade' | 'cut';
  /** On screen, seconds, when longer than the range at its speed: the last frame holds. */
  durationS?: number | null;
}

export interface TimelineRequest {
  introS: number;
  outroS: number;
  shots: readonly TimelineShot[];
  fadeS?: number;
  fps?: number;
}

export interface PlannedSegment {
  kind: 'intro' | 'shot' | 'outro';
  /** On screen, seconds (whole frames), overlaps included. */
  durationS: number;
  /** When it starts in the final video. */
  startS: number;
  /** Overlap with the previous segment (0 for the first). */
  overlapS: number;
}

export interface TimelinePlan {
  fps: number;
  segments: PlannedSegment[];
  totalS: number;
  /** First and last instant of the shots (the logo's and the voice's window). */
  shotsStartS: number;
  shotsEndS: number;
}

const frames = (seconds: number, fps: number): number => Math.max(1, Math.round(seconds * fps));

export function shotDurationS(shot: TimelineShot, fps = RENDER_FPS): number {
  return frames(Math.max((shot.endS - shot.startS) / shot.speed, shot.durationS ?? 0), fps) / fps;
}

/** The overlap a join asks for (a fade, or a cut: one frame), before the half-neighbour limit. */
export function wantedOverlapS(transition: 'fade' | 'cut', fadeS = DEFAULT_FADE_S, fps = RENDER_FPS): number {
  return transition === 'fade' ? frames(fadeS, fps) / fps : 1 / fps;
}

export function planTimeline(request: TimelineRequest): TimelinePlan {
  const fps = request.fps ?? RENDER_FPS;
  // A cut is a one-frame cross-fade: xfade joins every pair the same way.
  const fade = wantedOverlapS('fade', request.fadeS, fps);
  const cut = wantedOverlapS('cut', request.fadeS, fps);
  const raw: { kind: PlannedSegment['kind']; durationS: number; transition: 'fade' | 'cut' }[] = [
    { kind: 'intro', durationS: frames(request.introS, fps) / fps, transition: 'fade' },
    ...request.shots.map((shot) => ({
      kind: 'shot' as const,
      durationS: shotDurationS(shot, fps),
      transition: shot.transition,
    })),
    { kind: 'outro', durationS: frames(request.outroS, fps) / fps, transition: 'fade' },
  ];
  const segments: PlannedSegment[] = [];
  let end = 0;
  raw.forEach((segment, index) => {
    const wanted = index === 0 ? 0 : segment.transition === 'fade' ? fade : cut;
    // An overlap never exceeds half of either neighbour: a very short shot still shows.
    const previous = raw[index - 1]?.durationS ?? 0;
    const overlap =
      index === 0 ? 0 : Math.min(wanted, Math.floor((Math.min(previous, segment.durationS) / 2) * fps) / fps);
    const startS = end - overlap;
    segments.push({
      kind: segment.kind,
      durationS: segment.durationS,
      startS: round(startS),
      overlapS: round(overlap),
    });
    end = startS + segment.durationS;
  });
  const shots = segments.filter((s) => s.kind === 'shot');
  const introEnd = segments[0]!.durationS;
  return {
    fps,
    segments,
    totalS: round(end),
    shotsStartS: shots.length > 0 ? shots[0]!.startS : introEnd,
    shotsEndS: shots.length > 0 ? round(shots.at(-1)!.startS + shots.at(-1)!.durationS) : introEnd,
  };
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

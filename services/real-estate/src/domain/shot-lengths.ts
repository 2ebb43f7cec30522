// How long each shot of the listing video is on screen, and how its clip fills that time (pure).
// The picture never stops: a shot that must last longer than its clip plays slower (down to the
// job's slowest speed, 0.25x) instead of holding its last frame; a shot that may be shorter is
// trimmed. The hero shot (the first) opens the video under the intro's title: its clip plays on
// without a break from the intro into the shot, so the two share one clip and one speed.
import type { TimelineShot } from '@platform/listing';
import { RENDER_FPS } from '@platform/listing';

/** The slowest a clip plays to fill its time (the render job's own bound). */
export const SLOWEST_SPEED = 0.25;
/** The slowest a clip is played to reach a target length (slower looks like slow motion). */
export const STRETCH_SPEED = 0.5;
/** The shortest a shot is on screen in a cut to a target length: under it, a room is not seen. */
export const MIN_SHOT_S = 1.5;

export interface ClipShot extends TimelineShot {
  id: string;
}

/** A clip played under a card: a shot's video (by index), its range and speed. */
export interface CardClip {
  shot: number;
  startS: number;
  endS: number;
  speed: number;
}

export const ceilFrames = (seconds: number): number => Math.ceil(seconds * RENDER_FPS - 1e-6) / RENDER_FPS;
const floorSpeed = (speed: number): number => Math.floor(speed * 10_000) / 10_000;
const rangeOf = (shot: TimelineShot): number => shot.endS - shot.startS;

/** Seconds the shot's clip plays at its own speed. */
export const naturalS = (shot: TimelineShot): number => rangeOf(shot) / shot.speed;

/**
 * The shot on screen for `seconds`: trimmed when its clip at its speed is longer, played slower
 * when it is shorter (and held only past 0.25x, a clip shorter than a quarter of its time).
 */
export function shotLasting(shot: ClipShot, seconds: number): TimelineShot {
  const { id: _id, ...timelineShot } = shot;
  if (naturalS(shot) >= seconds - 1e-6)
    return { ...timelineShot, endS: round(shot.startS + seconds * shot.speed), durationS: null };
  const speed = Math.max(Math.min(shot.speed, SLOWEST_SPEED), floorSpeed(rangeOf(shot) / seconds));
  return { ...timelineShot, speed, durationS: ceilFrames(seconds) };
}

/** The longest a shot may be stretched to: its clip at STRETCH_SPEED (or its own, when slower). */
export const longestS = (shot: TimelineShot): number => rangeOf(shot) / Math.min(shot.speed, STRETCH_SPEED);

/**
 * The hero's clip across the intro and the first shot: one speed, no break. `introS` and `firstS`
 * are their lengths on screen and `joinS` their overlap (a cut, one frame). Returns the intro's
 * clip and the first shot as it plays after it (a cut from the intro).
 */
export function heroSplit(
  hero: ClipShot,
  introS: number,
  firstS: number,
  joinS: number,
): { intro: CardClip; first: TimelineShot } {
  const { id: _id, ...timelineShot } = hero;
  const screenS = introS + firstS - joinS;
  const speed =
    naturalS(hero) >= screenS - 1e-6
      ? hero.speed
      : Math.max(Math.min(hero.speed, SLOWEST_SPEED), floorSpeed(rangeOf(hero) / screenS));
  const introEnd = Math.min(hero.endS, hero.startS + introS * speed);
  // The shot starts where the intro's picture is at the join, so the footage runs on.
  const firstStart = Math.min(hero.endS - 1 / RENDER_FPS, hero.startS + (introS - joinS) * speed);
  const firstEnd = Math.min(hero.endS, firstStart + firstS * speed);
  const plays = (firstEnd - firstStart) / speed;
  return {
    intro: {
      shot: 0,
      startS: round(hero.startS),
      endS: round(Math.max(introEnd, hero.startS + 0.01)),
      speed,
    },
    first: {
      ...timelineShot,
      startS: round(firstStart),
      endS: round(firstEnd),
      speed,
      transition: 'cut',
      durationS: plays >= firstS - 1e-6 ? null : ceilFrames(firstS),
    },
  };
}

/** The outro's background: the last shot's clip, played slower when the outro is longer than it. */
export function outroClip(last: ClipShot, index: number, outroS: number): CardClip {
  const speed = Math.min(last.speed, Math.max(SLOWEST_SPEED, floorSpeed(rangeOf(last) / outroS)));
  return {
    shot: index,
    startS: round(last.startS),
    endS: round(Math.min(last.endS, last.startS + outroS * speed)),
    speed,
  };
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

// The geometry of a camera move on a still, as pure numbers: how the still covers the output
// frame, how much it is zoomed, and how far the view travels. The ffmpeg expressions are built
// from this plan in camera-move.args.ts.
//
// Model: the still is scaled to COVER the output frame (aspect kept, overflow cropped, never
// stretched), then zoomed by z >= 1 and cropped to the output size. The view's centre is offset
// from the canvas centre by (dx, dy) output pixels. z, dx and dy are functions of the eased
// progress E = (1 - cos(pi * n / (frames - 1))) / 2, which starts and ends at rest.
import { CAMERA_MOVEMENTS, type CameraMovement } from '@platform/jobs';
import { MediaError } from '@platform/media';

// The twelve movements are part of the job contract shared with the services that create jobs.
export { CAMERA_MOVEMENTS, type CameraMovement };
export type ConcreteMovement = Exclude<CameraMovement, 'auto'>;

/** Output sizes: 16:9 landscape for every label. */
export const RESOLUTIONS = {
  '480p': { width: 854, height: 480 },
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
} as const;
export type ResolutionLabel = keyof typeof RESOLUTIONS;

export const CAMERA_FPS = 30;
export const MIN_DURATION_S = 2;
export const MAX_DURATION_S = 10;

/** How far dolly moves zoom. */
export const DOLLY_ZOOM = 1.3;
/** Extra zoom a truck adds while it travels (a pan adds none). */
export const TRUCK_PUSH = 1.08;
/** Peak extra zoom of an orbit's arc, reached half-way. */
export const ORBIT_ARC_ZOOM = 0.06;
/** Vertical rise of an orbit's arc, as a fraction of the output height. */
export const ORBIT_ARC_RISE = 0.03;

export interface CameraMoveRequest {
  stillWidth: number;
  stillHeight: number;
  movement: CameraMovement;
  resolution: ResolutionLabel;
  durationS: number;
}

export interface Linear {
  from: number;
  to: number;
  /** Amplitude of a half-sine added on top: 0 at both ends, full at the middle. */
  arc: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CameraMovePlan {
  requested: CameraMovement;
  movement: ConcreteMovement;
  width: number;
  height: number;
  fps: number;
  frames: number;
  durationS: number;
  /** The still scaled to cover the output frame, before any zoom (fractional pixels). */
  cover: { width: number; height: number };
  /** The still scaled once to cover x the largest zoom of the move (even pixels). */
  canvas: { width: number; height: number };
  /** The largest zoom of the move: the canvas is the cover at this zoom. */
  peakZoom: number;
  /**
   * The part of the canvas any frame shows (even-aligned). Only this part is kept, so the
   * per-frame work never touches pixels no frame needs (a portrait still dollies on a band).
   */
  viewport: Rect;
  zoom: Linear;
  /** View-centre offset from the canvas centre, output pixels; +x is right, +y is down. */
  dx: Linear;
  dy: Linear;
}

/** `auto`: panoramas pan, tall stills tilt, everything else pushes in. Deterministic. */
export function resolveAutoMovement(stillWidth: number, stillHeight: number): ConcreteMovement {
  const aspect = stillWidth / stillHeight;
  if (aspect >= 2) return 'pan_right';
  if (aspect <= 0.8) return 'tilt_up';
  return 'dolly_in';
}

/** Fraction of the output size a pan or tilt travels: 6% per second, between 12% and 25%. */
export function travelFraction(durationS: number): number {
  return Math.min(0.25, Math.max(0.12, 0.06 * durationS));
}

const flat = (value: number): Linear => ({ from: value, to: value, arc: 0 });
const sweep = (from: number, to: number, arc = 0): Linear => ({ from, to, arc });
const maxOf = (line: Linear): number => Math.max(line.from, line.to, (line.from + line.to) / 2 + line.arc);
const minOf = (line: Linear): number => Math.min(line.from, line.to);

export function isCameraMovement(value: unknown): value is CameraMovement {
  return typeof value === 'string' && (CAMERA_MOVEMENTS as readonly string[]).includes(value);
}

export function isResolutionLabel(value: unknown): value is ResolutionLabel {
  return typeof value === 'string' && Object.hasOwn(RESOLUTIONS, value);
}

function validate(request: CameraMoveRequest): void {
  if (!isCameraMovement(request.movement)) {
    throw new MediaError(
      'invalid_input',
      `Unknown camera movement "${String(request.movement)}" (one of ${CAMERA_MOVEMENTS.join(', ')}).`,
    );
  }
  if (!isResolutionLabel(request.resolution)) {
    throw new MediaError(
      'invalid_input',
      `Unknown resolution "${String(request.resolution)}" (one of ${Object.keys(RESOLUTIONS).join(', ')}).`,
    );
  }
  const { durationS, stillWidth, stillHeight } = request;
  if (!Number.isFinite(durationS) || durationS < MIN_DURATION_S || durationS > MAX_DURATION_S) {
    throw new MediaError(
      'invalid_input',
      `The duration must be between ${MIN_DURATION_S} and ${MAX_DURATION_S} seconds.`,
    );
  }
  if (!Number.isInteger(stillWidth) || !Number.isInteger(stillHeight) || stillWidth < 1 || stillHeight < 1) {
    throw new MediaError('invalid_input', 'The still has no valid size.');
  }
}

export function planCameraMove(request: CameraMoveRequest): CameraMovePlan {
  validate(request);
  const { width, height } = RESOLUTIONS[request.resolution];
  const { stillWidth, stillHeight, durationS } = request;
  const movement =
    request.movement === 'auto' ? resolveAutoMovement(stillWidth, stillHeight) : request.movement;
  const coverScale = Math.max(width / stillWidth, height / stillHeight);
  const cover = { width: stillWidth * coverScale, height: stillHeight * coverScale };
  const travel = travelFraction(durationS);
  // The least zoom that leaves room to travel; panoramas (or tall stills) already have it.
  const panZoom = Math.max(1, ((1 + travel) * width) / cover.width);
  const tiltZoom = Math.max(1, ((1 + travel) * height) / cover.height);
  // Half the travel, limited by the room the canvas leaves at its smallest zoom.
  const halfTravelX = (zoom: number) => Math.min((travel * width) / 2, (cover.width * zoom - width) / 2);
  const halfTravelY = (zoom: number) => Math.min((travel * height) / 2, (cover.height * zoom - height) / 2);

  let zoom = flat(1);
  let dx = flat(0);
  let dy = flat(0);
  switch (movement) {
    case 'static':
      break;
    case 'pan_left':
    case 'pan_right': {
      // The view turns right, so the picture slides left: x goes from -a to +a.
      const a = halfTravelX(panZoom);
      zoom = flat(panZoom);
      dx = movement === 'pan_right' ? sweep(-a, a) : sweep(a, -a);
      break;
    }
    case 'truck_left':
    case 'truck_right': {
      const a = halfTravelX(panZoom);
      zoom = sweep(panZoom, panZoom * TRUCK_PUSH);
      dx = movement === 'truck_right' ? sweep(-a, a) : sweep(a, -a);
      break;
    }
    case 'orbit_left_to_right':
    case 'orbit_right_to_left': {
      const a = halfTravelX(panZoom);
      zoom = sweep(panZoom, panZoom, panZoom * ORBIT_ARC_ZOOM);
      dx = movement === 'orbit_left_to_right' ? sweep(-a, a) : sweep(a, -a);
      dy = sweep(0, 0, -Math.min(ORBIT_ARC_RISE * height, (cover.height * panZoom - height) / 2));
      break;
    }
    case 'tilt_up':
    case 'tilt_down': {
      // The view tilts up, so the picture slides down: y goes from +a to -a.
      const a = halfTravelY(tiltZoom);
      zoom = flat(tiltZoom);
      dy = movement === 'tilt_down' ? sweep(-a, a) : sweep(a, -a);
      break;
    }
    case 'dolly_in':
      zoom = sweep(1, DOLLY_ZOOM);
      break;
    case 'dolly_out':
      zoom = sweep(DOLLY_ZOOM, 1);
      break;
  }
  if (minOf(zoom) < 1) throw new Error('camera plan zooms below cover');
  const peakZoom = maxOf(zoom);
  // Rounded up, so every planned view fits inside the canvas.
  const even = (value: number, floor: number) => Math.max(floor, 2 * Math.ceil(value / 2 - 1e-9));
  const canvas = {
    width: even(cover.width * peakZoom, width),
    height: even(cover.height * peakZoom, height),
  };
  return {
    requested: request.movement,
    movement,
    width,
    height,
    fps: CAMERA_FPS,
    frames: Math.round(durationS * CAMERA_FPS),
    durationS,
    cover,
    canvas,
    peakZoom,
    viewport: viewportOf({ width, height, canvas, peakZoom, zoom, dx, dy }),
    zoom,
    dx,
    dy,
  };
}

/** Value of a Linear at eased progress e. */
export function valueAt(line: Linear, e: number): number {
  return line.from + (line.to - line.from) * e + line.arc * Math.sin(Math.PI * e);
}

/**
 * The view at eased progress e, in canvas pixels: the canvas is the cover at the peak zoom, so
 * a frame at zoom z shows an area (peak / z) times the output size, centred at the canvas
 * centre plus the offset (in output pixels) scaled the same way.
 */
export function viewAt(
  plan: Pick<CameraMovePlan, 'width' | 'height' | 'canvas' | 'peakZoom' | 'zoom' | 'dx' | 'dy'>,
  e: number,
): Rect {
  const k = plan.peakZoom / valueAt(plan.zoom, e);
  const width = plan.width * k;
  const height = plan.height * k;
  return {
    x: plan.canvas.width / 2 + valueAt(plan.dx, e) * k - width / 2,
    y: plan.canvas.height / 2 + valueAt(plan.dy, e) * k - height / 2,
    width,
    height,
  };
}

// The moves are smooth (linear plus one half-sine in E), so dense sampling finds their extent;
// a two-pixel margin absorbs what falls between samples and the per-frame even rounding.
const VIEWPORT_SAMPLES = 256;
const VIEWPORT_MARGIN = 2;

function viewportOf(
  plan: Pick<CameraMovePlan, 'width' | 'height' | 'canvas' | 'peakZoom' | 'zoom' | 'dx' | 'dy'>,
): Rect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let i = 0; i <= VIEWPORT_SAMPLES; i += 1) {
    const view = viewAt(plan, i / VIEWPORT_SAMPLES);
    left = Math.min(left, view.x);
    top = Math.min(top, view.y);
    right = Math.max(right, view.x + view.width);
    bottom = Math.max(bottom, view.y + view.height);
  }
  const floorEven = (value: number) => 2 * Math.floor(value / 2);
  const ceilEven = (value: number) => 2 * Math.ceil(value / 2);
  const x = Math.max(0, floorEven(left - VIEWPORT_MARGIN));
  const y = Math.max(0, floorEven(top - VIEWPORT_MARGIN));
  const x1 = Math.min(plan.canvas.width, ceilEven(right + VIEWPORT_MARGIN));
  const y1 = Math.min(plan.canvas.height, ceilEven(bottom + VIEWPORT_MARGIN));
  return { x, y, width: x1 - x, height: y1 - y };
}

/** True when the zoom changes during the move, so every frame needs its own scale. */
export function zoomVaries(plan: CameraMovePlan): boolean {
  return plan.zoom.from !== plan.zoom.to || plan.zoom.arc !== 0;
}

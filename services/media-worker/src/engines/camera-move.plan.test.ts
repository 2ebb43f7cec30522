import { describe, expect, it } from 'vitest';
import { MediaError } from '@platform/media';
import {
  CAMERA_MOVEMENTS,
  DOLLY_ZOOM,
  RESOLUTIONS,
  planCameraMove,
  resolveAutoMovement,
  zoomVaries,
  viewAt,
  type CameraMovement,
  type CameraMovePlan,
  type Linear,
} from './camera-move.plan.ts';

const plan = (
  movement: CameraMovement,
  still = { w: 1600, h: 900 },
  resolution: '480p' | '720p' | '1080p' = '720p',
  durationS = 5,
) => planCameraMove({ stillWidth: still.w, stillHeight: still.h, movement, resolution, durationS });

const at = (line: Linear, e: number) =>
  line.from + (line.to - line.from) * e + line.arc * Math.sin(Math.PI * e);

describe('planCameraMove', () => {
  it('maps resolution labels to 16:9 landscape sizes at 30 fps', () => {
    expect(RESOLUTIONS).toEqual({
      '480p': { width: 854, height: 480 },
      '720p': { width: 1280, height: 720 },
      '1080p': { width: 1920, height: 1080 },
    });
    expect(plan('static', undefined, '480p', 2)).toMatchObject({
      width: 854,
      height: 480,
      fps: 30,
      frames: 60,
    });
    expect(plan('static', undefined, '1080p', 10)).toMatchObject({ width: 1920, height: 1080, frames: 300 });
  });

  it('refuses bad durations, movements and resolutions with a MediaError', () => {
    for (const durationS of [1.9, 10.1, Number.NaN])
      expect(() => plan('static', undefined, '720p', durationS)).toThrow(MediaError);
    expect(() => plan('zoom_wild' as CameraMovement)).toThrow(/Unknown camera movement/);
    expect(() =>
      planCameraMove({
        stillWidth: 10,
        stillHeight: 10,
        movement: 'static',
        resolution: '4k' as '720p',
        durationS: 3,
      }),
    ).toThrow(/Unknown resolution/);
    expect(() =>
      planCameraMove({
        stillWidth: 0,
        stillHeight: 10,
        movement: 'static',
        resolution: '720p',
        durationS: 3,
      }),
    ).toThrow(MediaError);
  });

  it('resolves auto from the still: panoramas pan, tall stills tilt, the rest dolly in', () => {
    expect(resolveAutoMovement(3000, 1000)).toBe('pan_right');
    expect(resolveAutoMovement(900, 1600)).toBe('tilt_up');
    expect(resolveAutoMovement(1600, 1200)).toBe('dolly_in');
    expect(plan('auto', { w: 1600, h: 900 })).toMatchObject({ requested: 'auto', movement: 'dolly_in' });
  });

  it('covers the frame by cropping, never by stretching, whatever the still aspect', () => {
    for (const still of [
      { w: 900, h: 1600 },
      { w: 4000, h: 1000 },
      { w: 1000, h: 1000 },
      { w: 640, h: 480 },
    ]) {
      for (const movement of CAMERA_MOVEMENTS) {
        const p = plan(movement, still);
        expect(p.cover.width).toBeGreaterThanOrEqual(p.width - 1e-9);
        expect(p.cover.height).toBeGreaterThanOrEqual(p.height - 1e-9);
        expect(Math.min(p.cover.width - p.width, p.cover.height - p.height)).toBeLessThan(1e-6);
        expect(p.cover.width / p.cover.height).toBeCloseTo(still.w / still.h, 6);
        // Even rounding may cost a pixel on either side: far below a visible stretch.
        expect(Math.abs(p.canvas.width / p.canvas.height / (still.w / still.h) - 1)).toBeLessThan(0.003);
        expect((p.canvas.width % 2) + (p.canvas.height % 2)).toBe(0);
      }
    }
  });

  it('keeps every view inside the canvas, so the crop never has to clamp', () => {
    for (const still of [
      { w: 900, h: 1600 },
      { w: 4000, h: 1000 },
      { w: 1600, h: 900 },
    ]) {
      for (const movement of CAMERA_MOVEMENTS) {
        const p = plan(movement, still, '1080p', 10);
        for (let e = 0; e <= 1; e += 0.05) {
          const zoom = at(p.zoom, e);
          expect(Math.abs(at(p.dx, e))).toBeLessThanOrEqual((p.cover.width * zoom - p.width) / 2 + 1e-6);
          expect(Math.abs(at(p.dy, e))).toBeLessThanOrEqual((p.cover.height * zoom - p.height) / 2 + 1e-6);
        }
      }
    }
  });

  it('keeps only the part of the canvas some frame shows', () => {
    for (const still of [
      { w: 900, h: 1600 },
      { w: 4000, h: 1000 },
      { w: 1600, h: 900 },
      { w: 1200, h: 900 },
    ]) {
      for (const movement of CAMERA_MOVEMENTS) {
        const p = plan(movement, still, '1080p', 6);
        const { viewport: v } = p;
        expect([v.x, v.y, v.width, v.height].every((n) => Number.isInteger(n) && n % 2 === 0)).toBe(true);
        expect(v.x + v.width).toBeLessThanOrEqual(p.canvas.width);
        expect(v.y + v.height).toBeLessThanOrEqual(p.canvas.height);
        for (let e = 0; e <= 1; e += 1 / 64) {
          const view = viewAt(p, e);
          // Within float noise: views may touch the canvas edge.
          expect(view.x).toBeGreaterThanOrEqual(v.x - 1e-6);
          expect(view.y).toBeGreaterThanOrEqual(v.y - 1e-6);
          expect(view.x + view.width).toBeLessThanOrEqual(v.x + v.width + 1e-6);
          expect(view.y + view.height).toBeLessThanOrEqual(v.y + v.height + 1e-6);
        }
      }
    }
    // A portrait still dollies on a 16:9 band: a fraction of the canvas is ever processed.
    const portrait = plan('dolly_in', { w: 900, h: 1600 }, '1080p');
    expect(portrait.viewport.height).toBeLessThan(portrait.canvas.height * 0.5);
    expect(plan('static', { w: 1600, h: 900 }, '1080p').viewport).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1080,
    });
  });

  it('gives each movement its direction', () => {
    const moves = Object.fromEntries(CAMERA_MOVEMENTS.map((m) => [m, plan(m)])) as Record<
      CameraMovement,
      CameraMovePlan
    >;
    const travel = (line: Linear) => line.to - line.from;
    // The view moves right: the crop window goes right, the picture slides left.
    expect(travel(moves.pan_right.dx)).toBeGreaterThan(0);
    expect(travel(moves.pan_left.dx)).toBeLessThan(0);
    expect(travel(moves.truck_right.dx)).toBeGreaterThan(0);
    expect(travel(moves.truck_left.dx)).toBeLessThan(0);
    expect(travel(moves.orbit_left_to_right.dx)).toBeGreaterThan(0);
    expect(travel(moves.orbit_right_to_left.dx)).toBeLessThan(0);
    expect(travel(moves.tilt_up.dy)).toBeLessThan(0);
    expect(travel(moves.tilt_down.dy)).toBeGreaterThan(0);
    expect(moves.dolly_in.zoom).toEqual({ from: 1, to: DOLLY_ZOOM, arc: 0 });
    expect(moves.dolly_out.zoom).toEqual({ from: DOLLY_ZOOM, to: 1, arc: 0 });
    expect(moves.static).toMatchObject({
      zoom: { from: 1, to: 1, arc: 0 },
      dx: { from: 0, to: 0, arc: 0 },
      dy: { from: 0, to: 0, arc: 0 },
    });
  });

  it('tells pan from truck (the truck pushes in) and gives orbits an arc', () => {
    const pan = plan('pan_right');
    const truck = plan('truck_right');
    const orbit = plan('orbit_left_to_right');
    expect(zoomVaries(pan)).toBe(false);
    expect(zoomVaries(truck)).toBe(true);
    expect(truck.zoom.to / truck.zoom.from).toBeCloseTo(1.08, 6);
    expect(truck.dx).toEqual(pan.dx);
    expect(orbit.zoom.arc).toBeGreaterThan(0);
    expect(orbit.dy.arc).toBeLessThan(0);
    expect([orbit.zoom.from, orbit.zoom.to]).toEqual([pan.zoom.from, pan.zoom.from]);
  });

  it('travels further on longer clips, within limits', () => {
    const short = plan('pan_right', { w: 4000, h: 1000 }, '720p', 2);
    const long = plan('pan_right', { w: 4000, h: 1000 }, '720p', 10);
    expect(long.dx.to - long.dx.from).toBeGreaterThan(short.dx.to - short.dx.from);
    expect(long.dx.to - long.dx.from).toBeCloseTo(0.25 * 1280, 6);
    expect(short.dx.to - short.dx.from).toBeCloseTo(0.12 * 1280, 6);
  });
});

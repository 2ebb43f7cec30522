import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENCODER,
  cameraMoveArgs,
  cameraMoveFilterGraph,
  cameraMotionFilters,
  easedProgressExpr,
  linearExpr,
} from './camera-move.args.ts';
import { CAMERA_MOVEMENTS, planCameraMove, viewAt, type CameraMovement } from './camera-move.plan.ts';

const plan = (movement: CameraMovement, resolution: '480p' | '720p' | '1080p' = '480p', durationS = 2) =>
  planCameraMove({ stillWidth: 1600, stillHeight: 900, movement, resolution, durationS });

/** Evaluates the subset of ffmpeg's expression language the builders emit, at frame n. */
function evaluate(expr: string, n: number): number {
  const js = expr
    .replace(/\bPI\b/g, 'Math.PI')
    .replace(/\b(cos|sin|min|max|trunc|round)\(/g, 'Math.$1(')
    .replace(/\bn\b/g, `(${n})`);
  if (
    /[^-+*/().,\d\s\w]/.test(js) ||
    /\b(?!Math\b|PI\b|cos\b|sin\b|min\b|max\b|trunc\b|round\b)[a-z_]+\b/i.test(js)
  ) {
    throw new Error(`unexpected token in ${expr}`);
  }
  return Function(`"use strict"; return (${js});`)() as number;
}

/** The x and y expressions of the (exact) crop filter. */
function cropXY(filters: string): { x: string; y: string } {
  const match = /crop=\d+:\d+:x='([^']*)':y='([^']*)':exact=1/.exec(filters);
  if (!match?.[1] || !match[2]) throw new Error(`no crop in ${filters}`);
  return { x: match[1], y: match[2] };
}

describe('eased progress', () => {
  it('goes 0 -> 1 over the frames, slow at both ends (cosine ease-in-out)', () => {
    const e = easedProgressExpr(60);
    expect(e).toBe('(1-cos(PI*min(n/59,1)))/2');
    const values = Array.from({ length: 60 }, (_, n) => evaluate(e, n));
    expect(values[0]).toBeCloseTo(0, 12);
    expect(values[59]).toBeCloseTo(1, 12);
    expect(evaluate(e, 29.5)).toBeCloseTo(0.5, 12);
    expect(values.every((v, i) => i === 0 || v > (values[i - 1] ?? 0))).toBe(true);
    const step = (i: number) => (values[i + 1] ?? 0) - (values[i] ?? 0);
    expect(step(0)).toBeLessThan(step(29) / 10);
    expect(step(58)).toBeLessThan(step(29) / 10);
  });

  it('builds from + delta * E + arc * sin(pi E) without zero terms', () => {
    expect(linearExpr({ from: 1, to: 1, arc: 0 }, 'E')).toBe('1');
    expect(linearExpr({ from: 1, to: 1.3, arc: 0 }, 'E')).toBe('1+0.3*(E)');
    expect(linearExpr({ from: 10, to: -10, arc: 0 }, 'E')).toBe('10-20*(E)');
    expect(linearExpr({ from: 0, to: 0, arc: -14.4 }, 'E')).toBe('0-14.4*sin(PI*(E))');
  });
});

describe('camera motion filters', () => {
  it('pans and tilts by crop translation alone, on a canvas scaled once', () => {
    for (const movement of ['pan_left', 'pan_right', 'tilt_up', 'tilt_down', 'static'] as const) {
      expect(cameraMotionFilters(plan(movement))).not.toContain('scale=');
    }
    const pan = cropXY(cameraMotionFilters(plan('pan_right')));
    expect(pan.x).toContain('*((1-cos(PI*min(n/59,1)))/2)');
    expect(pan.y).not.toMatch(/\bn\b/);
    const tilt = cropXY(cameraMotionFilters(plan('tilt_up')));
    expect(tilt.y).toContain('cos(PI*min(n/59,1))');
    expect(tilt.x).not.toMatch(/\bn\b/);
  });

  it('zooms with a per-frame scale for dolly, truck and orbit', () => {
    for (const movement of [
      'dolly_in',
      'dolly_out',
      'truck_left',
      'truck_right',
      'orbit_left_to_right',
      'orbit_right_to_left',
    ] as const) {
      expect(cameraMotionFilters(plan(movement))).toMatch(
        /^scale=w='max\(854,round\(\d+\*\(.*n\/59.*\)\/[\d.]+\)\)':h='max\(480,.*':eval=frame:flags=bicubic,crop=854:480:/,
      );
    }
    expect(cameraMotionFilters(plan('orbit_left_to_right'))).toContain('sin(PI*');
  });

  it('shows, on every frame, the view the plan describes', () => {
    for (const movement of CAMERA_MOVEMENTS) {
      for (const still of [
        { w: 1600, h: 900 },
        { w: 900, h: 1600 },
        { w: 4000, h: 1000 },
      ]) {
        const p = planCameraMove({
          stillWidth: still.w,
          stillHeight: still.h,
          movement,
          resolution: '720p',
          durationS: 3,
        });
        const filters = cameraMotionFilters(p);
        const { x, y } = cropXY(filters);
        const scaled = /^scale=w='([^']*)':h='([^']*)'/.exec(filters);
        for (const n of [0, 17, 45, p.frames - 1]) {
          // Scaled viewport size at frame n (the viewport itself when nothing scales per frame).
          const sw = scaled?.[1] ? evaluate(scaled[1], n) : p.viewport.width;
          const sh = scaled?.[2] ? evaluate(scaled[2], n) : p.viewport.height;
          expect(sw).toBeGreaterThanOrEqual(p.width);
          expect(sh).toBeGreaterThanOrEqual(p.height);
          // Map the crop back to canvas pixels and compare with the planned view.
          const view = viewAt(p, evaluate(easedProgressExpr(p.frames), n));
          const kx = p.viewport.width / sw;
          const ky = p.viewport.height / sh;
          // Whole-pixel sizes and offsets, rounded to the nearest: within 0.8 output pixels.
          expect(Math.abs(p.viewport.x + evaluate(x, n) * kx - view.x)).toBeLessThan(0.8 * kx);
          expect(Math.abs(p.viewport.y + evaluate(y, n) * ky - view.y)).toBeLessThan(0.8 * ky);
          expect(Math.abs(p.width * kx - view.width)).toBeLessThan(0.6 * kx);
          // The crop window lies inside the scaled viewport: ffmpeg never has to clamp it.
          expect(evaluate(x, n)).toBeGreaterThanOrEqual(-0.5);
          expect(evaluate(x, n) + p.width).toBeLessThanOrEqual(sw + 0.5);
          expect(evaluate(y, n)).toBeGreaterThanOrEqual(-0.5);
          expect(evaluate(y, n) + p.height).toBeLessThanOrEqual(sh + 0.5);
        }
      }
    }
  });

  it('decodes and converts the still once, then loops the single frame', () => {
    const p = plan('dolly_in');
    const raw = cameraMoveFilterGraph(p, 'rgb24');
    const { width: vw, height: vh, x: vx, y: vy } = p.viewport;
    expect(
      raw.startsWith(
        `[0:v]scale=${vw}:${vh}:out_color_matrix=bt709:out_range=tv,format=yuv420p,split=3[canvas][first][last];`,
      ),
    ).toBe(true);
    expect(raw).toContain(
      `;[canvas]loop=loop=59:size=1:start=0,settb=1/30,setpts=N,${cameraMotionFilters(p)},setsar=1,format=yuv420p[video];`,
    );
    expect(raw).not.toContain('zoompan');
    const image = cameraMoveFilterGraph(p, 'image');
    expect(
      image.startsWith(
        `[0:v]scale=${p.canvas.width}:${p.canvas.height}:flags=lanczos:out_color_matrix=bt709:out_range=tv,crop=${vw}:${vh}:${vx}:${vy},format=yuv420p,split=3`,
      ),
    ).toBe(true);
  });

  it('makes the first and last frame from the canvas with the motion fixed at those frames', () => {
    for (const movement of CAMERA_MOVEMENTS) {
      const p = plan(movement);
      const [, , first, last, ...rest] = cameraMoveFilterGraph(p).split(';');
      expect(rest).toEqual([]);
      // The very expressions the video evaluates per frame, with the frame number filled in.
      expect(cameraMotionFilters(p, 59)).toBe(cameraMotionFilters(p).replaceAll(/\bn\b/g, '59'));
      const toJpeg =
        'scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj420p';
      expect(first).toBe(`[first]${cameraMotionFilters(p, 0)},setsar=1,${toJpeg}[thumbnail]`);
      expect(last).toBe(`[last]${cameraMotionFilters(p, 59)},setsar=1,${toJpeg}[last_frame]`);
    }
  });
});

const outputs = {
  video: '/job/video.mp4',
  thumbnail: '/job/thumbnail.jpg',
  lastFrame: '/job/last-frame.jpg',
};

describe('cameraMoveArgs', () => {
  it('whitelists the input, reads raw canvas pixels, and writes H.264 MP4 with faststart', () => {
    const p = plan('pan_left', '1080p', 4);
    const args = cameraMoveArgs(p, { kind: 'rgb24', path: '/job/canvas.rgb' }, outputs);
    const input = args.indexOf('-i');
    expect(args.slice(0, input + 2)).toEqual([
      '-f',
      'rawvideo',
      '-pixel_format',
      'rgb24',
      '-video_size',
      `${p.viewport.width}x${p.viewport.height}`,
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      '/job/canvas.rgb',
    ]);
    const video = args.slice(args.indexOf('-filter_complex'), args.indexOf('/job/video.mp4') + 1);
    const option = (name: string) => video[video.indexOf(name) + 1];
    expect(option('-map')).toBe('[video]');
    expect(option('-frames:v')).toBe('120');
    expect(option('-r')).toBe('30');
    expect(option('-c:v')).toBe('libx264');
    expect(option('-preset')).toBe('superfast');
    expect(option('-crf')).toBe('20');
    expect(option('-x264-params')).toBe('mbtree=1:rc-lookahead=10');
    expect(option('-pix_fmt')).toBe('yuv420p');
    expect(option('-movflags')).toBe('+faststart');
    expect(option('-colorspace')).toBe('bt709');
    expect(option('-f')).toBe('mp4');
    expect(video).toContain('-an');
    expect(DEFAULT_ENCODER).toEqual({ preset: 'superfast', crf: 20 });
  });

  it('writes the first and last frame as single JPEG files from the same run', () => {
    const args = cameraMoveArgs(plan('static'), { kind: 'rgb24', path: '/job/canvas.rgb' }, outputs);
    const stills = args.slice(args.indexOf('/job/video.mp4') + 1);
    const still = ['-frames:v', '1', '-update', '1', '-f', 'image2', '-c:v', 'mjpeg', '-q:v', '2'];
    expect(stills).toEqual([
      '-map',
      '[thumbnail]',
      ...still,
      '/job/thumbnail.jpg',
      '-map',
      '[last_frame]',
      ...still,
      '/job/last-frame.jpg',
    ]);
  });

  it('reads an image file directly and honours encoder settings', () => {
    const args = cameraMoveArgs(plan('static'), { kind: 'image', path: '/job/still.jpg' }, outputs, {
      preset: 'ultrafast',
      crf: 26,
    });
    expect(args.slice(0, 4)).toEqual(['-protocol_whitelist', 'file,pipe', '-i', '/job/still.jpg']);
    expect(args[args.indexOf('-preset') + 1]).toBe('ultrafast');
    expect(args[args.indexOf('-crf') + 1]).toBe('26');
  });
});

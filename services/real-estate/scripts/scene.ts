// A tiny perspective renderer for the demo photos: 3D boxes and planes seen by a pinhole camera,
// drawn far to near as SVG polygons with flat shading. Metres; the camera looks down +z with +y up.

export interface Camera {
  /** Focal length in pixels. */
  f: number;
  cx: number;
  cy: number;
  /** Camera height above the floor (the floor is y = 0). */
  eye: number;
}

export type Vec3 = [number, number, number];

export interface Shape {
  /** Depth used for ordering (larger is drawn first). */
  depth: number;
  svg: string;
}

export const project = (cam: Camera, [x, y, z]: Vec3): [number, number] => [
  cam.cx + (cam.f * x) / z,
  cam.cy - (cam.f * (y - cam.eye)) / z,
];

export const points = (cam: Camera, pts: Vec3[]): string =>
  pts
    .map((p) => project(cam, p))
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');

export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

export function polygon(cam: Camera, pts: Vec3[], fill: string, extra = ''): Shape {
  const depth = Math.max(...pts.map((p) => p[2]));
  return { depth, svg: `<polygon points="${points(cam, pts)}" fill="${fill}" ${extra}/>` };
}

/**
 * An axis-aligned box: its front face, the top when below the eye, the side facing the camera.
 * `depthBias` nudges ordering for objects standing on others.
 */
export function box(
  cam: Camera,
  x: [number, number],
  y: [number, number],
  z: [number, number],
  color: string,
  depthBias = 0,
): Shape {
  const [x0, x1] = x;
  const [y0, y1] = y;
  const [z0, z1] = z;
  const faces: string[] = [];
  const face = (pts: Vec3[], factor: number) =>
    faces.push(
      `<polygon points="${points(cam, pts)}" fill="${shade(color, factor)}" stroke="${shade(color, factor * 0.85)}" stroke-width="1"/>`,
    );
  if (x0 > 0)
    face(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      0.78,
    );
  if (x1 < 0)
    face(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      0.78,
    );
  if (y1 < cam.eye)
    face(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      1.12,
    );
  if (y0 > cam.eye)
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      0.7,
    );
  face(
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    0.95,
  );
  return { depth: z1 - depthBias, svg: faces.join('') };
}

/** A soft shadow on the floor under a footprint. */
export function floorShadow(cam: Camera, x: [number, number], z: [number, number], opacity = 0.35): Shape {
  const pad = 0.08;
  const pts: Vec3[] = [
    [x[0] - pad, 0.001, z[0] - pad],
    [x[1] + pad, 0.001, z[0] - pad],
    [x[1] + pad, 0.001, z[1] + pad],
    [x[0] - pad, 0.001, z[1] + pad],
  ];
  return {
    depth: z[1] + 0.5,
    svg: `<polygon points="${points(cam, pts)}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`,
  };
}

export function render(
  width: number,
  height: number,
  defs: string,
  background: string,
  shapes: Shape[],
  overlay = '',
): string {
  const body = [...shapes]
    .sort((a, b) => b.depth - a.depth)
    .map((shape) => shape.svg)
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="blur4"><feGaussianBlur stdDeviation="4"/></filter>
<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.35"/></radialGradient>
${defs}</defs>
${background}
${body}
${overlay}
<rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;
}

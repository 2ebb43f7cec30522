// Exterior demo photos (the facade from the street, the back garden): sky, lawn in perspective,
// the house as shaded boxes with a hipped roof, trees, shrubs, fences and garden furniture.
import { box, floorShadow, points, polygon, render, shade, type Camera, type Shape } from './scene.ts';
import { H, W } from './interiors.ts';

const cam: Camera = { f: 1150, cx: W / 2, cy: 700, eye: 1.6 };
const sx = (x: number, z: number) => cam.cx + (cam.f * x) / z;
const sy = (y: number, z: number) => cam.cy - (cam.f * (y - cam.eye)) / z;

const SKY = `<linearGradient id="skyOut" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f8fd6"/><stop offset="0.75" stop-color="#b7d8f2"/><stop offset="1" stop-color="#e6f1f7"/></linearGradient>
<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9e4c"/><stop offset="1" stop-color="#3f7a2a"/></linearGradient>
<radialGradient id="foliage" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#5fa044"/><stop offset="1" stop-color="#2d5e22"/></radialGradient>`;

function sky(): string {
  const clouds = [
    [380, 180, 1.0],
    [1250, 120, 1.3],
    [1650, 260, 0.8],
  ]
    .map(([x, y, s]) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${x! + i * 70 * s!}" cy="${y! + (i % 2) * -18 * s!}" rx="${90 * s!}" ry="${45 * s!}" fill="#ffffff" opacity="0.9"/>`,
        )
        .join(''),
    )
    .join('');
  return `<rect width="${W}" height="${H}" fill="url(#skyOut)"/>${clouds}<polygon points="0,${cam.cy} ${W},${cam.cy} ${W},${H} 0,${H}" fill="url(#lawn)"/>`;
}

function tree(x: number, z: number, height: number, radius: number): Shape[] {
  const trunk = box(cam, [x - 0.18, x + 0.18], [0, height * 0.55], [z - 0.18, z + 0.18], '#6b4a2f');
  const cx = sx(x, z);
  const cy = sy(height * 0.7, z);
  const r = (cam.f * radius) / z;
  const blobs = [
    [0, 0, 1],
    [-0.55, 0.25, 0.7],
    [0.55, 0.2, 0.72],
    [0, -0.45, 0.75],
    [-0.3, -0.2, 0.6],
    [0.35, -0.25, 0.6],
  ]
    .map(
      ([dx, dy, s]) =>
        `<circle cx="${cx + dx! * r}" cy="${cy + dy! * r}" r="${s! * r}" fill="url(#foliage)"/>`,
    )
    .join('');
  return [
    trunk,
    {
      depth: z - 0.2,
      svg: `<ellipse cx="${cx}" cy="${sy(0, z)}" rx="${r * 1.1}" ry="${r * 0.18}" fill="#000" opacity="0.25" filter="url(#soft)"/>${blobs}`,
    },
  ];
}

function shrub(x: number, z: number, radius: number, flowers?: string): Shape {
  const cx = sx(x, z);
  const cy = sy(radius * 0.8, z);
  const r = (cam.f * radius) / z;
  const dots = flowers
    ? Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${cx + Math.cos(i * 2.4) * r * 0.8}" cy="${cy + Math.sin(i * 1.7) * r * 0.5}" r="${Math.max(2, r * 0.09)}" fill="${flowers}"/>`,
      ).join('')
    : '';
  return {
    depth: z,
    svg: `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.3}" ry="${r}" fill="#3e7d32"/><ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.3}" rx="${r * 0.7}" ry="${r * 0.5}" fill="#5c9e45"/>${dots}`,
  };
}

function windowOn(x0: number, x1: number, y0: number, y1: number, z: number): Shape {
  const frame = '#ffffff';
  const mid = (x0 + x1) / 2;
  return {
    depth: z - 0.05,
    svg:
      `<polygon points="${points(cam, [
        [x0, y0, z],
        [x1, y0, z],
        [x1, y1, z],
        [x0, y1, z],
      ])}" fill="#5b7d95" stroke="${frame}" stroke-width="7"/>` +
      `<polygon points="${points(cam, [
        [x0, y1 - (y1 - y0) * 0.45, z],
        [x0 + (x1 - x0) * 0.5, y1, z],
        [x0, y1, z],
      ])}" fill="#a9c6da" opacity="0.6"/>` +
      `<polyline points="${points(cam, [
        [mid, y0, z],
        [mid, y1, z],
      ])}" stroke="${frame}" stroke-width="5"/>`,
  };
}

export function facade(): string {
  const shapes: Shape[] = [];
  const wall = '#e8dcc8';
  const z0 = 15;
  shapes.push(...tree(-12, 30, 8, 3.2), ...tree(13, 34, 9, 3.6), ...tree(-4, 40, 10, 3.5));
  // Main house: two storeys, hipped roof; garage on the right; porch; chimney.
  shapes.push(box(cam, [-6, 5], [0, 5.8], [z0, 25], wall));
  shapes.push(box(cam, [5, 9.5], [0, 3.2], [z0 + 1, 25], shade(wall, 0.96)));
  shapes.push({
    depth: z0 + 0.6,
    svg: `<polygon points="${points(cam, [
      [-6.5, 5.8, z0 - 0.5],
      [5.5, 5.8, z0 - 0.5],
      [3.5, 8.3, 20],
      [-4.5, 8.3, 20],
    ])}" fill="#5a4a42" stroke="#3f332d" stroke-width="3"/>`,
  });
  shapes.push({
    depth: z0 + 1.1,
    svg: `<polygon points="${points(cam, [
      [4.8, 3.2, z0 + 0.6],
      [9.9, 3.2, z0 + 0.6],
      [9.9, 4.3, 20],
      [4.8, 4.3, 20],
    ])}" fill="#5a4a42" stroke="#3f332d" stroke-width="3"/>`,
  });
  shapes.push(box(cam, [2.2, 2.9], [6.5, 9.2], [19, 19.7], '#8c5a44', 0.5));
  for (const x of [-5.2, -2.2])
    shapes.push(windowOn(x, x + 1.6, 3.4, 5.0, z0), windowOn(x, x + 1.6, 0.9, 2.4, z0));
  shapes.push(windowOn(1.9, 3.5, 3.4, 5.0, z0));
  // Door with a small porch roof and steps.
  shapes.push({
    depth: z0 - 0.05,
    svg: `<polygon points="${points(cam, [
      [0.3, 0.25, z0],
      [1.5, 0.25, z0],
      [1.5, 2.5, z0],
      [0.3, 2.5, z0],
    ])}" fill="#2f4858"/><circle cx="${sx(1.35, z0)}" cy="${sy(1.3, z0)}" r="5" fill="#d4af37"/>`,
  });
  shapes.push(box(cam, [0, 1.8], [2.7, 2.85], [z0 - 1.2, z0], '#5a4a42', 0.3));
  shapes.push(box(cam, [-0.1, 1.9], [0, 0.25], [z0 - 1.2, z0], '#b0a99f', 0.4));
  shapes.push({
    depth: z0 + 0.9,
    svg:
      `<polygon points="${points(cam, [
        [5.6, 0, z0 + 1],
        [9, 0, z0 + 1],
        [9, 2.6, z0 + 1],
        [5.6, 2.6, z0 + 1],
      ])}" fill="#f3efe7" stroke="#cfc8bc" stroke-width="4"/>` +
      [0.5, 1.0, 1.5, 2.0]
        .map(
          (y) =>
            `<polyline points="${points(cam, [
              [5.6, y, z0 + 0.99],
              [9, y, z0 + 0.99],
            ])}" stroke="#cfc8bc" stroke-width="3"/>`,
        )
        .join(''),
  });
  // Driveway, path, lawn edge, shrubs and a low front fence.
  shapes.push({
    depth: 900,
    svg: `<polygon points="${points(cam, [
      [5.6, 0.01, z0 + 1],
      [9, 0.01, z0 + 1],
      [9, 0.01, 3],
      [4.2, 0.01, 3],
    ])}" fill="#9a948c"/>`,
  });
  shapes.push({
    depth: 900,
    svg: `<polygon points="${points(cam, [
      [0.4, 0.01, z0 - 1.2],
      [1.4, 0.01, z0 - 1.2],
      [1.4, 0.01, 3],
      [0.4, 0.01, 3],
    ])}" fill="#c9bfae"/>`,
  });
  shapes.push(
    shrub(-4.5, z0 - 1, 0.8, '#e07a9a'),
    shrub(-2.5, z0 - 1.1, 0.7),
    shrub(3.2, z0 - 1, 0.75, '#f2d16b'),
    shrub(-6.5, 10, 1.0),
  );
  for (let x = -9; x < 3.8; x += 0.5) {
    if (x > 0.2 && x < 1.6) continue;
    shapes.push(box(cam, [x, x + 0.1], [0, 0.9], [6, 6.1], '#f7f7f2', 0.2));
  }
  shapes.push(box(cam, [-9, 0.3], [0.7, 0.8], [6.02, 6.08], '#f7f7f2', 0.25));
  shapes.push(box(cam, [1.5, 3.9], [0.7, 0.8], [6.02, 6.08], '#f7f7f2', 0.25));
  shapes.push(...tree(-7.5, 9, 6, 2.2));
  return render(W, H, SKY, sky(), shapes);
}

export function garden(): string {
  const shapes: Shape[] = [];
  // Mowing stripes across the lawn.
  const stripes: string[] = [];
  for (let i = 0, z = 2; z < 18; z += 1.5, i += 1) {
    if (i % 2 === 0)
      stripes.push(
        `<polygon points="${points(cam, [
          [-20, 0.005, z],
          [20, 0.005, z],
          [20, 0.005, z + 1.5],
          [-20, 0.005, z + 1.5],
        ])}" fill="#8fbf62" opacity="0.35"/>`,
      );
  }
  shapes.push({ depth: 950, svg: stripes.join('') });
  // Timber fence at the back, trees beyond, a shed, flower beds, a stepping-stone path, patio set.
  shapes.push(
    ...tree(-9, 26, 9, 3.6),
    ...tree(-2, 30, 11, 4.2),
    ...tree(7, 27, 9, 3.4),
    ...tree(13, 24, 7, 2.8),
  );
  for (let x = -14; x < 14; x += 0.25)
    shapes.push(box(cam, [x, x + 0.23], [0, 1.9], [18, 18.1], x % 1 < 0.3 ? '#8b6f4e' : '#9c7c58', -0.1));
  shapes.push(box(cam, [5.5, 9.0], [0, 2.4], [14, 16.5], '#7c9a92'));
  shapes.push({
    depth: 14.3,
    svg: `<polygon points="${points(cam, [
      [5.3, 2.4, 13.8],
      [9.2, 2.4, 13.8],
      [9.2, 3.1, 15.2],
      [5.3, 3.1, 15.2],
    ])}" fill="#4d4d4d"/>`,
  });
  shapes.push(box(cam, [6.6, 7.6], [0, 1.9], [13.98, 14.0], '#5e7771', -0.05));
  for (const [x0, x1] of [
    [-8, -3.5],
    [2.5, 5],
  ] as const) {
    shapes.push(box(cam, [x0, x1], [0, 0.3], [10, 11.2], '#6b4a2f'));
    for (let x = x0 + 0.3; x < x1; x += 0.6)
      shapes.push(
        shrub(x, 10.6, 0.35, ['#e63946', '#f4a261', '#e9c46a', '#b5838d'][Math.abs(Math.round(x * 3)) % 4]),
      );
  }
  for (let z = 3; z < 12; z += 1.3) {
    shapes.push({
      depth: 800,
      svg: `<ellipse cx="${sx(0.2 + Math.sin(z) * 0.2, z)}" cy="${sy(0.01, z)}" rx="${(cam.f * 0.35) / z}" ry="${(cam.f * 0.12) / z}" fill="#c2b8a3" stroke="#8d8473" stroke-width="2"/>`,
    });
  }
  shapes.push({
    depth: 700,
    svg: `<polygon points="${points(cam, [
      [-7, 0.01, 4],
      [-2.5, 0.01, 4],
      [-2.5, 0.01, 7.5],
      [-7, 0.01, 7.5],
    ])}" fill="#b9aa95"/>`,
  });
  shapes.push(floorShadow(cam, [-5.4, -4.0], [5.2, 6.3]));
  shapes.push(box(cam, [-5.4, -4.0], [0.72, 0.76], [5.2, 6.3], '#f2f2f2'));
  for (const [x, z] of [
    [-5.3, 5.3],
    [-4.15, 5.3],
    [-5.3, 6.15],
    [-4.15, 6.15],
  ] as const)
    shapes.push(box(cam, [x, x + 0.05], [0, 0.72], [z, z + 0.05], '#444', 0.1));
  for (const x of [-6.2, -3.3]) {
    shapes.push(box(cam, [x, x + 0.5], [0.42, 0.46], [5.5, 6.0], '#2a9d8f'));
    shapes.push(box(cam, [x, x + 0.5], [0.46, 0.95], [5.95, 6.0], '#2a9d8f', -0.05));
    shapes.push(box(cam, [x + 0.02, x + 0.06], [0, 0.42], [5.55, 5.6], '#333', 0.1));
  }
  shapes.push(box(cam, [-4.73, -4.67], [0.76, 2.4], [5.72, 5.78], '#555', 0.3));
  shapes.push({
    depth: 5.2,
    svg: `<polygon points="${points(cam, [
      [-6.0, 2.1, 5.75],
      [-3.4, 2.1, 5.75],
      [-4.7, 2.6, 5.75],
    ])}" fill="#f1faee" stroke="#c9d3cf" stroke-width="3"/>`,
  });
  shapes.push(...tree(8, 7, 4, 1.6), shrub(-9, 8, 0.9), shrub(10, 12, 1.1, '#f2d16b'));
  shapes.push(
    polygon(
      cam,
      [
        [-20, 0.004, 1],
        [20, 0.004, 1],
        [20, 0.004, 2],
        [-20, 0.004, 2],
      ],
      '#4a8a32',
    ),
  );
  return render(W, H, SKY, sky(), shapes);
}

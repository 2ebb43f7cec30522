// One file over 300 lines: one scene per demo room, each a list of shapes.
// Interior demo rooms (living room, kitchen, bedroom, bathroom): a room box seen from its front,
// walls, floor and ceiling lit by a window, furniture as shaded boxes.
import {
  box,
  floorShadow,
  points,
  polygon,
  render,
  shade,
  type Camera,
  type Shape,
  type Vec3,
} from './scene.ts';

export const W = 1920;
export const H = 1280;
const cam: Camera = { f: 980, cx: W / 2, cy: 610, eye: 1.5 };
const X = 3.2;
const TOP = 2.7;
const BACK = 7.2;
const NEAR = 0.6;

interface RoomStyle {
  wall: string;
  back: string;
  floor: string;
  ceiling: string;
  /** Floor pattern: wooden planks or square tiles. */
  floorPattern: 'planks' | 'tiles';
  wallTiles?: boolean;
}

function room(style: RoomStyle): { defs: string; shapes: Shape[] } {
  const defs = `
<linearGradient id="floorLight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(style.floor, 0.8)}"/><stop offset="1" stop-color="${shade(style.floor, 1.1)}"/></linearGradient>
<linearGradient id="leftWall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(style.wall, 1.05)}"/><stop offset="1" stop-color="${shade(style.wall, 0.9)}"/></linearGradient>
<linearGradient id="rightWall" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="${shade(style.wall, 0.82)}"/><stop offset="1" stop-color="${shade(style.wall, 0.92)}"/></linearGradient>
<radialGradient id="backWall" cx="35%" cy="40%" r="80%"><stop offset="0" stop-color="${shade(style.back, 1.08)}"/><stop offset="1" stop-color="${shade(style.back, 0.88)}"/></radialGradient>
<linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(style.ceiling, 0.85)}"/><stop offset="1" stop-color="${style.ceiling}"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc3ef"/><stop offset="0.7" stop-color="#d8ecfa"/><stop offset="1" stop-color="#b9d7a8"/></linearGradient>
<linearGradient id="sun" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6da" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6da" stop-opacity="0"/></linearGradient>`;
  const shapes: Shape[] = [
    {
      depth: 1000,
      svg: `<polygon points="${points(cam, [
        [-X, 0, NEAR],
        [X, 0, NEAR],
        [X, 0, BACK],
        [-X, 0, BACK],
      ])}" fill="url(#floorLight)"/>`,
    },
    {
      depth: 1000,
      svg: `<polygon points="${points(cam, [
        [-X, TOP, NEAR],
        [X, TOP, NEAR],
        [X, TOP, BACK],
        [-X, TOP, BACK],
      ])}" fill="url(#ceiling)"/>`,
    },
    {
      depth: 1000,
      svg: `<polygon points="${points(cam, [
        [-X, 0, NEAR],
        [-X, 0, BACK],
        [-X, TOP, BACK],
        [-X, TOP, NEAR],
      ])}" fill="url(#leftWall)"/>`,
    },
    {
      depth: 1000,
      svg: `<polygon points="${points(cam, [
        [X, 0, NEAR],
        [X, 0, BACK],
        [X, TOP, BACK],
        [X, TOP, NEAR],
      ])}" fill="url(#rightWall)"/>`,
    },
    {
      depth: 1000,
      svg: `<polygon points="${points(cam, [
        [-X, 0, BACK],
        [X, 0, BACK],
        [X, TOP, BACK],
        [-X, TOP, BACK],
      ])}" fill="url(#backWall)"/>`,
    },
  ];
  const lines: string[] = [];
  const line = (a: Vec3, b: Vec3, color: string, width: number) =>
    lines.push(
      `<polyline points="${points(cam, [a, b])}" stroke="${color}" stroke-width="${width}" fill="none"/>`,
    );
  const seam = shade(style.floor, 0.7);
  if (style.floorPattern === 'planks') {
    for (let x = -X; x <= X + 1e-6; x += 0.22) line([x, 0, NEAR], [x, 0, BACK], seam, 1.4);
    for (let i = 0, z = NEAR; z < BACK; z += 1.1, i += 1) {
      for (let x = -X + (i % 2) * 0.11; x < X; x += 0.44) line([x, 0, z], [x + 0.22, 0, z], seam, 1);
    }
  } else {
    for (let x = -X; x <= X + 1e-6; x += 0.45) line([x, 0, NEAR], [x, 0, BACK], seam, 1.2);
    for (let z = NEAR; z <= BACK; z += 0.45) line([-X, 0, z], [X, 0, z], seam, 1.2);
  }
  if (style.wallTiles) {
    const grout = shade(style.wall, 0.8);
    for (let y = 0; y <= TOP; y += 0.3) {
      line([-X, y, NEAR], [-X, y, BACK], grout, 1);
      line([X, y, NEAR], [X, y, BACK], grout, 1);
      line([-X, y, BACK], [X, y, BACK], shade(style.back, 0.8), 1);
    }
    for (let z = NEAR; z <= BACK; z += 0.3) {
      line([-X, 0, z], [-X, TOP, z], grout, 1);
      line([X, 0, z], [X, TOP, z], grout, 1);
    }
    for (let x = -X; x <= X; x += 0.3) line([x, 0, BACK], [x, TOP, BACK], shade(style.back, 0.8), 1);
  }
  // Skirting boards where the walls meet the floor.
  const skirt = '#f4f1ea';
  shapes.push(
    polygon(
      cam,
      [
        [-X, 0, NEAR],
        [-X, 0, BACK],
        [-X, 0.1, BACK],
        [-X, 0.1, NEAR],
      ],
      skirt,
    ),
  );
  shapes.push(
    polygon(
      cam,
      [
        [X, 0, NEAR],
        [X, 0, BACK],
        [X, 0.1, BACK],
        [X, 0.1, NEAR],
      ],
      shade(skirt, 0.85),
    ),
  );
  shapes.push({ depth: 999, svg: lines.join('') });
  return { defs, shapes };
}

/** A window in the left wall (x = -X) between depths z0..z1, with sky, frame and a sun patch on the floor. */
function leftWindow(z0: number, z1: number, y0: number, y1: number): Shape[] {
  const glass: Vec3[] = [
    [-X, y0, z0],
    [-X, y0, z1],
    [-X, y1, z1],
    [-X, y1, z0],
  ];
  const mid = (z0 + z1) / 2;
  const frame = '#f7f5f0';
  const patch: Vec3[] = [
    [-X, 0.002, z0],
    [-X, 0.002, z1],
    [-X + 2.4, 0.002, z1 + 0.8],
    [-X + 2.4, 0.002, z0 + 0.8],
  ];
  return [
    {
      depth: 998,
      svg: `<polygon points="${points(cam, glass)}" fill="url(#sky)" stroke="${frame}" stroke-width="10"/>`,
    },
    {
      depth: 998,
      svg: `<polyline points="${points(cam, [
        [-X, y0, mid],
        [-X, y1, mid],
      ])}" stroke="${frame}" stroke-width="8"/><polyline points="${points(cam, [
        [-X, (y0 + y1) / 2, z0],
        [-X, (y0 + y1) / 2, z1],
      ])}" stroke="${frame}" stroke-width="6"/>`,
    },
    { depth: 997, svg: `<polygon points="${points(cam, patch)}" fill="url(#sun)"/>` },
  ];
}

function ceilingLight(x: number, z: number): Shape {
  const [px, py] = [cam.cx + (cam.f * x) / z, cam.cy - (cam.f * (TOP - 0.05 - cam.eye)) / z];
  const r = 900 / z;
  return {
    depth: z,
    svg: `<ellipse cx="${px}" cy="${py}" rx="${r * 0.9}" ry="${r * 0.22}" fill="#fffbe8"/><ellipse cx="${px}" cy="${py + r * 0.6}" rx="${r * 3}" ry="${r * 1.4}" fill="#fff8dc" opacity="0.12" filter="url(#soft)"/>`,
  };
}

function plant(x: number, z: number, scale = 1): Shape[] {
  const pot = box(
    cam,
    [x - 0.18 * scale, x + 0.18 * scale],
    [0, 0.4 * scale],
    [z - 0.18 * scale, z + 0.18 * scale],
    '#b5653d',
  );
  const [px, py] = [cam.cx + (cam.f * x) / z, cam.cy - (cam.f * (0.4 * scale + 0.45 * scale - cam.eye)) / z];
  const r = (cam.f * 0.42 * scale) / z;
  const leaves = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<ellipse cx="${px + Math.cos(i) * r * 0.5}" cy="${py + Math.sin(i * 1.7) * r * 0.45}" rx="${r * 0.55}" ry="${r * 0.32}" fill="${['#2f7d32', '#3f9142', '#276b2a'][i % 3]}" transform="rotate(${i * 30 - 60} ${px} ${py})"/>`,
    )
    .join('');
  return [pot, { depth: z - 0.3, svg: leaves }];
}

export function livingRoom(): string {
  const { defs, shapes } = room({
    wall: '#e9e2d4',
    back: '#c9d6cf',
    floor: '#b98552',
    ceiling: '#f8f6f1',
    floorPattern: 'planks',
  });
  const sofa = '#5b6f8a';
  shapes.push(...leftWindow(3.2, 5.6, 0.8, 2.3));
  shapes.push(ceilingLight(0, 4.5));
  // Rug, sofa (seat, back, arms, cushions), coffee table, armchair, painting, lamp, plants, TV unit.
  shapes.push({
    depth: 900,
    svg: `<polygon points="${points(cam, [
      [-1.6, 0.003, 3.6],
      [1.6, 0.003, 3.6],
      [1.6, 0.003, 6.3],
      [-1.6, 0.003, 6.3],
    ])}" fill="#d8c7a8" stroke="#a8916b" stroke-width="6"/>`,
  });
  shapes.push(floorShadow(cam, [-1.3, 1.3], [6.2, 7.1]));
  shapes.push(box(cam, [-1.3, 1.3], [0, 0.45], [6.2, 7.1], sofa));
  shapes.push(box(cam, [-1.3, 1.3], [0.45, 0.95], [6.85, 7.1], shade(sofa, 0.9), -0.1));
  shapes.push(box(cam, [-1.45, -1.3], [0, 0.65], [6.2, 7.1], shade(sofa, 0.85), 0.05));
  shapes.push(box(cam, [1.3, 1.45], [0, 0.65], [6.2, 7.1], shade(sofa, 0.85), 0.05));
  for (const [x0, color] of [
    [-1.15, '#e9c46a'],
    [-0.35, '#f4a261'],
    [0.45, '#e9c46a'],
  ] as const) {
    shapes.push(box(cam, [x0, x0 + 0.6], [0.45, 0.85], [6.6, 6.8], color, 0.3));
  }
  shapes.push(floorShadow(cam, [-0.7, 0.7], [4.6, 5.4], 0.25));
  shapes.push(box(cam, [-0.7, 0.7], [0.36, 0.42], [4.6, 5.4], '#6d4c33'));
  for (const [x, z] of [
    [-0.62, 4.7],
    [0.58, 4.7],
    [-0.62, 5.3],
    [0.58, 5.3],
  ] as const)
    shapes.push(box(cam, [x, x + 0.05], [0, 0.36], [z, z + 0.05], '#3b2a1e', 0.2));
  shapes.push(box(cam, [-0.2, 0.1], [0.42, 0.55], [4.9, 5.1], '#2a9d8f', 0.4));
  shapes.push(floorShadow(cam, [1.9, 2.8], [4.0, 4.9]));
  shapes.push(box(cam, [1.9, 2.8], [0, 0.42], [4.0, 4.9], '#a0522d'));
  shapes.push(box(cam, [1.9, 2.8], [0.42, 0.95], [4.75, 4.9], shade('#a0522d', 0.92), -0.1));
  shapes.push(
    polygon(
      cam,
      [
        [-0.9, 1.3, BACK - 0.01],
        [0.9, 1.3, BACK - 0.01],
        [0.9, 2.2, BACK - 0.01],
        [-0.9, 2.2, BACK - 0.01],
      ],
      '#264653',
      'stroke="#d4a373" stroke-width="10"',
    ),
  );
  shapes.push(
    polygon(
      cam,
      [
        [-0.7, 1.45, BACK - 0.02],
        [0.1, 1.45, BACK - 0.02],
        [-0.2, 2.0, BACK - 0.02],
      ],
      '#e76f51',
    ),
  );
  shapes.push(
    polygon(
      cam,
      [
        [-0.1, 1.45, BACK - 0.02],
        [0.75, 1.45, BACK - 0.02],
        [0.35, 1.85, BACK - 0.02],
      ],
      '#f4a261',
    ),
  );
  shapes.push(box(cam, [-2.55, -2.5], [0, 1.55], [6.5, 6.55], '#222222'));
  shapes.push({
    depth: 6.4,
    svg: `<polygon points="${points(cam, [
      [-2.8, 1.5, 6.3],
      [-2.25, 1.5, 6.3],
      [-2.4, 1.85, 6.3],
      [-2.65, 1.85, 6.3],
    ])}" fill="#f6e7c1"/>`,
  });
  shapes.push(...plant(2.6, 6.6, 1.3), ...plant(-2.6, 3.0, 1.1));
  return render(W, H, defs, '', shapes);
}

export function kitchen(): string {
  const { defs, shapes } = room({
    wall: '#f1eee8',
    back: '#eae6df',
    floor: '#9b9189',
    ceiling: '#fbfaf7',
    floorPattern: 'tiles',
  });
  const cabinet = '#3d5a6c';
  const counter = '#e8e4dc';
  shapes.push(...leftWindow(2.6, 4.4, 1.0, 2.2));
  // Back wall run: base cabinets, worktop, tiled splashback, wall cabinets, range hood, oven.
  shapes.push(box(cam, [-X, X], [0, 0.88], [6.6, BACK], cabinet));
  shapes.push(box(cam, [-X, X], [0.88, 0.93], [6.55, BACK], counter, 0.05));
  shapes.push(
    polygon(
      cam,
      [
        [-X, 0.93, BACK - 0.01],
        [X, 0.93, BACK - 0.01],
        [X, 1.5, BACK - 0.01],
        [-X, 1.5, BACK - 0.01],
      ],
      '#cfe0e3',
    ),
  );
  const grout: string[] = [];
  for (let x = -X; x <= X; x += 0.15)
    grout.push(
      `<polyline points="${points(cam, [
        [x, 0.93, BACK - 0.015],
        [x, 1.5, BACK - 0.015],
      ])}" stroke="#a9c0c4" stroke-width="1"/>`,
    );
  for (let y = 0.93; y <= 1.5; y += 0.075)
    grout.push(
      `<polyline points="${points(cam, [
        [-X, y, BACK - 0.015],
        [X, y, BACK - 0.015],
      ])}" stroke="#a9c0c4" stroke-width="1"/>`,
    );
  shapes.push({ depth: BACK - 0.02, svg: grout.join('') });
  shapes.push(box(cam, [-X, -0.6], [1.5, 2.3], [6.85, BACK], cabinet));
  shapes.push(box(cam, [0.6, X], [1.5, 2.3], [6.85, BACK], cabinet));
  shapes.push(box(cam, [-0.5, 0.5], [1.7, 2.0], [6.75, BACK], '#b8bcc0'));
  shapes.push(box(cam, [-0.2, 0.2], [2.0, TOP], [6.95, BACK], '#b8bcc0'));
  shapes.push(box(cam, [-0.45, 0.45], [0.1, 0.8], [6.59, 6.6], '#202427', -0.02));
  for (let x = -X + 0.05; x < X - 0.5; x += 0.6) {
    if (Math.abs(x + 0.3) < 0.6) continue;
    shapes.push(box(cam, [x + 0.22, x + 0.38], [0.7, 0.73], [6.58, 6.59], '#c9a227', -0.02));
  }
  // Island with waterfall worktop, stools, pendant lights, fruit bowl.
  shapes.push(floorShadow(cam, [-1.2, 1.2], [3.9, 4.8]));
  shapes.push(box(cam, [-1.2, 1.2], [0, 0.9], [3.9, 4.8], '#f5f3ef'));
  shapes.push(box(cam, [-1.25, 1.25], [0.9, 0.95], [3.85, 4.85], '#d9d4cb', 0.05));
  for (const x of [-0.8, 0, 0.8]) {
    shapes.push(box(cam, [x - 0.18, x + 0.18], [0.62, 0.68], [3.2, 3.5], '#c68b59'));
    shapes.push(box(cam, [x - 0.02, x + 0.02], [0, 0.62], [3.33, 3.37], '#2b2b2b', 0.1));
    const [px, py] = [cam.cx + (cam.f * x) / 4.35, cam.cy - (cam.f * (1.75 - cam.eye)) / 4.35];
    const [tx, ty] = [px, cam.cy - (cam.f * (TOP - cam.eye)) / 4.35];
    shapes.push({
      depth: 4.3,
      svg: `<line x1="${tx}" y1="${ty}" x2="${px}" y2="${py}" stroke="#333" stroke-width="2"/><path d="M ${px - 50} ${py + 40} Q ${px} ${py - 30} ${px + 50} ${py + 40} Z" fill="#1f1f1f"/><ellipse cx="${px}" cy="${py + 42}" rx="40" ry="8" fill="#fff3c4"/><ellipse cx="${px}" cy="${py + 140}" rx="160" ry="90" fill="#fff6d5" opacity="0.10" filter="url(#soft)"/>`,
    });
  }
  const [bx, by] = [cam.cx + (cam.f * 0.3) / 4.3, cam.cy - (cam.f * (0.95 - cam.eye)) / 4.3];
  shapes.push({
    depth: 3.8,
    svg: `<ellipse cx="${bx}" cy="${by - 10}" rx="60" ry="22" fill="#f0f0f0"/><circle cx="${bx - 22}" cy="${by - 30}" r="18" fill="#e63946"/><circle cx="${bx + 10}" cy="${by - 34}" r="18" fill="#f4a261"/><circle cx="${bx + 30}" cy="${by - 24}" r="16" fill="#8ab17d"/>`,
  });
  shapes.push(...plant(2.8, 6.2, 0.9));
  return render(W, H, defs, '', shapes);
}

export function bedroom(): string {
  const { defs, shapes } = room({
    wall: '#ece4da',
    back: '#b7c4c9',
    floor: '#c79a6b',
    ceiling: '#faf8f4',
    floorPattern: 'planks',
  });
  shapes.push(...leftWindow(2.8, 5.0, 0.9, 2.3));
  shapes.push({
    depth: 998,
    svg: `<polygon points="${points(cam, [
      [-X + 0.01, 0.5, 2.4],
      [-X + 0.01, 0.5, 3.0],
      [-X + 0.01, 2.5, 3.0],
      [-X + 0.01, 2.5, 2.4],
    ])}" fill="#e7dcc8"/><polygon points="${points(cam, [
      [-X + 0.01, 0.5, 4.9],
      [-X + 0.01, 0.5, 5.5],
      [-X + 0.01, 2.5, 5.5],
      [-X + 0.01, 2.5, 4.9],
    ])}" fill="#e7dcc8"/>`,
  });
  shapes.push(ceilingLight(0, 4.2));
  shapes.push({
    depth: 900,
    svg: `<polygon points="${points(cam, [
      [-1.8, 0.003, 3.4],
      [1.8, 0.003, 3.4],
      [1.8, 0.003, 6.0],
      [-1.8, 0.003, 6.0],
    ])}" fill="#efe6d8" stroke="#d6c6ad" stroke-width="4"/>`,
  });
  // Bed: headboard, base, mattress, duvet, pillows, throw; nightstands and lamps; wardrobe.
  shapes.push(box(cam, [-1.1, 1.1], [0, 1.3], [7.0, 7.15], '#7a8b7f'));
  shapes.push(floorShadow(cam, [-1.0, 1.0], [4.8, 7.0]));
  shapes.push(box(cam, [-1.0, 1.0], [0, 0.3], [4.8, 7.0], '#8b6b4a'));
  shapes.push(box(cam, [-0.97, 0.97], [0.3, 0.52], [4.82, 6.98], '#ffffff', 0.01));
  shapes.push(box(cam, [-1.02, 1.02], [0.32, 0.58], [4.75, 6.2], '#f2efe9', 0.02));
  shapes.push(box(cam, [-1.03, 1.03], [0.33, 0.6], [4.75, 5.2], '#b56576', 0.03));
  shapes.push(box(cam, [-0.85, -0.1], [0.52, 0.78], [6.45, 6.85], '#fbfbfb', 0.1));
  shapes.push(box(cam, [0.1, 0.85], [0.52, 0.78], [6.45, 6.85], '#fbfbfb', 0.1));
  shapes.push(box(cam, [-0.4, 0.4], [0.52, 0.7], [6.25, 6.45], '#e5989b', 0.12));
  for (const x of [-1.65, 1.2]) {
    shapes.push(box(cam, [x, x + 0.45], [0, 0.55], [6.6, 7.05], '#6f4e37'));
    shapes.push(box(cam, [x + 0.19, x + 0.26], [0.55, 0.8], [6.8, 6.87], '#444', 0.2));
    const lx = x + 0.225;
    shapes.push({
      depth: 6.5,
      svg: `<polygon points="${points(cam, [
        [lx - 0.18, 0.8, 6.83],
        [lx + 0.18, 0.8, 6.83],
        [lx + 0.12, 1.05, 6.83],
        [lx - 0.12, 1.05, 6.83],
      ])}" fill="#f7e8c8"/>`,
    });
  }
  shapes.push(floorShadow(cam, [2.5, X], [3.0, 4.6]));
  shapes.push(box(cam, [2.55, X], [0, 2.3], [3.0, 4.6], '#d9cbb5'));
  shapes.push({
    depth: 3.0,
    svg: `<polyline points="${points(cam, [
      [2.55, 0.05, 3.8],
      [2.55, 2.25, 3.8],
    ])}" stroke="#a89a84" stroke-width="3"/>`,
  });
  shapes.push(...plant(-2.7, 6.3, 1.0));
  return render(W, H, defs, '', shapes);
}

export function bathroom(): string {
  const { defs, shapes } = room({
    wall: '#dfe8ea',
    back: '#d5e2e5',
    floor: '#8d99a0',
    ceiling: '#f7f9fa',
    floorPattern: 'tiles',
    wallTiles: true,
  });
  shapes.push(ceilingLight(0, 4.0));
  // Bathtub along the back wall, shower screen, vanity with mirror on the right, toilet, towels.
  shapes.push(floorShadow(cam, [-X, 0.6], [6.3, BACK]));
  shapes.push(box(cam, [-X, 0.6], [0, 0.58], [6.3, BACK], '#fafafa'));
  shapes.push({
    depth: 6.2,
    svg: `<polygon points="${points(cam, [
      [-X + 0.1, 0.58, 6.4],
      [0.5, 0.58, 6.4],
      [0.5, 0.58, BACK - 0.08],
      [-X + 0.1, 0.58, BACK - 0.08],
    ])}" fill="#bfe3ec"/>`,
  });
  shapes.push(box(cam, [-0.55, -0.5], [0.58, 1.7], [BACK - 0.25, BACK - 0.05], '#c0c0c0'));
  shapes.push({
    depth: 6.0,
    svg: `<polygon points="${points(cam, [
      [0.6, 0.58, 6.3],
      [0.62, 0.58, 6.3],
      [0.62, 2.1, 6.3],
      [0.6, 2.1, 6.3],
      [0.6, 2.1, BACK],
      [0.6, 0.58, BACK],
    ])}" fill="#e8f6fa" opacity="0.35" stroke="#b0c4c8" stroke-width="3"/>`,
  });
  shapes.push(floorShadow(cam, [2.4, X], [3.4, 5.2]));
  shapes.push(box(cam, [2.5, X], [0, 0.85], [3.4, 5.2], '#6b4f3a'));
  shapes.push(box(cam, [2.45, X], [0.85, 0.9], [3.35, 5.25], '#f2f2f2', 0.05));
  shapes.push({
    depth: 3.3,
    svg: `<ellipse cx="${cam.cx + (cam.f * 2.85) / 4.3}" cy="${cam.cy - (cam.f * (0.9 - cam.eye)) / 4.3}" rx="70" ry="18" fill="#dfe9ec"/>`,
  });
  shapes.push({
    depth: 998,
    svg: `<polygon points="${points(cam, [
      [X - 0.01, 1.2, 3.6],
      [X - 0.01, 1.2, 5.0],
      [X - 0.01, 2.2, 5.0],
      [X - 0.01, 2.2, 3.6],
    ])}" fill="#cfe3ea" stroke="#9aa6ab" stroke-width="8"/>`,
  });
  shapes.push(box(cam, [-2.9, -2.35], [0, 0.42], [4.2, 4.9], '#fdfdfd'));
  shapes.push(box(cam, [-2.9, -2.35], [0.42, 0.8], [4.75, 4.95], '#f4f4f4', -0.1));
  shapes.push({
    depth: 4.1,
    svg: `<ellipse cx="${cam.cx + (cam.f * -2.62) / 4.4}" cy="${cam.cy - (cam.f * (0.43 - cam.eye)) / 4.4}" rx="80" ry="20" fill="#e9eef0" stroke="#cfd6d9" stroke-width="3"/>`,
  });
  for (const [z, color] of [
    [3.0, '#457b9d'],
    [3.5, '#a8dadc'],
  ] as const) {
    shapes.push({
      depth: 997,
      svg: `<polygon points="${points(cam, [
        [-X + 0.02, 1.0, z],
        [-X + 0.02, 1.0, z + 0.35],
        [-X + 0.02, 1.6, z + 0.35],
        [-X + 0.02, 1.6, z],
      ])}" fill="${color}"/>`,
    });
  }
  shapes.push(...plant(2.9, 6.6, 0.8));
  return render(W, H, defs, '', shapes);
}

// Makes the demo room photos that use-demo-photos puts into an empty project (media/demo/*.jpg,
// 1920x1280 JPEG): a facade, a living room, a kitchen, a bedroom, a bathroom and a garden, drawn
// procedurally in perspective (walls, floor, windows, furniture, light) as SVG and rendered with
// sharp. Run once after changing a scene: `node services/real-estate/scripts/make-demo-photos.ts`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { facade, garden } from './exteriors.ts';
import { bathroom, bedroom, kitchen, livingRoom } from './interiors.ts';

const outDir = join(import.meta.dirname, '..', 'media', 'demo');
mkdirSync(outDir, { recursive: true });

const scenes: Record<string, () => string> = {
  'facade.jpg': facade,
  'living-room.jpg': livingRoom,
  'kitchen.jpg': kitchen,
  'bedroom.jpg': bedroom,
  'bathroom.jpg': bathroom,
  'garden.jpg': garden,
};

for (const [file, draw] of Object.entries(scenes)) {
  // A touch of blur softens the vector edges the way a lens would.
  await sharp(Buffer.from(draw())).blur(0.6).jpeg({ quality: 88, mozjpeg: true }).toFile(join(outDir, file));
  const meta = await sharp(join(outDir, file)).metadata();
  console.log(`${file}: ${meta.width}x${meta.height}`);
}

// Renders the demo listing in each format and writes a contact sheet per format: frames of the
// intro, a shot, a cross-fade, a captioned moment and the outro, side by side, to look at as a
// viewer would (text legible, nothing cut off or stretched).
//   node services/media-worker/src/tools/listing-contact-sheet.ts [out dir] [--unbranded] [--intro <template>] [--outro <template>]
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadSharp, createTempDir, ffmpegRunnerFromEnv } from '@platform/media';
import { createRenderEngine } from '../engines/render.engine.ts';
import { demoRenderInput, frameAt, prepareDemoListing } from '../engines/render.test-support.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const outDir = resolve(
  args.find((arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--')) ??
    '.scratch/contact-sheets',
);
const branded = !args.includes('--unbranded');
const FORMATS = [
  ['16x9', 1920, 1080],
  ['9x16', 1080, 1920],
  ['1x1', 1080, 1080],
  ['4x5', 1080, 1350],
] as const;

await mkdir(outDir, { recursive: true });
const runner = ffmpegRunnerFromEnv();
const work = await createTempDir({ prefix: 'contact-sheet-' });
try {
  const demo = await prepareDemoListing(runner, work.path);
  const render = createRenderEngine({ runner });
  const sharp = await loadSharp();
  for (const [name, width, height] of FORMATS) {
    const out = await createTempDir({ parent: work.path });
    const input = await demoRenderInput(
      demo,
      { width, height },
      { branded, introTemplate: option('--intro'), outroTemplate: option('--outro') },
    );
    const result = await render(input, { tmpDir: out.path });
    const [intro, first, second] = result.plan.segments;
    const outro = result.plan.segments.at(-1)!;
    const captioned = input.voice?.sentences[1] ?? input.voice?.sentences[0];
    const moments: [string, number][] = [
      ['intro', intro!.durationS / 2],
      ['shot', first!.startS + first!.durationS / 2],
      ['cross-fade', second!.startS + second!.overlapS / 2],
      [
        'caption',
        captioned ? captioned.atS + (captioned.toS - captioned.fromS) / 2 : result.plan.shotsStartS + 1,
      ],
      ['outro', outro.startS + outro.durationS - 0.5],
    ];
    const tileWidth = 480;
    const tileHeight = Math.round((tileWidth * height) / width);
    const tiles = [];
    for (const [index, [label, at]] of moments.entries()) {
      const frame = await frameAt(result.video.path, at, join(out.path, `${label}.png`));
      await sharp(frame).toFile(join(outDir, `${name}-${label}.png`));
      tiles.push({
        input: await sharp(frame).resize(tileWidth, tileHeight).png().toBuffer(),
        left: index * (tileWidth + 8),
        top: 0,
      });
    }
    const sheet = join(outDir, `${name}${branded ? '' : '-unbranded'}.png`);
    await sharp({
      create: {
        width: moments.length * (tileWidth + 8) - 8,
        height: tileHeight,
        channels: 3,
        background: '#202020',
      },
    })
      .composite(tiles)
      .png()
      .toFile(sheet);
    console.log(`${sheet}: ${result.video.duration_s.toFixed(3)} s, stages ${JSON.stringify(result.stages)}`);
  }
} finally {
  await work.remove();
}

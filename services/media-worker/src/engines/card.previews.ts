// The preview image of a card template: the card renderer itself on sample content (the intro
// over a real demo room photo with an address, facts and price; the outro with an agent, photo and
// logo), 960x540 JPEG. tools/render-template-previews.ts writes them into
// packages/listing/previews/ for real estate's `templates/`; a medium test checks they are current.
import { join } from 'node:path';
import type { CardTemplate } from '@platform/listing';
import { loadSharp } from '@platform/media';
import { renderIntroCard, renderOutroCard } from './card.renderer.ts';
import { DEMO_ADDRESS, DEMO_OUTRO, agentPhoto, logoPng } from './render.test-support.ts';

export const PREVIEW_SIZE = { width: 960, height: 540 };
export const PREVIEW_HERO = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'real-estate',
  'media',
  'demo',
  'facade.jpg',
);

export interface PreviewAssets {
  logo: string;
  photo: string;
}

/** The sample logo and agent photo, drawn into `dir`. */
export async function previewAssets(dir: string): Promise<PreviewAssets> {
  const assets = { logo: join(dir, 'logo.png'), photo: join(dir, 'agent.png') };
  await logoPng(assets.logo);
  await agentPhoto(assets.photo);
  return assets;
}

/** Renders `template`'s preview to `outPath` (JPEG); `dir` holds the intermediate PNG. */
export async function renderCardPreview(
  template: CardTemplate,
  assets: PreviewAssets,
  dir: string,
  outPath: string,
): Promise<void> {
  const png = join(dir, `${template.id}.png`);
  if (template.kind === 'intro') {
    await renderIntroCard(
      template,
      {
        address: DEMO_ADDRESS,
        price: '$2,450,000',
        facts: '4 bed · 2 bath · 2 car · 612.5 sqm',
        headline: 'Just listed',
        heroPath: PREVIEW_HERO,
      },
      PREVIEW_SIZE,
      png,
    );
  } else {
    await renderOutroCard(
      template,
      { ...DEMO_OUTRO, agent: { ...DEMO_OUTRO.agent, photoPath: assets.photo }, logoPath: assets.logo },
      PREVIEW_SIZE,
      png,
    );
  }
  const sharp = await loadSharp();
  await sharp(png).jpeg({ quality: 85, mozjpeg: true }).toFile(outPath);
}

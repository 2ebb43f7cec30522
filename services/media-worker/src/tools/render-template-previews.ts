// Renders the preview image of every intro and outro template with the card renderer itself
// (the same code a listing render typesets its cards with) into packages/listing/previews/, one
// JPEG per template: the intro over a real demo room photo with a sample address, facts and
// price; the outro with a sample agent, photo and logo. The previews are committed; the
// real-estate service serves them in `templates/`. Run after changing a template or the renderer:
//   node services/media-worker/src/tools/render-template-previews.ts
import { join } from 'node:path';
import { CARD_TEMPLATES, TEMPLATE_PREVIEWS_DIR, templatePreviewFile } from '@platform/listing';
import { createTempDir, loadSharp } from '@platform/media';
import { renderIntroCard, renderOutroCard } from '../engines/card.renderer.ts';
import { DEMO_ADDRESS, DEMO_OUTRO, agentPhoto, logoPng } from '../engines/render.test-support.ts';

/** 16:9 at a size a picker shows without scaling up. */
const SIZE = { width: 960, height: 540 };
const HERO = join(import.meta.dirname, '..', '..', '..', 'real-estate', 'media', 'demo', 'facade.jpg');

const work = await createTempDir({ prefix: 'template-previews-' });
try {
  const sharp = await loadSharp();
  const logo = join(work.path, 'logo.png');
  const photo = join(work.path, 'agent.png');
  await logoPng(logo);
  await agentPhoto(photo);
  for (const template of CARD_TEMPLATES) {
    const png = join(work.path, `${template.id}.png`);
    if (template.kind === 'intro') {
      await renderIntroCard(template, { address: DEMO_ADDRESS, price: '$2,450,000', facts: '4 bed · 2 bath · 2 car · 612.5 sqm', headline: 'Just listed', heroPath: HERO }, SIZE, png);
    } else {
      await renderOutroCard(template, { ...DEMO_OUTRO, agent: { ...DEMO_OUTRO.agent, photoPath: photo }, logoPath: logo }, SIZE, png);
    }
    // Bit-stable JPEG: the same renderer and fonts give the same file.
    await sharp(png).jpeg({ quality: 85, mozjpeg: true }).toFile(join(TEMPLATE_PREVIEWS_DIR, templatePreviewFile(template)));
    console.log(`${template.id} -> ${templatePreviewFile(template)}`);
  }
} finally {
  await work.remove();
}

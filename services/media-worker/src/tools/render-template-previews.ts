// Renders the preview image of every intro and outro template with the card renderer itself
// (the same code a listing render typesets its cards with) into packages/listing/previews/, one
// JPEG per template. The previews are committed; the real-estate service serves them in
// `templates/`. Run after changing a template or the renderer (a medium test says when):
//   node services/media-worker/src/tools/render-template-previews.ts
import { join } from 'node:path';
import { CARD_TEMPLATES, TEMPLATE_PREVIEWS_DIR, templatePreviewFile } from '@platform/listing';
import { createTempDir } from '@platform/media';
import { previewAssets, renderCardPreview } from '../engines/card.previews.ts';

const work = await createTempDir({ prefix: 'template-previews-' });
try {
  const assets = await previewAssets(work.path);
  for (const template of CARD_TEMPLATES) {
    await renderCardPreview(
      template,
      assets,
      work.path,
      join(TEMPLATE_PREVIEWS_DIR, templatePreviewFile(template)),
    );
    console.log(`${template.id} -> ${templatePreviewFile(template)}`);
  }
} finally {
  await work.remove();
}

// The committed template previews (packages/listing/previews/) are what the card renderer draws
// for the template catalogue today: one per template, 960x540, and a fresh render matches each.
// A template or renderer change without re-running tools/render-template-previews.ts fails here.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CARD_TEMPLATES, TEMPLATE_PREVIEWS_DIR, templatePreviewFile } from '@platform/listing';
import { createTempDir, loadSharp } from '@platform/media';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SIZE, previewAssets, renderCardPreview } from './card.previews.ts';
import { imageDifference } from './render.test-support.ts';

describe('template previews', () => {
  it('has exactly one current preview per template of the catalogue', async () => {
    expect((await readdir(TEMPLATE_PREVIEWS_DIR)).sort()).toEqual(
      CARD_TEMPLATES.map(templatePreviewFile).sort(),
    );
    const sharp = await loadSharp();
    const dir = await createTempDir({ prefix: 'previews-test-' });
    try {
      const assets = await previewAssets(dir.path);
      for (const template of CARD_TEMPLATES) {
        const committed = join(TEMPLATE_PREVIEWS_DIR, templatePreviewFile(template));
        const meta = await sharp(committed).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          'jpeg',
          PREVIEW_SIZE.width,
          PREVIEW_SIZE.height,
        ]);
        const fresh = join(dir.path, `fresh-${templatePreviewFile(template)}`);
        await renderCardPreview(template, assets, dir.path, fresh);
        // Mean absolute difference 0..255: JPEG noise stays far below 1; another colour, layout or font is many times that.
        expect(await imageDifference(committed, fresh), template.id).toBeLessThan(1.5);
      }
    } finally {
      await dir.remove();
    }
  });
});

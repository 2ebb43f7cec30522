// The intro and outro templates (`templates/`): @platform/listing's card catalogue, the same data
// the media worker's card renderer draws, each with a preview rendered by that renderer
// (committed under packages/listing/previews/, put into object storage at start).
import { CARD_TEMPLATES, templatePreviewFile, type CardTemplate } from '@platform/listing';
import { CatalogueFiles, type FileSource } from './catalogue-files.ts';
import type { ObjectStore } from './ports.ts';
import type { Page, Slice } from './records.ts';

export const TEMPLATE_PREVIEWS_PREFIX = 'catalogue/templates/';
export const TEMPLATE_KINDS = ['intro', 'outro'] as const;

export interface TemplateView {
  template: CardTemplate;
  /** Pre-signed URL of the template's preview image (JPEG). */
  previewUrl: string;
}

export class TemplatesService {
  readonly #files: CatalogueFiles;
  readonly #previews: FileSource;

  constructor(deps: { objects: ObjectStore; previews: FileSource }) {
    this.#files = new CatalogueFiles(deps.objects, TEMPLATE_PREVIEWS_PREFIX);
    this.#previews = deps.previews;
  }

  /** Puts the previews into storage (start-up; safe to run on every replica). */
  publishPreviews(): Promise<number> {
    return this.#files.publish(
      CARD_TEMPLATES.map((template) => ({
        name: templatePreviewFile(template),
        contentType: 'image/jpeg',
        read: () => this.#previews.read(templatePreviewFile(template)),
      })),
    );
  }

  /** The templates, intros first, optionally of one kind (an unknown kind lists none). */
  async list(kind: string, page: Page): Promise<Slice<TemplateView>> {
    const templates = CARD_TEMPLATES.filter((template) => kind === '' || template.kind === kind);
    const slice = templates.slice(page.offset, page.offset + page.limit);
    return {
      count: templates.length,
      results: await Promise.all(
        slice.map(async (template) => ({
          template,
          previewUrl: await this.#files.url(templatePreviewFile(template)),
        })),
      ),
    };
  }
}

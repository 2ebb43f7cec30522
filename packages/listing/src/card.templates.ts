// Intro and outro card templates (data): the one catalogue the media worker's card renderer
// draws from and the real-estate service lists (`templates/`) and validates project and brand-kit
// template keys against. Each names its fonts (Debian fonts-inter / fonts-roboto), colours and
// layout; the card renderer fits every text to the frame by measuring it, so any template works in
// 16:9, 9:16, 1:1 and 4:5. The preview of each is rendered by that same renderer
// (services/media-worker/src/tools/render-template-previews.ts) into packages/listing/previews/.
import { fileURLToPath } from 'node:url';

export type CardLayout = 'band-bottom' | 'centered' | 'panel-left';

export interface CardTemplate {
  id: string;
  kind: 'intro' | 'outro';
  name: string;
  layout: CardLayout;
  titleFont: string;
  bodyFont: string;
  /** Text colour and accent (price, rule), hex. */
  text: string;
  accent: string;
  /** Overlay over the hero shot (intro) or the background colour (outro), hex with alpha 0..1. */
  shade: string;
  shadeOpacity: number;
  /** Fields a project may override on this template. */
  overrides: readonly string[];
}

export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    id: 'intro-classic',
    kind: 'intro',
    name: 'Classic band',
    layout: 'band-bottom',
    titleFont: 'Inter Bold',
    bodyFont: 'Inter',
    text: '#ffffff',
    accent: '#f5c451',
    shade: '#0b1320',
    shadeOpacity: 0.72,
    overrides: ['headline', 'accent_color'],
  },
  {
    id: 'intro-centered',
    kind: 'intro',
    name: 'Centred title',
    layout: 'centered',
    titleFont: 'Roboto Bold',
    bodyFont: 'Roboto',
    text: '#ffffff',
    accent: '#7fd1c7',
    shade: '#000000',
    shadeOpacity: 0.5,
    overrides: ['headline', 'accent_color'],
  },
  {
    id: 'intro-panel',
    kind: 'intro',
    name: 'Side panel',
    layout: 'panel-left',
    titleFont: 'Inter Semi-Bold',
    bodyFont: 'Inter Light',
    text: '#1d1d1f',
    accent: '#b3261e',
    shade: '#fbfaf7',
    shadeOpacity: 0.9,
    overrides: ['headline', 'accent_color'],
  },
  {
    id: 'outro-agent-card',
    kind: 'outro',
    name: 'Agent card',
    layout: 'panel-left',
    titleFont: 'Inter Bold',
    bodyFont: 'Inter',
    text: '#ffffff',
    accent: '#f5c451',
    shade: '#0b1320',
    shadeOpacity: 1,
    overrides: ['call_to_action', 'accent_color'],
  },
  {
    id: 'outro-centered',
    kind: 'outro',
    name: 'Centred agent',
    layout: 'centered',
    titleFont: 'Roboto Bold',
    bodyFont: 'Roboto',
    text: '#1d1d1f',
    accent: '#00796b',
    shade: '#f4f1ea',
    shadeOpacity: 1,
    overrides: ['call_to_action', 'accent_color'],
  },
  {
    id: 'outro-band',
    kind: 'outro',
    name: 'Brand band',
    layout: 'band-bottom',
    titleFont: 'Inter Semi-Bold',
    bodyFont: 'Inter',
    text: '#ffffff',
    accent: '#7fd1c7',
    shade: '#102a2a',
    shadeOpacity: 1,
    overrides: ['call_to_action', 'accent_color'],
  },
];

export const findCardTemplate = (id: string, kind: CardTemplate['kind']): CardTemplate | undefined =>
  CARD_TEMPLATES.find((template) => template.id === id && template.kind === kind);

/** The template a project without a key (`''`) gets: the first of its kind. */
export const defaultCardTemplate = (kind: CardTemplate['kind']): CardTemplate =>
  CARD_TEMPLATES.find((template) => template.kind === kind)!;

/** A valid `intro_template_key` / `outro_template_key`: empty (the default) or a template of that kind. */
export const isCardTemplateKey = (key: string, kind: CardTemplate['kind']): boolean =>
  key === '' || findCardTemplate(key, kind) !== undefined;

/** Where the committed previews live, and each template's file name there. */
export const TEMPLATE_PREVIEWS_DIR = fileURLToPath(new URL('../previews/', import.meta.url));
export const templatePreviewFile = (template: CardTemplate): string => `${template.id}.jpg`;

// One file over 300 lines: one typesetting loop (measure, shrink, place) whose steps share the template's
// geometry.
// Renders intro and outro cards as PNG stills with sharp (or, over a moving picture, as RGBA
// overlays: the title over the hero shot's video, the agent card over the last shot's, dimmed): text is typeset by Pango with the
// template's Debian fonts and fitted by measuring the rendered text (shrunk until every element
// fits its lines and the whole block fits its region), so nothing is cut off in any format.
import { loadSharp } from '@platform/media';
import type { OverlayOptions } from 'sharp';
import type { CardTemplate } from '@platform/listing';

export interface Size {
  width: number;
  height: number;
}

export interface IntroContent {
  address: string;
  /** Already formatted ("$2,450,000"); omitted in the unbranded variant. */
  price?: string | null;
  /** "4 bed · 2 bath · 2 car · 612.5 sqm". */
  facts?: string | null;
  headline?: string | null;
  heroPath?: string | null;
}

export interface OutroContent {
  address: string;
  /** Already formatted ("$2,450,000"); omitted in the unbranded variant. */
  price?: string | null;
  agent?: { name: string; phone?: string | null; email?: string | null; photoPath?: string | null } | null;
  logoPath?: string | null;
  callToAction?: string | null;
}

interface TextSpec {
  text: string;
  font: string;
  /** Size as a share of the frame's shorter side. */
  size: number;
  colour: string;
  maxLines: number;
}

interface Rendered {
  input: Buffer;
  width: number;
  height: number;
}

const escapeMarkup = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function renderText(
  spec: TextSpec,
  px: number,
  maxWidth: number,
  align: 'left' | 'centre',
): Promise<Rendered> {
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${spec.colour}">${escapeMarkup(spec.text)}</span>`,
      font: `${spec.font} ${Math.max(8, Math.round(px))}`,
      width: Math.floor(maxWidth),
      wrap: 'word-char',
      align,
      rgba: true,
      dpi: 72,
      spacing: Math.round(px * 0.15),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** Each text at the largest size at most its nominal one where it keeps to its lines, and the block fits `maxHeight`. */
export async function fitTexts(
  specs: readonly TextSpec[],
  frame: Size,
  maxWidth: number,
  maxHeight: number,
  align: 'left' | 'centre',
  gapShare = 0.35,
): Promise<{ items: Rendered[]; gap: number; height: number }> {
  const unit = Math.min(frame.width, frame.height);
  for (let scale = 1; scale > 0.2; scale *= 0.9) {
    const items: Rendered[] = [];
    for (const spec of specs) {
      let px = spec.size * unit * scale;
      let rendered = await renderText(spec, px, maxWidth, align);
      // Shrink a text that wraps onto more lines than it may have.
      while (rendered.height > spec.maxLines * px * 1.45 && px > 10) {
        px *= 0.92;
        rendered = await renderText(spec, px, maxWidth, align);
      }
      items.push(rendered);
    }
    const gap = Math.round(unit * 0.03 * scale * (gapShare / 0.35));
    const height = items.reduce((sum, item) => sum + item.height, 0) + gap * Math.max(0, items.length - 1);
    if (height <= maxHeight && items.every((item) => item.width <= maxWidth)) return { items, gap, height };
  }
  throw new RangeError('the card text cannot fit the frame');
}

function rgba(hex: string, opacity: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255},${(value >> 8) & 255},${value & 255},${opacity})`;
}

function rectSvg(
  size: Size,
  rect: { x: number; y: number; width: number; height: number },
  fill: string,
  extra = '',
): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}" fill="${fill}"/>${extra}</svg>`,
  );
}

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
  align: 'left' | 'centre';
  /** Where the block sits inside the region vertically. */
  anchor: 'top' | 'middle' | 'bottom';
}

/** The text region and the shade behind it, per layout and orientation. */
function regionFor(
  template: CardTemplate,
  size: Size,
): { region: Region; shade: { x: number; y: number; width: number; height: number } } {
  const { width: w, height: h } = size;
  const pad = Math.round(Math.min(w, h) * 0.07);
  const portrait = h > w * 1.05;
  switch (template.layout) {
    case 'centered':
      return {
        region: {
          x: pad,
          y: pad,
          width: w - 2 * pad,
          height: h - 2 * pad,
          align: 'centre',
          anchor: 'middle',
        },
        shade: { x: 0, y: 0, width: w, height: h },
      };
    case 'band-bottom': {
      const bandH = Math.round(h * (portrait ? 0.42 : 0.48));
      return {
        region: {
          x: pad,
          y: h - bandH + pad,
          width: w - 2 * pad,
          height: bandH - 2 * pad - (portrait ? Math.round(h * 0.06) : 0),
          align: 'left',
          anchor: 'middle',
        },
        shade: { x: 0, y: h - bandH, width: w, height: bandH },
      };
    }
    case 'panel-left': {
      if (portrait) {
        const panelH = Math.round(h * 0.5);
        return {
          region: {
            x: pad,
            y: h - panelH + pad,
            width: w - 2 * pad,
            height: panelH - 2 * pad,
            align: 'left',
            anchor: 'middle',
          },
          shade: { x: 0, y: h - panelH, width: w, height: panelH },
        };
      }
      const panelW = Math.round(w * (w > h * 1.2 ? 0.52 : 0.62));
      return {
        region: {
          x: pad,
          y: pad,
          width: panelW - 2 * pad,
          height: h - 2 * pad,
          align: 'left',
          anchor: 'middle',
        },
        shade: { x: 0, y: 0, width: panelW, height: h },
      };
    }
  }
}

/**
 * How much of the video under the outro card shows through its shade: enough that the picture
 * visibly moves, little enough that the agent's name and phone read at a glance.
 */
export const OUTRO_SHADE_OPACITY = 0.8;

/** A card drawn over a moving picture is an RGBA overlay: transparent where the video shows. */
export interface CardLayer {
  overVideo?: boolean;
}

async function background(
  size: Size,
  template: CardTemplate,
  heroPath: string | null | undefined,
  overVideo = false,
) {
  const sharp = await loadSharp();
  if (overVideo)
    return sharp({
      create: {
        width: size.width,
        height: size.height,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    });
  if (heroPath)
    return sharp(heroPath, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' });
  return sharp({
    create: { width: size.width, height: size.height, channels: 3, background: template.shade },
  });
}

function stack(
  items: readonly Rendered[],
  gap: number,
  region: Region,
  blockHeight: number,
  leading: OverlayOptions[] = [],
): OverlayOptions[] {
  let y =
    region.anchor === 'top'
      ? region.y
      : region.anchor === 'bottom'
        ? region.y + region.height - blockHeight
        : region.y + Math.round((region.height - blockHeight) / 2);
  const out = [...leading];
  for (const item of items) {
    const x = region.align === 'centre' ? region.x + Math.round((region.width - item.width) / 2) : region.x;
    out.push({ input: item.input, left: Math.max(0, x), top: Math.max(0, Math.round(y)) });
    y += item.height + gap;
  }
  return out;
}

/** Whether the intro card's text sits in the lower part of the frame (captions then go to the top). */
export function introTextSitsLow(template: CardTemplate, size: Size): boolean {
  return regionFor(template, size).region.y > size.height * 0.4;
}

export async function renderIntroCard(
  template: CardTemplate,
  content: IntroContent,
  size: Size,
  outPath: string,
  layer: CardLayer = {},
): Promise<void> {
  const { region, shade } = regionFor(template, size);
  const specs: TextSpec[] = [];
  if (content.headline)
    specs.push({
      text: content.headline.toUpperCase(),
      font: template.bodyFont,
      size: 0.035,
      colour: template.accent,
      maxLines: 1,
    });
  specs.push({
    text: content.address,
    font: template.titleFont,
    size: 0.075,
    colour: template.text,
    maxLines: 3,
  });
  if (content.facts)
    specs.push({
      text: content.facts,
      font: template.bodyFont,
      size: 0.042,
      colour: template.text,
      maxLines: 2,
    });
  if (content.price)
    specs.push({
      text: content.price,
      font: template.titleFont,
      size: 0.06,
      colour: template.accent,
      maxLines: 1,
    });
  const fitted = await fitTexts(specs, size, region.width, region.height, region.align);
  // Over the hero's video a centred title is shaded by a band behind its words alone: the
  // property stays bright above and below (a whole-frame dim would hide the hook).
  const band = Math.round(Math.min(size.width, size.height) * 0.05);
  const blockTop = region.y + Math.round((region.height - fitted.height) / 2);
  const shaded =
    layer.overVideo && template.layout === 'centered'
      ? {
          x: 0,
          y: Math.max(0, blockTop - band),
          width: size.width,
          height: Math.min(size.height, fitted.height + 2 * band),
        }
      : shade;
  const shadeLayer = {
    input: rectSvg(size, shaded, rgba(template.shade, template.shadeOpacity)),
    left: 0,
    top: 0,
  };
  const image = await background(size, template, content.heroPath, layer.overVideo);
  await image
    .composite(stack(fitted.items, fitted.gap, region, fitted.height, [shadeLayer]))
    .png()
    .toFile(outPath);
}

async function circlePhoto(path: string, diameter: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${diameter}" height="${diameter}"><circle cx="${diameter / 2}" cy="${diameter / 2}" r="${diameter / 2}" fill="#fff"/></svg>`,
  );
  return sharp(path, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(diameter, diameter, { fit: 'cover', position: 'attention' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

async function fitLogo(path: string, box: Size): Promise<Rendered> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(path, { limitInputPixels: 100_000_000 })
    .resize(Math.round(box.width), Math.round(box.height), { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/** The outro has no picture behind it: its text uses the whole frame, aligned as the layout says. */
function outroRegion(template: CardTemplate, size: Size): Region {
  const pad = Math.round(Math.min(size.width, size.height) * 0.08);
  const align = template.layout === 'centered' ? 'centre' : 'left';
  return {
    x: pad,
    y: pad,
    width: size.width - 2 * pad,
    height: size.height - 2 * pad,
    align,
    anchor: 'middle',
  };
}

export async function renderOutroCard(
  template: CardTemplate,
  content: OutroContent,
  size: Size,
  outPath: string,
  layer: CardLayer = {},
): Promise<void> {
  const region = outroRegion(template, size);
  const accentBar =
    template.layout === 'band-bottom'
      ? {
          x: 0,
          y: size.height - Math.round(size.height * 0.025),
          width: size.width,
          height: Math.round(size.height * 0.025),
        }
      : { x: 0, y: 0, width: Math.round(Math.min(size.width, size.height) * 0.025), height: size.height };
  const unit = Math.min(size.width, size.height);
  // Pictures first: they take a fixed share, the texts fit into what is left.
  const pictures: Rendered[] = [];
  if (content.logoPath)
    pictures.push(
      await fitLogo(content.logoPath, { width: Math.min(region.width, unit * 0.45), height: unit * 0.12 }),
    );
  if (content.agent?.photoPath) {
    const diameter = Math.round(unit * 0.22);
    pictures.push({
      input: await circlePhoto(content.agent.photoPath, diameter),
      width: diameter,
      height: diameter,
    });
  }
  const specs: TextSpec[] = [];
  if (content.agent) {
    specs.push({
      text: content.agent.name,
      font: template.titleFont,
      size: 0.06,
      colour: template.text,
      maxLines: 2,
    });
    if (content.agent.phone)
      specs.push({
        text: content.agent.phone,
        font: template.bodyFont,
        size: 0.042,
        colour: template.text,
        maxLines: 1,
      });
    if (content.agent.email)
      specs.push({
        text: content.agent.email,
        font: template.bodyFont,
        size: 0.038,
        colour: template.text,
        maxLines: 1,
      });
  } else {
    specs.push({
      text: content.address,
      font: template.titleFont,
      size: 0.06,
      colour: template.text,
      maxLines: 3,
    });
  }
  if (content.price)
    specs.push({
      text: content.price,
      font: template.titleFont,
      size: 0.05,
      colour: template.accent,
      maxLines: 1,
    });
  specs.push({
    text: content.callToAction ?? 'Book your inspection today',
    font: template.bodyFont,
    size: 0.04,
    colour: template.accent,
    maxLines: 2,
  });
  const gap = Math.round(unit * 0.03);
  const picturesHeight = pictures.reduce((sum, p) => sum + p.height + gap, 0);
  const fitted = await fitTexts(specs, size, region.width, region.height - picturesHeight, region.align);
  const items = [...pictures, ...fitted.items];
  const height = picturesHeight + fitted.height;
  const image = await background(size, template, null, layer.overVideo);
  const accentLayer = { input: rectSvg(size, accentBar, rgba(template.accent, 1)), left: 0, top: 0 };
  // Over the last shot's video, the card's colour is a shade the picture moves under.
  const shadeLayer = layer.overVideo
    ? [
        {
          input: rectSvg(
            size,
            { x: 0, y: 0, width: size.width, height: size.height },
            rgba(template.shade, OUTRO_SHADE_OPACITY),
          ),
          left: 0,
          top: 0,
        },
      ]
    : [];
  await image
    .composite(stack(items, gap, region, height, [...shadeLayer, accentLayer]))
    .png()
    .toFile(outPath);
}

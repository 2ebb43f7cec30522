// A card template in the brand's colours (a brand kit's primary and secondary, or the template
// override's accent), with its text kept readable on a shade that changed.
import type { RenderJob } from '@platform/jobs';
import type { CardTemplate } from '@platform/listing';

/** Relative luminance of a hex colour, 0..1 (sRGB, WCAG). */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel((value >> 16) & 255) +
    0.7152 * channel((value >> 8) & 255) +
    0.0722 * channel(value & 255)
  );
}

/**
 * The template in the brand's colours: the kit's primary as the card's shade, its accent; the text
 * turns white or near-black to stay readable on a shade that changed.
 */
export function withColours(template: CardTemplate, colours: RenderJob['intro']['colours']): CardTemplate {
  if (!colours) return template;
  const shade = colours.shade ?? template.shade;
  const text = colours.shade ? (luminance(shade) > 0.4 ? '#1d1d1f' : '#ffffff') : template.text;
  return { ...template, shade, text, accent: colours.accent ?? template.accent };
}

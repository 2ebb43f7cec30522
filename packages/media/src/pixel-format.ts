// Facts derived from an ffmpeg pix_fmt name, for the VideoAsset fields `bit_depth` and
// `chroma_subsampling` when ffprobe does not state them directly.

const SUBSAMPLING_BY_PREFIX: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:yuva?|yuvj)420/, '4:2:0'],
  [/^(?:yuva?|yuvj)422/, '4:2:2'],
  [/^(?:yuva?|yuvj)444/, '4:4:4'],
  [/^(?:yuva?|yuvj)440/, '4:4:0'],
  [/^yuv411/, '4:1:1'],
  [/^yuv410/, '4:1:0'],
  [/^(?:nv12|nv21|p010|p012|p016)/, '4:2:0'],
  [/^(?:nv16|nv20|p210|p216|yuyv422|uyvy422|yvyu422|y210)/, '4:2:2'],
  [/^(?:nv24|nv42|p410|p416|ayuv|vuya|vuyx|xv30|xv36|y410|v30x)/, '4:4:4'],
  [/^(?:gray|ya)/, '4:0:0'],
  // RGB keeps full colour resolution for every pixel.
  [/^(?:rgb|bgr|argb|abgr|rgba|bgra|0rgb|0bgr|rgb0|bgr0|gbr|x2rgb|x2bgr|pal8)/, '4:4:4'],
];

export function chromaSubsamplingOf(pixFmt: string | null | undefined): string | null {
  if (!pixFmt) return null;
  for (const [pattern, value] of SUBSAMPLING_BY_PREFIX) if (pattern.test(pixFmt)) return value;
  return null;
}

const FIXED_DEPTH: Readonly<Record<string, number>> = {
  nv12: 8,
  nv21: 8,
  nv16: 8,
  nv24: 8,
  nv42: 8,
  yuyv422: 8,
  uyvy422: 8,
  yvyu422: 8,
  pal8: 8,
  rgb24: 8,
  bgr24: 8,
  rgba: 8,
  bgra: 8,
  argb: 8,
  abgr: 8,
  rgb0: 8,
  bgr0: 8,
  '0rgb': 8,
  '0bgr': 8,
  gray: 8,
  ya8: 8,
  ayuv64le: 16,
  vuya: 8,
  vuyx: 8,
  xv30le: 10,
  xv36le: 12,
  x2rgb10le: 10,
  x2bgr10le: 10,
  rgb48le: 16,
  rgb48be: 16,
  bgr48le: 16,
  bgr48be: 16,
  rgba64le: 16,
  rgba64be: 16,
  ya16le: 16,
  ya16be: 16,
  rgb565le: 6,
  rgb555le: 5,
  bgr565le: 6,
  bgr555le: 5,
};

/** Bits per component: `yuv420p10le` → 10, `p010le` → 10, `rgb24` → 8, `gray12le` → 12. */
export function bitDepthOf(pixFmt: string | null | undefined): number | null {
  if (!pixFmt) return null;
  const fixed = FIXED_DEPTH[pixFmt];
  if (fixed !== undefined) return fixed;
  // The digits before the endianness are the depth: yuv420p10le, p010le, gray12le, gbrp16be.
  const suffixed = /(\d{1,2})(?:le|be)$/.exec(pixFmt);
  if (suffixed?.[1]) return Number.parseInt(suffixed[1], 10);
  if (/^(?:yuvj?|yuva)\d{3}p$/.test(pixFmt) || /^gbrap?$/.test(pixFmt)) return 8;
  return null;
}

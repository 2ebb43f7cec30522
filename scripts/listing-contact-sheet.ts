// A contact sheet of a rendered listing video, for a person to look at: does each sentence show
// over the shot it speaks of, and what happens at every join between segments?
//
//   node scripts/listing-contact-sheet.ts <render.mp4> [captions.vtt] <out.png>
//   node scripts/listing-contact-sheet.ts --timeline <render.mp4> <out.png>
//
// - With --timeline, the sheet is the video as a scrolling viewer meets it: a frame every 0.5 s
//   for the first 5 s (the hook: is the property on screen at once, the title readable by 0.5 s,
//   does the picture move?), then one every 2 s to the end.
// - Joins (intro card -> shot, shot -> shot, shot -> outro card) are found in the picture itself:
//   where it changes much more across 0.6 s than just before and after (a cut or a cross-fade).
//   Each join gets three frames: 0.4 s before, the join, 0.4 s after (blue labels).
// - With a WebVTT (the render job's `captions.file`, downloaded), every cue gets one frame at its
//   middle, labelled with its time and its text (green labels), so the text can be read against the
//   picture even when the captions are not burned in.
// Tiles are in time order, each stamped with its time, six to a row (eight for portrait video),
// under a header naming the file, its size and length. Needs ffmpeg and ffprobe on the PATH and
// the Inter or DejaVu fonts of Debian (fonts-inter, fonts-dejavu-core).
// Example, after an e2e run kept its files or with renders downloaded by hand:
//   node scripts/listing-contact-sheet.ts /tmp/wide.mp4 /tmp/wide.vtt /tmp/wide-sheet.png
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parseWebVtt, type CaptionCue } from '../packages/listing/src/captions.builder.ts';
import { renderJoins } from '../test/e2e/support/listing-video.checks.ts';

const run = promisify(execFile);

const FONT = [
  '/usr/share/fonts/opentype/inter/Inter-Regular.otf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
].find((path) => existsSync(path));
const BOLD =
  [
    '/usr/share/fonts/opentype/inter/Inter-SemiBold.otf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  ].find((path) => existsSync(path)) ?? FONT;
const JOIN_COLOUR = '0x1d3557';
const CUE_COLOUR = '0x2d6a4f';
const BACKGROUND = '0x202020';
const FONT_SIZE = 13;
const LINE_HEIGHT = 17;
const AROUND_JOIN_S = 0.4;

interface Tile {
  atS: number;
  colour: string;
  /** Time and kind, in bold (wrapped to the tile), then the text lines. */
  title: string;
  text: string[];
}

function usage(): never {
  console.error(
    'usage: node scripts/listing-contact-sheet.ts [--timeline] <render.mp4> [captions.vtt] <out.png>',
  );
  process.exit(2);
}

/** Every 0.5 s for the first 5 s, then every 2 s: the times of a --timeline sheet. */
function timelineTimes(durationS: number, lastFrameS: number): number[] {
  const times: number[] = [];
  for (let t = 0; t < Math.min(5, durationS); t += 0.5) times.push(t);
  for (let t = 5; t < durationS; t += 2) times.push(t);
  times.push(lastFrameS);
  return [...new Set(times.map((t) => Math.min(lastFrameS, t)))];
}

/** Words into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= max) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function probe(
  path: string,
): Promise<{ width: number; height: number; durationS: number; fps: number }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=width,height,r_frame_rate:format=duration',
    '-of',
    'json',
    path,
  ]);
  const facts = JSON.parse(stdout) as {
    streams: { width: number; height: number; r_frame_rate: string }[];
    format: { duration: string };
  };
  const [num = 30, den = 1] = (facts.streams[0]?.r_frame_rate ?? '30/1').split('/').map(Number);
  return {
    width: facts.streams[0]!.width,
    height: facts.streams[0]!.height,
    durationS: Number(facts.format.duration),
    fps: num / (den || 1),
  };
}

const stamp = (seconds: number): string => `${seconds.toFixed(2)} s`;

async function main(): Promise<void> {
  const timeline = process.argv.includes('--timeline');
  const args = process.argv.slice(2).filter((arg) => arg !== '--timeline');
  if (args.length < 2 || args.length > 3) usage();
  const [renderPath, vttPath, outPath] =
    args.length === 3 ? [args[0]!, args[1], args[2]!] : [args[0]!, undefined, args[1]!];
  if (!FONT) throw new Error('No font found: install fonts-inter or fonts-dejavu-core.');
  const video = await probe(renderPath);
  const portrait = video.height > video.width;
  const tileWidth = portrait ? 180 : 320;
  const tileHeight = Math.round((tileWidth * video.height) / video.width / 2) * 2;
  const columns = portrait ? 8 : 6;
  const charsPerLine = Math.floor((tileWidth - 12) / (FONT_SIZE * 0.55));
  const lastFrameS = Math.max(0, video.durationS - 1 / video.fps);
  const clamp = (seconds: number) => Math.min(lastFrameS, Math.max(0, seconds));

  const tiles: Tile[] = [];
  if (timeline)
    for (const atS of timelineTimes(video.durationS, lastFrameS))
      tiles.push({ atS, colour: atS < 5 ? CUE_COLOUR : JOIN_COLOUR, title: stamp(atS), text: [] });
  const joins = timeline ? [] : await renderJoins(renderPath, { width: video.width, height: video.height });
  joins.forEach((joinS, index) => {
    const name = `join ${index + 1}`;
    tiles.push({
      atS: clamp(joinS - AROUND_JOIN_S),
      colour: JOIN_COLOUR,
      title: `${stamp(clamp(joinS - AROUND_JOIN_S))} · before ${name}`,
      text: [],
    });
    tiles.push({ atS: clamp(joinS), colour: JOIN_COLOUR, title: `${stamp(joinS)} · ${name}`, text: [] });
    tiles.push({
      atS: clamp(joinS + AROUND_JOIN_S),
      colour: JOIN_COLOUR,
      title: `${stamp(clamp(joinS + AROUND_JOIN_S))} · after ${name}`,
      text: [],
    });
  });
  let cues: CaptionCue[] = [];
  if (vttPath) {
    cues = parseWebVtt(await readFile(vttPath, 'utf8'));
    cues.forEach((cue, index) => {
      const middle = clamp((cue.startS + cue.endS) / 2);
      tiles.push({
        atS: middle,
        colour: CUE_COLOUR,
        title: `${stamp(middle)} · cue ${index + 1} (${cue.startS.toFixed(2)}–${cue.endS.toFixed(2)})`,
        text: wrap(cue.lines.join(' '), charsPerLine),
      });
    });
  }
  if (tiles.length === 0)
    tiles.push({
      atS: clamp(video.durationS / 2),
      colour: JOIN_COLOUR,
      title: `${stamp(video.durationS / 2)} · middle (no joins found)`,
      text: [],
    });
  tiles.sort((a, b) => a.atS - b.atS);

  // A title too long for a narrow tile goes on as many lines as it needs (bold ones).
  const titleChars = Math.floor((tileWidth - 12) / (FONT_SIZE * 0.55));
  const titles = tiles.map((tile) => wrap(tile.title, titleChars));
  const textLines = Math.max(0, ...tiles.map((tile, index) => titles[index]!.length - 1 + tile.text.length));
  const strip = 8 + LINE_HEIGHT * (1 + textLines);
  const work = await mkdtemp(join(tmpdir(), 'listing-contact-sheet-'));
  try {
    for (const [index, tile] of tiles.entries()) {
      const draws: string[] = [];
      const title = titles[index]!;
      const lines = [...title, ...tile.text];
      for (const [row, line] of lines.entries()) {
        const file = join(work, `label-${index}-${row}.txt`);
        await writeFile(file, line);
        draws.push(
          `drawtext=fontfile=${row < title.length ? BOLD : FONT}:textfile=${file}:expansion=none:fontsize=${FONT_SIZE}:fontcolor=white:x=6:y=${tileHeight + 5 + row * LINE_HEIGHT}`,
        );
      }
      const filter = [
        `scale=${tileWidth}:${tileHeight}:flags=area`,
        'setsar=1',
        `pad=${tileWidth}:${tileHeight + strip}:0:0:color=${tile.colour}`,
        ...draws,
      ].join(',');
      const out = join(work, `tile-${String(index).padStart(3, '0')}.png`);
      await run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-y',
        '-ss',
        tile.atS.toFixed(3),
        '-i',
        renderPath,
        '-frames:v',
        '1',
        '-vf',
        filter,
        out,
      ]);
    }
    const rows = Math.ceil(tiles.length / columns);
    const headerFile = join(work, 'header.txt');
    await writeFile(
      headerFile,
      `${basename(renderPath)} · ${video.width}x${video.height} · ${stamp(video.durationS)} · ${joins.length} joins (blue: 0.4 s before, at, 0.4 s after)` +
        (vttPath ? ` · ${cues.length} cues (green: the middle of each)` : ''),
    );
    const header = 36;
    const sheet = [
      `tile=${columns}x${rows}:margin=8:padding=6:color=${BACKGROUND}`,
      `pad=iw:ih+${header}:0:${header}:color=${BACKGROUND}`,
      `drawtext=fontfile=${BOLD}:textfile=${headerFile}:expansion=none:fontsize=16:fontcolor=white:x=10:y=12`,
    ].join(',');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostdin',
      '-y',
      '-framerate',
      '1',
      '-i',
      join(work, 'tile-%03d.png'),
      '-vf',
      sheet,
      '-frames:v',
      '1',
      resolve(outPath),
    ]);
    console.log(
      `${resolve(outPath)}: ${tiles.length} frames; joins at ${joins.map((s) => s.toFixed(2)).join(', ') || 'none'}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();

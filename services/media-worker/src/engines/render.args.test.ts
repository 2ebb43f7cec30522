// One file over 300 lines: one suite over the render's argument builders, sharing its timelines.
import { describe, expect, it } from 'vitest';
import {
  joinArgs,
  partsList,
  planVideoRuns,
  shotInputArgs,
  videoArgs,
  videoPartArgs,
} from './render.args.ts';
import { audioArgs, loudnessFilter, loudnormFilter, mixArgs, parseLoudness } from './render.audio-args.ts';
import { captionSheetArgs, matteCaption } from './render.caption-images.ts';
import {
  captionBottomMargin,
  captionEvents,
  captionFontSize,
  captionFrames,
  captionsAss,
  captionSheetAss,
} from './render.captions.ts';
import { planTimeline } from '@platform/listing';

const shots = [
  { startS: 0.5, endS: 3.5, speed: 1, transition: 'fade' as const },
  { startS: 0, endS: 4, speed: 2, transition: 'fade' as const },
  {
    startS: 1,
    endS: 3,
    speed: 0.5,
    transition: 'cut' as const,
    crop: { x: 0.1, y: 0.1, width: 0.6, height: 0.8 },
  },
];

describe('mixArgs', () => {
  it('places each sentence where it is said, loops and fades the music and ducks it under the voice', () => {
    const voiceClips = [
      { fromS: 0, toS: 1.5, atS: 2.5 },
      { fromS: 1.85, toS: 3, atS: 6 },
    ];
    const args = mixArgs({
      voicePath: '/t/v.m4a',
      voiceClips,
      musicPath: '/t/m.m4a',
      musicVolume: 0.4,
      totalS: 13.5,
      outPath: '/t/mix.wav',
    });
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    // Whole samples at 48 kHz: cut from the voiceover, then delayed to the place in the video.
    expect(graph).toContain('asplit=2[v0][v1]');
    expect(graph).toContain(
      '[v0]atrim=start_sample=0:end_sample=72000,asetpts=PTS-STARTPTS,adelay=delays=120000S:all=1[c0]',
    );
    expect(graph).toContain(
      '[v1]atrim=start_sample=88800:end_sample=144000,asetpts=PTS-STARTPTS,adelay=delays=288000S:all=1[c1]',
    );
    expect(graph).toContain(
      '[c0][c1]amix=inputs=2:duration=longest:normalize=0,apad,atrim=duration=13.5[voice]',
    );
    expect(graph).toContain('volume=0.4,afade=t=in:d=1,afade=t=out:st=11.5:d=2[music]');
    expect(graph).toContain('[music][vkey]sidechaincompress=');
    expect(graph).toContain('[ducked][vmix]amix=inputs=2:duration=first:normalize=0[mix]');
    expect(args.slice(args.indexOf('/t/m.m4a') - 5, args.indexOf('/t/m.m4a') - 3)).toEqual([
      '-stream_loop',
      '-1',
    ]);
  });

  it('writes the ducked music alone as a stem, and silence when there is nothing', () => {
    const stem = mixArgs({
      voicePath: '/t/v.m4a',
      voiceClips: [{ fromS: 0, toS: 2, atS: 1 }],
      musicPath: '/t/m.m4a',
      musicVolume: 1,
      totalS: 5,
      outPath: '/t/s.wav',
      voiceInMix: false,
    });
    expect(stem[stem.indexOf('-filter_complex') + 1]).toContain('[ducked]anull[mix];[vmix]anullsink');
    const silent = mixArgs({ voiceClips: [], musicVolume: 0, totalS: 5, outPath: '/t/s.wav' });
    expect(silent[silent.indexOf('-filter_complex') + 1]).toBe(
      'anullsrc=r=48000:cl=stereo,atrim=duration=5[mix]',
    );
    expect(silent).not.toContain('-i');
  });
});

describe('loudness', () => {
  const stderr = `[Parsed_loudnorm_0 @ 0x1]\n{\n\t"input_i" : "-23.61",\n\t"input_tp" : "-6.02",\n\t"input_lra" : "4.30",\n\t"input_thresh" : "-33.98",\n\t"output_i" : "-14.2",\n\t"target_offset" : "0.20"\n}\n`;
  it('reads the first pass and makes the second linear', () => {
    const measured = parseLoudness(stderr);
    expect(measured).toEqual({
      input_i: '-23.61',
      input_tp: '-6.02',
      input_lra: '4.30',
      input_thresh: '-33.98',
      target_offset: '0.20',
    });
    expect(loudnormFilter(measured)).toBe(
      'loudnorm=I=-14:TP=-1.5:LRA=11:measured_I=-23.61:measured_TP=-6.02:measured_LRA=4.30:measured_thresh=-33.98:offset=0.20:linear=true',
    );
    expect(loudnormFilter(null)).toBe('loudnorm=I=-14:TP=-1.5:LRA=11');
    expect(parseLoudness('no json here')).toBeNull();
  });

  it('applies the linear gain with volume when loudnorm would, and loudnorm otherwise', () => {
    // -23.61 LUFS to -14 is +9.61 dB: the peak -12.2 + 9.61 stays under -1.5, the range inside 11.
    const quiet = {
      input_i: '-23.61',
      input_tp: '-12.20',
      input_lra: '4.30',
      input_thresh: '-33.98',
      target_offset: '0.20',
    };
    expect(loudnessFilter(quiet)).toBe('volume=9.61dB');
    // The peak would reach -2.41 + 9.61 > -1.5: loudnorm compresses it dynamically.
    const peaky = { ...quiet, input_tp: '-2.41' };
    expect(loudnessFilter(peaky)).toBe(loudnormFilter(peaky));
    expect(loudnessFilter({ ...quiet, input_lra: '12.5' })).toBe(
      loudnormFilter({ ...quiet, input_lra: '12.5' }),
    );
    expect(loudnessFilter(null)).toBe(loudnormFilter(null));
  });

  it('normalises and encodes the sound in a run of its own, cut to the video', () => {
    const args = audioArgs('/t/mix.wav', null, 12.5, '/t/audio.m4a');
    expect(args[args.indexOf('-af') + 1]).toBe(
      'loudnorm=I=-14:TP=-1.5:LRA=11,aresample=48000,atrim=duration=12.5',
    );
    expect(args).toEqual(expect.arrayContaining(['aac', '48000', '2']));
    expect(args.at(-1)).toBe('/t/audio.m4a');
  });
});

/** The picture's inputs for the shots above at a size (cards, shots, sound; no logo or captions). */
const videoInputsAt = (width: number, height: number) => {
  const plan = planTimeline({ introS: 3, outroS: 3, shots, fadeS: 0.5 });
  return {
    width,
    height,
    plan,
    introPath: '/t/intro.png',
    outroPath: '/t/outro.png',
    shots: shots.map((shot, i) => ({ ...shot, path: `/t/shot-${i}.mp4` })),
    audioPath: '/t/audio.m4a',
    outPath: '/t/out.mp4',
  };
};
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;
/** Two cue images: one on frames 10-80, one on frames 160-200. */
const captions = [
  { path: '/t/caption-000.yuva', x: 100, y: 900, width: 1200, height: 120, firstFrame: 10, lastFrame: 80 },
  { path: '/t/caption-001.yuva', x: 160, y: 840, width: 900, height: 180, firstFrame: 160, lastFrame: 200 },
];

describe('videoArgs', () => {
  const base = videoInputsAt(1080, 1920);
  const { plan } = base;

  it('crops, reframes, times and cross-fades every shot at the format', () => {
    const args = videoArgs({ ...base, logoPath: '/t/logo.png', captions });
    const graph = graphOf(args);
    // The range is read with the input options; a shot starting at 0 needs no seek.
    expect(shotInputArgs(base.shots[0]!)).toEqual([
      '-threads',
      '1',
      '-ss',
      '0.5',
      '-t',
      '3',
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      '/t/shot-0.mp4',
    ]);
    expect(shotInputArgs(base.shots[1]!)).toEqual([
      '-threads',
      '1',
      '-t',
      '4',
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      '/t/shot-1.mp4',
    ]);
    expect(args.join(' ')).toContain('-ss 1 -t 2 -protocol_whitelist file,pipe -i /t/shot-2.mp4');
    expect(graph).toContain(
      '[2:v]setpts=(PTS-STARTPTS)/1,scale=1080:1920:force_original_aspect_ratio=increase:flags=bicubic,crop=1080:1920',
    );
    expect(graph).toContain(
      '[4:v]setpts=(PTS-STARTPTS)/0.5,crop=w=iw*0.6:h=ih*0.8:x=iw*0.1:y=ih*0.1,scale=1080:1920',
    );
    // The cards: one frame, repeated for the card's length (3 s = 90 frames).
    expect(graph).toContain(
      '[0:v]scale=1080:1920,setsar=1,format=yuv420p,loop=loop=89:size=1,settb=1/30,setpts=N,fps=30,split=2[b0in][t0in]',
    );
    // Shot 1 (3 s = 90 frames): a 15-frame head faded with the intro's tail, its body, a 15-frame tail.
    expect(graph).toContain('split=3[h1in][b1in][t1in]');
    expect(graph).toContain('[h1in]trim=start_frame=0:end_frame=15,setpts=PTS-STARTPTS[h1]');
    expect(graph).toContain('[b1in]trim=start_frame=15:end_frame=75,setpts=PTS-STARTPTS[b1]');
    expect(graph).toContain('[t1in]trim=start_frame=75:end_frame=90,setpts=PTS-STARTPTS[t1]');
    // The fade plane by plane (xfade blends no 4:2:0 in ffmpeg 5.1): no frame leaves 4:2:0.
    expect(graph).toContain('[t0]extractplanes=y+u+v[t0y][t0u][t0v];[h1]extractplanes=y+u+v[h1y][h1u][h1v]');
    expect(graph).toContain('[t0y][h1y]xfade=transition=fade:duration=0.5:offset=0[x1y]');
    expect(graph).toContain('[t0v][h1v]xfade=transition=fade:duration=0.5:offset=0[x1v]');
    expect(graph).toContain('[x1y][x1u][x1v]mergeplanes=0x001020:yuv420p[x1]');
    expect(graph).not.toContain('yuv444p');
    // The cut before shot 3 is a one-frame cross-fade.
    expect(graph).toContain('[t2u][h3u]xfade=transition=fade:duration=0.033333:offset=0[x3u]');
    expect(graph).toContain(
      '[b0][x1][b1][x2][b2][x3][b3][x4][b4]concat=n=9:v=1:a=0,settb=1/30,setpts=N[seq]',
    );
    expect(graph).toContain("overlay=x=W-w-43:y=43:eof_action=repeat:enable='between(t,2.5,10.967)'");
    // Each cue's image over its frames, half a frame of slack either side; the cues after the logo.
    expect(args.join(' ')).toContain(
      '-f rawvideo -pix_fmt yuva420p -video_size 1200x120 -protocol_whitelist file,pipe -i /t/caption-000.yuva',
    );
    expect(graph).toContain(
      "[lg][7:v]overlay=x=100:y=900:eof_action=repeat:format=yuv420:enable='between(t,0.316667,2.683333)'[cap0];" +
        "[cap0][8:v]overlay=x=160:y=840:eof_action=repeat:format=yuv420:enable='between(t,5.316667,6.683333)'[cap1];[cap1]format=yuv420p",
    );
    expect(graph).not.toContain('ass=');
    expect(args).not.toContain('-loop');
    expect(args).toEqual(expect.arrayContaining(['libx264', 'yuv420p', '+faststart']));
    // The sound is encoded before, by audioArgs, and copied.
    expect(
      args.slice(
        args.indexOf('-map', args.indexOf('-map') + 1),
        args.indexOf('-map', args.indexOf('-map') + 1) + 2,
      ),
    ).toEqual(['-map', '5:a']);
    expect(args[args.indexOf('-c:a') + 1]).toBe('copy');
    expect(args[args.indexOf('-t', args.indexOf('-map')) + 1]).toBe(String(plan.totalS));
  });

  it('plays exactly the planned frames: bodies and fades add up to the timeline', () => {
    const graph = graphOf(videoArgs(base));
    let frames = 0;
    for (const match of graph.matchAll(/\[[bh](\d+)in\]trim=start_frame=(\d+):end_frame=(\d+)/g))
      frames += Number(match[3]) - Number(match[2]);
    // Bodies and heads (the fades' length) together are the whole video.
    expect(frames).toBe(Math.round(plan.totalS * 30));
  });

  it('lays each card over its clip in the video’s YUV, the card converted once', () => {
    const clip = { ...base.shots[0]!, path: '/t/shot-0.mp4' };
    const graph = graphOf(videoArgs({ ...base, introClip: clip, outroClip: clip }));
    // The card's RGBA frame becomes YUV with alpha before it is repeated; the title fades out.
    expect(graph).toContain(
      '[0:v]format=yuva420p,loop=loop=89:size=1,settb=1/30,setpts=N,fade=t=out:st=2.7:d=0.3:alpha=1[c0c]',
    );
    // format=yuv420: blending in RGBA would convert every frame of the clip to RGB and back.
    expect(graph).toContain('[c0v][c0c]overlay=x=0:y=0:eof_action=repeat:format=yuv420');
    expect(graph).not.toContain('format=auto');
    expect(graph).not.toContain('format=rgba');
  });

  it('leaves out the logo and captions when there are none, and refuses odd paths in the graph', () => {
    const graph = graphOf(videoArgs(base));
    expect(graph).not.toContain('overlay');
    expect(graph).not.toContain('rawvideo');
    expect(() => videoArgs({ ...base, outPath: "/t/it's.mp4" })).not.toThrow();
    expect(() =>
      captionSheetArgs("/t/it's.ass", 2, { width: 1920, height: 1080 }, '/t/b-%03d.png', '/t/w-%03d.png'),
    ).toThrow(/unsafe path/);
  });
});

describe('a timeline rendered in runs', () => {
  const base = { ...videoInputsAt(1920, 1080), logoPath: '/t/logo.png', captions };
  const { plan } = base;

  it('keeps a short timeline in one run and splits a long one evenly, every frame in exactly one run', () => {
    // Frames: intro 90, shots 90, 60 and 120, outro 90; fades of 15 frames and a 1-frame cut.
    expect(planVideoRuns(plan)).toEqual([{ first: 0, last: 4, startFrame: 0, frames: 404 }]);
    // A run owns each of its segments' body and the fade out of it.
    expect(planVideoRuns(plan, 1)).toEqual([
      { first: 0, last: 1, startFrame: 0, frames: 75 + 15 + 60 + 15 },
      { first: 2, last: 2, startFrame: 165, frames: 44 + 1 },
      { first: 3, last: 4, startFrame: 210, frames: 104 + 15 + 75 },
    ]);
    expect(Math.round(plan.totalS * 30)).toBe(404);
    const ten = planTimeline({
      introS: 4,
      outroS: 4,
      shots: Array.from({ length: 10 }, () => ({
        startS: 0,
        endS: 5.75,
        speed: 1,
        transition: 'fade' as const,
      })),
    });
    const runs = planVideoRuns(ten);
    expect(runs.map((run) => [run.first, run.last])).toEqual([
      [0, 3],
      [4, 7],
      [8, 11],
    ]);
    expect(runs.reduce((sum, run) => sum + run.frames, 0)).toBe(Math.round(ten.totalS * 30));
    runs.slice(1).forEach((run, r) => expect(run.startFrame).toBe(runs[r]!.startFrame + runs[r]!.frames));
  });

  it('makes a middle run of its own segments and the head of the one after, timed from its place in the video', () => {
    const run = planVideoRuns(plan, 1)[1]!;
    const args = videoPartArgs(base, run, '/t/part-1.mp4');
    const graph = graphOf(args);
    // Inputs: the run's shot, the shot after (for the cut's head), the logo, the cue on the run's
    // frames (165-209); no cards, no sound. The shot before is not decoded again.
    expect(args.filter((arg) => arg.startsWith('/t/'))).toEqual([
      '/t/shot-1.mp4',
      '/t/shot-2.mp4',
      '/t/logo.png',
      '/t/caption-001.yuva',
      '/t/part-1.mp4',
    ]);
    expect(graph).toContain('[0:v]setpts=(PTS-STARTPTS)/2,');
    // The run's shot starts at its body (its head was faded in by the run before).
    expect(graph).toContain(
      'split=2[b2in][t2in];[b2in]trim=start_frame=15:end_frame=59,setpts=PTS-STARTPTS[b2];[t2in]trim=start_frame=59:end_frame=60',
    );
    expect(graph).toContain('[h3in]trim=start_frame=0:end_frame=1,setpts=PTS-STARTPTS[h3]');
    expect(graph).toContain('[x3y][x3u][x3v]mergeplanes=0x001020:yuv420p[x3]');
    expect(graph).toContain('[b2][x3]concat=n=2:v=1:a=0,settb=1/30,setpts=N+165[seq]');
    // The logo's window and the captions keep the video's times; the part itself starts at 0.
    expect(graph).toContain(
      "[2:v]scale=194:-1,format=rgba[logo];[seq][logo]overlay=x=W-w-43:y=43:eof_action=repeat:enable='between(t,2.5,10.967)'[lg]",
    );
    expect(graph).toContain(
      "[lg][3:v]overlay=x=160:y=840:eof_action=repeat:format=yuv420:enable='between(t,5.316667,6.683333)'[cap0];[cap0]format=yuv420p,setparams=range=unknown:color_primaries=unknown:color_trc=unknown:colorspace=unknown,setpts=PTS-STARTPTS[vout]",
    );
    expect(args).toContain('-an');
    expect(args).not.toContain('-c:a');
    expect(args.slice(args.indexOf('-frames:v'), args.indexOf('-frames:v') + 2)).toEqual(['-frames:v', '45']);
    expect(args).toEqual(expect.arrayContaining(['libx264', 'superfast', '21', 'yuv420p']));
  });

  it('plays every planned frame once across the runs, the first run from the intro and the last to the outro', () => {
    const runs = planVideoRuns(plan, 1);
    let frames = 0;
    for (const [index, run] of runs.entries()) {
      const graph = graphOf(videoPartArgs(base, run, `/t/part-${index}.mp4`));
      let own = 0;
      for (const match of graph.matchAll(/\[[bh](\d+)in\]trim=start_frame=(\d+):end_frame=(\d+)/g))
        own += Number(match[3]) - Number(match[2]);
      expect(own).toBe(run.frames);
      frames += own;
    }
    expect(frames).toBe(404);
    const first = videoPartArgs(base, runs[0]!, '/t/part-0.mp4');
    // The first run: the intro, shot 1, the head of shot 2 (the fade out of shot 1), both cues.
    expect(first.filter((arg) => arg.startsWith('/t/'))).toEqual([
      '/t/intro.png',
      '/t/shot-0.mp4',
      '/t/shot-1.mp4',
      '/t/logo.png',
      '/t/caption-000.yuva',
      '/t/caption-001.yuva',
      '/t/part-0.mp4',
    ]);
    expect(graphOf(first)).toContain('[b0][x1][b1][x2]concat=n=4:v=1:a=0,settb=1/30,setpts=N[seq]');
    expect(graphOf(first)).toContain(
      '[cap1]format=yuv420p,setparams=range=unknown:color_primaries=unknown:color_trc=unknown:colorspace=unknown[vout]',
    );
    // The last run: shot 3 from its body (after the cut), the outro; no cue is on its frames.
    const last = videoPartArgs(base, runs[2]!, '/t/part-2.mp4');
    expect(last.filter((arg) => arg.startsWith('/t/'))).toEqual([
      '/t/outro.png',
      '/t/shot-2.mp4',
      '/t/logo.png',
      '/t/part-2.mp4',
    ]);
    expect(graphOf(last)).toContain('[b3in]trim=start_frame=1:end_frame=105,setpts=PTS-STARTPTS[b3]');
    expect(graphOf(last)).toContain('[b3][x4][b4]concat=n=3:v=1:a=0,settb=1/30,setpts=N+210[seq]');
  });

  it('joins the parts by stream copy with their exact lengths and the sound', () => {
    expect(
      partsList(
        [
          { path: '/t/part-0.mp4', frames: 150 },
          { path: '/t/part-1.mp4', frames: 59 },
        ],
        30,
      ),
    ).toBe(
      "ffconcat version 1.0\nfile '/t/part-0.mp4'\nduration 5\nfile '/t/part-1.mp4'\nduration 1.966667\n",
    );
    expect(() => partsList([{ path: "/t/it's.mp4", frames: 1 }], 30)).toThrow(/unsafe path/);
    const args = joinArgs('/t/parts.txt', '/t/audio.m4a', 13.466667, '/t/out.mp4');
    expect(args.join(' ')).toContain(
      '-f concat -safe 0 -protocol_whitelist file,pipe -i /t/parts.txt -protocol_whitelist file,pipe -i /t/audio.m4a',
    );
    expect(args.join(' ')).toContain(
      '-map 0:v -map 1:a -c copy -t 13.466667 -movflags +faststart /t/out.mp4',
    );
  });
});

describe('captionsAss', () => {
  it('sizes the font so 42 characters fit the width, and shifts cues to the voice', () => {
    expect(captionFontSize(1920, 1080)).toBe(59);
    expect(captionFontSize(1080, 1920)).toBe(39);
    // Relative to the frame's width, portrait text is at least as large as landscape's.
    expect(captionFontSize(1080, 1920) / 1080).toBeGreaterThanOrEqual(captionFontSize(1920, 1080) / 1920);
    // Portrait: the box (two lines and its border) sits above the bottom fifth phone apps cover.
    expect(captionBottomMargin(1080, 1920)).toBeGreaterThan(1920 / 5);
    expect(captionBottomMargin(1920, 1080)).toBe(76);
    const ass = captionsAss(
      [
        { startS: 0, endS: 1.5, lines: ['Welcome to 12 Ocean Dr,', 'Bondi {NSW}.'] },
        { startS: 9, endS: 12, lines: ['Past the end.'] },
      ],
      { width: 1920, height: 1080, offsetS: 2.5, endS: 11 },
    );
    expect(ass).toContain('PlayResX: 1920\nPlayResY: 1080');
    expect(ass).toContain(
      'Dialogue: 0,0:00:02.50,0:00:04.00,Caption,,0,0,0,,Welcome to 12 Ocean Dr,\\NBondi (NSW).',
    );
    expect(ass).not.toContain('Past the end');
  });

  it('puts the cues of a top window at the top centre, clear of a portrait app’s bars', () => {
    const cues = [
      { startS: 0.5, endS: 3, lines: ['Welcome home.'] },
      { startS: 4, endS: 6, lines: ['A bright kitchen.'] },
    ];
    const ass = captionsAss(cues, {
      width: 1080,
      height: 1920,
      offsetS: 0,
      endS: 8,
      topWindows: [{ startS: 0, endS: 3.5 }],
    });
    expect(ass).toContain('Dialogue: 0,0:00:00.50,0:00:03.00,CaptionTop,,0,0,0,,Welcome home.');
    expect(ass).toContain('Dialogue: 0,0:00:04.00,0:00:06.00,Caption,,0,0,0,,A bright kitchen.');
    // Alignment 8 (top centre), 12% of the height down.
    expect(ass).toMatch(/Style: CaptionTop,Inter,39,.*,8,54,54,230,1/);
  });
});

describe('captions as cue images', () => {
  const size = { width: 1920, height: 1080 };

  it('ends a cue where the next begins and drops what falls past the video', () => {
    const events = captionEvents(
      [
        { startS: 0.32, endS: 2.9, lines: ['Welcome.'] },
        { startS: 2.85, endS: 5, lines: ['A bright', 'kitchen.'] },
        { startS: 12, endS: 13, lines: ['Past the end.'] },
      ],
      { ...size, offsetS: 0, endS: 11, topWindows: [{ startS: 0, endS: 2 }] },
    );
    expect(events).toEqual([
      { startCs: 32, endCs: 285, top: true, lines: ['Welcome.'] },
      { startCs: 285, endCs: 500, top: false, lines: ['A bright', 'kitchen.'] },
    ]);
    // The sheet shows cue k alone from second k, in its own style.
    const sheet = captionSheetAss(events, 1920, 1080);
    expect(sheet).toContain('Dialogue: 0,0:00:00.00,0:00:00.99,CaptionTop,,0,0,0,,Welcome.');
    expect(sheet).toContain('Dialogue: 0,0:00:01.00,0:00:01.99,Caption,,0,0,0,,A bright\\Nkitchen.');
  });

  it('finds the frames libass shows a cue on: the frame time in whole milliseconds, truncated', () => {
    // At 30 fps frame 111 is at 111 x (1/30) x 1000 = 3699.9999999999995 ms, truncated to 3699:
    // a cue from 3.70 s first shows on frame 112, as the `ass` filter draws it.
    expect(captionFrames({ startCs: 370, endCs: 400, top: false, lines: [] }, 30)).toEqual({
      first: 112,
      last: 119,
    });
    expect(captionFrames({ startCs: 0, endCs: 4, top: false, lines: [] }, 30)).toEqual({ first: 0, last: 1 });
    // Between two frames: no frame shows it.
    expect(captionFrames({ startCs: 34, endCs: 36, top: false, lines: [] }, 30)).toBeNull();
  });

  it('recovers cover and value from the drawings over black and white, cut to even sides', () => {
    // A 6x4 frame; pixel (3,1) under a half-transparent black box (T = 0.5, K = 8), pixel (4,2)
    // white text (T = 0, K = 235); the rest untouched.
    const black = new Uint8Array(24);
    const white = new Uint8Array(24).fill(255);
    black[1 * 6 + 3] = 8;
    white[1 * 6 + 3] = 136;
    black[2 * 6 + 4] = 235;
    white[2 * 6 + 4] = 235;
    const matte = matteCaption(black, white, 6, 4)!;
    expect({ x: matte.x, y: matte.y, width: matte.width, height: matte.height }).toEqual({
      x: 2,
      y: 0,
      width: 4,
      height: 4,
    });
    const luma = matte.yuva.subarray(0, 16);
    const alpha = matte.yuva.subarray(16 + 8);
    expect(matte.yuva.length).toBe(16 + 4 + 4 + 16);
    expect([...matte.yuva.subarray(16, 24)]).toEqual(Array(8).fill(128));
    // (3,1) is column 1, row 1 of the box: cover 127, value 8 x 255 / 127.
    expect(alpha[1 * 4 + 1]).toBe(127);
    expect(luma[1 * 4 + 1]).toBe(16);
    expect(alpha[2 * 4 + 2]).toBe(255);
    expect(luma[2 * 4 + 2]).toBe(235);
    expect(alpha[0]).toBe(0);
    // Laid over a frame of luma F it gives F x T + K again: for F = 100, 100 x 128/255 + 8.
    const over = (f: number, a: number, c: number) => Math.round((f * (255 - a) + c * a) / 255);
    expect(over(100, alpha[5]!, luma[5]!)).toBe(Math.round((100 * 128) / 255 + 8));
    expect(matteCaption(new Uint8Array(24), new Uint8Array(24).fill(255), 6, 4)).toBeNull();
  });

  it('draws the sheet over both canvases in one run, a raw luma plane per cue each', () => {
    const args = captionSheetArgs('/t/sheet.ass', 3, size, '/t/b-%03d.gray', '/t/w-%03d.gray');
    expect(args.join(' ')).toContain(
      'color=black:s=1920x1080:r=1:d=3,format=yuv420p,split[black][white];' +
        '[black]lutyuv=y=0,ass=/t/sheet.ass,extractplanes=y[blackout];[white]lutyuv=y=255,ass=/t/sheet.ass,extractplanes=y[whiteout]',
    );
    expect(args.join(' ')).toContain(
      '-map [blackout] -frames:v 3 -c:v rawvideo -f image2 -start_number 0 /t/b-%03d.gray',
    );
    expect(args).not.toContain('-i');
  });
});

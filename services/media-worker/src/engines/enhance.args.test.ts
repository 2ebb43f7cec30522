import { assertSafeArgs } from '@platform/media';
import { describe, expect, it } from 'vitest';
import {
  atempoChain,
  beforeClipArgs,
  encodeFramesArgs,
  enhanceArgs,
  enhanceAudioChain,
  enhanceFramesArgs,
  enhanceVideoChain,
  enhanceVideoGraph,
  filterPath,
  grainFilter,
  interpolationFilter,
  parseSsimStats,
  qualityArgs,
  sharpenFilter,
  sideBySideArgs,
  vidstabDetectArgs,
  vidstabTransformFilter,
  type EnhanceSpec,
} from './enhance.args.ts';

const spec = (overrides: Partial<EnhanceSpec> = {}): EnhanceSpec => ({
  input: { width: 960, height: 540, framerate: 30, hasAudio: true },
  startFrame: 0,
  endFrame: 300,
  outWidth: 1920,
  outHeight: 1080,
  outFps: 30,
  outFrames: 300,
  upscale: { algorithm: 'lanczos' },
  restore: null,
  interpolate: null,
  grain: 0,
  sharpenStrength: 0,
  stabilizationSmoothing: 0,
  playbackSpeed: 1,
  ...overrides,
});

describe('enhanceVideoChain', () => {
  it('trims by frames, upscales and fixes the rate', () => {
    expect(enhanceVideoChain(spec({ startFrame: 30, endFrame: 90 }), null)).toBe(
      'trim=start_frame=30:end_frame=90,setpts=PTS-STARTPTS,scale=1920:1080:flags=lanczos,fps=30,format=yuv420p',
    );
  });

  it('orders denoise, stabilization, sharpen, scale, detail, grain, speed and interpolation', () => {
    const chain = enhanceVideoChain(
      spec({
        restore: { denoise: 'hqdn3d', detail: 'cas' },
        stabilizationSmoothing: 50,
        sharpenStrength: 50,
        grain: 25,
        playbackSpeed: 2,
        interpolate: { mode: 'blend' },
        outFps: 60,
      }),
      '/tmp/job/transforms.trf',
    );
    const names = chain.split(',').map((step) => step.split('=')[0]);
    expect(names).toEqual([
      'trim',
      'setpts',
      'hqdn3d',
      'vidstabtransform',
      'unsharp',
      'scale',
      'cas',
      'noise',
      'setpts',
      'framerate',
      'fps',
      'format',
    ]);
    expect(chain).toContain('setpts=PTS/2,');
    expect(chain).toContain('framerate=fps=60:');
  });

  it('uses minterpolate for motion-compensated interpolation, capped at 120 fps', () => {
    expect(enhanceVideoChain(spec({ interpolate: { mode: 'mci' }, outFps: 240 }), null)).toContain(
      'minterpolate=fps=120:mi_mode=mci:mc_mode=aobmc:me_mode=bidir:vsbmc=1,fps=120',
    );
    expect(interpolationFilter('blend', 59.94)).toBe(
      'framerate=fps=59.94:interp_start=0:interp_end=255:scene=100',
    );
  });

  it('refuses stabilization without the detection pass', () => {
    expect(() => enhanceVideoChain(spec({ stabilizationSmoothing: 10 }), null)).toThrow(/transforms/);
  });

  it('maps strengths onto filter ranges', () => {
    expect(sharpenFilter(100)).toBe('unsharp=5:5:2:5:5:0');
    expect(sharpenFilter(25)).toBe('unsharp=5:5:0.5:5:5:0');
    expect(grainFilter(100)).toBe('noise=c0s=40:c0f=t+u');
    expect(grainFilter(1)).toBe('noise=c0s=1:c0f=t+u');
    expect(vidstabTransformFilter(spec({ stabilizationSmoothing: 100 }), '/t/x.trf')).toBe(
      "vidstabtransform=input='/t/x.trf':smoothing=60:optzoom=1:interpol=bicubic",
    );
  });
});

describe('audio', () => {
  it('chains atempo within 0.5..2 so any speed in 0.25..4 keeps pitch and sync', () => {
    expect(atempoChain(1)).toEqual([1]);
    expect(atempoChain(2)).toEqual([2]);
    expect(atempoChain(4)).toEqual([2, 2]);
    expect(atempoChain(0.25)).toEqual([0.5, 0.5]);
    expect(atempoChain(3)).toEqual([2, 1.5]);
    for (const speed of [0.25, 0.3, 0.75, 1.5, 3.9, 4]) {
      const factors = atempoChain(speed);
      expect(factors.reduce((product, factor) => product * factor, 1)).toBeCloseTo(speed, 9);
      for (const factor of factors) expect(factor >= 0.5 && factor <= 2).toBe(true);
    }
  });

  it('trims the audio to the frame range in seconds and ends it with the video', () => {
    expect(enhanceAudioChain(spec({ startFrame: 30, endFrame: 90, playbackSpeed: 2 }))).toBe(
      'atrim=start=1:end=3,asetpts=PTS-STARTPTS,atempo=2,apad,atrim=end=1',
    );
  });
});

describe('whole commands', () => {
  it('whitelists protocols on every input and maps audio only when there is some', () => {
    const withAudio = enhanceArgs('/in/input', spec(), '/out/video.mp4', { transformsPath: null });
    assertSafeArgs(withAudio);
    expect(withAudio).toEqual(expect.arrayContaining(['-map', '[a]', '-c:a', 'aac', '-frames:v', '300']));
    expect(withAudio.at(-1)).toBe('/out/video.mp4');
    const silent = enhanceArgs(
      '/in/input',
      spec({ input: { width: 960, height: 540, framerate: 30, hasAudio: false } }),
      '/out/video.mp4',
      { transformsPath: null },
    );
    expect(silent).toContain('-an');
    expect(silent.join(' ')).not.toContain('[a]');
    for (const args of [
      vidstabDetectArgs('/in/input', spec({ stabilizationSmoothing: 40 }), '/tmp/t.trf'),
      enhanceArgs('/in/input', spec({ sharpenStrength: 40, grain: 20 }), '/out/video.mp4', {
        transformsPath: null,
        statsPath: '/tmp/ssim.log',
      }),
      beforeClipArgs('/in/input', spec(), '/out/before.mp4'),
      sideBySideArgs('/out/before.mp4', '/out/video.mp4', spec(), '/out/side.mp4'),
    ]) {
      assertSafeArgs(args);
    }
  });

  it('detects camera motion on the same frames the transform will see', () => {
    const args = vidstabDetectArgs(
      '/in/input',
      spec({ startFrame: 10, endFrame: 50, stabilizationSmoothing: 40 }),
      '/tmp/t.trf',
    );
    expect(args).toContain(
      "trim=start_frame=10:end_frame=50,setpts=PTS-STARTPTS,vidstabdetect=shakiness=4:accuracy=9:result='/tmp/t.trf'",
    );
  });

  it('scores SSIM in the main run: the enhanced frames before speed and interpolation, scaled back, against the trimmed input', () => {
    const graph = enhanceVideoGraph(
      spec({
        startFrame: 30,
        endFrame: 90,
        sharpenStrength: 40,
        grain: 20,
        playbackSpeed: 2,
        interpolate: { mode: 'blend' },
        outFps: 60,
      }),
      null,
      '/tmp/ssim.log',
    );
    expect(graph).toEqual([
      '[0:v:0]trim=start_frame=30:end_frame=90,setpts=PTS-STARTPTS,split=2[source][reference]',
      '[source]unsharp=5:5:0.8:5:5:0,scale=1920:1080:flags=lanczos,noise=c0s=8:c0f=t+u,split=2[enhanced][scored]',
      '[enhanced]setpts=PTS/2,framerate=fps=60:interp_start=0:interp_end=255:scene=100,fps=60,format=yuv420p[v]',
      '[scored]scale=960:540:flags=bicubic,format=yuv420p[scaled]',
      '[reference]format=yuv420p[original]',
      "[scaled][original]ssim=stats_file='/tmp/ssim.log',nullsink",
    ]);
    // Without a stats path, one chain as before.
    expect(enhanceVideoGraph(spec(), null, null)).toEqual([`[0:v:0]${enhanceVideoChain(spec(), null)}[v]`]);
    const args = enhanceArgs('/in/input', spec(), '/out/video.mp4', {
      transformsPath: null,
      statsPath: '/tmp/ssim.log',
    });
    expect(args[args.indexOf('-filter_complex') + 1]).toContain(';[0:a:0]atrim=');
  });

  it('retimes an output made elsewhere to the input for SSIM', () => {
    const args = qualityArgs('/in/input', '/out/video.mp4', spec({ playbackSpeed: 2 }), '/tmp/ssim.log');
    assertSafeArgs(args);
    expect(args.join(' ')).toContain('scale=960:540:flags=bicubic,setpts=(PTS-STARTPTS)*2,fps=30');
  });

  it('escapes filter option paths', () => {
    expect(filterPath("/tmp/a:b'c")).toBe("/tmp/a\\:b\\'c");
  });
});

describe('parseSsimStats', () => {
  it('averages the per-frame All values into 0..100', () => {
    expect(
      parseSsimStats('n:1 Y:0.9 U:0.9 V:0.9 All:0.900000 (10.0)\nn:2 Y:0.8 U:0.8 V:0.8 All:0.800000 (7.0)\n'),
    ).toBe(85);
    expect(parseSsimStats('')).toBeNull();
  });
});

describe('RIFE runs', () => {
  const rife = spec({
    interpolate: { mode: 'rife' },
    grain: 30,
    sharpenStrength: 40,
    outFps: 60,
    outFrames: 600,
  });

  it('writes the enhanced frames without grain as PNG, scoring them in the same pass', () => {
    const args = enhanceFramesArgs('/in/clip.mp4', rife, '/tmp/job/frames', {
      transformsPath: null,
      statsPath: '/tmp/job/ssim.log',
    });
    assertSafeArgs(args);
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('unsharp=5:5:0.8:5:5:0,scale=1920:1080:flags=lanczos,split=2[enhanced][scored]');
    expect(graph).not.toContain('noise=');
    expect(graph).not.toContain('minterpolate');
    expect(graph).toContain("ssim=stats_file='/tmp/job/ssim.log'");
    expect(args.slice(-7)).toEqual([
      '-c:v',
      'png',
      '-compression_level',
      '1',
      '-f',
      'image2',
      '/tmp/job/frames/%08d.png',
    ]);
    expect(args[args.indexOf('-frames:v') + 1]).toBe('300');
  });

  it("encodes RIFE's frames at the output rate with grain after them and the range's audio", () => {
    const args = encodeFramesArgs(
      '/tmp/job/out',
      '/in/clip.mp4',
      { ...rife, startFrame: 30, endFrame: 330 },
      '/o.mp4',
    );
    assertSafeArgs(args);
    expect(args.slice(0, 8)).toEqual([
      '-framerate',
      '60',
      '-f',
      'image2',
      '-protocol_whitelist',
      'file,pipe',
      '-i',
      '/tmp/job/out/%08d.png',
    ]);
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toBe(
      '[0:v:0]crop=1920:1080:0:0,noise=c0s=12:c0f=t+u,format=yuv420p[v];[1:a:0]atrim=start=1:end=11,asetpts=PTS-STARTPTS,apad,atrim=end=10[a]',
    );
    expect(args[args.indexOf('-frames:v') + 1]).toBe('600');
  });

  it('leaves the ffmpeg chain without an interpolation filter: RIFE makes the frames', () => {
    expect(enhanceVideoChain(rife, null)).not.toMatch(/minterpolate|framerate=/);
  });
});

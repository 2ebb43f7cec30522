import { describe, expect, it } from 'vitest';
import { jobDecoders, jobStatusEvent } from './index.ts';

const base = {
  job_id: 'job-1',
  owner: 'real-estate',
  account_id: '7',
  model_name: 'listing',
  engine: 'builtin:tts',
  deadline_at: '2026-11-25T07:00:00.000Z',
  output_prefix: 'accounts/x/real-estate/jobs/y/',
};
const voice = {
  id: 'v1',
  tts_engine: 'festival',
  engine_voice: 'voice_cmu_us_slt_arctic_hts',
  language_code: 'en-US',
};

describe('voiceover job contract', () => {
  it('decodes a voiceover job and trims its text', () => {
    expect(jobDecoders.voiceover({ ...base, text: '  Welcome home.  ', voice }).text).toBe('Welcome home.');
  });

  it('counts the text limit in characters: 5,000 emoji are a script, 5,001 are refused', () => {
    expect(jobDecoders.voiceover({ ...base, text: '😀'.repeat(5000), voice }).text).toBe('😀'.repeat(5000));
    expect(() => jobDecoders.voiceover({ ...base, text: '😀'.repeat(5001), voice })).toThrow();
  });

  it('carries the segments of a script planned with the timeline', () => {
    const segments = [
      { key: 'intro', text: 'Welcome home.' },
      { key: 'shot:019a0000-0000-7000-8000-00000000000a', text: '' },
      { key: 'outro', text: 'Book today.' },
    ];
    expect(
      jobDecoders.voiceover({ ...base, text: 'Welcome home.\n\nBook today.', segments, voice }).segments,
    ).toEqual(segments);
    expect(() =>
      jobDecoders.voiceover({ ...base, text: 'Hi.', segments: [{ key: 'kitchen', text: 'Hi.' }], voice }),
    ).toThrow();
  });

  it.each([
    ['empty text', { text: '   ', voice }],
    ['text over the limit', { text: 'a'.repeat(5001), voice }],
    ['an unknown engine', { text: 'Hi.', voice: { ...voice, tts_engine: 'say' } }],
    ['a voice name with markup', { text: 'Hi.', voice: { ...voice, engine_voice: 'x) (system "id")' } }],
    ['a bad language code', { text: 'Hi.', voice: { ...voice, language_code: 'english' } }],
  ])('refuses %s', (_what, fields) => {
    expect(() => jobDecoders.voiceover({ ...base, ...fields })).toThrow();
  });

  it('carries audio, captions and sentence timings in a completed event', () => {
    const event = jobStatusEvent.parse({
      job_id: 'job-1',
      kind: 'voiceover',
      status: 'completed',
      at: '2026-11-25T07:00:00.000Z',
      outputs: {
        text: 'Welcome home.',
        audio: {
          key: 'k.m4a',
          content_type: 'audio/mp4',
          file_size: 10,
          duration_s: 1.2,
          sample_rate: 48000,
          channels: 1,
          bitrate: 96000,
          codec_id: 'aac',
        },
        captions: { key: 'k.vtt', content_type: 'text/vtt', file_size: 40, num_cues: 1 },
        sentences: [
          {
            text: 'Welcome home.',
            start_s: 0,
            end_s: 1.2,
            segment: 'intro',
            words: [
              { text: 'Welcome', start_s: 0, end_s: 0.5 },
              { text: 'home.', start_s: 0.6, end_s: 1.2 },
            ],
          },
        ],
      },
    });
    expect(event.outputs?.captions?.num_cues).toBe(1);
    expect(event.outputs?.sentences?.[0]).toMatchObject({
      segment: 'intro',
      words: [{ text: 'Welcome' }, { text: 'home.' }],
    });
  });
});

describe('render job contract', () => {
  const render = {
    ...base,
    engine: 'builtin:listing-render',
    width: 1080,
    height: 1920,
    branded: true,
    intro: {
      template_id: 'intro-classic',
      duration_s: 3,
      address: '12 Ocean Dr',
      price: '$1',
      facts: null,
      headline: null,
      hero_key: null,
    },
    outro: { template_id: 'outro-band', duration_s: 3, call_to_action: null, agent: null },
    shots: [{ video_key: 'a.mp4', start_s: 0, end_s: 4, speed: 1, crop: null, transition: 'fade' }],
    voiceover: {
      audio_key: 'v.m4a',
      sentences: [
        {
          text: 'A bright kitchen.',
          from_s: 0.4,
          to_s: 1.6,
          at_s: 4.2,
          until_s: 6,
          words: [{ text: 'A', start_s: 0.4, end_s: 0.5 }],
        },
      ],
    },
    burn_captions: true,
    music: { library_id: 'evening-calm' },
    music_volume: 0.3,
    logo_key: null,
  };

  it("counts the cards' text limits in characters: emoji at each limit pass, one more is refused", () => {
    const at = (length: number) => '🏡'.repeat(length);
    const agent = { name: at(200), phone: at(40), email: at(120), photo_key: null };
    const full = {
      ...render,
      intro: { ...render.intro, address: at(200), price: at(200), facts: at(200) },
      outro: { ...render.outro, agent },
    };
    expect(jobDecoders.render(full).intro.address).toBe(at(200));
    for (const over of [
      { intro: { ...full.intro, address: at(201) } },
      { intro: { ...full.intro, facts: at(201) } },
      { outro: { ...full.outro, agent: { ...agent, phone: at(41) } } },
      { outro: { ...full.outro, agent: { ...agent, email: at(121) } } },
    ])
      expect(() => jobDecoders.render({ ...full, ...over })).toThrow();
  });

  it('decodes a render job', () => {
    expect(jobDecoders.render(render).shots).toHaveLength(1);
    expect(jobDecoders.render(render).voiceover?.sentences[0]).toMatchObject({ at_s: 4.2, until_s: 6 });
    expect(
      jobDecoders.render({ ...render, shots: [{ ...render.shots[0], speed: 0.5, duration_s: 9 }] }).shots[0]!
        .duration_s,
    ).toBe(9);
    expect(jobDecoders.render({ ...render, music: { key: 'song.mp3' } }).music).toEqual({ key: 'song.mp3' });
  });

  it.each([
    ['an odd width', { width: 1081 }],
    ['no shots', { shots: [] }],
    ['a shot ending before it starts', { shots: [{ ...render.shots[0], start_s: 3, end_s: 2 }] }],
    [
      'a crop outside the video',
      { shots: [{ ...render.shots[0], crop: { x: 0.5, y: 0, width: 0.6, height: 1 } }] },
    ],
    ['a speed over 4x', { shots: [{ ...render.shots[0], speed: 5 }] }],
    ['burned captions without captions', { voiceover: null }],
    [
      'a sentence longer than its window',
      {
        voiceover: {
          audio_key: 'v.m4a',
          sentences: [{ text: 'Too long.', from_s: 0, to_s: 3, at_s: 4, until_s: 6 }],
        },
      },
    ],
    ['a shot held for a negative time', { shots: [{ ...render.shots[0], duration_s: -1 }] }],
    ['a card over 30 s', { intro: { ...render.intro, duration_s: 31 } }],
    ['a music volume over 1', { music_volume: 1.5 }],
    ['a library id with a path', { music: { library_id: '../etc/passwd' } }],
  ])('refuses %s', (_what, fields) => {
    expect(() => jobDecoders.render({ ...render, ...fields })).toThrow();
  });
});

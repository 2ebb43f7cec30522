// The render job resolved from a project: what a render lacks, in words; the whole job (shots,
// cards, agent snapshot, music, voiceover, captions, logo); the unbranded variant; the length.
import { findCardTemplate, findMusicTrack } from '@platform/listing';
import { renderJob } from '@platform/jobs';
import { describe, expect, it } from 'vitest';
import { defaultSettings, type ProjectSettings } from './project-settings.ts';
import {
  STYLE_DEFAULTS,
  keyFacts,
  missingForRender,
  plannedSeconds,
  resolveRender,
  type RenderSources,
} from './render-plan.ts';
import type { AssetRecord, ShotRecord } from './records.ts';
import { defaultShotSettings } from './shot-settings.ts';

const at = new Date('2026-11-25T00:00:00Z');

const asset = (kind: AssetRecord['kind'], id: string, extra: Partial<AssetRecord> = {}): AssetRecord => ({
  kind,
  id,
  accountId: '7',
  projectId: 'p',
  name: id,
  nameTag: id,
  tags: [],
  source: 'generated',
  fileKey: `accounts/a/real-estate/${id}`,
  thumbnailKey: null,
  lastFrameKey: null,
  externalUrl: null,
  contentType: '',
  width: 0,
  height: 0,
  fileSize: 1,
  video:
    kind === 'video'
      ? {
          numFrames: 150,
          framerate: 30,
          durationS: 5,
          bitrate: null,
          codecId: 'h264',
          bitDepth: 8,
          chromaSubsampling: '4:2:0',
          colorSpace: null,
        }
      : null,
  audio: null,
  jobId: null,
  createdAt: at,
  ...extra,
});

const shot = (position: number, settings: Partial<ShotRecord['settings']> = {}): ShotRecord => ({
  id: `s${position}`,
  accountId: '7',
  projectId: 'p',
  position,
  settings: { ...defaultShotSettings(), ...settings },
  imageAssetId: `img${position}`,
  firstFrameAssetId: null,
  originalFirstFrameAssetId: null,
  animationPrompt: null,
  descriptionJobId: null,
  descriptionText: null,
  renderedVideoId: null,
  createdAt: at,
  updatedAt: at,
});

function sources(settings: Partial<ProjectSettings> = {}, extra: Partial<RenderSources> = {}): RenderSources {
  const assets = [
    asset('video', 'v0'),
    asset('video', 'v1'),
    asset('image', 'img0'),
    asset('image', 'logo'),
    asset('image', 'photo'),
    asset('audio', 'voice'),
    asset('audio', 'song'),
  ];
  return {
    settings: {
      ...defaultSettings('Ocean Drive'),
      street_address: '12 Ocean Dr',
      suburb: 'Bondi',
      state: 'NSW',
      price_display: '$2,450,000',
      num_bedrooms: 4,
      num_bathrooms: 2,
      logo_asset: 'logo',
      is_voiceover_enabled: true,
      is_captions_enabled: true,
      outro_template_overrides: {
        agent: {
          full_name: 'Charlotte Nguyen',
          contact_number: '0412 345 678',
          contact_email: 'c@example.com',
          profile_photo: 'photo',
        },
        call_to_action: 'Book now',
      },
      ...settings,
    },
    shots: [
      shot(0, { selected_video: 'v0', transition_in: 'fade' }),
      shot(1, {
        selected_video: 'v1',
        video_start_time_s: 1,
        video_end_time_s: 4,
        playback_speed: 2,
        crop_x: 0.1,
        crop_width: 0.5,
      }),
    ],
    assets: new Map(assets.map((a) => [a.id, a])),
    shotJobRunning: false,
    voiceover: {
      audio: asset('audio', 'voice'),
      sentences: [{ text: 'Welcome to 12 Ocean Dr.', startS: 0, endS: 2, segment: null, words: null }],
    },
    ...extra,
  };
}

const common = {
  job_id: 'j',
  owner: 'real-estate' as const,
  account_id: '7',
  model_name: 'listing_render',
  engine: 'builtin:listing-render',
  engine_config: {},
  deadline_at: at.toISOString(),
  output_prefix: 'accounts/a/real-estate/jobs/x/',
};

describe('what a render lacks', () => {
  it('says nothing for a ready project', () => {
    expect(missingForRender(sources())).toEqual([]);
  });

  it('names every missing part: shots, their videos by order, a running shot job, the voiceover audio', () => {
    expect(missingForRender(sources({}, { shots: [], voiceover: null }))).toEqual([
      'The project has no shots.',
      expect.stringMatching(/voiceover is enabled/),
    ]);
    const lacking = sources(
      {},
      {
        shots: [shot(0, { selected_video: 'v0' }), shot(1), shot(2, { selected_video: 'gone' })],
        shotJobRunning: true,
      },
    );
    expect(missingForRender(lacking)).toEqual([
      'Shots 2, 3 (by order, from 1) have no selected video.',
      'A shot video job of the project is still queued or processing.',
    ]);
    expect(missingForRender(sources({ is_voiceover_enabled: false }, { voiceover: null }))).toEqual([]);
  });
});

describe('the resolved render job', () => {
  it('carries every product decision and is a valid render job for the worker', () => {
    const job = resolveRender(sources(), true);
    expect(() => renderJob.parse({ ...common, ...job })).not.toThrow();
    expect(job).toMatchObject({
      width: 1920,
      height: 1080,
      branded: true,
      intro: {
        template_id: 'intro-centered',
        address: '12 Ocean Dr, Bondi, NSW',
        price: '$2,450,000',
        facts: '4 bed · 2 bath',
        hero_key: null,
        // The hero (the first shot) plays under the title; its clip runs on into the shot.
        clip: { shot: 0, start_s: 0, end_s: 3, speed: 1 },
      },
      outro: {
        template_id: 'outro-centered',
        call_to_action: 'Book now',
        price: '$2,450,000',
        // The last shot's clip, slowed to last the 4 s outro.
        clip: { shot: 1, start_s: 1, end_s: 4, speed: 0.75 },
        agent: {
          name: 'Charlotte Nguyen',
          phone: '0412 345 678',
          email: 'c@example.com',
          photo_key: 'accounts/a/real-estate/photo',
        },
      },
      // One narration (a one-paragraph script): from the first shot on (3 s intro less the cut's frame).
      voiceover: {
        audio_key: 'accounts/a/real-estate/voice',
        sentences: [
          {
            text: 'Welcome to 12 Ocean Dr.',
            from_s: 0,
            to_s: 2,
            at_s: 2.966667,
            until_s: plannedSeconds(job),
          },
        ],
      },
      burn_captions: true,
      music: { library_id: 'open-horizon' },
      music_volume: 0.3,
      logo_key: 'accounts/a/real-estate/logo',
    });
    expect(job.shots).toEqual([
      {
        video_key: 'accounts/a/real-estate/v0',
        start_s: 2.966667,
        end_s: 5,
        speed: 1,
        crop: null,
        transition: 'cut',
      },
      {
        video_key: 'accounts/a/real-estate/v1',
        start_s: 1,
        end_s: 4,
        speed: 2,
        crop: { x: 0.1, y: 0, width: 0.5, height: 1 },
        transition: 'cut',
      },
    ]);
  });

  it('leaves out the price, the agent and the logo when unbranded', () => {
    const job = resolveRender(sources(), false);
    expect(job).toMatchObject({
      branded: false,
      intro: { price: null },
      outro: { agent: null },
      logo_key: null,
    });
  });

  it('uses the project’s music, templates and captions settings', () => {
    const job = resolveRender(
      sources({
        background_music: 'song',
        intro_template_key: 'intro-panel',
        outro_template_key: 'no-such-template',
        video_style: 'luxury',
        is_captions_enabled: false,
      }),
      true,
    );
    expect(job).toMatchObject({
      music: { key: 'accounts/a/real-estate/song' },
      intro: { template_id: 'intro-panel' },
      outro: { template_id: 'outro-agent-card' },
      burn_captions: false,
    });
    const silent = resolveRender(sources({ is_voiceover_enabled: false }), true);
    expect(silent).toMatchObject({ voiceover: null, burn_captions: false });
  });

  it('plans the length as the worker’s timeline does: intro + shots - overlaps + outro, in whole frames', () => {
    // 3 + (5 - 3 + a frame) + 1.5 + 4 - (a frame's cut into shot 1, whose clip the intro began, one
    // frame cut into shot 2, 0.5 fade into the outro).
    expect(plannedSeconds(resolveRender(sources(), true))).toBeCloseTo(
      3 + (5 - 3 + 1 / 30) + 1.5 + 4 - 1 / 30 - 1 / 30 - 0.5,
      6,
    );
  });

  it('writes the key facts as a listing shows them', () => {
    expect(
      keyFacts({
        ...defaultSettings('x'),
        num_bedrooms: 4,
        num_bathrooms: 2,
        num_car_parking_spots: 2,
        land_size_value: 612.5,
      }),
    ).toBe('4 bed · 2 bath · 2 car · 612.5 sqm');
    expect(keyFacts(defaultSettings('x'))).toBeNull();
  });

  it('names only tracks and templates of the built-in catalogues as style defaults', () => {
    for (const defaults of Object.values(STYLE_DEFAULTS)) {
      expect(findMusicTrack(defaults.music)).toBeDefined();
      expect(findCardTemplate(defaults.intro, 'intro')).toBeDefined();
      expect(findCardTemplate(defaults.outro, 'outro')).toBeDefined();
    }
  });
});

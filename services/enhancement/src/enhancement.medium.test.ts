// The enhancement service over real gRPC on a real database: the model list and the quote.
import { grpcFailure } from '@platform/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEnhancementFixture, type EnhancementFixture } from './testing/enhancement.fixture.ts';

let fixture: EnhancementFixture;
beforeAll(async () => {
  fixture = await startEnhancementFixture();
}, 60_000);
afterAll(async () => {
  await fixture?.close();
});

describe('enhancement service', () => {
  it('lists the enabled models in the ml_models shape', async () => {
    const { models } = await fixture.client.ListMlModels({ account_id: 1 });
    expect(models.map((model) => model.name)).toEqual([
      'Upscale 2x',
      'Upscale 4x',
      'Detail restore',
      'Deep denoise',
      'Motion interpolation',
      'Fast interpolation',
      'RIFE interpolation',
    ]);
    expect(models[0]).toMatchObject({
      id: '1',
      cost_weight: 1,
      upscale_factor: 2,
      fps_boost_factor: 1,
      priority: 20,
      max_resolution: 3840,
      available: true,
      unavailable_reason: '',
    });
  });

  it('quotes a job from the stored input video and creates nothing', async () => {
    const video = await fixture.addInputVideo('7');
    const answer = await fixture.client.EstimateJob({
      account_id: 7,
      settings: { input_video: video.id, ml_models: [1], sharpen_strength: 40 },
    });
    // 10 s, 1920x1080 output (tier 1), weight 1: 10 x 0.0100.
    expect(answer.cost_usd).toBe('0.1000');
    expect(answer.eta_s).toBeGreaterThan(5);
    const again = await fixture.client.EstimateJob({
      account_id: 7,
      settings: { input_video: video.id, ml_models: [1], sharpen_strength: 40 },
    });
    expect(again).toEqual(answer);
    const count = await fixture.handle.orm.em
      .fork()
      .getConnection()
      .execute('select count(*)::int as n from enhancement.input_videos');
    expect(count).toEqual([{ n: 1 }]);
  });

  it('answers another account video with not found', async () => {
    const video = await fixture.addInputVideo('8');
    const error = await grpcFailure(
      fixture.client.EstimateJob({ account_id: 9, settings: { input_video: video.id, ml_models: [1] } }),
    );
    expect(error.kind).toBe('not_found');
  });

  it('refuses bad settings with field errors', async () => {
    const video = await fixture.addInputVideo('10', { width: 1280, height: 720 });
    const error = await grpcFailure(
      fixture.client.EstimateJob({
        account_id: 10,
        settings: { input_video: video.id, ml_models: [2], grain: 150, end_frame: 301 },
      }),
    );
    expect(error.kind).toBe('validation');
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(['grain']);
    const tooBig = await grpcFailure(
      fixture.client.EstimateJob({
        account_id: 10,
        settings: { input_video: video.id, ml_models: [2], end_frame: 301 },
      }),
    );
    expect(tooBig.fieldErrors).toEqual({
      ml_models: [
        '"Upscale 4x" makes at most 3840 pixels on the longer side; this output would be 5120x2880.',
      ],
      end_frame: ["Ensure this value is less than or equal to 300 (the video's frame count)."],
    });
  });

  it('treats unsent optional settings as their defaults, and a sent zero as zero', async () => {
    const video = await fixture.addInputVideo('11');
    const unsent = await fixture.client.EstimateJob({
      account_id: 11,
      settings: { input_video: video.id, ml_models: [6] },
    });
    const sentOne = await fixture.client.EstimateJob({
      account_id: 11,
      settings: { input_video: video.id, ml_models: [6], playback_speed: 1, fps_interpolation_factor: 1 },
    });
    expect(sentOne).toEqual(unsent);
    const zeroSpeed = await grpcFailure(
      fixture.client.EstimateJob({
        account_id: 11,
        settings: { input_video: video.id, ml_models: [6], playback_speed: 0 },
      }),
    );
    expect(zeroSpeed.fieldErrors).toEqual({ playback_speed: ['Ensure this value is between 0.25 and 4.'] });
  });
});

import { describe, expect, it } from 'vitest';
import { AccountKeys } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET } from '@platform/testkit';
import { cancelMessage, jobDecoders, jobProgressEvent, jobStatusEvent } from './index.ts';

const base = {
  job_id: '0190a0b0-0000-7000-8000-000000000001',
  owner: 'studio',
  account_id: '7',
  model_name: 'hexal_standard_i2v',
  engine: 'builtin:camera-move',
  deadline_at: '2026-11-22T07:00:00.000Z',
  output_prefix: new AccountKeys(TEST_STORAGE_KEY_SECRET).prefix(7, 'studio', 'jobs', 'x'),
};

describe('job contract', () => {
  it('decodes a valid image-to-video job with defaults', () => {
    const job = jobDecoders.image_to_video({
      ...base,
      image_key: 'k',
      camera_movement: 'pan_left',
      resolution: '720p',
      duration_s: 5,
    });
    expect(job.engine_config).toEqual({});
    expect(job.prompt).toBe('');
  });

  it('rejects out-of-contract values', () => {
    expect(() =>
      jobDecoders.image_to_video({
        ...base,
        image_key: 'k',
        camera_movement: 'spin',
        resolution: '720p',
        duration_s: 5,
      }),
    ).toThrow();
    expect(() =>
      jobDecoders.image_to_video({
        ...base,
        image_key: 'k',
        camera_movement: 'static',
        resolution: '720p',
        duration_s: 11,
      }),
    ).toThrow();
    expect(() => jobDecoders.text_to_image({ ...base, prompt: 'x', num_images: 11 })).toThrow();
    expect(() =>
      jobDecoders.text_to_image({ ...base, output_prefix: 'no-slash', prompt: 'x', num_images: 1 }),
    ).toThrow();
  });

  it('decodes a status event', () => {
    const event = jobStatusEvent.parse({
      job_id: 'j',
      kind: 'image_to_text',
      status: 'completed',
      at: base.deadline_at,
      outputs: { text: 'A bright room.' },
    });
    expect(event.outputs?.text).toBe('A bright room.');
  });

  it('decodes a cancellation and refuses one without a job id', () => {
    expect(cancelMessage.parse({ job_id: 'j-9' })).toEqual({ job_id: 'j-9' });
    expect(cancelMessage.safeParse({ job_id: '' }).success).toBe(false);
    expect(cancelMessage.safeParse({ id: 'j-9' }).success).toBe(false);
  });

  it('decodes an enhancement job and refuses a frame range outside the input', () => {
    const enhancement = {
      ...base,
      owner: 'enhancement',
      engine: 'builtin:enhance',
      input_key: 'k',
      input: { width: 320, height: 180, framerate: 30, n_frames: 60, has_audio: true },
      start_frame: 0,
      end_frame: 60,
      out_width: 640,
      out_height: 360,
      out_fps: 30,
      out_frames: 60,
      upscale: { algorithm: 'lanczos' },
      restore: null,
      interpolate: null,
      grain: 0,
      sharpen_strength: 0,
      stabilization_smoothing: 0,
      playback_speed: 1,
      comparison: false,
    };
    expect(jobDecoders.enhancement(enhancement).out_width).toBe(640);
    expect(() => jobDecoders.enhancement({ ...enhancement, end_frame: 61 })).toThrow(/frame range/);
    expect(() => jobDecoders.enhancement({ ...enhancement, out_fps: 240 })).toThrow();
    expect(() => jobDecoders.enhancement({ ...enhancement, playback_speed: 5 })).toThrow();
  });

  it('decodes a progress event of 0..100 whole percent', () => {
    expect(
      jobProgressEvent.parse({ job_id: 'j', kind: 'enhancement', progress: 42, at: base.deadline_at })
        .progress,
    ).toBe(42);
    expect(
      jobProgressEvent.safeParse({ job_id: 'j', kind: 'enhancement', progress: 101, at: base.deadline_at })
        .success,
    ).toBe(false);
  });
});

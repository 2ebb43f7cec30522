import { describe, expect, it } from 'vitest';
import { AccountKeys } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET } from '@platform/testkit';
import { cancelMessage, jobDecoders, jobStatusEvent } from './index.ts';

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
    const job = jobDecoders.image_to_video({ ...base, image_key: 'k', camera_movement: 'pan_left', resolution: '720p', duration_s: 5 });
    expect(job.engine_config).toEqual({});
    expect(job.prompt).toBe('');
  });

  it('rejects out-of-contract values', () => {
    expect(() => jobDecoders.image_to_video({ ...base, image_key: 'k', camera_movement: 'spin', resolution: '720p', duration_s: 5 })).toThrow();
    expect(() => jobDecoders.image_to_video({ ...base, image_key: 'k', camera_movement: 'static', resolution: '720p', duration_s: 11 })).toThrow();
    expect(() => jobDecoders.text_to_image({ ...base, prompt: 'x', num_images: 11 })).toThrow();
    expect(() => jobDecoders.text_to_image({ ...base, output_prefix: 'no-slash', prompt: 'x', num_images: 1 })).toThrow();
  });

  it('decodes a status event', () => {
    const event = jobStatusEvent.parse({ job_id: 'j', kind: 'image_to_text', status: 'completed', at: base.deadline_at, outputs: { text: 'A bright room.' } });
    expect(event.outputs?.text).toBe('A bright room.');
  });

  it('decodes a cancellation and refuses one without a job id', () => {
    expect(cancelMessage.parse({ job_id: 'j-9' })).toEqual({ job_id: 'j-9' });
    expect(cancelMessage.safeParse({ job_id: '' }).success).toBe(false);
    expect(cancelMessage.safeParse({ id: 'j-9' }).success).toBe(false);
  });
});

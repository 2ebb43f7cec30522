import { NonRetryableError } from '@platform/bus';
import { AppError } from '@platform/errors';
import { MediaError } from '@platform/media';
import { describe, expect, it } from 'vitest';
import { AdapterError } from '@platform/http-client';
import { classifyJobError, publicMessage } from './job.errors.ts';

describe('classifyJobError', () => {
  it('makes bad input, ffmpeg failures and refused provider requests final', () => {
    for (const error of [
      new MediaError('invalid_input', 'The file is not a supported image.'),
      new MediaError('too_large', 'The image is 20000x20000'),
      new MediaError('failed', 'ffmpeg failed (exit code 1): Invalid data found'),
      new AdapterError('openai-images: the provider answered 400: bad size', { retryable: false }),
      new AppError('not_found', 'The file does not exist.'),
    ]) {
      const classified = classifyJobError(error);
      expect(classified).toBeInstanceOf(NonRetryableError);
      expect((classified as Error).message).toBe(error.message);
    }
  });

  it('leaves transient failures to redelivery', () => {
    for (const error of [
      new AdapterError('openai-images: the provider answered 503', { retryable: true }),
      new MediaError('unavailable', 'ffmpeg could not be started'),
      new AppError('unavailable', 'Object storage is unavailable'),
      new Error('socket hang up'),
    ]) {
      expect(classifyJobError(error)).toBe(error);
    }
  });
});

describe('publicMessage', () => {
  it('hides addresses and bounds the length', () => {
    expect(
      publicMessage('connect ECONNREFUSED 10.1.2.3:9000 while calling http://minio.internal:9000/bucket'),
    ).toBe('connect ECONNREFUSED <address> while calling <address>');
    expect(publicMessage('x'.repeat(900))).toHaveLength(500);
  });
});

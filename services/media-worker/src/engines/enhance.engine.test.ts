import { MediaError } from '@platform/media';
import { describe, expect, it } from 'vitest';
import { assertPlannedFrames, shortOfPlannedFrames } from './enhance.engine.ts';

describe('the planned-frames check', () => {
  it('allows max(2 frames, 2 %) of slack and no more', () => {
    expect(shortOfPlannedFrames(60, 60)).toBe(false);
    expect(shortOfPlannedFrames(58, 60)).toBe(false);
    expect(shortOfPlannedFrames(57, 60)).toBe(true);
    expect(shortOfPlannedFrames(980, 1000)).toBe(false);
    expect(shortOfPlannedFrames(979, 1000)).toBe(true);
  });

  it('fails a short output as bad input (a final failure, not a retry)', () => {
    expect(() => assertPlannedFrames(32, 60)).toThrow(MediaError);
    expect(() => assertPlannedFrames(32, 60)).toThrow(/only 32 of its 60 frames/);
    expect(() => assertPlannedFrames(60, 60)).not.toThrow();
  });
});

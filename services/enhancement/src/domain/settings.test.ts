import { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { checkSettings, type SettingsInput } from './settings.ts';

const input = (description: string): SettingsInput => ({
  inputVideoId: 1,
  mlModelIds: [1],
  preview: false,
  comparison: false,
  description,
});

describe('checkSettings', () => {
  it('counts the description limit in characters: 10,000 emoji pass, one more is refused', () => {
    expect(checkSettings(input('😀'.repeat(10_000))).description).toBe('😀'.repeat(10_000));
    let refused: unknown;
    try {
      checkSettings(input('😀'.repeat(10_001)));
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fieldErrors).toEqual({
      description: ['Ensure this field has no more than 10000 characters.'],
    });
  });
});

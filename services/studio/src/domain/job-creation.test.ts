import { describe, expect, it } from 'vitest';
import { styledPrompt } from './job-inputs.ts';
import type { StylePresetRecord } from './records.ts';

const preset = (promptPrefix: string, promptSuffix: string, negativePrompt: string): StylePresetRecord => ({
  id: 'id',
  accountId: null,
  name: 'n',
  promptPrefix,
  promptSuffix,
  negativePrompt,
  createdAt: new Date(0),
});

describe('styledPrompt', () => {
  it('wraps the prompt in the presets in order and joins the negatives', () => {
    expect(
      styledPrompt('a fox', [preset('watercolor of', 'soft light', 'neon'), preset(' noir ', '', 'colour')]),
    ).toEqual({
      positive: 'watercolor of noir a fox soft light',
      negative: 'neon, colour',
    });
  });

  it('leaves a prompt without presets unchanged', () => {
    expect(styledPrompt('a fox', [])).toEqual({ positive: 'a fox', negative: '' });
  });
});

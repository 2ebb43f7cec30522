import { describe, expect, it } from 'vitest';
import { parseModelConfig } from './model-config.ts';
import { FieldCheck } from './validation.ts';

const parse = (json: string) => {
  const check = new FieldCheck();
  const value = parseModelConfig(check, json);
  return { value, errors: check.errors };
};

describe('parseModelConfig', () => {
  it('refuses nesting deeper than 32 levels within the size limit, before any walk of it can overflow the stack', () => {
    // 8,000 levels of arrays fit in 16 KB, and the NUL check walks them recursively.
    const deep = `{"a":${'['.repeat(8_000)}${']'.repeat(8_000)}}`;
    expect(parse(deep).errors).toEqual({
      model_config: ['Ensure this value is nested at most 32 levels deep.'],
    });
    const fine = `{"a":${'['.repeat(31)}${']'.repeat(31)}}`;
    expect(parse(fine).errors).toEqual({});
  });

  it('refuses a NUL character in any key or string, however deep (jsonb cannot store one)', () => {
    for (const json of ['{"a":"x\\u0000y"}', '{"a":{"b":["ok","\\u0000"]}}', '{"k\\u0000":1}']) {
      expect(parse(json).errors).toEqual({ model_config: ['Null characters are not allowed.'] });
    }
  });

  it('takes the six characters \\u0000 written as text', () => {
    expect(parse('{"a":"\\\\u0000"}')).toEqual({ value: { a: '\\u0000' }, errors: {} });
  });
});

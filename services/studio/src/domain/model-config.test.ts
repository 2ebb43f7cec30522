import { describe, expect, it } from 'vitest';
import { parseModelConfig } from './model-config.ts';
import { FieldCheck } from './validation.ts';

const parse = (json: string) => {
  const check = new FieldCheck();
  const value = parseModelConfig(check, json);
  return { value, errors: check.errors };
};

describe('parseModelConfig', () => {
  it('refuses a NUL character in any key or string, however deep (jsonb cannot store one)', () => {
    for (const json of ['{"a":"x\\u0000y"}', '{"a":{"b":["ok","\\u0000"]}}', '{"k\\u0000":1}']) {
      expect(parse(json).errors).toEqual({ model_config: ['Null characters are not allowed.'] });
    }
  });

  it('takes the six characters \\u0000 written as text', () => {
    expect(parse('{"a":"\\\\u0000"}')).toEqual({ value: { a: '\\u0000' }, errors: {} });
  });
});

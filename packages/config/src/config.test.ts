import { describe, expect, it } from 'vitest';
import { ConfigError, bool, loadConfig, port, z } from './index.ts';

describe('loadConfig', () => {
  it('applies defaults and coerces', () => {
    const config = loadConfig({ PORT: port(8080), DEBUG: bool(false) }, { PORT: '9090' });
    expect(config).toEqual({ PORT: 9090, DEBUG: false });
  });

  it('lists every invalid variable at once', () => {
    const shape = { PORT: port(1), NAME: z.string().min(1) };
    expect(() => loadConfig(shape, { PORT: 'x' })).toThrow(ConfigError);
    try {
      loadConfig(shape, { PORT: 'x' });
    } catch (err) {
      expect(String(err)).toMatch(/PORT/);
      expect(String(err)).toMatch(/NAME/);
    }
  });
});

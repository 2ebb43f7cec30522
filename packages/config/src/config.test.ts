import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEV_SECRET_PREFIX,
  bool,
  databaseEnv,
  loadConfig,
  nodeEnv,
  port,
  storageKeyEnv,
  storageKeyProblems,
  z,
} from './index.ts';

describe('loadConfig', () => {
  it('applies defaults and coerces', () => {
    const config = loadConfig({ PORT: port(8080), DEBUG: bool(false) }, { PORT: '9090' });
    expect(config).toEqual({ PORT: 9090, DEBUG: false });
  });

  it('sizes the database pool per replica: 5 unless set, a whole number from 1 to 100', () => {
    expect(loadConfig(databaseEnv, {}).DATABASE_POOL_MAX).toBe(5);
    expect(loadConfig(databaseEnv, { DATABASE_POOL_MAX: '4' }).DATABASE_POOL_MAX).toBe(4);
    for (const bad of ['0', '101', '2.5', 'many'])
      expect(() => loadConfig(databaseEnv, { DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX/);
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

  it("reports the cross-check's problems together with invalid variables", () => {
    const shape = { ...nodeEnv, ...storageKeyEnv, PORT: port(1) };
    expect(() => loadConfig(shape, { NODE_ENV: 'production', PORT: 'x' }, storageKeyProblems)).toThrow(
      /PORT: .*\n\s+STORAGE_KEY_SECRET: required outside development and test/s,
    );
  });

  it('leaves out a cross-check that reads an invalid variable (its own problem is listed)', () => {
    const shape = { A: port(1), B: port(2) };
    const check = (config: { A: number; B: number }) =>
      config.A === config.B ? ['B: must differ from A'] : ['checked'];
    const message = (() => {
      try {
        loadConfig(shape, { A: 'x' }, check);
      } catch (err) {
        return String(err);
      }
      return '';
    })();
    expect(message).toMatch(/A: /);
    expect(message).not.toMatch(/checked|must differ/);
  });

  it('runs the cross-check on valid variables and throws its problems', () => {
    const shape = { A: port(1), B: port(2) };
    const check = (config: { A: number; B: number }) =>
      config.A === config.B ? ['B: must differ from A'] : [];
    expect(loadConfig(shape, { A: '3' }, check)).toEqual({ A: 3, B: 2 });
    expect(() => loadConfig(shape, { A: '2' }, check)).toThrow(/B: must differ from A/);
  });
});

describe('STORAGE_KEY_SECRET', () => {
  const shape = { ...nodeEnv, ...storageKeyEnv };
  const load = (env: NodeJS.ProcessEnv) => loadConfig(shape, env, storageKeyProblems);
  const SECRET = 'k'.repeat(32);

  it('is required outside development and test', () => {
    expect(() => load({})).toThrow(/STORAGE_KEY_SECRET: required outside development and test/);
    expect(() => load({ NODE_ENV: 'staging', STORAGE_KEY_SECRET: '' })).toThrow(
      /STORAGE_KEY_SECRET: required/,
    );
    expect(load({ STORAGE_KEY_SECRET: SECRET }).STORAGE_KEY_SECRET).toBe(SECRET);
    expect(load({ NODE_ENV: 'development' }).STORAGE_KEY_SECRET).toBeUndefined();
    expect(load({ NODE_ENV: 'test' }).STORAGE_KEY_SECRET).toBeUndefined();
  });

  it('refuses a published development default outside development and test', () => {
    const published = `${DEV_SECRET_PREFIX}storage-key-secret-change-me-0123456789abcdef`;
    expect(() => load({ STORAGE_KEY_SECRET: published })).toThrow(
      /STORAGE_KEY_SECRET: a published development default/,
    );
    expect(() => load({ NODE_ENV: 'staging', STORAGE_KEY_SECRET: published })).toThrow(ConfigError);
    expect(load({ NODE_ENV: 'development', STORAGE_KEY_SECRET: published }).STORAGE_KEY_SECRET).toBe(
      published,
    );
    expect(load({ NODE_ENV: 'test', STORAGE_KEY_SECRET: published }).STORAGE_KEY_SECRET).toBe(published);
  });

  it('must be at least 32 bytes wherever it is set', () => {
    expect(() => load({ STORAGE_KEY_SECRET: 'k'.repeat(31) })).toThrow(
      /STORAGE_KEY_SECRET: must be at least 32 bytes/,
    );
    expect(() => load({ NODE_ENV: 'test', STORAGE_KEY_SECRET: 'short' })).toThrow(ConfigError);
    expect(load({ STORAGE_KEY_SECRET: 'é'.repeat(16) }).STORAGE_KEY_SECRET).toHaveLength(16);
  });
});

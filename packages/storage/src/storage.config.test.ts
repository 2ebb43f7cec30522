import { describe, expect, it } from 'vitest';
import { AccountKeys } from './account-keys.ts';
import { DEV_STORAGE_KEY_SECRET, accountKeysFromConfig } from './storage.config.ts';

const SECRET = 'configured-storage-key-secret-0123456789';

describe('accountKeysFromConfig', () => {
  it('uses STORAGE_KEY_SECRET when it is set', () => {
    const warnings: string[] = [];
    const keys = accountKeysFromConfig(
      { NODE_ENV: 'production', STORAGE_KEY_SECRET: SECRET },
      { warn: (m) => warnings.push(m) },
    );
    expect(keys.tag(9)).toBe(new AccountKeys(SECRET).tag(9));
    expect(warnings).toEqual([]);
  });

  it('gives every development process the same stand-in, with a warning', () => {
    const warnings: string[] = [];
    const warn = { warn: (m: string) => warnings.push(m) };
    const gateway = accountKeysFromConfig({ NODE_ENV: 'development' }, warn);
    const worker = accountKeysFromConfig({ NODE_ENV: 'test' }, warn);
    expect(gateway.tag(9)).toBe(worker.tag(9));
    expect(gateway.tag(9)).toBe(new AccountKeys(DEV_STORAGE_KEY_SECRET).tag(9));
    expect(warnings).toHaveLength(2);
  });

  it('refuses to run without a secret anywhere else', () => {
    expect(() => accountKeysFromConfig({ NODE_ENV: 'production' }, { warn: () => {} })).toThrow(
      /STORAGE_KEY_SECRET is required/,
    );
  });
});

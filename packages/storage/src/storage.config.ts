// Maps the shared S3_* variables (@platform/config `s3Env`) to adapter options and
// STORAGE_KEY_SECRET to the account folders, so every service reads object-storage settings the
// same way.
import { isDevelopment } from '@platform/config';
import { AccountKeys } from './account-keys.ts';
import type { StorageOptions } from './storage.ts';

export interface S3Settings {
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
}

export function storageOptionsFromConfig(config: S3Settings): StorageOptions {
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
  };
}

/**
 * Development and test processes started without STORAGE_KEY_SECRET share this stand-in, so a
 * gateway, studio and worker run by hand still agree on every account's folder (a random secret
 * per process, as the gateway does for JWTs, would make studio refuse the gateway's uploads).
 * Configuration validation requires a real secret everywhere else.
 */
export const DEV_STORAGE_KEY_SECRET = 'dev-only-storage-key-secret-change-me-0123456789abcdef';

/** The process's AccountKeys from STORAGE_KEY_SECRET (validated at start-up by @platform/config). */
export function accountKeysFromConfig(
  config: { NODE_ENV: string; STORAGE_KEY_SECRET?: string },
  logger: { warn(message: string): void },
): AccountKeys {
  if (config.STORAGE_KEY_SECRET) return new AccountKeys(config.STORAGE_KEY_SECRET);
  if (!isDevelopment(config)) throw new Error('STORAGE_KEY_SECRET is required outside development and test');
  logger.warn(
    'STORAGE_KEY_SECRET is not set: using the fixed development secret (never outside development)',
  );
  return new AccountKeys(DEV_STORAGE_KEY_SECRET);
}

// Maps the shared S3_* variables (@platform/config `s3Env`) to adapter options, so every
// service reads object-storage settings the same way.
import type { StorageOptions } from './s3.storage.ts';

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

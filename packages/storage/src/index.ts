export { createStorage, readAll } from './s3.storage.ts';
export { DEFAULT_PRESIGN_SECONDS } from './call.arguments.ts';
export type {
  Storage,
  StorageOptions,
  StorageDeps,
  ObjectInfo,
  PutOptions,
  PutResult,
  PresignGetOptions,
  PresignPutOptions,
  PresignedPut,
  PresignPostOptions,
  PresignedPost,
} from './storage.ts';
export { AccountKeys, type AccountId } from './account-keys.ts';
export { assertObjectKey, assertPrefix, MAX_KEY_BYTES } from './object-key.ts';
export { attachmentDisposition } from './content-disposition.ts';
export { storageOptionsFromConfig, accountKeysFromConfig, DEV_STORAGE_KEY_SECRET } from './storage.config.ts';

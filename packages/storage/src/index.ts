export {
  createStorage,
  readAll,
  DEFAULT_PRESIGN_SECONDS,
  type Storage,
  type StorageOptions,
  type StorageDeps,
  type ObjectInfo,
  type PutOptions,
  type PutResult,
  type PresignGetOptions,
  type PresignPutOptions,
  type PresignedPut,
  type PresignPostOptions,
  type PresignedPost,
} from './s3.storage.ts';
export { AccountKeys, type AccountId } from './account-keys.ts';
export { assertObjectKey, assertPrefix, MAX_KEY_BYTES } from './object-key.ts';
export { attachmentDisposition } from './content-disposition.ts';
export { storageOptionsFromConfig, accountKeysFromConfig, DEV_STORAGE_KEY_SECRET } from './storage.config.ts';

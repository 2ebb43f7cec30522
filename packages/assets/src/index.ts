export type {
  AudioMeasurements,
  FetchedFile,
  MeasuredAudio,
  MeasuredImage,
  MeasuredVideo,
  MediaInspector,
  MediaType,
  ObjectStore,
  RemoteFetcher,
  ScratchSpace,
  StoredFile,
  VideoMeasurements,
} from './ports.ts';
export { createAddressPolicy, unmapIpv4, type AddressPolicy } from './address-policy.ts';
export {
  TargetRefused,
  createSafeFetcher,
  pinnedLookup,
  publicAddresses,
  safeFetcherFor,
  type ExternalFetchSettings,
  type Resolver,
  type ResolvedAddress,
  type SafeFetchOptions,
} from './safe-fetch.ts';
export {
  MAX_WEBHOOK_URL,
  checkJobWebhookUrl,
  checkWebhookUrl,
  webhookUrlRule,
  webhookUrlRulesFor,
  type WebhookUrlRules,
  type WebhookUrlSettings,
} from './webhook-url.ts';
export { audioTypeOf, createMediaInspector, videoTypeOf } from './media.inspector.ts';
export {
  audioMeasurements,
  groupVideoMeasurements,
  storedVideoFile,
  videoMeasurements,
  videoMeasurementsOf,
} from './measurements.ts';
export { createObjectStore, type ObjectStoreOptions } from './object.store.ts';
export { tempScratch } from './scratch-space.ts';
export { copyLastFrame, type LastFrameCopy } from './last-frame.ts';
export { AssetKeys, type Still } from './asset-keys.ts';
export { AssetIngest, UPLOAD_CONTENT_TYPES, type IngestTarget } from './asset-ingest.ts';
export { createServiceIngest, type ServiceIngest, type ServiceIngestOptions } from './service-ingest.ts';
export {
  MAX_NAME_TAG_LENGTH,
  NAME_TAG_PATTERN,
  baseNameTag,
  firstFreeNameTag,
  nameTagCandidate,
} from './name-tag.ts';
export {
  SHARED_MEDIA_URL_SECONDS,
  SharedMediaService,
  sharedVideoRpcs,
  type ShareableVideo,
  type ShareableVideoLookup,
  type SharedVideoFiles,
} from './shared-media.ts';
export {
  PresignedUploads,
  staleUploadsIn,
  type PendingUploadRepository,
  type PresignedUploadView,
  type PresignedUploadsOptions,
  type StaleUploadPort,
  type UploadRecordPort,
  type UploadLimits,
  type UploadState,
} from './presigned-uploads.ts';
export { nameFromFile } from './file-name.ts';

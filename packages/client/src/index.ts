// @media-platform/client, for browsers and any runtime with `fetch` (no Node module is imported
// here; the Node entry, node.ts, adds file paths and the environment's credentials).
export { MediaPlatform } from './client.ts';
export { addCredits } from './credits.ts';
export * from './errors.ts';
export { EventStream, type EventStreamOptions } from './events.ts';
export type { Answer, Body, Item, Job, JobEvent, OperationId, Path, Query } from './operation-types.ts';
export { PagePromise, type Page } from './pages.ts';
export type { ClientOptions, RequestOptions } from './transport.ts';
export type { UploadOptions, UploadProgress, UploadSource } from './uploads.ts';
export type { WaitOptions } from './wait.ts';
export { verifyWebhook, type VerifyOptions, type WebhookHeaders } from './webhooks.ts';
export type { components, operations, paths } from './generated/openapi.ts';

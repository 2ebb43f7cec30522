export {
  WEBHOOKS_SERVICE_NAME,
  createWebhooksOrm,
  startWebhooks,
  type StartWebhooksOptions,
  type WebhooksHandle,
} from './app.ts';
export { verify as verifyWebhook, sign as signWebhook } from './domain/signing.ts';
export { WEBHOOKS_SCHEMA } from './persistence/entities.ts';

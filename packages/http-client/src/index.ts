export {
  CREDENTIAL_HEADERS,
  HttpClient,
  backoffDelay,
  isRetryableStatus,
  providerDetail,
  redactSecrets,
  retryAfterMs,
  requestSecrets,
  type CallPolicy,
  type HttpAnswer,
  type HttpClientDeps,
  type HttpRequest,
} from './http.client.ts';
export { AdapterConfigError, AdapterError } from './adapter.error.ts';
export {
  adapterBaseConfig,
  apiKeyFromEnv,
  authHeaders,
  callPolicy,
  endpoint,
  parseAdapterConfig,
  processEnv,
  type AdapterBaseConfig,
  type EnvReader,
} from './adapter.config.ts';

export { HttpClient } from './http.client.ts';
export type { CallPolicy, HttpAnswer, HttpClientDeps, HttpRequest } from './http-request.ts';
export { backoffDelay, isRetryableStatus, retryAfterMs } from './retry-policy.ts';
export { CREDENTIAL_HEADERS, providerDetail, redactSecrets, requestSecrets } from './provider-detail.ts';
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

// The gateway's typed client of webhooks.v1.WebhooksService (deadlines, retries on UNAVAILABLE and
// trace propagation come from @platform/grpc).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { webhooksProto } from '@platform/protos';

export type WebhooksServiceDefinition = ReturnType<
  typeof webhooksProto
>['webhooks']['v1']['WebhooksService']['service'];
type MethodName = keyof { [K in keyof WebhooksServiceDefinition as string extends K ? never : K]: true };
export type WebhooksClient = Pick<PromiseClient<WebhooksServiceDefinition>, MethodName | 'close'>;

/** Fully qualified name, also the name its gRPC health status is registered under. */
export const WEBHOOKS_SERVICE = 'webhooks.v1.WebhooksService';

export function createWebhooksClient(address: string, options: ClientOptions = {}): WebhooksClient {
  return createClient(
    WEBHOOKS_SERVICE,
    webhooksProto().webhooks.v1.WebhooksService.service,
    address,
    options,
  );
}

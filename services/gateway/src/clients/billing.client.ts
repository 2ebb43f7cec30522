// The gateway's typed client of billing.v1.BillingService (deadlines, retries on UNAVAILABLE and
// trace propagation come from @platform/grpc).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { billingProto } from '@platform/protos';

export type BillingServiceDefinition = ReturnType<
  typeof billingProto
>['billing']['v1']['BillingService']['service'];
/** The generated definition also carries a string index signature; keep only the real methods. */
type MethodName = keyof { [K in keyof BillingServiceDefinition as string extends K ? never : K]: true };
export type BillingClient = Pick<PromiseClient<BillingServiceDefinition>, MethodName | 'close'>;

/** Fully qualified name, also the name its gRPC health status is registered under. */
export const BILLING_SERVICE = 'billing.v1.BillingService';

export function createBillingClient(address: string, options: ClientOptions = {}): BillingClient {
  return createClient(BILLING_SERVICE, billingProto().billing.v1.BillingService.service, address, options);
}

// The gateway's typed client of enhancement.v1.EnhancementService (deadlines, retries on UNAVAILABLE and
// trace propagation come from @platform/grpc).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { enhancementProto } from '@platform/protos';

export type EnhancementServiceDefinition = ReturnType<
  typeof enhancementProto
>['enhancement']['v1']['EnhancementService']['service'];
/** The generated definition also carries a string index signature; keep only the real methods. */
type MethodName = keyof { [K in keyof EnhancementServiceDefinition as string extends K ? never : K]: true };
export type EnhancementClient = Pick<PromiseClient<EnhancementServiceDefinition>, MethodName | 'close'>;

/** Fully qualified name, also the name its gRPC health status is registered under. */
export const ENHANCEMENT_SERVICE = 'enhancement.v1.EnhancementService';

export function createEnhancementClient(address: string, options: ClientOptions = {}): EnhancementClient {
  return createClient(
    ENHANCEMENT_SERVICE,
    enhancementProto().enhancement.v1.EnhancementService.service,
    address,
    options,
  );
}

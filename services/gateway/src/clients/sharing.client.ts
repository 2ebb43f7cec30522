// The gateway's typed client of sharing.v1.SharingService (deadlines, retries on UNAVAILABLE and
// trace propagation come from @platform/grpc).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { sharingProto } from '@platform/protos';

export type SharingServiceDefinition = ReturnType<
  typeof sharingProto
>['sharing']['v1']['SharingService']['service'];
/** The generated definition also carries a string index signature; keep only the real methods. */
type MethodName = keyof { [K in keyof SharingServiceDefinition as string extends K ? never : K]: true };
export type SharingClient = Pick<PromiseClient<SharingServiceDefinition>, MethodName | 'close'>;

/** Fully qualified name, also the name its gRPC health status is registered under. */
export const SHARING_SERVICE = 'sharing.v1.SharingService';

export function createSharingClient(address: string, options: ClientOptions = {}): SharingClient {
  return createClient(SHARING_SERVICE, sharingProto().sharing.v1.SharingService.service, address, options);
}

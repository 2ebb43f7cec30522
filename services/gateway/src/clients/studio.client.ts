// The gateway's typed client of studio.v1.StudioService (deadlines, retries on UNAVAILABLE and
// trace propagation come from @platform/grpc).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { studioProto } from '@platform/protos';

export type StudioServiceDefinition = ReturnType<
  typeof studioProto
>['studio']['v1']['StudioService']['service'];
/** The generated definition also carries a string index signature; keep only the real methods. */
type MethodName = keyof { [K in keyof StudioServiceDefinition as string extends K ? never : K]: true };
export type StudioClient = Pick<PromiseClient<StudioServiceDefinition>, MethodName | 'close'>;

/** Fully qualified name, also the name its gRPC health status is registered under. */
export const STUDIO_SERVICE = 'studio.v1.StudioService';

export function createStudioClient(address: string, options: ClientOptions = {}): StudioClient {
  return createClient(STUDIO_SERVICE, studioProto().studio.v1.StudioService.service, address, options);
}

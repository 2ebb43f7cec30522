// The gateway's typed client of real_estate.v1.RealEstateService (deadlines, retries on
// UNAVAILABLE and trace propagation come from @platform/grpc).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { realEstateProto } from '@platform/protos';

export type RealEstateServiceDefinition = ReturnType<
  typeof realEstateProto
>['real_estate']['v1']['RealEstateService']['service'];
/** The generated definition also carries a string index signature; keep only the real methods. */
type MethodName = keyof { [K in keyof RealEstateServiceDefinition as string extends K ? never : K]: true };
export type RealEstateClient = Pick<PromiseClient<RealEstateServiceDefinition>, MethodName | 'close'>;

/** Fully qualified name, also the name its gRPC health status is registered under. */
export const REAL_ESTATE_SERVICE = 'real_estate.v1.RealEstateService';

export function createRealEstateClient(address: string, options: ClientOptions = {}): RealEstateClient {
  return createClient(
    REAL_ESTATE_SERVICE,
    realEstateProto().real_estate.v1.RealEstateService.service,
    address,
    options,
  );
}

// Loads the service definitions from protos/ with the same options the generated types were
// produced with (see scripts/gen-protos.ts), so runtime objects match the compile-time types.
import { loadPackageDefinition, type GrpcObject } from '@grpc/grpc-js';
import { loadSync, type Options } from '@grpc/proto-loader';
import { fileURLToPath } from 'node:url';
import type { ProtoGrpcType as BillingProto } from './generated/billing.ts';
import type { ProtoGrpcType as RealEstateProto } from './generated/real_estate.ts';
import type { ProtoGrpcType as EnhancementProto } from './generated/enhancement.ts';
import type { ProtoGrpcType as SharingProto } from './generated/sharing.ts';
import type { ProtoGrpcType as StudioProto } from './generated/studio.ts';
import type { ProtoGrpcType as WebhooksProto } from './generated/webhooks.ts';

export const protoRoot = fileURLToPath(new URL('../../../protos', import.meta.url));

export const loaderOptions: Options = {
  keepCase: true,
  longs: String,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [protoRoot],
};

function load<T>(file: string): T {
  return loadPackageDefinition(loadSync(file, loaderOptions)) as GrpcObject as unknown as T;
}

let billing: BillingProto | undefined;
export const billingProto = (): BillingProto => (billing ??= load<BillingProto>('billing/v1/billing.proto'));

let enhancement: EnhancementProto | undefined;
export const enhancementProto = (): EnhancementProto =>
  (enhancement ??= load<EnhancementProto>('enhancement/v1/enhancement.proto'));

let sharing: SharingProto | undefined;
export const sharingProto = (): SharingProto => (sharing ??= load<SharingProto>('sharing/v1/sharing.proto'));

let realEstate: RealEstateProto | undefined;
export const realEstateProto = (): RealEstateProto =>
  (realEstate ??= load<RealEstateProto>('real_estate/v1/real_estate.proto'));

let studio: StudioProto | undefined;
export const studioProto = (): StudioProto => (studio ??= load<StudioProto>('studio/v1/studio.proto'));

let webhooks: WebhooksProto | undefined;
export const webhooksProto = (): WebhooksProto =>
  (webhooks ??= load<WebhooksProto>('webhooks/v1/webhooks.proto'));

/** `billing.v1.BillingService/GetBalances` answers for at most this many accounts a call (see the proto). */
export const GET_BALANCES_MAX_ACCOUNTS = 500;

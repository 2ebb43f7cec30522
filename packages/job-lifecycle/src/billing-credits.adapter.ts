// Billing's two-phase holds over gRPC. The calls are idempotent per job id on billing's side,
// so a retried event or sweep may repeat them safely.
import type { PromiseClient } from '@platform/grpc';
import type { Credits } from '@platform/catalogue';
import { billingProto } from '@platform/protos';
import { createClient } from '@platform/grpc';
import type { CreditsPort } from './lifecycle.ports.ts';

type BillingDefinition = ReturnType<typeof billingProto>['billing']['v1']['BillingService']['service'];
export type BillingClient = Pick<
  PromiseClient<BillingDefinition>,
  'ReserveCredits' | 'CaptureHold' | 'ReleaseHold' | 'close'
>;

export const createBillingClient = (address: string, deadlineMs = 5_000): BillingClient =>
  createClient('billing.v1.BillingService', billingProto().billing.v1.BillingService.service, address, {
    deadlineMs,
  });

export function billingCredits(client: BillingClient): CreditsPort {
  return {
    async reserve(input) {
      await client.ReserveCredits({
        account_id: input.accountId,
        job_id: input.jobId,
        amount: input.amount.format(),
        description: input.description,
      });
    },
    async capture(jobId: string, amount: Credits) {
      await client.CaptureHold({ job_id: jobId, amount: amount.format() });
    },
    async release(jobId: string) {
      await client.ReleaseHold({ job_id: jobId });
    },
  };
}

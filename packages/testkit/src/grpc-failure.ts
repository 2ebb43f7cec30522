// Medium tests call a service's gRPC client and check the error a caller would meet.
import { fromGrpcError, type AppError } from '@platform/errors';

/** The error a call that must fail failed with, as the gateway reads it; throws if the call succeeded. */
export async function grpcFailure(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (err) {
    return fromGrpcError(err);
  }
  throw new Error('the call should have failed');
}

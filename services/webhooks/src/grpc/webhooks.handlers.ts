// Thin gRPC layer: decode, call the service layer, encode. Rules live in domain/.
import type { UnaryHandlers } from '@platform/grpc';
import type { Delivery } from '@platform/protos/generated/webhooks/v1/Delivery.ts';
import type { Endpoint } from '@platform/protos/generated/webhooks/v1/Endpoint.ts';
import type { SigningSecret } from '@platform/protos/generated/webhooks/v1/SigningSecret.ts';
import type { WebhooksServiceDefinition } from '@platform/protos/generated/webhooks/v1/WebhooksService.ts';
import type { EndpointsService } from '../domain/endpoints.service.ts';
import type { DeliveryView, EndpointRecord, Page, SigningSecretRecord } from '../domain/records.ts';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

const pageOf = (limit: number, offset: number): Page => ({
  limit: limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
  offset: Math.max(0, offset),
});

/** `withSecret`: only the answers of create and rotate show it. */
const toEndpoint = (e: EndpointRecord, withSecret = false): Endpoint => ({
  id: e.id,
  url: e.url,
  events: e.events,
  is_active: e.isActive,
  secret: withSecret ? e.secret : undefined,
  disabled_reason: e.disabledReason ?? undefined,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
  job_id: e.jobId ?? undefined,
});

const toDelivery = (d: DeliveryView): Delivery => ({
  id: d.id,
  event_id: d.eventId,
  event_type: d.eventType,
  status: d.status,
  created_at: d.createdAt.toISOString(),
  next_attempt_at: d.status === 'pending' && d.nextAttemptAt ? d.nextAttemptAt.toISOString() : undefined,
  attempts: d.attemptList.map((a) => ({
    attempted_at: a.attemptedAt.toISOString(),
    status_code: a.statusCode ?? undefined,
    error: a.error,
    duration_ms: a.durationMs,
  })),
  payload_json: d.payload,
});

const toSigningSecret = (s: SigningSecretRecord): SigningSecret => ({
  secret: s.secret,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

export function webhooksHandlers(endpoints: EndpointsService): UnaryHandlers<WebhooksServiceDefinition> {
  return {
    async CreateEndpoint(request) {
      const created = await endpoints.create(request.account_id, {
        url: request.url,
        events: request.events,
        isActive: request.is_active,
      });
      return toEndpoint(created, true);
    },
    async ListEndpoints(request) {
      const slice = await endpoints.list(request.account_id, pageOf(request.limit, request.offset));
      return { count: slice.count, results: slice.results.map((e) => toEndpoint(e)) };
    },
    async GetEndpoint(request) {
      return toEndpoint(await endpoints.get(request.account_id, request.id));
    },
    async UpdateEndpoint(request) {
      const updated = await endpoints.update(request.account_id, request.id, {
        url: request.url,
        events: request.set_events ? request.events : undefined,
        isActive: request.is_active,
      });
      return toEndpoint(updated);
    },
    async DeleteEndpoint(request) {
      await endpoints.delete(request.account_id, request.id);
      return {};
    },
    async RotateSecret(request) {
      return toEndpoint(await endpoints.rotate(request.account_id, request.id), true);
    },
    async ListDeliveries(request) {
      const slice = await endpoints.deliveries(
        request.account_id,
        request.endpoint_id,
        pageOf(request.limit, request.offset),
      );
      return { count: slice.count, results: slice.results.map(toDelivery) };
    },
    async Redeliver(request) {
      return toDelivery(
        await endpoints.redeliver(request.account_id, request.endpoint_id, request.delivery_id),
      );
    },
    async GetSigningSecret(request) {
      return toSigningSecret(await endpoints.signingSecret(request.account_id));
    },
    async RotateSigningSecret(request) {
      return toSigningSecret(await endpoints.rotateSigningSecret(request.account_id));
    },
  };
}

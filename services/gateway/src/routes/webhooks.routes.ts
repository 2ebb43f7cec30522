// One file over 300 lines: one resource (an account's webhook endpoints with their deliveries), its routes
// sharing one request schema and presenter.
// Webhook endpoints of the caller's account (`/api/v2/webhooks/`): create (the secret is in this
// answer only), list, read, update, delete, rotate the secret, and an endpoint's deliveries with
// their attempts and a redeliver action. Another account's endpoint is a 404. Deliveries carry
// the public job events (@platform/job-events), signed the Standard Webhooks way (docs/webhooks.md).
// The account signing secret (read, rotate) signs the deliveries to a job create's own webhook_url.
import { z } from '@platform/config';
import { JOB_EVENT_TYPES } from '@platform/job-events';
import type { Delivery__Output } from '@platform/protos/generated/webhooks/v1/Delivery.ts';
import type { Endpoint__Output } from '@platform/protos/generated/webhooks/v1/Endpoint.ts';
import type { WebhooksClient } from '../clients/webhooks.client.ts';
import { jobEventSchema, type JobReadSchemas } from '../events/job-event.schema.ts';
import { buildPage, pageLocation, parsePaging } from '../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { pageOf } from '../http/wire-schemas.ts';

const BASE = '/api/v2/webhooks/';
const TAGS = ['webhooks'];
const AUTH = ['Token', 'Bearer'] as const;
const dateTime = z.iso.datetime({ offset: true });

const EventList = z
  .array(z.union([z.enum(JOB_EVENT_TYPES), z.literal('*')]))
  .min(1, 'Name at least one event type, or "*".')
  .max(JOB_EVENT_TYPES.length + 1)
  .meta({ description: `Event types to receive (${JOB_EVENT_TYPES.join(', ')}), or ["*"] for all.` });
const Url = z
  .url({ error: 'Enter a valid URL.' })
  .max(2048, 'Ensure this field has no more than 2048 characters.');

const EndpointBody = z
  .object({ url: Url, events: EventList.default(['*']), is_active: z.boolean().optional() })
  .meta({ id: 'WebhookEndpointCreate' });
const EndpointPatch = z
  .object({ url: Url.optional(), events: EventList.optional(), is_active: z.boolean().optional() })
  .meta({ id: 'WebhookEndpointUpdate' });

export const WebhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.string()),
    is_active: z.boolean(),
    disabled_reason: z
      .string()
      .nullable()
      .meta({ description: 'Why deliveries were stopped after they kept failing; null otherwise.' }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'WebhookEndpoint' });

const WebhookEndpointWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string().meta({
    description:
      'whsec_<base64>: the signing secret, shown only in this answer. Keep it; rotate it if it leaks.',
  }),
}).meta({ id: 'WebhookEndpointWithSecret' });

const AttemptSchema = z
  .object({
    attempted_at: dateTime,
    status_code: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Null when no answer came (timeout, connection refused).' }),
    error: z.string(),
    duration_ms: z.number().int(),
  })
  .meta({ id: 'WebhookAttempt' });

/** A delivery with its attempts; `payload`: the JobEvent schema. */
const webhookDeliverySchema = (payload: z.ZodType) =>
  z
    .object({
      id: z.uuid(),
      event_id: z.uuid(),
      event_type: z.string(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      created_at: dateTime,
      next_attempt_at: dateTime.nullable(),
      attempts: z.array(AttemptSchema),
      payload,
    })
    .meta({ id: 'WebhookDelivery' });

export const SigningSecretSchema = z
  .object({
    secret: z.string().meta({
      description:
        'whsec_<base64>: verifies the deliveries to the webhook_url of your job creates (Standard Webhooks).',
    }),
    created_at: dateTime,
    updated_at: dateTime.meta({ description: 'When it was last rotated (created_at until then).' }),
  })
  .meta({ id: 'WebhookSigningSecret' });

const EndpointParams = z.object({ id: z.uuid() });
const DeliveryParams = z.object({ id: z.uuid(), delivery_id: z.uuid() });

const presentEndpoint = (e: Endpoint__Output) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  is_active: e.is_active,
  disabled_reason: e.disabled_reason ?? null,
  created_at: e.created_at,
  updated_at: e.updated_at,
});

const presentDelivery = (d: Delivery__Output) => ({
  id: d.id,
  event_id: d.event_id,
  event_type: d.event_type,
  status: d.status,
  created_at: d.created_at,
  next_attempt_at: d.next_attempt_at ?? null,
  attempts: d.attempts.map((a) => ({
    attempted_at: a.attempted_at,
    status_code: a.status_code ?? null,
    error: a.error,
    duration_ms: a.duration_ms,
  })),
  payload: JSON.parse(d.payload_json) as unknown,
});

export function webhookRoutes(deps: {
  webhooks: WebhooksClient;
  publicBaseUrl?: string;
  /** Each job kind's read schema, for the deliveries' JobEvent union (free-form jobs without it). */
  jobReads?: JobReadSchemas;
}): RouteDefinition[] {
  const { webhooks } = deps;
  const WebhookDeliverySchema = webhookDeliverySchema(jobEventSchema(deps.jobReads));
  const common = { tags: TAGS, auth: AUTH };
  return [
    // Before `{id}/`, which would otherwise take the path.
    defineRoute({
      ...common,
      method: 'GET',
      path: `${BASE}signing-secret/`,
      operationId: 'webhooks_signing_secret_retrieve',
      summary: "The account signing secret: it signs the deliveries to your job creates' own webhook_url",
      description:
        "A job create (any kind) may carry `webhook_url`; that job's events are POSTed there, signed the Standard Webhooks way with this " +
        'secret (made on first read). Endpoints registered with `POST /api/v2/webhooks/` sign with their own secret instead.',
      responses: { 200: { description: 'The secret.', schema: SigningSecretSchema } },
      async handler({ principal }, ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await webhooks.GetSigningSecret({ account_id: principal.accountId });
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      path: `${BASE}signing-secret/rotate/`,
      operationId: 'webhooks_signing_secret_rotate',
      summary:
        'Replace the account signing secret (the old one stops signing at once, pending deliveries included)',
      responses: { 200: { description: 'The new secret.', schema: SigningSecretSchema } },
      async handler({ principal }, ctx) {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await webhooks.RotateSigningSecret({ account_id: principal.accountId });
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      path: BASE,
      operationId: 'webhooks_create',
      summary: 'Register a webhook endpoint for job events',
      description:
        'The URL must be https and resolve to public addresses only (the same policy as external_url). The answer carries the signing secret, never shown again.',
      body: EndpointBody,
      responses: {
        201: { description: 'The endpoint, with its secret.', schema: WebhookEndpointWithSecretSchema },
      },
      async handler({ body, principal }, ctx) {
        const created = await webhooks.CreateEndpoint({
          account_id: principal.accountId,
          url: body.url,
          events: body.events,
          is_active: body.is_active,
        });
        ctx.status = 201;
        ctx.body = { ...presentEndpoint(created), secret: created.secret ?? '' };
      },
    }),
    defineRoute({
      ...common,
      method: 'GET',
      path: BASE,
      operationId: 'webhooks_list',
      summary: "List the account's webhook endpoints",
      paged: true,
      responses: {
        200: {
          description: 'A page of endpoints.',
          schema: pageOf(WebhookEndpointSchema, 'PaginatedWebhookEndpointList'),
        },
      },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await webhooks.ListEndpoints({
          account_id: principal.accountId,
          limit: paging.limit,
          offset: paging.offset,
        });
        ctx.body = buildPage(
          answer.results.map(presentEndpoint),
          Number(answer.count),
          paging,
          pageLocation(ctx, deps.publicBaseUrl),
        );
      },
    }),
    defineRoute({
      ...common,
      method: 'GET',
      path: `${BASE}{id}/`,
      operationId: 'webhooks_retrieve',
      summary: 'Read a webhook endpoint',
      params: EndpointParams,
      responses: { 200: { description: 'The endpoint.', schema: WebhookEndpointSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentEndpoint(
          await webhooks.GetEndpoint({ account_id: principal.accountId, id: params.id }),
        );
      },
    }),
    defineRoute({
      ...common,
      method: 'PATCH',
      path: `${BASE}{id}/`,
      operationId: 'webhooks_partial_update',
      summary: 'Change the URL, the event types or whether the endpoint is active',
      description: 'Setting is_active to true turns a disabled endpoint on again and clears disabled_reason.',
      params: EndpointParams,
      body: EndpointPatch,
      responses: { 200: { description: 'The endpoint.', schema: WebhookEndpointSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        const updated = await webhooks.UpdateEndpoint({
          account_id: principal.accountId,
          id: params.id,
          url: body.url,
          events: body.events ?? [],
          set_events: body.events !== undefined,
          is_active: body.is_active,
        });
        ctx.body = presentEndpoint(updated);
      },
    }),
    defineRoute({
      ...common,
      method: 'DELETE',
      path: `${BASE}{id}/`,
      operationId: 'webhooks_destroy',
      summary: 'Delete a webhook endpoint and its deliveries',
      params: EndpointParams,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await webhooks.DeleteEndpoint({ account_id: principal.accountId, id: params.id });
        ctx.status = 204;
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      path: `${BASE}{id}/rotate-secret/`,
      operationId: 'webhooks_rotate_secret',
      summary: 'Replace the signing secret (the old one stops signing at once)',
      params: EndpointParams,
      responses: {
        200: { description: 'The endpoint, with its new secret.', schema: WebhookEndpointWithSecretSchema },
      },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const rotated = await webhooks.RotateSecret({ account_id: principal.accountId, id: params.id });
        ctx.body = { ...presentEndpoint(rotated), secret: rotated.secret ?? '' };
      },
    }),
    defineRoute({
      ...common,
      method: 'GET',
      path: `${BASE}{id}/deliveries/`,
      operationId: 'webhooks_deliveries_list',
      summary: "An endpoint's deliveries (newest first) with their attempts and status codes",
      params: EndpointParams,
      paged: true,
      responses: {
        200: {
          description: 'A page of deliveries.',
          schema: pageOf(WebhookDeliverySchema, 'PaginatedWebhookDeliveryList'),
        },
      },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await webhooks.ListDeliveries({
          account_id: principal.accountId,
          endpoint_id: params.id,
          limit: paging.limit,
          offset: paging.offset,
        });
        ctx.body = buildPage(
          answer.results.map(presentDelivery),
          Number(answer.count),
          paging,
          pageLocation(ctx, deps.publicBaseUrl),
        );
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      path: `${BASE}{id}/deliveries/{delivery_id}/redeliver/`,
      operationId: 'webhooks_deliveries_redeliver',
      summary: 'Send a delivery again now (same webhook-id, a new attempt)',
      params: DeliveryParams,
      responses: { 202: { description: 'The delivery, pending.', schema: WebhookDeliverySchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const delivery = await webhooks.Redeliver({
          account_id: principal.accountId,
          endpoint_id: params.id,
          delivery_id: params.delivery_id,
        });
        ctx.status = 202;
        ctx.body = presentDelivery(delivery);
      },
    }),
  ];
}

// One table for the routes of every job kind (studio's text-to-image, image-to-text and
// image-to-video, real estate's shot video, voiceover and render jobs): a paged list (newest
// first), the kind's own create, a read and a cancel. A cancel of a job that already ended is 400
// `{detail}` without error_id (the spec's "one case of cancel"); a cancelled job shows
// cost_credits with 2 decimals. A kind states its paths, schemas, words and its service calls.
import type { z } from '@platform/config';
import type { Principal } from '../auth/authenticator.ts';
import { buildPage, pageLocation, parsePaging, type PageParams } from './paging.ts';
import {
  defineRoute,
  type AnySchema,
  type AuthScheme,
  type ResponseSpec,
  type RouteDefinition,
} from './route.ts';
import { CancelRefusedSchema, pageOf } from './wire-schemas.ts';

type ParamsOf<Schema> = Schema extends AnySchema ? z.output<Schema> : Record<string, never>;

const CANCEL_REFUSED: ResponseSpec = {
  description:
    'The job already ended (completed, failed, expired or cancelled): `{detail}` without error_id.',
  schema: CancelRefusedSchema,
};

/** What a kind's create route has in common with every create; the kind adds its body, words and handler. */
export interface JobCreateRoute<Collection extends AnySchema | undefined> {
  method: 'POST';
  path: string;
  operationId: string;
  tags: string[];
  auth: readonly AuthScheme[];
  rateLimit: 'jobCreate';
  idempotent: true;
  params: Collection;
  responses: Record<number, ResponseSpec>;
  errors: number[];
}

export interface JobKind<Job, Collection extends AnySchema | undefined, One extends AnySchema> {
  /** The collection, with its trailing slash; one job is `${path}{${jobParam}}/`. */
  path: string;
  jobParam: string;
  /** The collection's path parameters (a project, a shot); undefined for a collection of the account. */
  collectionParams: Collection;
  jobParams: One;
  /** The operation ids are `${operationId}_list`, `_create`, `_retrieve` and `_cancel`. */
  operationId: string;
  tags: string[];
  auth: readonly AuthScheme[];
  /** The create first, as studio's routes have always been listed in the document; else the list first. */
  createFirst?: boolean;
  summaries: { list: string; retrieve: string; cancel: string };
  pageDescription: string;
  schema: z.ZodType;
  cancelSchema: z.ZodType;
  pageId: string;
  /** Who answers (for the error of a cancel answered without its job). */
  service: string;
  create(route: JobCreateRoute<Collection>): RouteDefinition;
  list(
    principal: Principal,
    params: ParamsOf<Collection>,
    page: PageParams,
  ): Promise<{ results: Job[]; count: string | number }>;
  get(principal: Principal, params: z.output<One>): Promise<Job>;
  cancel(principal: Principal, params: z.output<One>): Promise<{ job: Job | null; refused_detail: string }>;
  /** The job's JSON; `costPlaces` 2 for a cancel's answer. */
  present(job: Job, costPlaces?: 2 | 4): unknown;
}

/** The four routes of a job kind, in the order the OpenAPI document lists them. */
export function jobKindRoutes<Job, Collection extends AnySchema | undefined, One extends AnySchema>(
  kind: JobKind<Job, Collection, One>,
  publicBaseUrl: string | undefined,
): RouteDefinition[] {
  const { path, tags, auth } = kind;
  const onePath = `${path}{${kind.jobParam}}/`;
  // A collection under a project or a shot is a 404 when that is not the caller's.
  const notFound = kind.collectionParams === undefined ? [] : [404];

  const create = kind.create({
    method: 'POST',
    path,
    operationId: `${kind.operationId}_create`,
    tags,
    auth,
    rateLimit: 'jobCreate',
    idempotent: true,
    params: kind.collectionParams,
    responses: { 201: { description: 'The queued job.', schema: kind.schema } },
    errors: [402, ...notFound, 409],
  });
  const list = defineRoute({
    method: 'GET',
    path,
    operationId: `${kind.operationId}_list`,
    summary: kind.summaries.list,
    tags,
    auth,
    params: kind.collectionParams,
    paged: true,
    responses: { 200: { description: kind.pageDescription, schema: pageOf(kind.schema, kind.pageId) } },
    ...(notFound.length > 0 ? { errors: notFound } : {}),
    async handler({ params, principal }, ctx) {
      const page = parsePaging(ctx.query);
      const answer = await kind.list(principal, params as ParamsOf<Collection>, page);
      const results = answer.results.map((job) => kind.present(job));
      ctx.body = buildPage(results, Number(answer.count), page, pageLocation(ctx, publicBaseUrl));
    },
  });
  const retrieve = defineRoute({
    method: 'GET',
    path: onePath,
    operationId: `${kind.operationId}_retrieve`,
    summary: kind.summaries.retrieve,
    tags,
    auth,
    params: kind.jobParams,
    responses: { 200: { description: 'The job.', schema: kind.schema } },
    errors: [404],
    async handler({ params, principal }, ctx) {
      ctx.body = kind.present(await kind.get(principal, params as z.output<One>));
    },
  });
  const cancel = defineRoute({
    method: 'POST',
    path: `${onePath}cancel/`,
    operationId: `${kind.operationId}_cancel`,
    summary: kind.summaries.cancel,
    tags,
    auth,
    params: kind.jobParams,
    responses: {
      200: { description: 'The cancelled job (cost_credits with 2 decimals).', schema: kind.cancelSchema },
      400: CANCEL_REFUSED,
    },
    errors: [404],
    async handler({ params, principal }, ctx) {
      const answer = await kind.cancel(principal, params as z.output<One>);
      if (answer.refused_detail) {
        ctx.status = 400;
        ctx.body = { detail: answer.refused_detail };
        return;
      }
      if (!answer.job) throw new Error(`${kind.service} answered a cancel without the job`);
      ctx.body = kind.present(answer.job, 2);
    },
  });
  return kind.createFirst ? [create, list, retrieve, cancel] : [list, create, retrieve, cancel];
}

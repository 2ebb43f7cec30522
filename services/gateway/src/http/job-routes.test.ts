// The job-route table: the four routes a kind gets (ids, paths, statuses, order), the read and
// the cancel with its refused `{detail}` and 2-decimal answer, and the kind's own create.
import type { Context } from 'koa';
import { z } from '@platform/config';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/authenticator.ts';
import { jobKindRoutes, type JobKind } from './job-routes.ts';
import { defineRoute } from './route.ts';

interface Job {
  id: string;
  cost: string;
}
const JobSchema = z.object({ id: z.string(), cost_credits: z.string() }).meta({ id: 'TestJob' });
const CollectionParams = z.object({ project_id: z.uuid() });
const JobParams = z.object({ project_id: z.uuid(), job_id: z.uuid() });

const kind = (answers: {
  cancel: { job: Job | null; refused_detail: string };
}): JobKind<Job, typeof CollectionParams, typeof JobParams> => ({
  path: '/api/v2/things/{project_id}/jobs/',
  jobParam: 'job_id',
  collectionParams: CollectionParams,
  jobParams: JobParams,
  operationId: 'things_jobs',
  tags: ['things'],
  auth: ['Token'],
  summaries: { list: 'List', retrieve: 'Read', cancel: 'Cancel' },
  pageDescription: 'A page.',
  schema: JobSchema,
  cancelSchema: JobSchema,
  pageId: 'PaginatedTestJobList',
  service: 'the things service',
  present: (job, costPlaces = 4) => ({ id: job.id, cost_credits: Number(job.cost).toFixed(costPlaces) }),
  list: async () => ({ results: [], count: '0' }),
  get: async (_principal, params) => ({ id: params.job_id, cost: '1.5' }),
  cancel: async () => answers.cancel,
  create: (route) =>
    defineRoute({
      ...route,
      summary: 'Create',
      handler(_input, ctx) {
        ctx.status = 201;
      },
    }),
});

const principal = { accountId: 'account' } as Principal;
const params = {
  project_id: '3f1c6a8e-2b1d-4c7e-9a5f-0d8e7b6c5a41',
  job_id: '9b2e4d1f-6a3c-4e8b-8f7d-1c2b3a4d5e6f',
};
const run = async (handler: (input: never, ctx: Context) => unknown) => {
  const ctx = { status: 200, body: undefined } as unknown as Context;
  await handler({ params, principal, query: {}, body: undefined } as never, ctx);
  return { status: ctx.status, body: ctx.body };
};

describe('jobKindRoutes', () => {
  it('gives a kind its list, create, read and cancel routes, list first unless the kind says create first', () => {
    const routes = jobKindRoutes(kind({ cancel: { job: null, refused_detail: 'x' } }), undefined);
    expect(routes.map((r) => [r.method, r.path, r.operationId, r.errors])).toEqual([
      ['GET', '/api/v2/things/{project_id}/jobs/', 'things_jobs_list', [404]],
      ['POST', '/api/v2/things/{project_id}/jobs/', 'things_jobs_create', [402, 404, 409]],
      ['GET', '/api/v2/things/{project_id}/jobs/{job_id}/', 'things_jobs_retrieve', [404]],
      ['POST', '/api/v2/things/{project_id}/jobs/{job_id}/cancel/', 'things_jobs_cancel', [404]],
    ]);
    expect(routes[1]).toMatchObject({
      rateLimit: 'jobCreate',
      idempotent: true,
      params: CollectionParams,
      summary: 'Create',
    });
    expect(Object.keys(routes[3]?.responses ?? {})).toEqual(['200', '400']);

    const accountWide = jobKindRoutes(
      {
        ...kind({ cancel: { job: null, refused_detail: 'x' } }),
        collectionParams: undefined,
        createFirst: true,
      },
      undefined,
    );
    expect(accountWide.map((r) => [r.operationId, r.errors])).toEqual([
      ['things_jobs_create', [402, 409]],
      ['things_jobs_list', undefined],
      ['things_jobs_retrieve', [404]],
      ['things_jobs_cancel', [404]],
    ]);
  });

  it('reads a job and answers a cancel with the job at 2 decimals', async () => {
    const [, , retrieve, cancel] = jobKindRoutes(
      kind({ cancel: { job: { id: 'j', cost: '2.5' }, refused_detail: '' } }),
      undefined,
    );
    expect(await run(retrieve!.handler)).toEqual({
      status: 200,
      body: { id: params.job_id, cost_credits: '1.5000' },
    });
    expect(await run(cancel!.handler)).toEqual({ status: 200, body: { id: 'j', cost_credits: '2.50' } });
  });

  it('refuses the cancel of a job that already ended with 400 {detail}, and fails a cancel answered without its job', async () => {
    const refused = jobKindRoutes(
      kind({ cancel: { job: null, refused_detail: 'Job already completed.' } }),
      undefined,
    )[3];
    expect(await run(refused!.handler)).toEqual({ status: 400, body: { detail: 'Job already completed.' } });
    const empty = jobKindRoutes(kind({ cancel: { job: null, refused_detail: '' } }), undefined)[3];
    await expect(run(empty!.handler)).rejects.toThrow('the things service answered a cancel without the job');
  });
});

// The enhancement routes of a real gateway in front of an enhancement fixture, with real billing
// accounts (operator client), for tests that drive jobs over HTTP: upload a clip, create and read
// jobs, watch the balance.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Credits } from '@platform/catalogue';
import { createLogger } from '@platform/logging';
import { watchEta } from './eta-log.ts';
import { checkResponse } from './openapi-responses.ts';
import { uniqueSuffix } from '@platform/testkit';
import { createGateway } from '../../../services/gateway/src/app.ts';
import { createBillingClient } from '../../../services/gateway/src/clients/billing.client.ts';
import { createEnhancementClient } from '../../../services/gateway/src/clients/enhancement.client.ts';
import { loadGatewayConfig } from '../../../services/gateway/src/config.ts';
import { enhancementRoutes } from '../../../services/gateway/src/routes/enhancement/index.ts';
import { serveGateway, type ServedGateway } from '../../../services/gateway/src/testing/http-server.ts';
import type { EnhancementFixture } from '../../../services/enhancement/src/testing/enhancement.fixture.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Caller {
  id: string;
  headers: Record<string, string>;
}

export interface EnhancementApi {
  served: ServedGateway;
  /** A new billing account with this balance, and its API key's headers. */
  account(credits: string): Promise<Caller>;
  call(
    who: Caller,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json }>;
  /** Uploads a local clip as an input video (multipart); its integer id. */
  upload(who: Caller, clipPath: string, name?: string): Promise<number>;
  balance(accountId: string): Promise<string>;
  /** Reads the job until `done` holds (or throws after timeoutMs). */
  waitForJob(who: Caller, id: number, done: (job: Json) => boolean, timeoutMs: number): Promise<Json>;
  close(): Promise<void>;
}

/** `from - amount` in exact credits, formatted like balances. */
export const minus = (from: string, amount: string): string =>
  Credits.parse(from).sub(Credits.parse(amount)).format();

export async function serveEnhancementApi(fixture: EnhancementFixture): Promise<EnhancementApi> {
  const operator = createBillingClient(fixture.billing.address, { deadlineMs: 20_000 });
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 's'.repeat(32),
    RATE_LIMIT_JOB_CREATE_BURST: '1000',
    RATE_LIMIT_JOB_CREATE_PER_MINUTE: '1000',
  });
  const gateway = createGateway({
    config,
    logger: createLogger('gateway-test', 'silent'),
    billing: createBillingClient(fixture.billing.address, { deadlineMs: 20_000 }),
    routes: () =>
      enhancementRoutes({
        enhancement: createEnhancementClient(fixture.handle.address, { deadlineMs: 60_000 }),
        uploads: {
          storage: fixture.storage,
          keys: fixture.keys,
          maxVideoBytes: 50 * 1024 * 1024,
          bodyLimitBytes: 1024 * 1024,
          mediaDeadlineMs: 120_000,
        },
      }),
  });
  const served = await serveGateway(gateway);

  const call: EnhancementApi['call'] = async (who, method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...who.headers, ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(`${served.url}${path}`, init);
    const text = await response.text();
    checkResponse(method, path, response, text);
    const answer = (text ? JSON.parse(text) : null) as Json;
    watchEta(path, answer);
    return { status: response.status, body: answer };
  };

  return {
    served,
    async account(credits) {
      const created = await operator.CreateAccount({ email: `enh-${uniqueSuffix()}@example.com`, credits });
      return { id: String(created.account?.id), headers: { Authorization: `Token ${created.api_key}` } };
    },
    call,
    async upload(who, clipPath, name = basename(clipPath)) {
      const form = new FormData();
      form.append('file', new Blob([await readFile(clipPath)], { type: 'video/mp4' }), name);
      const created = await call(who, 'POST', '/api/videos/', form);
      if (created.status !== 201)
        throw new Error(`the upload answered ${created.status}: ${JSON.stringify(created.body)}`);
      return created.body.id as number;
    },
    balance: async (accountId) => (await operator.GetBalance({ account_id: accountId })).balance,
    async waitForJob(who, id, done, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { body } = await call(who, 'GET', `/api/jobs/${id}/`);
        if (done(body)) return body;
        if (Date.now() > deadline)
          throw new Error(`job ${id} did not settle: ${JSON.stringify(body).slice(0, 1000)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async close() {
      await served.close();
      operator.close();
    },
  };
}

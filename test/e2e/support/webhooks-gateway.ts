// A gateway serving only the webhook routes, in this process, in front of a webhooks service (its
// own process, see webhooks-process.ts): what the end-to-end tests call `/api/v2/webhooks/`
// through. The other routes are served by the stack's own gateway.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../../../packages/logging/src/index.ts';
import { createWebhooksClient } from '../../../services/gateway/src/clients/webhooks.client.ts';
import {
  createBillingClient,
  createGateway,
  loadGatewayConfig,
} from '../../../services/gateway/src/index.ts';
import { webhookRoutes } from '../../../services/gateway/src/routes/webhooks.routes.ts';

export interface WebhooksGateway {
  readonly url: string;
  close(): Promise<void>;
}

export async function startWebhooksGateway(options: {
  name: string;
  /** The gateway's environment (billing's address at least); the webhooks address is added. */
  env: Record<string, string>;
  billingAddress: string;
  webhooksAddress: string;
}): Promise<WebhooksGateway> {
  const webhooks = createWebhooksClient(options.webhooksAddress, { deadlineMs: 10_000 });
  const config = loadGatewayConfig({
    ...options.env,
    WEBHOOKS_GRPC_ADDR: options.webhooksAddress,
    RATE_LIMIT_ACCOUNT_BURST: '10000',
    RATE_LIMIT_ACCOUNT_PER_SECOND: '10000',
  });
  const gateway = createGateway({
    config,
    logger: createLogger(options.name, 'silent'),
    billing: createBillingClient(options.billingAddress, { deadlineMs: 20_000 }),
    routes: () => webhookRoutes({ webhooks }),
  });
  const server = createServer(gateway.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      webhooks.close();
    },
  };
}

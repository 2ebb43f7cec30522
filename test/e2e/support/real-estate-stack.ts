// Test support for the real estate end-to-end tests (test/e2e/real-estate-*.e2e.test.ts):
// billing, real estate and the gateway, in-process and real, on a fresh database and bucket; with
// `sharing`, also the sharing service with the project video sharing routes and the public page;
// with `studio`, also studio and its routes (image-to-text jobs that describe shots).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBilling, type BillingHandle } from '@platform/billing';
import { createGateway, createBillingClient, loadGatewayConfig, type BillingClient } from '@platform/gateway';
import { busNames, connectBus, deleteStreams } from '@platform/bus';
import type { Catalogue } from '@platform/catalogue';
import type { EnvReader } from '@platform/http-client';
import { createLogger } from '@platform/logging';
import { startMediaWorker, type MediaWorker } from '@platform/media-worker';
import { AccountKeys, createStorage } from '@platform/storage';
import {
  TEST_STORAGE_KEY_SECRET,
  createTestDatabase,
  natsUrl,
  startTestS3,
  uniqueSuffix,
  type TestDatabase,
  type TestS3,
} from '@platform/testkit';
import { createRealEstateClient } from '../../../services/gateway/src/clients/real-estate.client.ts';
import { realEstateRoutes } from '../../../services/gateway/src/routes/real-estate/index.ts';
import { startSharing, type SharingHandle } from '@platform/sharing';
import { createSharingClient } from '../../../services/gateway/src/clients/sharing.client.ts';
import { realEstateSharingRoutes } from '../../../services/gateway/src/routes/real-estate/sharing.routes.ts';
import { sharePageRoutes } from '../../../services/gateway/src/routes/share-page.routes.ts';
import { createStudioClient } from '../../../services/gateway/src/clients/studio.client.ts';
import { studioRoutes } from '../../../services/gateway/src/routes/studio/index.ts';
import { startStudio, type StudioHandle } from '@platform/studio';
import { startRealEstate, type RealEstateHandle } from '@platform/real-estate';

export interface Account {
  id: string;
  key: string;
  headers: Record<string, string>;
}

export interface RealEstateStack {
  url: string;
  /** The stack's bus namespace (streams and subjects). */
  busPrefix: string;
  /** The stack's database (every service's schema). */
  database: TestDatabase;
  realEstate: RealEstateHandle;
  /** Present with the `studio` option. */
  studio: StudioHandle | undefined;
  billing: BillingHandle;
  operator: BillingClient;
  /** Starts the media worker (if none runs yet). */
  startWorker(): Promise<MediaWorker>;
  account(credits?: string): Promise<Account>;
  balance(account: Account): Promise<string>;
  /** Disables or enables the account (billing's operator call). */
  setActive(account: Account, active: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface RealEstateStackOptions {
  sharing?: boolean;
  studio?: boolean;
  /** The model catalogue real estate resolves models with (default: the shipped one). */
  catalogue?: Catalogue;
  /** Where the media worker reads provider keys (default: process.env). */
  workerEnv?: EnvReader;
}

export async function startRealEstateStack(options: RealEstateStackOptions = {}): Promise<RealEstateStack> {
  const logger = createLogger(
    'real-estate-e2e',
    (process.env.REAL_ESTATE_TEST_LOG_LEVEL ?? 'silent') as 'silent',
  );
  const database: TestDatabase = await createTestDatabase('realestate_e2e');
  const s3: TestS3 = await startTestS3();
  const storage = {
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  };
  const billing = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger,
    shutdownGraceMs: 500,
  });
  const operator = createBillingClient(billing.address, { deadlineMs: 20_000 });
  const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const busPrefix = `T_${uniqueSuffix()}`;
  const realEstate = await startRealEstate({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    natsUrl: natsUrl(),
    busPrefix,
    billingAddress: billing.address,
    storage,
    keys,
    logger,
    shutdownGraceMs: 500,
    jobs: { relayPollMs: 200, sweepIntervalMs: 0 },
    // As in local development: job webhook_urls may be plain http to this machine (the tests' receivers).
    webhookUrls: { allowHttp: true, allowCidrs: ['127.0.0.0/8'] },
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
  });
  const studio: StudioHandle | undefined = options.studio
    ? await startStudio({
        databaseUrl: database.url,
        grpcAddress: '127.0.0.1:0',
        natsUrl: natsUrl(),
        busPrefix,
        storage,
        keys,
        billingAddress: billing.address,
        realEstateAddress: realEstate.address,
        logger,
        shutdownGraceMs: 500,
        jobs: { relayPollMs: 200, sweepIntervalMs: 0 },
        webhookUrls: { allowHttp: true, allowCidrs: ['127.0.0.0/8'] },
      })
    : undefined;
  const studioClient = studio ? createStudioClient(studio.address, { deadlineMs: 30_000 }) : undefined;
  let worker: MediaWorker | undefined;
  const startWorker = async () =>
    (worker ??= await startMediaWorker({
      natsUrl: natsUrl(),
      busPrefix,
      storage,
      keys,
      logger,
      concurrency: 1,
      shutdownGraceMs: 1_000,
      env: options.workerEnv,
    }));
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BILLING_GRPC_ADDR: billing.address,
    REAL_ESTATE_GRPC_ADDR: realEstate.address,
    ...(studio ? { STUDIO_GRPC_ADDR: studio.address } : {}),
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_REGION: s3.region,
    RATE_LIMIT_IP_BURST: '10000',
    RATE_LIMIT_ACCOUNT_BURST: '10000',
    RATE_LIMIT_ACCOUNT_PER_SECOND: '10000',
  });
  const client = createRealEstateClient(realEstate.address, { deadlineMs: 30_000 });
  const sharing: SharingHandle | undefined = options.sharing
    ? await startSharing({
        databaseUrl: database.url,
        grpcAddress: '127.0.0.1:0',
        // No studio here (nothing listens on the discard port): every link of these tests is a project video's.
        studioAddress: '127.0.0.1:9',
        realEstateAddress: realEstate.address,
        billingAddress: billing.address,
        logger,
        shutdownGraceMs: 500,
      })
    : undefined;
  const sharingClient = sharing ? createSharingClient(sharing.address, { deadlineMs: 20_000 }) : undefined;
  const gateway = createGateway({
    config,
    logger,
    billing: createBillingClient(billing.address, { deadlineMs: 20_000 }),
    routes: () => [
      ...realEstateRoutes({ realEstate: client, storage: createStorage(storage), keys, config }),
      ...(studioClient
        ? studioRoutes({ studio: studioClient, storage: createStorage(storage), keys, config })
        : []),
      ...(sharingClient
        ? [
            ...realEstateSharingRoutes({
              sharing: sharingClient,
              realEstate: client,
              publicBaseUrl: config.PUBLIC_BASE_URL,
            }),
            ...sharePageRoutes({ sharing: sharingClient, publicBaseUrl: config.PUBLIC_BASE_URL }),
          ]
        : []),
    ],
  });
  const server: Server = createServer(gateway.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    busPrefix,
    database,
    realEstate,
    studio,
    billing,
    operator,
    startWorker,
    async setActive(account: Account, active: boolean) {
      await operator.SetAccountStatus({
        account_id: account.id,
        status: active ? 'ACCOUNT_STATUS_ACTIVE' : 'ACCOUNT_STATUS_DISABLED',
      });
    },
    async balance(account: Account) {
      return (await operator.GetBalance({ account_id: account.id })).balance;
    },
    async account(credits = '100') {
      const created = await operator.CreateAccount({ email: `re-${uniqueSuffix()}@example.com`, credits });
      return {
        id: String(created.account?.id),
        key: created.api_key,
        headers: { Authorization: `Token ${created.api_key}` },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      client.close();
      sharingClient?.close();
      await sharing?.stop();
      await worker?.stop({ graceMs: 500 });
      studioClient?.close();
      await studio?.stop();
      await realEstate.stop();
      operator.close();
      await billing.stop();
      const bus = await connectBus({ url: natsUrl(), name: 'real-estate-e2e-cleanup' });
      await deleteStreams(bus.jsm, busNames(busPrefix));
      await bus.close();
      await s3.stop();
      await database.drop();
    },
  };
}

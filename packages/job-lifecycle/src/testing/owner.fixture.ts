// Near or over 300 lines (as formatted): one owner, wired whole, so that each medium test starts from the real thing.
// A small job owner for the package's medium tests, wired by openJobOwner as every owning service
// is: its own schema with a jobs table made of the life-cycle columns plus one column of its own,
// the idempotency and bus tables, real billing (in-process, same database), NATS JetStream with
// the outbox relay and the status consumer, and S3 for job outputs. Its owner name is
// `enhancement`, so the tests also show that nothing is studio's.
import { startBilling, type BillingHandle } from '@platform/billing';
import {
  BusPublisher,
  OutboxMessage,
  ProcessedMessage,
  busMigrations,
  connectBus,
  deleteStreams,
  enqueue,
  processOnce,
  type BusConnection,
  type BusNames,
} from '@platform/bus';
import { Credits } from '@platform/catalogue';
import { AppError } from '@platform/errors';
import { createClient } from '@platform/grpc';
import { billingProto } from '@platform/protos';
import {
  Migration,
  col,
  createOrm,
  createUnitOfWork,
  defineTable,
  migrate,
  type EntityManager,
  type MikroORM,
  type Row,
} from '@platform/db';
import { ownerJobEventsFilter, storedJobEvents, type BusJobEvent } from '@platform/job-events';
import type { JobStatusEvent } from '@platform/jobs';
import { createLogger } from '@platform/logging';
import { runCleanups, type Cleanups } from '@platform/runtime';
import { AccountKeys, createStorage, type Storage } from '@platform/storage';
import {
  TEST_STORAGE_KEY_SECRET,
  createTestDatabase,
  natsUrl,
  startTestS3,
  uniqueSuffix,
  type TestDatabase,
  type TestS3,
} from '@platform/testkit';
import { billingCredits, createBillingClient, type BillingClient } from '../billing-credits.adapter.ts';
import { idempotencyKeysMigration, SqlIdempotencyKeys } from '../idempotency.repository.ts';
import type { IdempotencyGuard } from '../idempotency.ts';
import type { JobCanceller } from '../job-cancel.ts';
import { NO_OUTPUT, type CompletionHandlers } from '../job-status.applier.ts';
import type { JobLauncher } from '../job-launcher.ts';
import { openJobOwner } from '../job-owner.ts';
import type { JobSweeper } from '../job-sweeper.ts';
import { queuedJob } from '../job-rules.ts';
import {
  LIFECYCLE_COLUMNS_SQL,
  SqlLifecycleJobs,
  WEBHOOK_URL_COLUMN_SQL,
  lifecycleConstraintsSql,
  lifecycleIndexesSql,
  lifecycleJobColumns,
  withCredits,
} from '../lifecycle-jobs.sql.ts';
import type {
  Clock,
  CreditsPort,
  IdempotencyInput,
  LifecycleJob,
  LifecycleRepositories,
  LifecycleStore,
} from '../lifecycle.ports.ts';

const SCHEMA = 'owner_test';
const OWNER = 'enhancement';

export interface OwnerJob extends LifecycleJob {
  kind: 'text_to_image' | 'image_to_text';
  /** The owner's own column: what the completion produced. */
  note: string | null;
}

export type OwnerRepos = LifecycleRepositories<OwnerJob>;

class CreateOwnerJobs extends Migration {
  override up(): void {
    this.addSql(`create table ${SCHEMA}.jobs (
      id uuid primary key,
      ${LIFECYCLE_COLUMNS_SQL},
      ${WEBHOOK_URL_COLUMN_SQL},
      note text,
      ${lifecycleConstraintsSql('jobs')}
    )`);
    for (const sql of lifecycleIndexesSql(`${SCHEMA}.jobs`, 'jobs')) this.addSql(sql);
  }
}

/** The owner's jobs table, as a service defines its own (tables.ts) from the life-cycle columns. */
const ownerJobs = defineTable(`${SCHEMA}.jobs`, {
  id: col.uuid().primary(),
  ...lifecycleJobColumns,
  kind: col.text<OwnerJob['kind']>(),
  note: col.text().nullable(),
});

const jobFromRow = (row: Row): OwnerJob => withCredits(ownerJobs.decode(row));

/** As a service writes its job repository: the shared life-cycle statements, its columns on insert. */
class OwnerJobsRepository extends SqlLifecycleJobs<OwnerJob, ReturnType<typeof ownerJobs.decode>> {
  constructor(em: EntityManager) {
    super(em, { table: ownerJobs, fromRow: jobFromRow, outputs: ['note'] });
  }

  async insert(job: OwnerJob): Promise<void> {
    await this.insertJob(job, { note: job.note });
  }
}

function repositoriesFor(em: EntityManager): OwnerRepos {
  return {
    jobs: new OwnerJobsRepository(em),
    idempotency: new SqlIdempotencyKeys(em, SCHEMA),
    outbox: { enqueue: (subject, payload, id) => enqueue(em, { subject, payload, id }) },
  };
}

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

/** Billing's real holds; the answer to a reserve can be made to go missing on its way back. */
export interface LossyCredits extends CreditsPort {
  loseNextAnswer(): void;
  releases: string[];
}

export interface OwnerFixture {
  store: LifecycleStore<OwnerRepos>;
  clock: MovableClock;
  credits: LossyCredits;
  idempotency: IdempotencyGuard;
  launcher: JobLauncher<OwnerJob, OwnerRepos>;
  canceller: JobCanceller<OwnerJob, OwnerRepos>;
  sweeper: JobSweeper<OwnerJob, OwnerRepos, { purgedKeys: () => Promise<number> }>;
  names: BusNames;
  bus: BusConnection;
  storage: Storage;
  queueTtlMs: number;
  maxRunMs: number;
  /** The job's output folder (what its job message would carry). */
  outputPrefix(accountId: string, jobId: string): string;
  /** Creates an account with credits; returns its id. */
  account(credits: string): Promise<string>;
  balance(accountId: string): Promise<string>;
  /** The kinds of the account's ledger entries, in order. */
  ledger(accountId: string): Promise<string[]>;
  /** Creates a job as a service does: idempotency, launcher, a real job message. */
  create(
    accountId: string,
    options?: { kind?: OwnerJob['kind']; quote?: string; idem?: IdempotencyInput; webhookUrl?: string },
  ): Promise<{ value: OwnerJob; replayed: boolean }>;
  job(id: string): Promise<OwnerJob | null>;
  /** The public job events (@platform/job-events) published so far for a job, in stream order. */
  publicEvents(jobId: string): Promise<BusJobEvent[]>;
  /** Publishes a worker status event as the media worker would. */
  publishStatus(event: Omit<JobStatusEvent, 'at'> & { at?: string }, msgId: string): Promise<void>;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startOwnerFixture(): Promise<OwnerFixture> {
  const logger = createLogger('lifecycle-test', 'silent');
  const database: TestDatabase = await createTestDatabase('lifecycle');
  const s3: TestS3 = await startTestS3();
  const storage = createStorage({
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  });
  await storage.ensureBucket();
  const billing: BillingHandle = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger,
    shutdownGraceMs: 200,
  });
  const billingClient: BillingClient = createBillingClient(billing.address, 10_000);
  const billingAdmin = createClient(
    'billing.v1.BillingService',
    billingProto().billing.v1.BillingService.service,
    billing.address,
    { deadlineMs: 10_000 },
  );
  const orm: MikroORM = await createOrm({
    url: database.url,
    schema: SCHEMA,
    entities: [OutboxMessage, ProcessedMessage],
    migrations: [
      ...busMigrations,
      idempotencyKeysMigration,
      { name: 'owner_0001_jobs', class: CreateOwnerJobs },
    ],
    logger,
  });
  await migrate(orm, SCHEMA);
  const { transaction, read, traced } = createUnitOfWork(orm, SCHEMA, repositoriesFor);
  const store: LifecycleStore<OwnerRepos> = {
    transaction,
    read,
    processOnce: (consumer, messageId, work) =>
      traced('process-once', () =>
        processOnce(orm.em.fork(), consumer, messageId, (em) => work(repositoriesFor(em))),
      ),
  };

  let offset = 0;
  const clock: MovableClock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => void (offset += ms),
  };
  const real = billingCredits(billingClient);
  let loseNext = false;
  const releases: string[] = [];
  const credits: LossyCredits = {
    releases,
    loseNextAnswer: () => void (loseNext = true),
    async reserve(input) {
      await real.reserve(input);
      if (loseNext) {
        loseNext = false;
        throw new AppError('unavailable', 'A backing service is unavailable.');
      }
    },
    capture: (jobId, amount) => real.capture(jobId, amount),
    async release(jobId) {
      releases.push(jobId);
      await real.release(jobId);
    },
  };

  const accounts = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const folders = {
    jobOutputPrefix: (accountId: string, jobId: string) =>
      accounts.prefix(accountId, OWNER, 'jobs', accounts.opaque('job', jobId)),
  };
  const objects = { removeFolder: (prefix: string) => storage.removePrefix(prefix) };
  // The public view of this owner's jobs: what a read shows, here the life-cycle fields and the note.
  const view = async (_repos: OwnerRepos, job: OwnerJob) => ({
    kind: job.kind,
    job: { id: job.id, status: job.status, note: job.note, error_message: job.errorMessage },
  });
  const cleanups: Cleanups = [];
  const lifecycle = await openJobOwner<OwnerJob, OwnerRepos>({
    owner: OWNER,
    service: {
      natsUrl: natsUrl(),
      busPrefix: `T_${uniqueSuffix()}`,
      credits,
      jobs: { queueTtlSeconds: 60, maxRunSeconds: 120, sweepIntervalMs: 0, relayPollMs: 200 },
    },
    em: orm.em,
    store,
    clock,
    logger,
    objects,
    folders,
    views: { text_to_image: view, image_to_text: view },
    cleanups,
  });
  const { idempotency, launcher, canceller, names } = lifecycle;
  const { queueTtlMs, maxRunMs } = lifecycle.limits;
  const completions: CompletionHandlers<OwnerJob, OwnerRepos> = {
    text_to_image: async ({ outputs, owns }) => {
      const images = outputs?.images ?? [];
      if (images.length === 0 || !images.every((image) => owns(image.key))) return { failure: NO_OUTPUT };
      return { set: { note: `${images.length} image(s)` } };
    },
    image_to_text: async ({ outputs }) =>
      outputs?.text ? { set: { note: outputs.text } } : { failure: NO_OUTPUT },
  };
  const sweeper = await lifecycle.start({
    consumer: OWNER,
    completions,
    chores: { purgedKeys: () => idempotency.purge() },
  });
  // The fixture's own connection plays the world outside the owner: the worker's status events, the test's reads.
  const bus: BusConnection = await connectBus({ url: natsUrl(), name: 'lifecycle-test' });
  const publisher = new BusPublisher(bus.js);
  const sql = <T>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);

  return {
    store,
    clock,
    credits,
    idempotency,
    launcher,
    canceller,
    sweeper,
    names,
    bus,
    storage,
    queueTtlMs,
    maxRunMs,
    outputPrefix: folders.jobOutputPrefix,
    async account(amount) {
      const created = await billingAdmin.CreateAccount({
        email: `owner-${uniqueSuffix()}@example.com`,
        credits: amount,
      });
      return String(created.account?.id);
    },
    async balance(accountId) {
      return (await billingAdmin.GetBalance({ account_id: accountId })).balance;
    },
    async ledger(accountId) {
      const rows = await sql<{ kind: string }>(
        'select kind from billing.ledger_entries where account_id = ? order by id',
        [accountId],
      );
      return rows.map((row) => row.kind);
    },
    create(accountId, options = {}) {
      const kind = options.kind ?? 'text_to_image';
      const id = crypto.randomUUID();
      const job: OwnerJob = {
        ...queuedJob(
          {
            id,
            accountId,
            kind,
            quote: Credits.parse(options.quote ?? '0.2500'),
            description: `Test job ${kind}`,
            webhookUrl: options.webhookUrl,
          },
          clock.now(),
        ),
        note: null,
      };
      const payload = {
        job_id: id,
        owner: OWNER,
        account_id: accountId,
        prompt: 'a lighthouse',
        num_images: 1,
      };
      return idempotency.run({
        accountId,
        idem: options.idem ?? null,
        resourceKind: `${kind}_job`,
        load: async (existing) =>
          (await store.read('jobs.get', (repos) => repos.jobs.lockById(existing))) as OwnerJob,
        create: () =>
          launcher.launch({
            job,
            idem: options.idem ?? null,
            resourceKind: `${kind}_job`,
            subject: names.jobs.subject(kind),
            payload,
          }),
      });
    },
    job: (id) => store.read('jobs.get', (repos) => repos.jobs.lockById(id)),
    publicEvents: (jobId) =>
      storedJobEvents(
        bus.js,
        names.events.stream,
        `${names.events.root}${ownerJobEventsFilter(OWNER)}`,
        jobId,
      ),
    async publishStatus(event, msgId) {
      await publisher.publish(
        names.events.subject(`${OWNER}.job-status`),
        { at: new Date().toISOString(), ...event },
        { msgId },
      );
    },
    sql,
    async close() {
      await runCleanups(cleanups, (err) => {
        throw err;
      });
      billingClient.close();
      billingAdmin.close();
      await billing.stop();
      await deleteStreams(bus.jsm, names);
      await bus.close();
      await orm.close();
      await s3.stop();
      await database.drop();
    },
  };
}

export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

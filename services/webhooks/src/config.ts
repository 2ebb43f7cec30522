// Environment of the webhooks process.
import {
  bool,
  commonEnv,
  grpcServerEnv,
  databaseEnv,
  loadConfig,
  natsEnv,
  nodeEnv,
  port,
  positiveInt,
  webhookTargetEnv,
  webhookTargetProblems,
  z,
} from '@platform/config';
import { DEFAULT_RETRY_DELAYS_MS } from './domain/retry-schedule.ts';

export const webhooksEnv = {
  ...commonEnv,
  ...grpcServerEnv,
  ...databaseEnv,
  ...natsEnv,
  ...nodeEnv,
  WEBHOOKS_GRPC_HOST: z.string().min(1).default('127.0.0.1'),
  WEBHOOKS_GRPC_PORT: port(50056),
  /** Off by default: deployments migrate once in a job (migrate.ts) before replicas start. */
  WEBHOOKS_MIGRATE_ON_START: bool(false),
  /** How long one delivery attempt may take (connect, send, answer). */
  WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
  /** Delays between attempts, comma-separated milliseconds (default: about a day in 7 steps). */
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .default(DEFAULT_RETRY_DELAYS_MS.join(','))
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .refine(
      (delays) => delays.length > 0 && delays.every((delay) => Number.isInteger(delay) && delay >= 0),
      'comma-separated non-negative integers',
    ),
  /** How long a claimed delivery is held before another dispatcher may send it again (a dispatcher that died mid-send); above the timeout. */
  WEBHOOK_LEASE_MS: positiveInt(60_000),
  /** Longest sleep of the dispatcher between rounds. */
  WEBHOOK_POLL_MS: positiveInt(5_000),
  ...webhookTargetEnv,
};

export type WebhooksConfig = z.infer<z.ZodObject<typeof webhooksEnv>>;

export const loadWebhooksConfig = (env: NodeJS.ProcessEnv = process.env): WebhooksConfig =>
  loadConfig(webhooksEnv, env, webhookTargetProblems);

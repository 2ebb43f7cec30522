// Test helper process: a real media worker configured from the environment (like main.ts) that
// can die the worst way: SIGKILL right after its `completed` event is stored, before the job is
// acked (CRASH_AFTER=completed). The test then checks that the redelivered job yields no second
// stored result. With WORKER_RENDERS=endless its camera moves render until the process is killed
// (testing/held-engines.ts), so a test can kill it mid-render at any machine speed. Prints
// `ready` once it consumes.
import type { BusPublisher } from '@platform/bus';
import { createLogger } from '@platform/logging';
import { AccountKeys } from '@platform/storage';
import { startMediaWorker } from '../app.ts';
import { endlessRenderRunner } from './held-engines.ts';

const env = process.env;
const required = (name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const crashAfterCompleted = env.CRASH_AFTER === 'completed';

await startMediaWorker({
  natsUrl: required('NATS_URL'),
  busPrefix: required('BUS_PREFIX'),
  storage: {
    endpoint: required('S3_ENDPOINT'),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
    region: required('S3_REGION'),
    bucket: required('S3_BUCKET'),
  },
  keys: new AccountKeys(required('STORAGE_KEY_SECRET')),
  logger: createLogger('crash-worker', env.WORKER_TEST_LOG_LEVEL ?? 'silent'),
  ackWaitMs: Number(required('WORKER_ACK_WAIT_MS')),
  tempDir: env.WORKER_TEMP_DIR,
  ffmpeg: env.WORKER_RENDERS === 'endless' ? endlessRenderRunner() : undefined,
  publisher: (inner: BusPublisher) => ({
    async publish(subject, payload, options) {
      const ack = await inner.publish(subject, payload, options);
      if (crashAfterCompleted && (payload as { status?: string }).status === 'completed')
        process.kill(process.pid, 'SIGKILL');
      return ack;
    },
  }),
});
process.stdout.write('ready\n');

import { rm } from 'node:fs/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@platform/testkit';
import { findNatsServer, jetStreamInfo, startNats, type RunningNats } from './nats.ts';
import { memorySink, tempDir } from './test-support.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('startNats', () => {
  it('finds the nats-server binary', async () => {
    expect(await findNatsServer({ PATH: '/nonexistent' })).toMatch(/\/nats-server$/);
    await expect(findNatsServer({ PATH: '', NATS_SERVER_BIN: '/opt/custom/nats-server' })).resolves.toBe(
      '/opt/custom/nats-server',
    );
  });

  it('starts with JetStream, keeps streams in the data folder across restarts, and stops', async () => {
    const dataDir = await tempDir('stack-nats-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const memory = memorySink();
    let running: RunningNats | undefined = await startNats({ dataDir, port, sink: memory.sink });
    cleanups.push(() => running?.stop() ?? Promise.resolve());
    expect(running.url).toBe(`nats://127.0.0.1:${port}`);
    expect((await jetStreamInfo(port))?.type).toBe('io.nats.jetstream.api.v1.account_info_response');

    const nc = await connect({ servers: running.url });
    const jsm = await jetstreamManager(nc);
    await jsm.streams.add({ name: 'STACK_TEST', subjects: ['stack.test.>'], storage: 'file' });
    await nc.request('stack.test.one', 'hello');
    expect((await jsm.streams.info('STACK_TEST')).state.messages).toBe(1);
    await nc.close();

    await running.stop();
    expect(running.process.running).toBe(false);
    expect(await jetStreamInfo(port, '127.0.0.1', 500)).toBeNull();

    running = await startNats({ dataDir, port, sink: memory.sink });
    const again = await connect({ servers: running.url });
    expect((await (await jetstreamManager(again)).streams.info('STACK_TEST')).state.messages).toBe(1);
    await again.close();
    await running.stop();
    running = undefined;
  });

  it('refuses a port another server already answers on', async () => {
    const dataDir = await tempDir('stack-nats-busy-');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const first = await startNats({ dataDir: `${dataDir}/a`, port, sink: memorySink().sink });
    cleanups.push(() => first.stop());
    const error = await startNats({ dataDir: `${dataDir}/b`, port, sink: memorySink().sink }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe(`nats-server cannot start: port ${port} is already in use.`);
  });
});

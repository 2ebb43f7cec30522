// Shared set-up for this package's medium tests: a fresh database with the bus tables, a unique
// stream namespace on the machine's NATS, and clean-up of both. Not exported from the package.
import type { EntitySchema } from '@mikro-orm/postgresql';
import type { StoredMsg } from '@nats-io/jetstream';
import { createOrm, migrate, type MigrationEntry, type MikroORM } from '@platform/db';
import { createLogger, type Logger } from '@platform/logging';
import { createTestDatabase, natsUrl, uniqueSuffix, type TestDatabase } from '@platform/testkit';
import { busMigrations } from './bus.migrations.ts';
import { connectBus, type BusConnection } from './connection.ts';
import { busNames, type BusNames } from './names.ts';
import { OutboxMessage } from './outbox.entity.ts';
import { ProcessedMessage } from './processed-message.entity.ts';
import { deleteStreams, ensureStreams } from './streams.ts';

export const SCHEMA = 'svc';

export interface BusFixture {
  names: BusNames;
  bus: BusConnection;
  orm: MikroORM;
  database: TestDatabase;
  logger: Logger;
  /** Empties the streams and the bus tables between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function openBusFixture(
  extra: { entities?: EntitySchema[]; migrations?: MigrationEntry[] } = {},
): Promise<BusFixture> {
  const database = await createTestDatabase('bus');
  const names = busNames(`T_${uniqueSuffix()}`);
  const bus = await connectBus({ url: natsUrl(), name: 'bus-medium-test' });
  await ensureStreams(bus.jsm, names);
  const orm = await createOrm({
    url: database.url,
    schema: SCHEMA,
    entities: [OutboxMessage, ProcessedMessage, ...(extra.entities ?? [])],
    migrations: [...busMigrations, ...(extra.migrations ?? [])],
  });
  await migrate(orm, SCHEMA);
  return {
    names,
    bus,
    orm,
    database,
    logger: createLogger('bus-test', process.env.BUS_TEST_LOG_LEVEL ?? 'silent'),
    async reset() {
      for (const { stream } of [names.jobs, names.events, names.deadLetter])
        await bus.jsm.streams.purge(stream);
      await orm.em
        .fork()
        .getConnection()
        .execute(`truncate ${SCHEMA}.outbox_messages, ${SCHEMA}.processed_messages`);
    },
    async close() {
      await orm.close();
      await deleteStreams(bus.jsm, names);
      await bus.close();
      await database.drop();
    },
  };
}

/** Every message currently stored in a stream, in sequence order. */
export async function storedMessages(fixture: BusFixture, stream: string): Promise<StoredMsg[]> {
  const { state } = await fixture.bus.jsm.streams.info(stream);
  const messages: StoredMsg[] = [];
  if (state.messages === 0) return messages;
  for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
    const message = await fixture.bus.jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (message) messages.push(message);
  }
  return messages;
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

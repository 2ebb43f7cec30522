// Tables the bus needs inside a service's schema. A service appends `busMigrations` (or the
// classes one by one) to its own ordered migration list; names are stable so they apply once.
import { Migration, type MigrationEntry } from '@platform/db';

export class CreateOutboxMessages extends Migration {
  override up(): void {
    this.addSql(`create table outbox_messages (
      id uuid primary key,
      subject text not null check (subject <> ''),
      payload jsonb not null,
      headers jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      published_at timestamptz null,
      attempts integer not null default 0 check (attempts >= 0),
      next_attempt_at timestamptz null,
      last_error text null
    )`);
    // The relay only ever scans unpublished rows in order; keep that scan small.
    this.addSql(
      'create index outbox_messages_unpublished_idx on outbox_messages (created_at, id) where published_at is null',
    );
    this.addSql(
      'create index outbox_messages_published_at_idx on outbox_messages (published_at) where published_at is not null',
    );
  }

  override down(): void {
    this.addSql('drop table if exists outbox_messages');
  }
}

export class CreateProcessedMessages extends Migration {
  override up(): void {
    this.addSql(`create table processed_messages (
      consumer text not null,
      message_id text not null,
      processed_at timestamptz not null default now(),
      primary key (consumer, message_id)
    )`);
    this.addSql('create index processed_messages_processed_at_idx on processed_messages (processed_at)');
  }

  override down(): void {
    this.addSql('drop table if exists processed_messages');
  }
}

export const outboxMigration: MigrationEntry = {
  name: 'bus_0001_outbox_messages',
  class: CreateOutboxMessages,
};
export const processedMessagesMigration: MigrationEntry = {
  name: 'bus_0002_processed_messages',
  class: CreateProcessedMessages,
};
/** Both tables: a service that publishes jobs and consumes results needs both. */
export const busMigrations: readonly MigrationEntry[] = [outboxMigration, processedMessagesMigration];

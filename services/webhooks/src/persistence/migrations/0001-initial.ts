// The webhooks schema: endpoints, one delivery per (endpoint, event) and its attempts.
// - a delivery is unique per endpoint and event id, so a redelivered bus message adds nothing;
// - `next_attempt_at` is the delivery's lease too: the dispatcher moves it forward before it
//   sends, so a dispatcher killed mid-send leaves the delivery to be sent again after the lease;
// - an endpoint's `events` is a non-empty list of types, or the single `*`.
import { Migration } from '@platform/db';

export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`
      create table webhooks.endpoints (
        id uuid primary key,
        account_id bigint not null check (account_id > 0),
        url text not null check (url <> '' and length(url) <= 2048),
        events text[] not null check (cardinality(events) > 0),
        is_active boolean not null default true,
        secret text not null check (secret like 'whsec\\_%'),
        disabled_reason text,
        job_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null check (updated_at >= created_at)
      )`);
    this.addSql('create index endpoints_account_idx on webhooks.endpoints (account_id, created_at)');
    this.addSql(`
      create table webhooks.deliveries (
        id uuid primary key,
        endpoint_id uuid not null references webhooks.endpoints (id) on delete cascade,
        event_id uuid not null,
        event_type text not null,
        payload text not null,
        status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
        attempts integer not null default 0 check (attempts >= 0),
        next_attempt_at timestamptz,
        created_at timestamptz not null,
        constraint deliveries_once_per_event unique (endpoint_id, event_id),
        constraint deliveries_pending_scheduled check ((status = 'pending') = (next_attempt_at is not null))
      )`);
    this.addSql(
      "create index deliveries_due_idx on webhooks.deliveries (next_attempt_at) where status = 'pending'",
    );
    this.addSql('create index deliveries_endpoint_idx on webhooks.deliveries (endpoint_id, created_at desc)');
    this.addSql(`
      create table webhooks.attempts (
        id bigint generated always as identity primary key,
        delivery_id uuid not null references webhooks.deliveries (id) on delete cascade,
        attempted_at timestamptz not null,
        status_code integer,
        error text not null default '',
        duration_ms integer not null check (duration_ms >= 0)
      )`);
    this.addSql('create index attempts_delivery_idx on webhooks.attempts (delivery_id, id)');
  }

  override down(): void {
    this.addSql('drop table if exists webhooks.attempts');
    this.addSql('drop table if exists webhooks.deliveries');
    this.addSql('drop table if exists webhooks.endpoints');
  }
}

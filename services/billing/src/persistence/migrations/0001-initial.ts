// The billing schema. The guarantees that money depends on live here, in the database, so no code
// path and no race between concurrent requests can break them:
// - a balance never goes below zero (CHECK), and an UPDATE ... WHERE balance >= amount takes it;
// - a hold is settled at most once and never for more than it reserved (CHECKs);
// - a job has at most one reserve entry and at most one settlement entry (partial unique indexes);
// - ledger entries are append-only (triggers refuse UPDATE, DELETE and TRUNCATE).
import { Migration } from '@platform/db';

export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`
      create table billing.accounts (
        id bigserial primary key,
        email text not null,
        status text not null default 'active',
        balance numeric(20,4) not null default 0,
        created_at timestamptz not null default now(),
        constraint accounts_email_key unique (email),
        constraint accounts_email_normalised check (email = lower(btrim(email)) and length(email) between 3 and 254),
        constraint accounts_status_check check (status in ('active', 'disabled')),
        constraint accounts_balance_non_negative check (balance >= 0)
      )`);

    this.addSql(`
      create table billing.api_keys (
        id bigserial primary key,
        account_id bigint not null references billing.accounts (id),
        prefix text not null,
        key_hash bytea not null,
        created_at timestamptz not null default now(),
        last_used_at timestamptz,
        revoked_at timestamptz,
        constraint api_keys_key_hash_key unique (key_hash),
        constraint api_keys_key_hash_sha256 check (octet_length(key_hash) = 32)
      )`);
    this.addSql('create index api_keys_account_id_idx on billing.api_keys (account_id)');
    this.addSql('create index api_keys_prefix_idx on billing.api_keys (prefix)');

    this.addSql(`
      create table billing.holds (
        id bigserial primary key,
        job_id text not null,
        account_id bigint not null references billing.accounts (id),
        status text not null default 'reserved',
        reserved_amount numeric(20,4) not null,
        captured_amount numeric(20,4) not null default 0,
        description text,
        created_at timestamptz not null default now(),
        settled_at timestamptz,
        constraint holds_job_id_key unique (job_id),
        constraint holds_status_check check (status in ('reserved', 'captured', 'released')),
        constraint holds_reserved_non_negative check (reserved_amount >= 0),
        constraint holds_captured_within_reserved check (captured_amount >= 0 and captured_amount <= reserved_amount),
        constraint holds_settlement_consistent check (
          (status = 'reserved' and captured_amount = 0 and settled_at is null)
          or (status = 'captured' and settled_at is not null)
          or (status = 'released' and captured_amount = 0 and settled_at is not null)
        )
      )`);
    this.addSql(
      `create index holds_open_by_account_idx on billing.holds (account_id) where status = 'reserved'`,
    );

    this.addSql(`
      create table billing.ledger_entries (
        id bigserial primary key,
        account_id bigint not null references billing.accounts (id),
        kind text not null,
        amount numeric(20,4) not null,
        balance_after numeric(20,4) not null,
        job_id text references billing.holds (job_id),
        description text,
        created_at timestamptz not null default now(),
        constraint ledger_entries_kind_check check (kind in ('grant', 'reserve', 'capture', 'release')),
        constraint ledger_entries_balance_after_non_negative check (balance_after >= 0),
        constraint ledger_entries_job_only_for_holds check ((kind = 'grant') = (job_id is null)),
        constraint ledger_entries_amount_sign check (
          (kind = 'grant' and amount > 0)
          or (kind = 'reserve' and amount <= 0)
          or (kind in ('capture', 'release') and amount >= 0)
        )
      )`);
    this.addSql('create index ledger_entries_account_idx on billing.ledger_entries (account_id, id)');
    this.addSql(
      `create unique index ledger_entries_one_reserve_per_job on billing.ledger_entries (job_id) where kind = 'reserve'`,
    );
    this.addSql(
      `create unique index ledger_entries_one_settlement_per_job on billing.ledger_entries (job_id) where kind in ('capture', 'release')`,
    );

    // Corrections are new entries, never edits.
    this.addSql(`
      create function billing.ledger_entries_append_only() returns trigger language plpgsql as $body$
      begin
        raise exception 'billing.ledger_entries is append-only: % refused', tg_op
          using errcode = 'restrict_violation';
      end
      $body$`);
    this.addSql(`
      create trigger ledger_entries_no_update_or_delete
        before update or delete on billing.ledger_entries
        for each row execute function billing.ledger_entries_append_only()`);
    this.addSql(`
      create trigger ledger_entries_no_truncate
        before truncate on billing.ledger_entries
        for each statement execute function billing.ledger_entries_append_only()`);
  }

  override down(): void {
    this.addSql('drop table if exists billing.ledger_entries');
    this.addSql('drop function if exists billing.ledger_entries_append_only()');
    this.addSql('drop table if exists billing.holds');
    this.addSql('drop table if exists billing.api_keys');
    this.addSql('drop table if exists billing.accounts');
  }
}

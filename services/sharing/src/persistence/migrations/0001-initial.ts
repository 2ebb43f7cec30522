// The sharing schema: one table of share links. What the service promises is enforced here too:
// - at most one open (not revoked) link per asset: a partial unique index, which also makes
//   concurrent creates of one asset's link end with one link;
// - tokens are unique and have the generator's shape (32 base64url characters);
// - `permission` is only ever 'view', and a link cannot expire before it was made.
// Expired links stay open until replaced or revoked; expiry is checked against the clock on read.
import { Migration } from '@platform/db';

export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`
      create table sharing.share_links (
        id uuid primary key,
        token text not null,
        account_id bigint not null,
        asset_id uuid not null,
        permission text not null default 'view',
        expires_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        revoked_at timestamptz,
        constraint share_links_token_key unique (token),
        constraint share_links_token_shape check (token ~ '^[A-Za-z0-9_-]{32}$'),
        constraint share_links_account_positive check (account_id > 0),
        constraint share_links_permission_check check (permission = 'view'),
        constraint share_links_expiry_after_creation check (expires_at is null or expires_at > created_at),
        constraint share_links_updated_after_creation check (updated_at >= created_at)
      )`);
    this.addSql(
      'create unique index share_links_one_open_per_asset on sharing.share_links (asset_id) where revoked_at is null',
    );
    this.addSql('create index share_links_account_idx on sharing.share_links (account_id)');
  }

  override down(): void {
    this.addSql('drop table if exists sharing.share_links');
  }
}

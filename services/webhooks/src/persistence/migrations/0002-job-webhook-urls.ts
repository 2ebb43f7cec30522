// A job create's `webhook_url` (issue 14): the consumer makes one job-scoped endpoint per job
// from the job's events, so at most one per job id (a repeated or concurrent event adds nothing);
// those deliveries are signed with the account's signing secret, one row per account.
import { Migration } from '@platform/db';

export class Migration0002JobWebhookUrls extends Migration {
  override up(): void {
    this.addSql(
      'create unique index endpoints_one_per_job on webhooks.endpoints (job_id) where job_id is not null',
    );
    this.addSql(`
      create table webhooks.signing_secrets (
        account_id bigint primary key check (account_id > 0),
        secret text not null check (secret like 'whsec\\_%'),
        created_at timestamptz not null,
        updated_at timestamptz not null check (updated_at >= created_at)
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists webhooks.signing_secrets');
    this.addSql('drop index if exists webhooks.endpoints_one_per_job');
  }
}

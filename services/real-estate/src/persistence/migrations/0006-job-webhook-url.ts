// A job create's own `webhook_url` (issue 14): kept on the job so that every event of the job
// carries it to the webhooks service, and shown by the job's reads.
import { WEBHOOK_URL_COLUMN_SQL } from '@platform/job-lifecycle';
import { Migration } from '@platform/db';

export class Migration0006JobWebhookUrl extends Migration {
  override up(): void {
    this.addSql(`alter table real_estate.jobs add column ${WEBHOOK_URL_COLUMN_SQL}`);
  }

  override down(): void {
    this.addSql('alter table real_estate.jobs drop column webhook_url');
  }
}

// Open holds by age, for the sweep that releases holds nobody settled (see HoldExpiry).
import { Migration } from '@platform/db';

export class Migration0002HoldsByAge extends Migration {
  override up(): void {
    this.addSql(
      `create index holds_reserved_by_age_idx on billing.holds (created_at) where status = 'reserved'`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists billing.holds_reserved_by_age_idx');
  }
}

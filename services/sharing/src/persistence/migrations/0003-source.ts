// Real estate project videos are shared like studio ones (issue 10): a link records which
// service owns its asset, so a token resolves to the right owner's video. Earlier links are all
// studio links.
import { Migration } from '@platform/db';

export class Migration0003Source extends Migration {
  override up(): void {
    this.addSql("alter table sharing.share_links add column source text not null default 'studio'");
    this.addSql(
      "alter table sharing.share_links add constraint share_links_source_known check (source in ('studio', 'real_estate'))",
    );
  }

  override down(): void {
    this.addSql('alter table sharing.share_links drop column if exists source');
  }
}

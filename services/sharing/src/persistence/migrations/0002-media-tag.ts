// Each link serves its video from a copy of its own under `shared/<media_tag>/` (decisions.md,
// issue 13), so shared media URLs reveal nothing of the owner and link no two shares. Links made
// before have no copy and no longer resolve: the owner shares again.
import { Migration } from '@platform/db';

export class Migration0002MediaTag extends Migration {
  override up(): void {
    this.addSql('alter table sharing.share_links add column media_tag text');
    this.addSql(
      "alter table sharing.share_links add constraint share_links_media_tag_shape check (media_tag is null or media_tag ~ '^[0-9a-f]{32}$')",
    );
    this.addSql('create unique index share_links_media_tag_key on sharing.share_links (media_tag)');
  }

  override down(): void {
    this.addSql('alter table sharing.share_links drop column if exists media_tag');
  }
}

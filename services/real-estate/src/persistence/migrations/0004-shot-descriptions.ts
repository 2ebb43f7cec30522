// The text of a shot's description (studio's image-to-text job that `description_job_id` names),
// kept on the shot so the listing script can read every shot's description in one query.
import { Migration } from '@platform/db';

export class Migration0004ShotDescriptions extends Migration {
  override up(): void {
    this.addSql(`alter table real_estate.shots add column description_text text`);
  }

  override down(): void {
    this.addSql(`alter table real_estate.shots drop column description_text`);
  }
}

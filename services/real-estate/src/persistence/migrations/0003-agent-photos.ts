// An agent's profile photo is shown as an ImageAsset: it needs an id, a name, a thumbnail and a
// date besides the file and its measurements that 0001 keeps.
import { Migration } from '@platform/db';

export class Migration0003AgentPhotos extends Migration {
  override up(): void {
    this.addSql(`alter table real_estate.agents
      add column profile_photo_id uuid,
      add column profile_photo_name text,
      add column profile_photo_thumbnail_key text,
      add column profile_photo_created_at timestamptz,
      add constraint agents_photo_complete check ((profile_photo_key is null) = (profile_photo_id is null))`);
  }

  override down(): void {
    this.addSql(`alter table real_estate.agents drop constraint agents_photo_complete, drop column profile_photo_id,
      drop column profile_photo_name, drop column profile_photo_thumbnail_key, drop column profile_photo_created_at`);
  }
}

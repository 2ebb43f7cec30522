// An agent's profile photo and a brand kit's logo are shown as ImageAssets: they need an id, a
// name, a thumbnail and a date besides the file and its measurements that 0001 keeps.
import { Migration } from '@platform/db';

export class Migration0003AccountImages extends Migration {
  override up(): void {
    this.addSql(`alter table real_estate.agents
      add column profile_photo_id uuid,
      add column profile_photo_name text,
      add column profile_photo_thumbnail_key text,
      add column profile_photo_created_at timestamptz,
      add constraint agents_photo_complete check ((profile_photo_key is null) = (profile_photo_id is null))`);
    this.addSql(`alter table real_estate.brand_kits
      add column logo_id uuid,
      add column logo_name text,
      add column logo_thumbnail_key text,
      add column logo_created_at timestamptz,
      add constraint brand_kits_logo_complete check ((logo_key is null) = (logo_id is null))`);
  }

  override down(): void {
    this
      .addSql(`alter table real_estate.brand_kits drop constraint brand_kits_logo_complete, drop column logo_id,
      drop column logo_name, drop column logo_thumbnail_key, drop column logo_created_at`);
    this
      .addSql(`alter table real_estate.agents drop constraint agents_photo_complete, drop column profile_photo_id,
      drop column profile_photo_name, drop column profile_photo_thumbnail_key, drop column profile_photo_created_at`);
  }
}

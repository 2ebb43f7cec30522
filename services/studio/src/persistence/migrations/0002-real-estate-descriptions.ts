// An image-to-text job may describe a shot of a real estate project (endpoint 4 with
// project_real_estate and real_estate_shot). The ids belong to the real estate service, so there
// is no foreign key: the pair is checked with it at creation, and a later delete there changes
// nothing here. The image described may be an image of that project (real_estate_image_id,
// the real estate service's id) instead of a studio image (image_asset_id).
import { Migration } from '@platform/db';

export class Migration0002RealEstateDescriptions extends Migration {
  override up(): void {
    this.addSql(`alter table studio.jobs
      add column project_real_estate_id uuid,
      add column real_estate_shot_id uuid,
      add column real_estate_image_id uuid,
      add constraint jobs_real_estate_pair check ((project_real_estate_id is null) = (real_estate_shot_id is null))`);
  }

  override down(): void {
    this.addSql(
      `alter table studio.jobs drop constraint jobs_real_estate_pair, drop column project_real_estate_id, drop column real_estate_shot_id, drop column real_estate_image_id`,
    );
  }
}

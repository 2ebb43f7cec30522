// Shot video jobs: the life-cycle columns and constraints of @platform/job-lifecycle plus what a
// shot video job takes (project, shot, start frame, move, resolution, duration) and produces.
import { LIFECYCLE_COLUMNS_SQL, lifecycleConstraintsSql, lifecycleIndexesSql } from '@platform/job-lifecycle';
import { Migration } from '@platform/db';

const S = 'real_estate';

export class Migration0002ShotVideoJobs extends Migration {
  override up(): void {
    this.addSql(`
      create table ${S}.jobs (
        id uuid primary key,
        ${LIFECYCLE_COLUMNS_SQL},
        project_id uuid not null references ${S}.projects (id) on delete cascade,
        shot_id uuid references ${S}.shots (id) on delete set null,
        model_name text not null,
        model_config jsonb not null default '{}'::jsonb,
        prompt text not null default '',
        start_frame_id uuid references ${S}.image_assets (id) on delete set null,
        camera_movement text not null,
        requested_resolution text not null,
        requested_video_duration integer not null,
        output_video_id uuid references ${S}.video_assets (id) on delete set null,
        output_last_frame_id uuid references ${S}.image_assets (id) on delete set null,
        ${lifecycleConstraintsSql('jobs')},
        constraint jobs_kind_check check (kind = 'image_to_video'),
        constraint jobs_duration_range check (requested_video_duration between 2 and 10),
        constraint jobs_resolution_check check (requested_resolution in ('480p', '720p', '1080p')),
        constraint jobs_prompt_length check (length(prompt) <= 80000)
      )`);
    this.addSql(`create index jobs_shot_idx on ${S}.jobs (shot_id, created_at desc, id desc)`);
    this.addSql(
      `create index jobs_active_project_idx on ${S}.jobs (project_id) where status in ('queued', 'processing')`,
    );
    for (const sql of lifecycleIndexesSql(`${S}.jobs`, 'jobs')) this.addSql(sql);
  }

  override down(): void {
    this.addSql(`drop table if exists ${S}.jobs`);
  }
}

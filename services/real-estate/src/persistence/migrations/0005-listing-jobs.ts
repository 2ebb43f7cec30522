// Voiceover and render jobs share the jobs table (one life cycle, one sweeper, one status
// consumer): the shot video columns become kind-specific, and the listing jobs add their progress,
// estimate and outputs. A voiceover's result is a Voiceover (audio asset, caption asset, text
// asset); the project points at its latest one.
import { Migration } from '@platform/db';

const S = 'real_estate';

export class Migration0005ListingJobs extends Migration {
  override up(): void {
    this.addSql(`
      create table ${S}.caption_assets (
        id uuid primary key,
        account_id bigint not null,
        project_id uuid not null references ${S}.projects (id) on delete cascade,
        name text not null,
        file_key text not null,
        file_size bigint not null,
        num_cues integer not null,
        job_id uuid,
        created_at timestamptz not null,
        constraint caption_assets_name_length check (length(name) between 1 and 255)
      )`);
    this.addSql(`
      create table ${S}.voiceovers (
        id uuid primary key,
        account_id bigint not null,
        project_id uuid not null references ${S}.projects (id) on delete cascade,
        job_id uuid,
        audio_asset_id uuid references ${S}.audio_assets (id) on delete set null,
        caption_asset_id uuid references ${S}.caption_assets (id) on delete set null,
        text_asset_id uuid references ${S}.text_assets (id) on delete set null,
        metadata jsonb not null default '{}'::jsonb,
        created_at timestamptz not null
      )`);
    this.addSql(
      `alter table ${S}.projects add column voiceover_id uuid references ${S}.voiceovers (id) on delete set null`,
    );
    this.addSql(`alter table ${S}.jobs
      drop constraint jobs_kind_check,
      add constraint jobs_kind_check check (kind in ('image_to_video', 'voiceover', 'render')),
      alter column camera_movement drop not null,
      alter column requested_resolution drop not null,
      alter column requested_video_duration drop not null,
      add constraint jobs_shot_video_fields check (kind <> 'image_to_video'
        or (camera_movement is not null and requested_resolution is not null and requested_video_duration is not null)),
      add column progress integer not null default 0,
      add column eta_s integer not null default 0,
      add column speaker_voice_id uuid,
      add column spoken_text text,
      add column branded boolean,
      add column output_width integer,
      add column output_height integer,
      add column output_voiceover_id uuid references ${S}.voiceovers (id) on delete set null,
      add column output_caption_id uuid references ${S}.caption_assets (id) on delete set null,
      add column output_thumbnail_key text,
      add constraint jobs_progress_range check (progress between 0 and 100),
      add constraint jobs_eta_non_negative check (eta_s >= 0),
      add constraint jobs_voiceover_fields check (kind <> 'voiceover' or (speaker_voice_id is not null and spoken_text is not null)),
      add constraint jobs_render_fields check (kind <> 'render' or (branded is not null and output_width is not null and output_height is not null))`);
    this.addSql(
      `create index jobs_project_kind_idx on ${S}.jobs (project_id, kind, created_at desc, id desc)`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists ${S}.jobs_project_kind_idx`);
    this.addSql(`delete from ${S}.jobs where kind <> 'image_to_video'`);
    this.addSql(`alter table ${S}.jobs
      drop constraint jobs_render_fields, drop constraint jobs_voiceover_fields, drop constraint jobs_eta_non_negative,
      drop constraint jobs_progress_range, drop column output_thumbnail_key, drop column output_caption_id,
      drop column output_voiceover_id, drop column output_height, drop column output_width, drop column branded,
      drop column spoken_text, drop column speaker_voice_id, drop column eta_s, drop column progress,
      drop constraint jobs_shot_video_fields,
      alter column camera_movement set not null, alter column requested_resolution set not null,
      alter column requested_video_duration set not null,
      drop constraint jobs_kind_check, add constraint jobs_kind_check check (kind = 'image_to_video')`);
    this.addSql(`alter table ${S}.projects drop column voiceover_id`);
    this.addSql(`drop table if exists ${S}.voiceovers`);
    this.addSql(`drop table if exists ${S}.caption_assets`);
  }
}

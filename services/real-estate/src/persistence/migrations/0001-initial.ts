// The real_estate schema. Rules that keep records consistent live in the database too: tenancy
// columns on every table, enumerations, agent field lengths, crop bounds, a file key exactly
// when an asset is ready, and shot positions unique per project (checked at commit, so a
// reorder can move several shots in one transaction).
import { Migration } from '@platform/db';

const S = 'real_estate';

const assetColumns = `
  id uuid primary key,
  account_id bigint not null,
  project_id uuid not null references ${S}.projects (id) on delete cascade,
  name text not null,
  name_tag text not null,
  tags jsonb not null default '[]'::jsonb,
  status text not null,
  source text not null,
  file_key text,
  thumbnail_key text,
  staging_key text,
  external_url text,
  content_type text,
  file_size bigint,
  job_id uuid,
  created_at timestamptz not null`;

const assetChecks = (table: string) => `
  constraint ${table}_status_check check (status in ('pending', 'ready')),
  constraint ${table}_source_check check (source in ('upload', 'external', 'generated', 'demo')),
  constraint ${table}_file_when_ready check ((status = 'ready') = (file_key is not null)),
  constraint ${table}_name_length check (length(name) between 1 and 255),
  constraint ${table}_name_tag_pattern check (name_tag ~ '^[-a-zA-Z0-9_]+$' and length(name_tag) <= 100)`;

export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`
      create table ${S}.projects (
        id uuid primary key,
        account_id bigint not null,
        name text not null,
        description text not null default '',
        background_music text,
        background_music_volume double precision not null default 0.3,
        logo_asset_id uuid,
        speaker_voice_id uuid,
        is_voiceover_enabled boolean not null default false,
        is_captions_enabled boolean not null default false,
        ai_generated_text text not null default '',
        video_style text not null,
        video_format text not null,
        model_code_name text not null,
        requested_output_width integer not null,
        requested_output_height integer not null,
        requested_video_aspect_ratio text not null,
        street_address text not null default '',
        suburb text not null default '',
        state text not null default '',
        country_name text not null default '',
        city_name text not null default '',
        num_bedrooms integer,
        num_bathrooms integer,
        num_car_parking_spots integer,
        num_floors integer,
        price_display text not null default '',
        land_size_value numeric(14,4),
        land_size_unit text not null,
        real_estate_type text not null,
        additional_information text not null default '',
        intro_template_key text not null default '',
        outro_template_key text not null default '',
        intro_template_overrides jsonb not null default '{}'::jsonb,
        outro_template_overrides jsonb not null default '{}'::jsonb,
        num_full_rendered_videos integer not null default 0,
        thumbnail_key text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint projects_name_length check (length(name) between 1 and 200),
        constraint projects_volume_range check (background_music_volume between 0 and 1),
        constraint projects_output_size check (requested_output_width between 320 and 3840 and requested_output_height between 320 and 3840
          and requested_output_width % 2 = 0 and requested_output_height % 2 = 0),
        constraint projects_counts check (coalesce(num_bedrooms, 0) >= 0 and coalesce(num_bathrooms, 0) >= 0
          and coalesce(num_car_parking_spots, 0) >= 0 and coalesce(num_floors, 0) >= 0),
        constraint projects_overrides_objects check (jsonb_typeof(intro_template_overrides) = 'object' and jsonb_typeof(outro_template_overrides) = 'object')
      )`);
    // The list reads one account's projects in any of its orderings.
    this.addSql(
      `create index projects_account_updated_idx on ${S}.projects (account_id, updated_at desc, id desc)`,
    );
    this.addSql(
      `create index projects_account_created_idx on ${S}.projects (account_id, created_at desc, id desc)`,
    );

    for (const table of ['image_assets', 'video_assets', 'audio_assets']) {
      const extra =
        table === 'image_assets'
          ? `width integer not null default 0, height integer not null default 0,`
          : table === 'video_assets'
            ? `last_frame_key text, width integer not null default 0, height integer not null default 0,
               num_frames integer not null default 0, framerate double precision not null default 0,
               duration_s double precision not null default 0, bitrate bigint, codec_id text, bit_depth integer,
               chroma_subsampling text, color_space text,`
            : `duration_s double precision not null default 0, bitrate bigint, sample_rate integer not null default 0,
               channels integer not null default 0,`;
      this.addSql(`create table ${S}.${table} (${assetColumns}, ${extra} ${assetChecks(table)})`);
      this.addSql(
        `create index ${table}_project_idx on ${S}.${table} (project_id, created_at desc, id desc)`,
      );
      this.addSql(`create index ${table}_pending_idx on ${S}.${table} (created_at) where status = 'pending'`);
    }

    this.addSql(`
      create table ${S}.text_assets (
        id uuid primary key,
        account_id bigint not null,
        text text not null,
        job_id uuid,
        created_at timestamptz not null
      )`);

    this.addSql(`
      create table ${S}.shots (
        id uuid primary key,
        account_id bigint not null,
        project_id uuid not null references ${S}.projects (id) on delete cascade,
        position integer not null,
        image_asset_id uuid references ${S}.image_assets (id) on delete set null,
        first_frame_asset_id uuid references ${S}.image_assets (id) on delete set null,
        original_first_frame_asset_id uuid references ${S}.image_assets (id) on delete set null,
        animation_prompt_id uuid references ${S}.text_assets (id) on delete set null,
        vfx_prompt text not null default '',
        description_job_id uuid,
        camera_movement text not null default 'auto',
        transition_in text not null default 'none',
        transition_out text not null default 'none',
        playback_speed double precision not null default 1,
        crop_x double precision, crop_y double precision, crop_width double precision, crop_height double precision,
        video_start_time_s double precision not null default 0,
        video_end_time_s double precision,
        selected_video_id uuid references ${S}.video_assets (id) on delete set null,
        rendered_video_id uuid references ${S}.video_assets (id) on delete set null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint shots_position_non_negative check (position >= 0),
        constraint shots_position_key unique (project_id, position) deferrable initially deferred,
        constraint shots_camera_movement check (camera_movement in ('auto', 'static', 'pan_left', 'pan_right', 'orbit_left_to_right',
          'orbit_right_to_left', 'truck_left', 'truck_right', 'dolly_in', 'dolly_out', 'tilt_up', 'tilt_down')),
        constraint shots_transitions check (transition_in in ('none', 'fade') and transition_out in ('none', 'fade')),
        constraint shots_speed_range check (playback_speed between 0.25 and 4),
        constraint shots_crop_range check (
          (crop_x is null or crop_x between 0 and 1) and (crop_y is null or crop_y between 0 and 1)
          and (crop_width is null or crop_width between 0 and 1) and (crop_height is null or crop_height between 0 and 1)
          and coalesce(crop_x, 0) + coalesce(crop_width, 0) <= 1 and coalesce(crop_y, 0) + coalesce(crop_height, 0) <= 1),
        constraint shots_video_range check (video_start_time_s >= 0 and (video_end_time_s is null or video_end_time_s > video_start_time_s))
      )`);

    this.addSql(`
      create table ${S}.agents (
        id uuid primary key,
        account_id bigint not null,
        first_name text not null default '',
        last_name text not null default '',
        contact_number text not null default '',
        contact_email text not null default '',
        profile_photo_key text,
        profile_photo_width integer,
        profile_photo_height integer,
        profile_photo_size bigint,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint agents_lengths check (length(first_name) <= 20 and length(last_name) <= 26
          and length(contact_number) <= 30 and length(contact_email) <= 40)
      )`);
    this.addSql(`create index agents_account_idx on ${S}.agents (account_id, created_at desc, id desc)`);

    this.addSql(`
      create table ${S}.brand_kits (
        id uuid primary key,
        account_id bigint not null,
        name text not null,
        logo_key text,
        logo_width integer,
        logo_height integer,
        logo_size bigint,
        primary_color text not null,
        secondary_color text not null,
        font text not null,
        intro_template_key text not null default '',
        outro_template_key text not null default '',
        background_music text,
        background_music_volume double precision not null default 0.3,
        speaker_voice_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint brand_kits_name_length check (length(name) between 1 and 100),
        constraint brand_kits_colors check (primary_color ~ '^#[0-9A-F]{6}$' and secondary_color ~ '^#[0-9A-F]{6}$'),
        constraint brand_kits_volume_range check (background_music_volume between 0 and 1)
      )`);
    this.addSql(
      `create index brand_kits_account_idx on ${S}.brand_kits (account_id, created_at desc, id desc)`,
    );
  }

  override down(): void {
    for (const table of [
      'brand_kits',
      'agents',
      'shots',
      'text_assets',
      'audio_assets',
      'video_assets',
      'image_assets',
      'projects',
    ]) {
      this.addSql(`drop table if exists ${S}.${table}`);
    }
  }
}

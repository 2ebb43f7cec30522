// The studio schema. Rules that keep records consistent live in the database too: tenancy
// columns on every table, status and kind enumerations, a file key exactly when an asset is
// ready, name tags that match the public pattern and are unique per account, one idempotency
// key per account, and shot positions unique per project (checked at commit, so a reorder can
// move several shots in one transaction).
import { Migration } from '@platform/db';

export class Migration0001Initial extends Migration {
  override up(): void {
    this.addSql(`
      create table studio.projects (
        id uuid primary key,
        account_id bigint not null,
        name text not null,
        description text not null default '',
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint projects_name_length check (length(name) between 1 and 255),
        constraint projects_description_length check (length(description) <= 10000)
      )`);
    this.addSql(
      'create index projects_account_idx on studio.projects (account_id, created_at desc, id desc)',
    );

    for (const table of ['image_assets', 'video_assets']) {
      const video = table === 'video_assets';
      this.addSql(`
        create table studio.${table} (
          id uuid primary key,
          account_id bigint not null,
          name text not null,
          name_tag text not null,
          tags jsonb not null default '[]'::jsonb,
          status text not null,
          source text not null,
          file_key text,
          thumbnail_key text,
          ${video ? 'last_frame_key text,' : ''}
          staging_key text,
          external_url text,
          content_type text,
          width integer not null default 0,
          height integer not null default 0,
          file_size bigint,
          ${
            video
              ? `num_frames integer not null default 0,
          framerate double precision not null default 0,
          duration_s double precision not null default 0,
          bitrate bigint,
          codec_id text,
          bit_depth integer,
          chroma_subsampling text,
          color_space text,`
              : ''
          }
          job_id uuid,
          created_at timestamptz not null,
          constraint ${table}_status_check check (status in ('pending', 'ready')),
          constraint ${table}_source_check check (source in ('upload', 'external', 'generated')),
          constraint ${table}_file_when_ready check ((status = 'ready') = (file_key is not null)),
          constraint ${table}_name_length check (length(name) between 1 and 255),
          constraint ${table}_name_tag_pattern check (name_tag ~ '^[-a-zA-Z0-9_]+$' and length(name_tag) <= 100),
          constraint ${table}_tags_array check (jsonb_typeof(tags) = 'array'),
          constraint ${table}_name_tag_key unique (account_id, name_tag)
        )`);
      this.addSql(
        `create index ${table}_account_idx on studio.${table} (account_id, created_at desc, id desc)`,
      );
      this.addSql(`create index ${table}_job_idx on studio.${table} (job_id) where job_id is not null`);
      this.addSql(
        `create index ${table}_pending_idx on studio.${table} (created_at) where status = 'pending'`,
      );
    }

    this.addSql(`
      create table studio.text_assets (
        id uuid primary key,
        account_id bigint not null,
        text text not null,
        job_id uuid,
        created_at timestamptz not null
      )`);

    this.addSql(`
      create table studio.shots (
        id uuid primary key,
        account_id bigint not null,
        project_id uuid not null references studio.projects (id) on delete cascade,
        position integer not null,
        name text not null default '',
        prompt text not null default '',
        image_asset_id uuid references studio.image_assets (id) on delete set null,
        video_asset_id uuid references studio.video_assets (id) on delete set null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint shots_position_non_negative check (position >= 0),
        constraint shots_position_key unique (project_id, position) deferrable initially deferred
      )`);

    this.addSql(`
      create table studio.style_presets (
        id uuid primary key,
        account_id bigint,
        name text not null,
        prompt_prefix text not null default '',
        prompt_suffix text not null default '',
        negative_prompt text not null default '',
        created_at timestamptz not null,
        constraint style_presets_name_length check (length(name) between 1 and 100)
      )`);
    this.addSql(
      'create index style_presets_account_idx on studio.style_presets (account_id, created_at desc, id desc)',
    );
    // Built-in presets (account_id null) are visible to every account.
    const builtIns: [string, string, string, string, string][] = [
      [
        '00000000-0000-7000-8000-000000000001',
        'Cinematic',
        'cinematic film still,',
        'shallow depth of field, anamorphic lens, dramatic lighting',
        'cartoon, flat colours, low contrast',
      ],
      [
        '00000000-0000-7000-8000-000000000002',
        'Photographic',
        'professional photograph,',
        'natural light, sharp focus, high detail',
        'illustration, painting, blurry',
      ],
      [
        '00000000-0000-7000-8000-000000000003',
        'Watercolor',
        'watercolor painting of',
        'soft pastel washes on textured paper',
        'photograph, harsh shadows, neon',
      ],
      [
        '00000000-0000-7000-8000-000000000004',
        'Line art',
        'clean line art drawing of',
        'black ink on white, minimal shading',
        'colour, photograph, gradients',
      ],
    ];
    for (const [id, name, prefix, suffix, negative] of builtIns) {
      this.addSql(
        `insert into studio.style_presets (id, account_id, name, prompt_prefix, prompt_suffix, negative_prompt, created_at)
         values ('${id}', null, '${name}', '${prefix}', '${suffix}', '${negative}', '2026-01-01T00:00:00Z')`,
      );
    }

    this.addSql(`
      create table studio.jobs (
        id uuid primary key,
        account_id bigint not null,
        kind text not null,
        status text not null,
        project_id uuid references studio.projects (id) on delete cascade,
        shot_id uuid references studio.shots (id) on delete set null,
        model_name text not null,
        model_config jsonb not null default '{}'::jsonb,
        prompt text not null default '',
        style_settings jsonb not null default '[]'::jsonb,
        num_requested_images integer,
        image_asset_id uuid references studio.image_assets (id) on delete set null,
        fidelity_level text,
        requested_resolution text,
        requested_video_duration integer,
        camera_movement text,
        quote numeric(20,4) not null,
        charged numeric(20,4),
        description text not null default '',
        error_message text not null default '',
        output_text_id uuid references studio.text_assets (id) on delete set null,
        output_video_id uuid references studio.video_assets (id) on delete set null,
        output_last_frame_id uuid references studio.image_assets (id) on delete set null,
        created_at timestamptz not null,
        started_at timestamptz,
        finished_at timestamptz,
        constraint jobs_kind_check check (kind in ('text_to_image', 'image_to_text', 'image_to_video')),
        constraint jobs_status_check check (status in ('queued', 'processing', 'completed', 'failed', 'expired', 'cancelled')),
        constraint jobs_quote_non_negative check (quote >= 0),
        constraint jobs_charged_only_when_completed check ((charged is not null) = (status = 'completed')),
        constraint jobs_charged_within_quote check (charged is null or (charged >= 0 and charged <= quote)),
        constraint jobs_finished_when_terminal check ((finished_at is not null) = (status in ('completed', 'failed', 'expired', 'cancelled'))),
        constraint jobs_project_for_project_kinds check (kind = 'image_to_text' or project_id is not null),
        constraint jobs_images_range check (num_requested_images is null or num_requested_images between 1 and 10),
        constraint jobs_duration_range check (requested_video_duration is null or requested_video_duration between 2 and 10),
        constraint jobs_prompt_length check (length(prompt) <= 80000)
      )`);
    this.addSql(
      'create index jobs_account_kind_idx on studio.jobs (account_id, kind, created_at desc, id desc)',
    );
    this.addSql('create index jobs_project_idx on studio.jobs (project_id, kind, created_at desc, id desc)');
    this.addSql(`create index jobs_queued_idx on studio.jobs (created_at) where status = 'queued'`);
    this.addSql(`create index jobs_processing_idx on studio.jobs (started_at) where status = 'processing'`);

    this.addSql(`
      create table studio.idempotency_keys (
        account_id bigint not null,
        key text not null,
        request_hash text not null,
        resource_kind text not null,
        resource_id uuid not null,
        created_at timestamptz not null,
        primary key (account_id, key),
        constraint idempotency_keys_key_length check (length(key) between 1 and 255)
      )`);
    this.addSql('create index idempotency_keys_created_idx on studio.idempotency_keys (created_at)');
  }

  override down(): void {
    for (const table of [
      'idempotency_keys',
      'jobs',
      'style_presets',
      'shots',
      'text_assets',
      'video_assets',
      'image_assets',
      'projects',
    ]) {
      this.addSql(`drop table if exists studio.${table}`);
    }
  }
}

// One file over 300 lines: the contract's tables transcribed from the spec, each beside the check that holds
// the document to it.
// Holds the gateway's OpenAPI document (built as `openapi.generate.ts` builds docs/openapi.json)
// against the contract: the tables below are transcribed from ../shared/spec/interface-spec.md
// and ../shared/spec/decisions.md (statuses per endpoint, enums, limits, formats, defaults,
// nullability), so a schema change that drifts from the contract fails here.
import { createLogger } from '@platform/logging';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeGateway } from './compose.ts';
import { loadGatewayConfig } from './config.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let doc: Json;

beforeAll(async () => {
  // Nothing is dialled: the clients connect lazily and the document is built from declarations.
  const gateway = await composeGateway(
    loadGatewayConfig({ NODE_ENV: 'test' }),
    createLogger('openapi', 'silent'),
  );
  doc = gateway.openapi as Json;
  await gateway.close();
});

const schemaOf = (name: string): Json => doc.components.schemas[name] ?? {};
const resolve = (schema: Json): Json =>
  schema.$ref ? schemaOf(String(schema.$ref).split('/').at(-1) as string) : schema;
/** The non-null branch of `anyOf: [X, null]` (resolved), or the schema itself. */
const inner = (schema: Json): Json =>
  resolve((schema.anyOf as Json[] | undefined)?.find((option) => option.type !== 'null') ?? schema);
const isNullable = (schema: Json): boolean =>
  (schema.anyOf as Json[] | undefined)?.some((option) => option.type === 'null') === true ||
  (Array.isArray(schema.type) && schema.type.includes('null'));
const operation = (method: string, path: string): Json => doc.paths[path]?.[method.toLowerCase()] ?? {};
const jsonBody = (method: string, path: string): Json =>
  operation(method, path).requestBody?.content?.['application/json']?.schema ?? {};
/** A property: `Component.field`, or `METHOD path` + field of its JSON body. */
const property = (where: string, field: string): Json => {
  const [first, path] = where.split(' ');
  const schema = path ? jsonBody(first as string, path) : schemaOf(first as string);
  return schema.properties?.[field] ?? {};
};

const RE = '/api/v2/real-estate/';
const T2I = '/api/v2/studio/projects/{project_pk}/jobs/text-to-image/';
const I2T = '/api/v2/studio/jobs/image-to-text/';
const I2V = '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/';
const SHOT_VIDEO_JOBS = `${RE}projects/{project_id}/shots/{shot_id}/video-jobs/`;
const SHOT = `${RE}projects/{project_id}/shots/{shot_id}/`;
const AGENT = `${RE}agents/{agent_id}/`;
const PROJECTS = `${RE}projects/`;
const PROJECT = `${RE}projects/{project_id}/`;
const ENHANCEMENT_JOBS = '/api/jobs/';

// Errors (decisions.md, status codes): every authenticated endpoint documents 401, 403, 429, 500
// (and 503, a backend down); one with path ids 404; one that validates 400; job creates 402 and,
// with Idempotency-Key, 409.
const AUTHENTICATED = [401, 403, 429, 500, 503];
const ENDPOINTS: [number, string, string, number, number[]][] = [
  [1, 'POST', `${RE}projects/{project_id}/use-demo-photos/`, 201, [400, 404]],
  [2, 'POST', T2I, 201, [400, 402, 404, 409, 413, 415]],
  [3, 'GET', T2I, 200, [404]],
  [4, 'POST', I2T, 201, [400, 402, 409, 413, 415]],
  [5, 'GET', `${I2V}{job_pk}/`, 200, [404]],
  [6, 'POST', `${SHOT_VIDEO_JOBS}{job_id}/cancel/`, 200, [400, 404]],
  [7, 'GET', PROJECTS, 200, [400]],
  [8, 'GET', AGENT, 200, [404]],
  [9, 'PUT', AGENT, 200, [400, 404, 413, 415]],
  [10, 'DELETE', `${PROJECT}assets/videos/{asset_id}/`, 204, [404]],
  [11, 'DELETE', `${RE}brand-kits/{brand_kit_id}/`, 204, [404]],
  [12, 'GET', '/api/v2/studio/assets/videos/{id}/sharing/', 200, [404]],
  [13, 'GET', ENHANCEMENT_JOBS, 200, [400]],
  [14, 'DELETE', '/api/restored-videos/{id}/', 204, [404]],
  [15, 'GET', '/api/accounts/profile/balance/', 200, []],
];
/** The error bodies (spec, Errors): 400 varies by endpoint (below), the others are fixed. */
const ERROR_BODIES: Record<number, string> = {
  401: 'Error',
  402: 'InsufficientCredits',
  403: 'Error',
  404: 'Error',
  409: 'Error',
  413: 'Error',
  415: 'Error',
  429: 'Error',
  500: 'ServerError',
  503: 'Error',
};
const BAD_REQUEST_BODIES: Record<number, string> = {
  1: 'ValidationError',
  2: 'ValidationError',
  4: 'ImageToTextValidationError',
  6: 'CancelRefused',
  7: 'ValidationError',
  9: 'ValidationError',
  13: 'LegacyDetail',
};

const JOB_STATUS = ['queued', 'processing', 'expired', 'cancelled', 'completed', 'failed'];
const CAMERA_MOVEMENTS = [
  'auto',
  'static',
  'pan_left',
  'pan_right',
  'orbit_left_to_right',
  'orbit_right_to_left',
  'truck_left',
  'truck_right',
  'dolly_in',
  'dolly_out',
  'tilt_up',
  'tilt_down',
];
const RESOLUTIONS = ['480p', '720p', '1080p'];
const VIDEO_FORMATS = ['16:9', '9:16', '1:1', '4:5'];
// The shipped catalogue holds the spec's vendor-neutral names; third-party ones come by configuration.
const T2I_MODELS = ['zephyr_t2i', 'nebula_t2i', 'nebula_nsfw_t2i', 'refina_t2i'];
const I2V_MODELS = [
  'hexal_fast_i2v',
  'hexal_standard_i2v',
  'hexal_standard_nsfw_i2v',
  'hexal_ultra_i2v',
  'hexal_ultra_nsfw_i2v',
  'atlas_ultra_i2v',
  'atlas_ultra_nsfw_i2v',
  'volta_standard_i2v',
  'volta_ultra_i2v',
];

const ENUMS: [string, string, string[]][] = [
  ...['TextToImageJob', 'ImageToTextJob', 'ImageToVideoJob', 'RealEstateShotVideoJob', 'EnhancementJob'].map(
    (name): [string, string, string[]] => [name, 'status', JOB_STATUS],
  ),
  ['RealEstateShot', 'camera_movement', CAMERA_MOVEMENTS],
  ['RealEstateShot', 'transition_in', ['none', 'fade']],
  ['RealEstateShot', 'transition_out', ['none', 'fade']],
  [`PATCH ${SHOT}`, 'camera_movement', CAMERA_MOVEMENTS],
  [`PATCH ${SHOT}`, 'transition_in', ['none', 'fade']],
  ['ImageToTextJob', 'fidelity_level', ['high', 'mid', 'low']],
  [`POST ${I2T}`, 'fidelity_level', ['high', 'mid', 'low']],
  [`POST ${T2I}`, 'model_name', T2I_MODELS],
  [`POST ${I2V}`, 'model_name', I2V_MODELS],
  [`POST ${SHOT_VIDEO_JOBS}`, 'model_name', I2V_MODELS],
  [`POST ${PROJECTS}`, 'model_code_name', I2V_MODELS],
  ['ImageToVideoJob', 'requested_resolution', RESOLUTIONS],
  ['RealEstateShotVideoJob', 'requested_resolution', RESOLUTIONS],
  [`POST ${I2V}`, 'requested_resolution', RESOLUTIONS],
  [`POST ${SHOT_VIDEO_JOBS}`, 'requested_resolution', RESOLUTIONS],
  ...[`POST ${PROJECTS}`, `PATCH ${PROJECT}`, 'RealEstateProject'].flatMap(
    (where): [string, string, string[]][] => [
      [where, 'video_style', ['classic', 'modern', 'luxury', 'cinematic', 'energetic']],
      [where, 'video_format', VIDEO_FORMATS],
      [where, 'requested_video_aspect_ratio', VIDEO_FORMATS],
      [where, 'land_size_unit', ['sqm', 'sqft', 'acre', 'hectare']],
      [
        where,
        'real_estate_type',
        ['house', 'apartment', 'townhouse', 'villa', 'land', 'rural', 'commercial', 'other'],
      ],
    ],
  ),
  ['ShareableResourceLink', 'permission', ['view']],
];

/** [where, field, the keywords the contract fixes]. */
const LIMITS: [string, string, Json][] = [
  [`POST ${T2I}`, 'prompt', { minLength: 1, maxLength: 80_000 }],
  [`POST ${T2I}`, 'num_requested_images', { type: 'integer', minimum: 1, maximum: 10 }],
  ['TextToImageJob', 'num_requested_images', { type: 'integer', minimum: 1, maximum: 10 }],
  [`POST ${I2V}`, 'requested_video_duration', { type: 'integer', minimum: 2, maximum: 10 }],
  [`POST ${SHOT_VIDEO_JOBS}`, 'requested_video_duration', { type: 'integer', minimum: 2, maximum: 10 }],
  ['ImageToVideoJob', 'requested_video_duration', { type: 'integer', minimum: 2, maximum: 10 }],
  ...['TextToImageJob', 'ImageToVideoJob', 'RealEstateShotVideoJob'].map((name): [string, string, Json] => [
    name,
    'cost_credits',
    { pattern: '^-?\\d{0,6}(?:\\.\\d{0,4})?$' },
  ]),
  ...['TextToImageJobCancelled', 'ImageToVideoJobCancelled', 'RealEstateShotVideoJobCancelled'].map(
    (name): [string, string, Json] => [name, 'cost_credits', { pattern: '^-?\\d{0,8}(?:\\.\\d{0,2})?$' }],
  ),
  ['ImageAsset', 'name_tag', { pattern: '^[-a-zA-Z0-9_]+$' }],
  ['VideoAsset', 'name_tag', { pattern: '^[-a-zA-Z0-9_]+$' }],
  ...[`PUT ${AGENT}`, 'RealEstateAgent'].flatMap((where): [string, string, Json][] => [
    [where, 'first_name', { maxLength: 20 }],
    [where, 'last_name', { maxLength: 26 }],
    [where, 'contact_number', { maxLength: 30 }],
    [where, 'contact_email', { maxLength: 40, format: 'email' }],
  ]),
  ...[`PATCH ${SHOT}`, 'RealEstateShot'].flatMap((where): [string, string, Json][] => [
    ...['crop_x', 'crop_y', 'crop_width', 'crop_height'].map((field): [string, string, Json] => [
      where,
      field,
      { minimum: 0, maximum: 1 },
    ]),
    [where, 'playback_speed', { minimum: 0.25, maximum: 4 }],
  ]),
  ...[`POST ${PROJECTS}`, 'RealEstateProject'].flatMap((where): [string, string, Json][] => [
    [where, 'requested_output_width', { type: 'integer', minimum: 320, maximum: 3840, multipleOf: 2 }],
    [where, 'requested_output_height', { type: 'integer', minimum: 320, maximum: 3840, multipleOf: 2 }],
  ]),
  [`POST ${PROJECTS}`, 'name', { maxLength: 200 }],
  ...[`POST ${ENHANCEMENT_JOBS}`, 'EnhancementJob'].flatMap((where): [string, string, Json][] => [
    [where, 'grain', { minimum: 0, maximum: 100 }],
    [where, 'sharpen_strength', { minimum: 0, maximum: 100 }],
    [where, 'stabilization_smoothing', { minimum: 0, maximum: 100 }],
    [where, 'fps_interpolation_factor', { minimum: 1, maximum: 8 }],
    [where, 'playback_speed', { minimum: 0.25, maximum: 4 }],
    [where, 'start_frame', { type: 'integer', minimum: 0 }],
  ]),
  ['EnhancementJob', 'processing_progress', { minimum: 0, maximum: 100 }],
  ['RestoredVideo', 'quality_score', { minimum: 0, maximum: 100 }],
  ...['file', 'thumbnail', 'external_url'].map((field): [string, string, Json] => [
    'ImageAsset',
    field,
    { format: 'uri' },
  ]),
  ...['file', 'thumbnail', 'external_url', 'last_frame'].map((field): [string, string, Json] => [
    'VideoAsset',
    field,
    { format: 'uri' },
  ]),
  ['ImageAsset', 'id', { format: 'uuid' }],
  ['RealEstateShot', 'created_at', { format: 'date-time' }],
  ['VideoAsset', 'framerate', { type: 'number' }],
];

const DEFAULTS: [string, string, unknown][] = [
  ...['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'].flatMap(
    (type): [string, string, unknown][] => [
      [`POST ${T2I} ${type}`, 'model_config', {}],
      [`POST ${T2I} ${type}`, 'style_settings', []],
      [`POST ${T2I} ${type}`, 'num_requested_images', 1],
      [`POST ${I2T} ${type}`, 'fidelity_level', 'mid'],
      [`POST ${I2V} ${type}`, 'requested_resolution', '720p'],
      [`POST ${I2V} ${type}`, 'requested_video_duration', 5],
    ],
  ),
  [`POST ${SHOT_VIDEO_JOBS} application/json`, 'requested_resolution', '720p'],
  [`POST ${SHOT_VIDEO_JOBS} application/json`, 'requested_video_duration', 5],
  [`POST ${PROJECTS} application/json`, 'video_style', 'modern'],
  [`POST ${PROJECTS} application/json`, 'video_format', '16:9'],
  [`POST ${PROJECTS} application/json`, 'model_code_name', 'hexal_standard_i2v'],
  [`POST ${ENHANCEMENT_JOBS} application/json`, 'grain', 0],
  [`POST ${ENHANCEMENT_JOBS} application/json`, 'fps_interpolation_factor', 1],
  [`POST ${ENHANCEMENT_JOBS} application/json`, 'playback_speed', 1],
];

// Nullable fields per schema. `spec`: "or null" in the interface spec. `decided`: the spec shows a
// plain type, the value is absent until something happens (decisions.md); the document must say when.
const NULLABLE: Record<string, { spec: string[]; decided: string[] }> = {
  ImageAsset: { spec: ['file', 'thumbnail', 'external_url', 'file_size'], decided: [] },
  VideoAsset: {
    spec: [
      'file',
      'external_url',
      'thumbnail',
      'last_frame',
      'bitrate',
      'codec_id',
      'bit_depth',
      'chroma_subsampling',
      'color_space',
    ],
    decided: [],
  },
  RealEstateShot: {
    spec: ['image', 'crop_x', 'crop_y', 'crop_width', 'crop_height', 'video_end_time_s'],
    decided: [
      'first_frame',
      'original_first_frame',
      'animation_prompt',
      'description_job',
      'selected_video',
      'rendered_video',
    ],
  },
  RealEstateAgent: { spec: [], decided: ['profile_photo'] },
  TextToImageJob: {
    spec: [],
    decided: ['started_at', 'finished_at', 'processing_time_seconds', 'webhook_url'],
  },
  ImageToVideoJob: {
    spec: [],
    decided: [
      'started_at',
      'finished_at',
      'processing_time_seconds',
      'webhook_url',
      'project_real_estate',
      'real_estate_shot',
      'start_frame',
      'last_frame',
      'video',
    ],
  },
  RealEstateShotVideoJob: {
    spec: [],
    decided: [
      'started_at',
      'finished_at',
      'processing_time_seconds',
      'real_estate_shot',
      'start_frame',
      'last_frame',
      'video',
      'webhook_url',
    ],
  },
  EnhancementJob: { spec: ['output_video'], decided: ['started', 'finished', 'input_video', 'webhook_url'] },
  RealEstateProject: {
    spec: [],
    decided: [
      'background_music',
      'logo_asset',
      'speaker_voice',
      'num_bedrooms',
      'num_bathrooms',
      'num_car_parking_spots',
      'num_floors',
      'land_size_value',
      'voiceover',
      'thumbnail',
    ],
  },
};

describe('the OpenAPI document against the contract', () => {
  it('documents each spec endpoint with its success status and exactly the error statuses the decisions fix, with their bodies', () => {
    const problems: string[] = [];
    for (const [n, method, path, success, errors] of ENDPOINTS) {
      const op = operation(method, path);
      const expected = [success, ...errors, ...AUTHENTICATED].sort((a, b) => a - b).map(String);
      const documented = Object.keys(op.responses ?? {});
      if (JSON.stringify(documented) !== JSON.stringify(expected))
        problems.push(`#${n} ${method} ${path}: ${documented.join(',')} != ${expected.join(',')}`);
      if (JSON.stringify(op.security) !== JSON.stringify([{ Token: [] }, { Bearer: [] }]))
        problems.push(`#${n}: security ${JSON.stringify(op.security)}`);
      for (const status of documented.map(Number).filter((status) => status >= 400)) {
        const body = status === 400 ? BAD_REQUEST_BODIES[n] : ERROR_BODIES[status];
        const ref = op.responses[String(status)]?.content?.['application/json']?.schema?.$ref;
        if (ref !== `#/components/schemas/${body}`) problems.push(`#${n} ${status}: ${ref} != ${body}`);
      }
    }
    expect(problems).toEqual([]);
    expect(schemaOf('Error').required).toEqual(['detail', 'error_id']);
    expect(schemaOf('ServerError').required).toEqual(['error', 'error_id']);
    expect(schemaOf('CancelRefused').required).toEqual(['detail']);
    expect(schemaOf('LegacyDetail').required).toEqual(['detail']);
    expect(schemaOf('ImageToTextValidationError').required).toEqual(['errors', 'non_field_errors']);
    expect(schemaOf('InsufficientCredits').properties.code.enum).toEqual(['insufficient_credits']);
    // A 402 says what the job costs and what the balance was, as `balance_usd` is written.
    expect(schemaOf('InsufficientCredits').required).toEqual([
      'detail',
      'error_id',
      'code',
      'price_credits',
      'balance_credits',
    ]);
    for (const figure of ['price_credits', 'balance_credits'])
      expect(schemaOf('InsufficientCredits').properties[figure]).toMatchObject({
        type: 'string',
        pattern: '^\\d+\\.\\d{4}$',
      });
  });

  it('states every enumeration of the contract', () => {
    const problems = ENUMS.flatMap(([where, field, values]) => {
      const documented = inner(property(where, field)).enum as string[] | undefined;
      return JSON.stringify([...(documented ?? [])].sort()) === JSON.stringify([...values].sort())
        ? []
        : [`${where}.${field}: ${JSON.stringify(documented)}`];
    });
    expect(problems).toEqual([]);
  });

  it('states every limit, pattern and format of the contract', () => {
    const problems = LIMITS.flatMap(([where, field, keywords]) => {
      const schema = inner(property(where, field));
      return Object.entries(keywords)
        .filter(([keyword, value]) => JSON.stringify(schema[keyword]) !== JSON.stringify(value))
        .map(
          ([keyword, value]) =>
            `${where}.${field}: ${keyword} ${JSON.stringify(schema[keyword])} != ${JSON.stringify(value)}`,
        );
    });
    expect(problems).toEqual([]);
  });

  it('states the request defaults of the decisions, in every body encoding', () => {
    const problems = DEFAULTS.flatMap(([where, field, value]) => {
      const [method, path, type] = where.split(' ') as [string, string, string];
      const schema = operation(method, path).requestBody?.content?.[type]?.schema?.properties?.[field] ?? {};
      return JSON.stringify(schema.default) === JSON.stringify(value)
        ? []
        : [`${where} ${field}: default ${JSON.stringify(schema.default)}`];
    });
    expect(problems).toEqual([]);
    const paging = (operation('GET', T2I).parameters as Json[]).filter(
      (parameter) => parameter.in === 'query',
    );
    expect(
      paging.map((parameter) => [parameter.name, parameter.schema.default, parameter.schema.maximum ?? null]),
    ).toEqual([
      ['limit', 20, 100],
      ['offset', 0, null],
    ]);
  });

  it('marks exactly the nullable fields, and says when a field the spec shows as a plain type is null', () => {
    const problems: string[] = [];
    for (const [name, { spec, decided }] of Object.entries(NULLABLE)) {
      const properties = schemaOf(name).properties as Record<string, Json>;
      const nullable = Object.keys(properties).filter((field) => isNullable(properties[field] as Json));
      const expected = [...spec, ...decided];
      if (JSON.stringify([...nullable].sort()) !== JSON.stringify([...expected].sort()))
        problems.push(`${name}: nullable ${nullable.join(',')} != ${expected.join(',')}`);
      for (const field of decided)
        if (!properties[field]?.description) problems.push(`${name}.${field}: nullable without saying when`);
    }
    expect(problems).toEqual([]);
  });
});

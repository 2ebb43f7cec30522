// The writable settings of a real estate project: their defaults, limits and enumerations
// (decisions file, "Real estate"), and the check that turns a create or update request into a
// complete, valid set of settings. Field names are the contract's, so they read the same in the
// API, here and in the database.
import { FieldCheck } from '@platform/errors';
import {
  LAND_SIZE_UNITS,
  REAL_ESTATE_TYPES,
  VIDEO_FORMATS,
  VIDEO_STYLES,
  isCardTemplateKey,
  type VideoFormat,
} from '@platform/listing';

export const DEFAULT_MODEL = 'hexal_standard_i2v';

/** The output size of each format when the project asks for none. */
export const FORMAT_SIZES: Record<VideoFormat, { width: number; height: number }> = {
  '16:9': { width: 1920, height: 1080 },
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
};

export const TEXT_LIMITS = {
  description: 10_000,
  ai_generated_text: 20_000,
  street_address: 255,
  suburb: 100,
  state: 100,
  country_name: 100,
  city_name: 100,
  price_display: 100,
  additional_information: 5_000,
} as const;
type TextField = keyof typeof TEXT_LIMITS;

const COUNT_FIELDS = ['num_bedrooms', 'num_bathrooms', 'num_car_parking_spots', 'num_floors'] as const;
type CountField = (typeof COUNT_FIELDS)[number];
const MAX_COUNT = 1_000;
const MAX_OVERRIDES_BYTES = 16_384;

export interface ProjectSettings extends Record<TextField, string>, Record<CountField, number | null> {
  name: string;
  /** An audio asset id of the project or a track id of the built-in library (`music/`). */
  background_music: string | null;
  background_music_volume: number;
  /** An image asset id of the project. */
  logo_asset: string | null;
  /** A voice id of the catalogue. */
  speaker_voice: string | null;
  is_voiceover_enabled: boolean;
  is_captions_enabled: boolean;
  video_style: string;
  video_format: string;
  model_code_name: string;
  requested_output_width: number;
  requested_output_height: number;
  requested_video_aspect_ratio: string;
  land_size_value: number | null;
  land_size_unit: string;
  real_estate_type: string;
  intro_template_key: string;
  outro_template_key: string;
  intro_template_overrides: Record<string, unknown>;
  outro_template_overrides: Record<string, unknown>;
}

/** What a request asks to change: absent fields stay as they are; null clears a nullable field. */
export type ProjectChanges = Partial<ProjectSettings>;

export function defaultSettings(name: string): ProjectSettings {
  return {
    name,
    description: '',
    background_music: null,
    background_music_volume: 0.3,
    logo_asset: null,
    speaker_voice: null,
    is_voiceover_enabled: false,
    is_captions_enabled: false,
    ai_generated_text: '',
    video_style: 'modern',
    video_format: '16:9',
    model_code_name: DEFAULT_MODEL,
    requested_output_width: 1920,
    requested_output_height: 1080,
    requested_video_aspect_ratio: '16:9',
    street_address: '',
    suburb: '',
    state: '',
    country_name: '',
    city_name: '',
    num_bedrooms: null,
    num_bathrooms: null,
    num_car_parking_spots: null,
    num_floors: null,
    price_display: '',
    land_size_value: null,
    land_size_unit: 'sqm',
    real_estate_type: 'house',
    additional_information: '',
    intro_template_key: '',
    outro_template_key: '',
    intro_template_overrides: {},
    outro_template_overrides: {},
  };
}

export interface SettingsContext {
  /** Whether `model` is an enabled image-to-video model of the catalogue. */
  isVideoModel(model: string): boolean;
  isVoice(id: string): boolean;
}

const oneOf = (check: FieldCheck, field: string, value: string, allowed: readonly string[]): string => {
  if (!allowed.includes(value)) check.add(field, `"${value}" is not a valid choice (${allowed.join(', ')}).`);
  return value;
};

/**
 * Applies `changes` to `current` and checks the result. Asset references are checked by the
 * caller inside its transaction (they must be assets of this project). A change of `video_format`
 * without a size resets the size to that format's default, so the two always agree.
 */
export function applyChanges(
  current: ProjectSettings,
  changes: ProjectChanges,
  context: SettingsContext,
): ProjectSettings {
  const check = new FieldCheck();
  const next: ProjectSettings = { ...current };
  if (changes.name !== undefined) next.name = check.text('name', changes.name.trim(), { min: 1, max: 200 });
  for (const field of Object.keys(TEXT_LIMITS) as TextField[]) {
    const value = changes[field];
    if (value !== undefined) next[field] = check.text(field, value, { max: TEXT_LIMITS[field] });
  }
  for (const field of COUNT_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value !== null && (!Number.isInteger(value) || value < 0 || value > MAX_COUNT)) {
      check.add(field, `Ensure this value is a whole number from 0 to ${MAX_COUNT}.`);
    }
    next[field] = value;
  }
  if (changes.land_size_value !== undefined) {
    const value = changes.land_size_value;
    if (value !== null && (!Number.isFinite(value) || value < 0 || value >= 1e10))
      check.add('land_size_value', 'Ensure this value is from 0 to 9999999999.');
    next.land_size_value = value;
  }
  if (changes.background_music_volume !== undefined) {
    const value = changes.background_music_volume;
    if (!Number.isFinite(value) || value < 0 || value > 1)
      check.add('background_music_volume', 'Ensure this value is from 0.0 to 1.0.');
    next.background_music_volume = value;
  }
  for (const field of ['is_voiceover_enabled', 'is_captions_enabled'] as const) {
    if (changes[field] !== undefined) next[field] = changes[field];
  }
  for (const field of ['background_music', 'logo_asset'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    next[field] = value === null ? null : check.uuid(field, value);
  }
  if (changes.speaker_voice !== undefined) {
    const voice = changes.speaker_voice;
    if (voice !== null && !context.isVoice(voice.toLowerCase()))
      check.add('speaker_voice', `Invalid pk "${voice}" - object does not exist.`);
    next.speaker_voice = voice === null ? null : voice.toLowerCase();
  }
  if (changes.video_style !== undefined)
    next.video_style = oneOf(check, 'video_style', changes.video_style, VIDEO_STYLES);
  if (changes.land_size_unit !== undefined)
    next.land_size_unit = oneOf(check, 'land_size_unit', changes.land_size_unit, LAND_SIZE_UNITS);
  if (changes.real_estate_type !== undefined)
    next.real_estate_type = oneOf(check, 'real_estate_type', changes.real_estate_type, REAL_ESTATE_TYPES);
  if (changes.requested_video_aspect_ratio !== undefined) {
    next.requested_video_aspect_ratio = oneOf(
      check,
      'requested_video_aspect_ratio',
      changes.requested_video_aspect_ratio,
      VIDEO_FORMATS,
    );
  }
  if (changes.model_code_name !== undefined) {
    if (!context.isVideoModel(changes.model_code_name))
      check.add('model_code_name', `"${changes.model_code_name}" is not an image-to-video model.`);
    next.model_code_name = changes.model_code_name;
  }
  checkTemplateKeys(check, changes, next);
  for (const field of ['intro_template_overrides', 'outro_template_overrides'] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      check.add(field, 'Must be a JSON object.');
    else if (Buffer.byteLength(JSON.stringify(value)) > MAX_OVERRIDES_BYTES)
      check.add(field, `Must be at most ${MAX_OVERRIDES_BYTES} bytes of JSON.`);
    next[field] = value;
  }
  applyFormat(check, current, changes, next);
  check.throwIfAny();
  return next;
}

function applyFormat(
  check: FieldCheck,
  current: ProjectSettings,
  changes: ProjectChanges,
  next: ProjectSettings,
): void {
  if (changes.video_format !== undefined) {
    const format = oneOf(check, 'video_format', changes.video_format, VIDEO_FORMATS);
    next.video_format = format;
    if (format !== current.video_format && changes.requested_video_aspect_ratio === undefined)
      next.requested_video_aspect_ratio = format;
  }
  const width = changes.requested_output_width;
  const height = changes.requested_output_height;
  if ((width === undefined) !== (height === undefined)) {
    check.add(
      width === undefined ? 'requested_output_width' : 'requested_output_height',
      'Give the width and the height together.',
    );
    return;
  }
  const format = next.video_format as VideoFormat;
  if (!(format in FORMAT_SIZES)) return;
  if (width === undefined || height === undefined) {
    if (next.video_format !== current.video_format) Object.assign(next, sizeOf(FORMAT_SIZES[format]));
    return;
  }
  for (const [field, value] of [
    ['requested_output_width', width],
    ['requested_output_height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 320 || value > 3840 || value % 2 !== 0)
      check.add(field, 'Ensure this value is an even number from 320 to 3840.');
  }
  const [rw, rh] = format.split(':').map(Number) as [number, number];
  if (width * rh !== height * rw)
    check.add('requested_output_width', `${width}x${height} is not a ${format} size.`);
  next.requested_output_width = width;
  next.requested_output_height = height;
}

const sizeOf = (size: { width: number; height: number }) => ({
  requested_output_width: size.width,
  requested_output_height: size.height,
});

/**
 * `intro_template_key` / `outro_template_key`: empty (the first template of the kind) or a key of
 * that kind in the template catalogue (`templates/`). Shared by projects and brand kits.
 */
export function checkTemplateKeys(
  check: FieldCheck,
  changes: { intro_template_key?: string; outro_template_key?: string },
  next: { intro_template_key: string; outro_template_key: string },
): void {
  for (const [field, kind] of [
    ['intro_template_key', 'intro'],
    ['outro_template_key', 'outro'],
  ] as const) {
    const value = changes[field];
    if (value === undefined) continue;
    if (!isCardTemplateKey(value, kind))
      check.add(field, `"${value}" is not an ${kind} template (see templates/).`);
    next[field] = value;
  }
}

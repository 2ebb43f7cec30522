// The enumerations of a real estate project and its shots (decisions.md, "Real estate"): the one
// list of each, which the real estate service checks, the gateway checks first and the OpenAPI
// document states. A shot's camera_movement is a job input: `CAMERA_MOVEMENTS` of @platform/jobs.
export const VIDEO_STYLES = ['classic', 'modern', 'luxury', 'cinematic', 'energetic'] as const;
export const VIDEO_FORMATS = ['16:9', '9:16', '1:1', '4:5'] as const;
/** The project's `land_size_unit` values. */
export const LAND_SIZE_UNITS = ['sqm', 'sqft', 'acre', 'hectare'] as const;
export const REAL_ESTATE_TYPES = [
  'house',
  'apartment',
  'townhouse',
  'villa',
  'land',
  'rural',
  'commercial',
  'other',
] as const;
/** A shot's `transition_in` and `transition_out`. */
export const TRANSITIONS = ['none', 'fade'] as const;

export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export type LandSizeUnit = (typeof LAND_SIZE_UNITS)[number];

// `model_config` is free-form JSON, but the built-in engines read a few keys: those are checked
// here, at creation, so a bad value is a 400 before credits are held rather than a failed job.
import { MAX_JSON_BYTES, jsonDepthMessage, jsonTooDeep } from '@platform/config';
import { CAMERA_MOVEMENTS, type CameraMovement } from '@platform/jobs';
import { NULL_CHARACTER, type FieldCheck } from './validation.ts';

export const MAX_MODEL_CONFIG_BYTES = MAX_JSON_BYTES;

/** True when a key or string anywhere in a parsed JSON value holds U+0000. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}
const T2I_MIN_SIZE = 256;
const T2I_MAX_SIZE = 2048;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the JSON text the gateway forwards; `{}` when empty. */
export function parseModelConfig(check: FieldCheck, json: string): Record<string, unknown> {
  if (json.trim() === '') return {};
  if (Buffer.byteLength(json, 'utf8') > MAX_MODEL_CONFIG_BYTES) {
    check.add('model_config', `Ensure this object is at most ${MAX_MODEL_CONFIG_BYTES} bytes of JSON.`);
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    check.add('model_config', 'Must be a JSON object.');
    return {};
  }
  if (!isPlainObject(parsed)) {
    check.add('model_config', 'Must be a JSON object.');
    return {};
  }
  // Before any recursive walk of it (the NUL check below, the engines' reads).
  if (jsonTooDeep(parsed)) {
    check.add('model_config', jsonDepthMessage());
    return {};
  }
  // jsonb cannot store U+0000 in a key or a string (PostgreSQL refuses the whole value).
  if (containsNul(parsed)) {
    check.add('model_config', NULL_CHARACTER);
    return {};
  }
  return parsed;
}

/** Keys the built-in text-to-image renderer reads. */
export function checkT2iConfig(check: FieldCheck, engine: string, config: Record<string, unknown>): void {
  if (engine !== 'builtin:t2i-render') return;
  for (const key of ['width', 'height'] as const) {
    const value = config[key];
    if (value === undefined) continue;
    if (
      typeof value !== 'number' ||
      !Number.isInteger(value) ||
      value < T2I_MIN_SIZE ||
      value > T2I_MAX_SIZE ||
      value % 8 !== 0
    ) {
      check.add(
        'model_config',
        `${key} must be an integer from ${T2I_MIN_SIZE} to ${T2I_MAX_SIZE} and a multiple of 8.`,
      );
    }
  }
}

/** `model_config.camera_movement`: one of the twelve values, `auto` when absent. */
export function cameraMovementOf(check: FieldCheck, config: Record<string, unknown>): CameraMovement {
  const value = config.camera_movement;
  if (value === undefined || value === null) return 'auto';
  if (typeof value === 'string' && (CAMERA_MOVEMENTS as readonly string[]).includes(value))
    return value as CameraMovement;
  check.add('model_config', `camera_movement must be one of: ${CAMERA_MOVEMENTS.join(', ')}.`);
  return 'auto';
}

// Limits of free-form JSON fields (`model_config` and the like). A client chooses their shape, so
// both the size and the nesting are bounded where the body is parsed: every recursive walk of
// such a value (JSON.stringify, a NUL check, a canonical hash) would otherwise overflow the stack
// on a few kilobytes of `[[[[...` and fail as a 500 instead of the client's 400.

/** Deepest nesting accepted: far beyond any real configuration, far below any stack limit. */
export const MAX_JSON_DEPTH = 32;
/** Largest free-form JSON value accepted, in bytes of its JSON text. */
export const MAX_JSON_BYTES = 16 * 1024;

export const jsonDepthMessage = (maxDepth = MAX_JSON_DEPTH): string =>
  `Ensure this value is nested at most ${maxDepth} levels deep.`;
export const jsonBytesMessage = (maxBytes = MAX_JSON_BYTES): string =>
  `Ensure this object is at most ${maxBytes} bytes of JSON.`;

/** True when `value` nests objects or arrays deeper than `maxDepth` (a scalar is depth 0). Iterative, so any depth is safe to check. */
export function jsonTooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** The first limit `value` breaks, as a field message; null when it is within both. */
export function jsonLimitProblem(
  value: unknown,
  limits: { maxDepth?: number; maxBytes?: number } = {},
): string | null {
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  const maxBytes = limits.maxBytes ?? MAX_JSON_BYTES;
  if (jsonTooDeep(value, maxDepth)) return jsonDepthMessage(maxDepth);
  // Safe now: the depth is bounded.
  if (Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') > maxBytes) return jsonBytesMessage(maxBytes);
  return null;
}

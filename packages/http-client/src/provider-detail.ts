// What a provider's answer may tell a user, and what must never reach one: the provider's own
// error text, shortened, with every credential the request carried taken out.

/** Provider error text copied into our message at most this long. */
const DETAIL_CHARS = 200;

/** Headers that carry a provider key: `Authorization` and the key headers providers use instead (ElevenLabs, Topaz). */
export const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set(['authorization', 'xi-api-key', 'x-api-key']);

export const isCredentialHeader = (name: string): boolean => CREDENTIAL_HEADERS.has(name.toLowerCase());

/** The credentials a request carries: each credential header's value, with and without a scheme. */
export function requestSecrets(headers: Readonly<Record<string, string>> | undefined): string[] {
  const secrets: string[] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!isCredentialHeader(name)) continue;
    const credential = value.replace(/^\S+\s+/, '').trim();
    secrets.push(value.trim(), credential);
  }
  return secrets.filter((secret) => secret.length > 0);
}

/** `text` with every secret replaced, longest first (a provider may echo the key it was sent). */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret) redacted = redacted.split(secret).join('[redacted]');
  }
  return redacted;
}

/**
 * The provider's own error text, from `{error: {message}}`, `{error: "..."}`, `{message}` or plain
 * text, with the given secrets removed before it is shortened (so no part of one survives the cut).
 */
export function providerDetail(body: Buffer, secrets: readonly string[] = []): string {
  const text = body.toString('utf8').trim();
  let detail = text;
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    const error = parsed.error as { message?: unknown } | string | undefined;
    const candidate =
      (typeof error === 'object' && error !== null ? error.message : error) ??
      parsed.message ??
      structuredDetail(parsed.detail);
    if (typeof candidate === 'string') detail = candidate;
  } catch {
    // Not JSON: the text itself is the detail.
  }
  detail = redactSecrets(detail, secrets);
  // Control characters and long dumps stay out of a user-facing message.
  detail = Array.from(detail, (char) =>
    char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char,
  )
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  return detail.length > DETAIL_CHARS ? `${detail.slice(0, DETAIL_CHARS - 3)}...` : detail;
}

/**
 * `detail` as FastAPI-style providers send it (fal, ElevenLabs, Replicate): a string, a list of
 * validation problems `[{loc, msg}]` (read as `body.image_url: field required; ...`), or an
 * object with a `message` or `status`.
 */
function structuredDetail(detail: unknown): string | undefined {
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const problems = detail.flatMap((item: unknown) => {
      const { loc, msg } = (item ?? {}) as { loc?: unknown; msg?: unknown };
      if (typeof msg !== 'string') return [];
      const where = Array.isArray(loc) ? loc.map(String).join('.') : '';
      return [where ? `${where}: ${msg}` : msg];
    });
    return problems.length > 0 ? problems.join('; ') : undefined;
  }
  if (typeof detail === 'object' && detail !== null) {
    const { message, status } = detail as { message?: unknown; status?: unknown };
    if (typeof message === 'string') return message;
    if (typeof status === 'string') return status;
  }
  return undefined;
}

// Message bodies are UTF-8 JSON. Encoding refuses values JSON cannot carry faithfully, so a bad
// payload fails at the publisher instead of becoming a poison message at the consumer.

export class PayloadError extends Error {
  override name = 'PayloadError';
}

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

export function encodePayload(payload: unknown): Uint8Array {
  let text: string | undefined;
  try {
    text = JSON.stringify(payload);
  } catch (error) {
    throw new PayloadError(`Payload is not JSON-serialisable: ${(error as Error).message}`);
  }
  if (text === undefined) throw new PayloadError('Payload is not JSON-serialisable: it has no JSON form');
  return encoder.encode(text);
}

/** Parses a body; throws PayloadError when it is not UTF-8 JSON. */
export function decodePayload(data: Uint8Array): unknown {
  let text: string;
  try {
    text = strictDecoder.decode(data);
  } catch {
    throw new PayloadError('Payload is not valid UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new PayloadError(`Payload is not valid JSON: ${(error as Error).message}`);
  }
}

/** Body bytes as text when they are UTF-8, otherwise base64, for dead-letter records. */
export function describeBody(data: Uint8Array): { payload: string; payloadEncoding: 'utf8' | 'base64' } {
  try {
    return { payload: strictDecoder.decode(data), payloadEncoding: 'utf8' };
  } catch {
    return { payload: Buffer.from(data).toString('base64'), payloadEncoding: 'base64' };
  }
}

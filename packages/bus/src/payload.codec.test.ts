import { describe, expect, it } from 'vitest';
import { decodePayload, describeBody, encodePayload, PayloadError } from './payload.codec.ts';

describe('payload codec', () => {
  it('round-trips JSON payloads', () => {
    const payload = { jobId: 'a', cost: '0.0400', tags: ['x'] };
    expect(decodePayload(encodePayload(payload))).toEqual(payload);
  });

  it('refuses values without a faithful JSON form', () => {
    expect(() => encodePayload({ amount: 1n })).toThrow(PayloadError);
    expect(() => encodePayload(undefined)).toThrow(PayloadError);
  });

  it('reports bodies that are not UTF-8 JSON', () => {
    expect(() => decodePayload(new TextEncoder().encode('{oops'))).toThrow(/not valid JSON/);
    expect(() => decodePayload(new Uint8Array([0xff, 0xfe]))).toThrow(/not valid UTF-8/);
  });

  it('describes binary bodies as base64', () => {
    expect(describeBody(new TextEncoder().encode('hé'))).toEqual({ payload: 'hé', payloadEncoding: 'utf8' });
    expect(describeBody(new Uint8Array([0xff, 0x00]))).toEqual({
      payload: '/wA=',
      payloadEncoding: 'base64',
    });
  });
});

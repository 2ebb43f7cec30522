import { describe, expect, it } from 'vitest';
import { API_KEY_AS_BEARER, INVALID_TOKEN, parseAuthorization } from './auth-header.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('parseAuthorization', () => {
  it('reports a missing header', () => {
    expect(parseAuthorization(undefined)).toEqual({ kind: 'missing' });
    expect(parseAuthorization('   ')).toEqual({ kind: 'missing' });
  });

  it('reads an API key', () => {
    expect(parseAuthorization('Token abc_123.XYZ')).toEqual({
      kind: 'credentials',
      credentials: { scheme: 'Token', key: 'abc_123.XYZ' },
    });
  });

  it('matches schemes case-insensitively and tolerates extra whitespace', () => {
    expect(parseAuthorization('token   k1')).toEqual({
      kind: 'credentials',
      credentials: { scheme: 'Token', key: 'k1' },
    });
    expect(parseAuthorization(`BEARER ${JWT}`)).toEqual({
      kind: 'credentials',
      credentials: { scheme: 'Bearer', token: JWT },
    });
  });

  it('rejects a bare keyword', () => {
    expect(parseAuthorization('Token')).toEqual({
      kind: 'invalid',
      detail: 'Invalid token header. No credentials provided.',
    });
    expect(parseAuthorization('Bearer ')).toEqual({
      kind: 'invalid',
      detail: 'Invalid bearer token header. No credentials provided.',
    });
  });

  it('rejects credentials containing spaces', () => {
    expect(parseAuthorization('Token a b')).toMatchObject({
      kind: 'invalid',
      detail: expect.stringMatching(/should not contain spaces/),
    });
  });

  it('tells a client that sent its API key as Bearer to use Token', () => {
    const key = `mk_live_a1b2c3d4_${'k'.repeat(43)}`;
    expect(parseAuthorization(`Bearer ${key}`)).toEqual({ kind: 'invalid', detail: API_KEY_AS_BEARER });
    expect(API_KEY_AS_BEARER).toMatch(/"Authorization: Token <API_KEY>"/);
    // Anything else that is not a JWT stays a plain refusal.
    expect(parseAuthorization('Bearer not-a-jwt')).toEqual({ kind: 'invalid', detail: INVALID_TOKEN });
  });

  it('rejects other schemes', () => {
    expect(parseAuthorization('Basic dXNlcjpwYXNz')).toMatchObject({
      kind: 'invalid',
      detail: expect.stringMatching(/Unsupported authorization scheme/),
    });
    expect(parseAuthorization('Tokenabc')).toMatchObject({ kind: 'invalid' });
  });

  it('rejects keys that are too long or not printable', () => {
    expect(parseAuthorization(`Token ${'a'.repeat(513)}`)).toEqual({
      kind: 'invalid',
      detail: INVALID_TOKEN,
    });
    expect(parseAuthorization('Token caf\u00e9')).toEqual({ kind: 'invalid', detail: INVALID_TOKEN });
  });

  it('rejects bearer values that are not shaped like a JWT', () => {
    expect(parseAuthorization('Bearer not-a-jwt')).toEqual({ kind: 'invalid', detail: INVALID_TOKEN });
    expect(parseAuthorization('Bearer a.b.c.d')).toEqual({ kind: 'invalid', detail: INVALID_TOKEN });
    expect(parseAuthorization(`Bearer ${'a'.repeat(9000)}.b.c`)).toEqual({
      kind: 'invalid',
      detail: INVALID_TOKEN,
    });
  });
});

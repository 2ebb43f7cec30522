import { createServer } from 'node:http';
import { generateKeyPair, exportJWK, SignJWT, createLocalJWKSet, type JWK } from 'jose';
import { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { EXPIRED_TOKEN, JwtService } from './jwt.service.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function service(now: () => number, overrides: Partial<ConstructorParameters<typeof JwtService>[0]> = {}) {
  return new JwtService({
    secret: SECRET,
    issuer: 'platform',
    audience: 'api',
    ttlSeconds: 900,
    now,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('JwtService', () => {
  it('mints a token that verifies to its account until it expires', async () => {
    let now = Date.UTC(2026, 10, 22, 12, 0, 0);
    const jwt = service(() => now);
    const minted = await jwt.mint('42', 'mk_live_abcd1234');
    expect(minted.expiresIn).toBe(900);
    const header = JSON.parse(Buffer.from(minted.access.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(await jwt.verify(minted.access)).toEqual({
      accountId: '42',
      keyPrefix: 'mk_live_abcd1234',
      method: 'jwt',
      expiresAt: now + 900_000,
    });
    now += 899_000;
    expect((await jwt.verify(minted.access)).accountId).toBe('42');
    now += 1_000;
    const expired = await rejection(jwt.verify(minted.access));
    expect(expired.kind).toBe('unauthenticated');
    expect(expired.message).toBe(EXPIRED_TOKEN);
  });

  it('rejects a token signed with another secret', async () => {
    const now = () => Date.now();
    const forged = await service(now, { secret: 'another-secret-that-is-also-long-enough-99' }).mint(
      '42',
      'mk_live_abcd1234',
    );
    expect((await rejection(service(now).verify(forged.access))).kind).toBe('unauthenticated');
  });

  it('refuses to mint without a key and rejects a token that names none (it could not be revoked)', async () => {
    const jwt = service(() => Date.now());
    await expect(jwt.mint('42', '')).rejects.toThrow();
    const now = Math.floor(Date.now() / 1000);
    const keyless = await new SignJWT({ sub: '42', iss: 'platform', aud: 'api', iat: now, exp: now + 600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(Buffer.from(SECRET));
    expect((await rejection(jwt.verify(keyless))).kind).toBe('unauthenticated');
  });

  it('rejects altered claims', async () => {
    const jwt = service(() => Date.now());
    const [header, payload, signature] = (await jwt.mint('42', 'mk_live_abcd1234')).access.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const altered = `${header}.${base64url({ ...claims, sub: '43' })}.${signature}`;
    expect((await rejection(jwt.verify(altered))).kind).toBe('unauthenticated');
  });

  it('rejects alg none and other algorithms', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '42', iss: 'platform', aud: 'api', iat: now, exp: now + 600 };
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    const jwt = service(() => Date.now());
    expect((await rejection(jwt.verify(unsigned))).kind).toBe('unauthenticated');
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(Buffer.from(SECRET));
    expect((await rejection(jwt.verify(hs512))).kind).toBe('unauthenticated');
  });

  it('checks issuer, audience, expiry and subject', async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = Buffer.from(SECRET);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const jwt = service(() => Date.now());
    const good = { sub: '42', iss: 'platform', aud: 'api', exp: now + 600, key: 'mk_live_abcd1234' };
    expect((await jwt.verify(await sign(good))).accountId).toBe('42');
    for (const claims of [
      { ...good, iss: 'someone-else' },
      { ...good, aud: 'other-api' },
      { sub: '42', iss: 'platform', aud: 'api', key: 'mk_live_abcd1234' },
      { ...good, key: 'not-a-key' },
      { ...good, sub: 'not-a-number' },
      { ...good, sub: undefined },
    ]) {
      expect((await rejection(jwt.verify(await sign(claims)))).kind).toBe('unauthenticated');
    }
  });

  it('rejects garbage', async () => {
    const jwt = service(() => Date.now());
    for (const token of ['a.b.c', 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln', '']) {
      expect((await rejection(jwt.verify(token))).kind).toBe('unauthenticated');
    }
  });

  describe('external issuer', () => {
    /** The gateway configured for an identity provider whose key set holds one ES256 key. */
    async function externalIssuer() {
      const { privateKey, publicKey } = await generateKeyPair('ES256');
      const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
      const jwt = service(() => Date.now(), {
        external: {
          jwksUrl: 'https://idp.invalid/jwks.json',
          issuer: 'https://idp.example',
          audience: 'media-api',
          accountClaim: 'account_id',
          algorithms: ['ES256'],
          keySet: createLocalJWKSet({ keys: [publicJwk] }),
        },
      });
      return { jwt, privateKey };
    }

    it('accepts tokens of the configured issuer verified by its key set, reading the account claim', async () => {
      const { jwt, privateKey } = await externalIssuer();
      const sign = (claims: Record<string, unknown>) =>
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
          .setIssuer('https://idp.example')
          .setAudience('media-api')
          .setExpirationTime('5m')
          .sign(privateKey);
      expect(await jwt.verify(await sign({ account_id: 77 }))).toMatchObject({
        accountId: '77',
        method: 'external_jwt',
      });
      expect((await rejection(jwt.verify(await sign({ sub: '77' })))).kind).toBe('unauthenticated');
      // A token claiming the external issuer but signed with the internal secret does not verify.
      const confused = await new SignJWT({ account_id: 77 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('https://idp.example')
        .setAudience('media-api')
        .setExpirationTime('5m')
        .sign(Buffer.from(SECRET));
      expect((await rejection(jwt.verify(confused))).kind).toBe('unauthenticated');
      // Internal tokens keep working next to the external issuer.
      expect((await jwt.verify((await jwt.mint('5', 'mk_live_abcd1234')).access)).method).toBe('jwt');
    });

    it("allows the identity provider's clock to be up to 30 s off, and no more", async () => {
      const { jwt, privateKey } = await externalIssuer();
      const now = Math.floor(Date.now() / 1000);
      const sign = (notBefore: number, expires: number) =>
        new SignJWT({ account_id: 77 })
          .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
          .setIssuer('https://idp.example')
          .setAudience('media-api')
          .setNotBefore(notBefore)
          .setExpirationTime(expires)
          .sign(privateKey);
      // Issued by a clock 10 s ahead of ours, or expired 10 s ago by ours: accepted.
      expect((await jwt.verify(await sign(now + 10, now + 300))).accountId).toBe('77');
      expect((await jwt.verify(await sign(now - 300, now - 10))).accountId).toBe('77');
      // 60 s off either way: refused.
      expect((await rejection(jwt.verify(await sign(now + 60, now + 300)))).kind).toBe('unauthenticated');
      expect((await rejection(jwt.verify(await sign(now - 300, now - 60)))).kind).toBe('unauthenticated');
    });

    it('answers 503 (unavailable), not 401, when the key set answers an error status or garbage', async () => {
      // The identity provider's outage is not the caller's fault: their valid token must not be
      // called invalid (jwt.service.ts: "an identity provider whose key set cannot be fetched is a 503").
      const { privateKey } = await generateKeyPair('ES256');
      const answers: [number, string][] = [
        [503, '{"error":"maintenance"}'],
        [502, '<html>Bad gateway</html>'],
        [200, '<html>Please log in</html>'],
      ];
      for (const [status, body] of answers) {
        const idp = createServer((_req, res) => {
          res.writeHead(status, { 'Content-Type': body.startsWith('<') ? 'text/html' : 'application/json' });
          res.end(body);
        });
        await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
        const { port } = idp.address() as { port: number };
        try {
          const jwt = service(() => Date.now(), {
            external: {
              jwksUrl: `http://127.0.0.1:${port}/jwks.json`,
              issuer: 'https://idp.example',
              audience: 'media-api',
              accountClaim: 'account_id',
              algorithms: ['ES256'],
            },
          });
          const token = await new SignJWT({ account_id: 77 })
            .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
            .setIssuer('https://idp.example')
            .setAudience('media-api')
            .setExpirationTime('5m')
            .sign(privateKey);
          expect((await rejection(jwt.verify(token))).kind, `${status} ${body}`).toBe('unavailable');
        } finally {
          await new Promise<void>((resolve) => idp.close(() => resolve()));
        }
      }
    });
  });
});

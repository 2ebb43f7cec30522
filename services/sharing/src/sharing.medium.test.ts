// The sharing service in-process on a fresh database, called over gRPC, with a studio that
// answers its video calls over real gRPC, real billing for account status, and an injected
// clock for expiry.
// One file over 300 lines on purpose: its cases share one sharing service, started once for the file.
import { createHealthChecker } from '@platform/grpc';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARING_SERVICE_NAME } from './app.ts';
import { startSharingFixture, sql, type SharingFixture } from './testing/sharing.fixture.ts';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let ALICE = '';
let BOB = '';
const HOUR = 3_600_000;

let fixture: SharingFixture;

beforeAll(async () => {
  fixture = await startSharingFixture();
  ALICE = await fixture.account();
  BOB = await fixture.account();
});

afterAll(async () => {
  await fixture?.close();
});

/** A finished (or unfinished) video of `accountId` in the studio. */
function video(accountId: string, finished = true, name = 'Sunset over the bay'): string {
  const id = uuidv7();
  fixture.studio.put({ accountId, id, name, finished, width: 1920, height: 1080, durationS: 6.25 });
  return id;
}

const iso = (offsetMs: number) => new Date(fixture.clock.now().getTime() + offsetMs).toISOString();

interface LinkRow {
  token: string;
  revoked_at: Date | null;
  expires_at: Date | null;
}

const linkRows = (assetId: string) =>
  sql<LinkRow>(
    fixture.sharing.orm,
    'select token, revoked_at, expires_at from sharing.share_links where asset_id = ? order by created_at, id',
    [assetId],
  );

describe('share link life cycle', () => {
  it('creates a view link for a finished video, shows it again, and resolves its token', async () => {
    const { client, clock } = fixture;
    const asset = video(ALICE);
    expect(await client.GetSharing({ account_id: ALICE, asset_id: asset })).toEqual({
      asset_id: asset,
      link: null,
    });

    const created = await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' });
    expect(created.created).toBe(true);
    const link = created.state?.link;
    expect(link).toEqual({
      id: expect.stringMatching(UUID),
      token: expect.stringMatching(TOKEN),
      permission: 'view',
      owner: ALICE,
      expires_at: '',
      created_at: clock.now().toISOString(),
      updated_at: clock.now().toISOString(),
    });
    expect(created.state?.asset_id).toBe(asset);

    // The owner sees the same link, token included, on every later read.
    expect(await client.GetSharing({ account_id: ALICE, asset_id: asset.toUpperCase() })).toEqual({
      asset_id: asset,
      link,
    });

    const first = await client.ResolveToken({ token: link!.token });
    const [tag] = [...fixture.studio.copies()].find(([, copied]) => copied === asset) ?? [];
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(first).toEqual({
      file_url: expect.stringContaining(`/media/shared/${tag}/video.mp4?`),
      thumbnail_url: expect.stringContaining(`/media/shared/${tag}/poster.jpg?`),
      width: 1920,
      height: 1080,
      duration_s: 6.25,
      expires_at: '',
    });
    // Each resolution asks the studio again, so the pre-signed URL is always fresh.
    const second = await client.ResolveToken({ token: link!.token });
    expect(second.file_url).not.toBe(first.file_url);
  });

  it('keeps the active link (same token) on a second create and applies the requested expiry', async () => {
    const { client, clock } = fixture;
    const asset = video(ALICE);
    const original = (await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' })).state!
      .link!;

    const again = await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' });
    expect(again).toEqual({ state: { asset_id: asset, link: original }, created: false });

    clock.advance(1000);
    const expiresAt = iso(2 * HOUR);
    const extended = await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: expiresAt });
    expect(extended.created).toBe(false);
    expect(extended.state?.link).toEqual({
      ...original,
      expires_at: expiresAt,
      updated_at: clock.now().toISOString(),
    });
    expect((await client.GetSharing({ account_id: ALICE, asset_id: asset })).link).toEqual(
      extended.state?.link,
    );
    expect((await client.ResolveToken({ token: original.token })).expires_at).toBe(expiresAt);
    expect(await linkRows(asset)).toHaveLength(1);
  });

  it('refuses unfinished videos and invalid expiries, writing nothing', async () => {
    const { client } = fixture;
    const pending = video(ALICE, false);
    await expect(
      client.CreateLink({ account_id: ALICE, asset_id: pending, expires_at: '' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      message: 'Only finished videos can be shared.',
    });
    expect(await client.GetSharing({ account_id: ALICE, asset_id: pending })).toEqual({
      asset_id: pending,
      link: null,
    });

    const asset = video(ALICE);
    await expect(
      client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: iso(-1) }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { expires_at: ['Must be in the future.'] },
    });
    await expect(
      client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: 'next week' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { expires_at: [expect.stringMatching(/valid date-time/)] },
    });
    // A link names the service that owns its asset: studio (also when empty) or real estate.
    await expect(
      client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '', source: 'enhancement' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { source: ['Must be studio or real_estate.'] },
    });
    expect(await linkRows(pending)).toEqual([]);
    expect(await linkRows(asset)).toEqual([]);
  });

  it('makes exactly one link when creates of one asset race', async () => {
    const asset = video(ALICE);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        fixture.client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' }),
      ),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.state?.link?.token)).size).toBe(1);
    expect(await linkRows(asset)).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('stops resolving at expires_at, shows no link, and a new create issues a new token', async () => {
    const { client, clock } = fixture;
    const asset = video(ALICE);
    const expiresAt = iso(HOUR);
    const link = (await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: expiresAt }))
      .state!.link!;
    expect(link.expires_at).toBe(expiresAt);

    clock.advance(HOUR - 1);
    expect((await client.ResolveToken({ token: link.token })).width).toBe(1920);
    clock.advance(1);
    await expect(client.ResolveToken({ token: link.token })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await client.GetSharing({ account_id: ALICE, asset_id: asset })).toEqual({
      asset_id: asset,
      link: null,
    });

    const renewed = await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' });
    expect(renewed.created).toBe(true);
    expect(renewed.state?.link?.token).not.toBe(link.token);
    await expect(client.ResolveToken({ token: link.token })).rejects.toMatchObject({ kind: 'not_found' });
    expect((await client.ResolveToken({ token: renewed.state!.link!.token })).width).toBe(1920);
    // The expired link was closed, so the asset still has one open link.
    const rows = await linkRows(asset);
    expect(rows.map((row) => [row.token, row.revoked_at === null])).toEqual([
      [link.token, false],
      [renewed.state!.link!.token, true],
    ]);
  });
});

describe('expires_at at the edges', () => {
  it('never answers an expiry outside four-digit years: beyond 9999-12-31T23:59:59.999Z it is refused', async () => {
    // decisions.md: date-times on the wire are ISO 8601 UTC with Z. A date past year 9999 (in UTC)
    // only has the expanded form "+010000-...", which no RFC 3339 client parses.
    const { client } = fixture;
    const asset = video(ALICE);
    const last = await client.CreateLink({
      account_id: ALICE,
      asset_id: asset,
      expires_at: '9999-12-31T23:59:59.999Z',
    });
    expect(last.state?.link?.expires_at).toBe('9999-12-31T23:59:59.999Z');
    for (const beyond of ['9999-12-31T23:59:59-12:00', '9999-12-31T23:00:00-01:00']) {
      await expect(
        client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: beyond }),
        beyond,
      ).rejects.toMatchObject({
        kind: 'validation',
        fieldErrors: { expires_at: [expect.any(String)] },
      });
    }
    const state = await client.GetSharing({ account_id: ALICE, asset_id: asset });
    expect(state.link?.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  });
});

describe('revoke', () => {
  it('ends the link at once; revoking again is fine; a new create issues a new token', async () => {
    const { client } = fixture;
    const asset = video(ALICE);
    const link = (await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' })).state!
      .link!;

    expect(await client.RevokeLink({ account_id: ALICE, asset_id: asset })).toEqual({ revoked: true });
    await expect(client.ResolveToken({ token: link.token })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await client.GetSharing({ account_id: ALICE, asset_id: asset })).toEqual({
      asset_id: asset,
      link: null,
    });
    expect(await client.RevokeLink({ account_id: ALICE, asset_id: asset })).toEqual({ revoked: false });

    const next = (await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' })).state!
      .link!;
    expect(next.token).not.toBe(link.token);
    expect(next.id).not.toBe(link.id);
    await expect(client.ResolveToken({ token: link.token })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it("removes the link's copy with it; without the studio the revoke fails and changes nothing, so no copy outlives its link", async () => {
    const asset = video(ALICE);
    const link = (await fixture.client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' }))
      .state!.link!;
    const copiesOf = () => [...fixture.studio.copies().values()].filter((copied) => copied === asset);
    expect(copiesOf()).toHaveLength(1);
    const cut = await fixture.startAnother({ studioAddress: '127.0.0.1:1', studioDeadlineMs: 300 });
    await expect(cut.client.GetSharing({ account_id: ALICE, asset_id: asset })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(cut.client.ResolveToken({ token: link.token })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(cut.client.RevokeLink({ account_id: ALICE, asset_id: asset })).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect((await fixture.client.ResolveToken({ token: link.token })).width).toBe(1920);
    expect(await fixture.client.RevokeLink({ account_id: ALICE, asset_id: asset })).toEqual({
      revoked: true,
    });
    expect(copiesOf()).toEqual([]);
    await expect(fixture.client.ResolveToken({ token: link.token })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('tenancy', () => {
  it("answers another account's asset as not found on every call and leaves its link alone", async () => {
    const { client } = fixture;
    const asset = video(ALICE);
    const link = (await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' })).state!
      .link!;

    await expect(client.GetSharing({ account_id: BOB, asset_id: asset })).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(
      client.CreateLink({ account_id: BOB, asset_id: asset, expires_at: '' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
    await expect(client.RevokeLink({ account_id: BOB, asset_id: asset })).rejects.toMatchObject({
      kind: 'not_found',
    });

    expect((await client.GetSharing({ account_id: ALICE, asset_id: asset })).link).toEqual(link);
    expect((await client.ResolveToken({ token: link.token })).width).toBe(1920);
  });

  it('answers unknown and malformed asset ids as not found', async () => {
    const { client } = fixture;
    for (const assetId of [uuidv7(), 'not-a-uuid', '']) {
      await expect(client.GetSharing({ account_id: ALICE, asset_id: assetId })).rejects.toMatchObject({
        kind: 'not_found',
      });
      await expect(
        client.CreateLink({ account_id: ALICE, asset_id: assetId, expires_at: '' }),
      ).rejects.toMatchObject({ kind: 'not_found' });
      await expect(client.RevokeLink({ account_id: ALICE, asset_id: assetId })).rejects.toMatchObject({
        kind: 'not_found',
      });
    }
  });
});

describe('public resolution', () => {
  it('serves each link from a copy of its own: URLs name neither owner nor asset, and two shares of one owner share nothing', async () => {
    const { client, studio } = fixture;
    const first = video(ALICE);
    const second = video(ALICE);
    const one = await client.ResolveToken({
      token: (await client.CreateLink({ account_id: ALICE, asset_id: first, expires_at: '' })).state!.link!
        .token,
    });
    const two = await client.ResolveToken({
      token: (await client.CreateLink({ account_id: ALICE, asset_id: second, expires_at: '' })).state!.link!
        .token,
    });
    const folder = (url: string) => new URL(url).pathname.split('/').slice(0, -1).join('/');
    for (const resolved of [one, two]) {
      for (const url of [resolved.file_url, resolved.thumbnail_url]) {
        expect(new URL(url).pathname).toMatch(/^\/media\/shared\/[0-9a-f]{32}\/(video\.mp4|poster\.jpg)$/);
        for (const secret of [first, second, studio.keyPrefixOf(ALICE)]) expect(url).not.toContain(secret);
      }
    }
    expect(folder(one.file_url)).not.toBe(folder(two.file_url));
    expect(Object.keys(one).sort()).toEqual([
      'duration_s',
      'expires_at',
      'file_url',
      'height',
      'thumbnail_url',
      'width',
    ]);
  });

  it("answers not found for a disabled owner's link, and resolves it again once the owner is enabled", async () => {
    const { client } = fixture;
    const owner = await fixture.account();
    const asset = video(owner);
    const link = (await client.CreateLink({ account_id: owner, asset_id: asset, expires_at: '' })).state!
      .link!;
    await fixture.setActive(owner, false);
    await expect(client.ResolveToken({ token: link.token })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Not found.',
    });
    await fixture.setActive(owner, true);
    expect((await client.ResolveToken({ token: link.token })).width).toBe(1920);
  });

  it('answers unknown, malformed and guessed tokens alike as not found', async () => {
    const { client } = fixture;
    const asset = video(ALICE);
    const link = (await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' })).state!
      .link!;
    const neighbour = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [neighbour, link.token.slice(1), `${link.token}=`, '', "' or 1=1 --"]) {
      await expect(client.ResolveToken({ token })).rejects.toMatchObject({
        kind: 'not_found',
        message: 'Not found.',
      });
    }
  });

  it('stops resolving once the studio no longer has the asset', async () => {
    const { client, studio } = fixture;
    const asset = video(ALICE);
    const link = (await client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' })).state!
      .link!;
    studio.remove(asset);
    await expect(client.ResolveToken({ token: link.token })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(client.GetSharing({ account_id: ALICE, asset_id: asset })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('schema guarantees', () => {
  it('refuses a second open link of one asset, a malformed token and another permission', async () => {
    const asset = video(ALICE);
    await fixture.client.CreateLink({ account_id: ALICE, asset_id: asset, expires_at: '' });
    const insert = (token: string, permission = 'view', target = asset) =>
      sql(
        fixture.sharing.orm,
        `insert into sharing.share_links (id, token, account_id, asset_id, permission, created_at, updated_at)
         values (?, ?, ?, ?, ?, now(), now())`,
        [uuidv7(), token, ALICE, target, permission],
      );
    await expect(insert('A'.repeat(32))).rejects.toThrow(/share_links_one_open_per_asset/);
    await expect(insert('short', 'view', uuidv7())).rejects.toThrow(/share_links_token_shape/);
    await expect(insert('B'.repeat(32), 'edit', uuidv7())).rejects.toThrow(/share_links_permission_check/);
  });

  it('serves the standard gRPC health service', async () => {
    const health = createHealthChecker(fixture.sharing.address);
    expect(await health.check()).toBe(true);
    expect(await health.check(SHARING_SERVICE_NAME)).toBe(true);
    health.close();
  });
});

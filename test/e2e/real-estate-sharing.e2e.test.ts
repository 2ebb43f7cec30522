// Sharing a real estate project video (issue 10) through the gateway over HTTP, as studio videos
// are shared: billing, real estate and sharing in-process and real. The public page `/s/{token}`
// plays the link's own copy under `shared/<tag>/`; another account's video, or the video named
// under another project, is a 404; a disabled owner's page is a 404 until it is enabled again;
// a revoke ends the page and the media URLs already handed out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type JsonBody } from './support/studio-stack.ts';
import { OWNER_TAGS, download, frameChecksums, makeVideo, mediaTags } from '@platform/testkit/media';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const BASE = '/api/v2/real-estate/projects';
let stack: RealEstateStack;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  stack = await startRealEstateStack({ sharing: true });
  owner = await stack.account();
  stranger = await stack.account();
});
afterAll(async () => {
  await stack?.close();
});

async function ok(
  method: string,
  path: string,
  body?: unknown,
  status = 200,
  account = owner,
): Promise<JsonBody> {
  const answer = await api(stack, account, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

async function uploadVideo(projectId: string): Promise<JsonBody> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await makeVideo(320, 240, 2))], { type: 'video/mp4' }),
    'front-door.mp4',
  );
  return ok('POST', `${BASE}/${projectId}/assets/videos/`, form, 201);
}

/** The public page of a token: status and the video source it plays (unescaped). */
async function page(token: string): Promise<{ status: number; media: string }> {
  const response = await fetch(`${stack.url}/s/${token}`);
  const html = await response.text();
  return {
    status: response.status,
    media: (/<video [^>]*src="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&#38;', '&'),
  };
}

describe('sharing a project video', () => {
  it('shares, plays its own copy publicly, keeps the token, and revokes', async () => {
    const project = await ok('POST', `${BASE}/`, { name: '3 Bay Rd' }, 201);
    const video = await uploadVideo(project.id);
    const path = `${BASE}/${project.id}/assets/videos/${video.id}/sharing/`;

    expect(await ok('GET', path)).toEqual({ id: video.id, shareable_resource_link: null });
    const created = await ok('POST', path, {}, 201);
    const link = created.shareable_resource_link;
    expect(link).toMatchObject({ permission: 'view', owner: Number(owner.id), expires_at: null });
    expect(link.url).toBe(`${stack.url}/s/${link.token}`);
    expect(await ok('GET', path)).toEqual(created);
    // Sharing again keeps the token (pages already handed out keep working) and sets the expiry.
    const expiry = new Date(Date.now() + 86_400_000).toISOString();
    const kept = await ok('POST', path, { expires_at: expiry }, 200);
    expect(kept.shareable_resource_link.token).toBe(link.token);
    expect(Date.parse(kept.shareable_resource_link.expires_at)).toBe(Date.parse(expiry));

    // The page plays the link's own copy: the owner's pictures frame for frame, without the
    // file's metadata, under a folder that names neither the account nor the asset.
    const shared = await page(link.token);
    expect(shared.status).toBe(200);
    const mediaPath = new URL(shared.media).pathname;
    // The bucket, then the link's folder and file: no account folder, no asset id.
    expect(mediaPath).toMatch(/^\/[^/]+\/shared\/[0-9a-f]{32}\/video\.mp4$/);
    expect(mediaPath).not.toContain(video.id);
    const original = await download(
      (await ok('GET', `${BASE}/${project.id}/assets/videos/${video.id}/`)).file,
    );
    const copy = await download(shared.media);
    expect(await frameChecksums(copy)).toEqual(await frameChecksums(original));
    const tags = await mediaTags(copy);
    for (const one of [tags.format, ...tags.streams])
      for (const name of Object.keys(OWNER_TAGS)) expect(one).not.toHaveProperty(name);

    // A disabled owner's page is gone while it stays disabled.
    await stack.setActive(owner, false);
    expect((await page(link.token)).status).toBe(404);
    await stack.setActive(owner, true);
    expect((await page(link.token)).status).toBe(200);

    await ok('DELETE', path, undefined, 204);
    expect(await ok('GET', path)).toEqual({ id: video.id, shareable_resource_link: null });
    expect((await page(link.token)).status).toBe(404);
    // The copy went with the link, so a media URL handed out before stops working at once.
    expect((await fetch(shared.media)).status).toBe(404);
    await ok('DELETE', path, undefined, 204);
  });

  it('answers 404 for another account, another project and unknown videos, and changes nothing', async () => {
    const project = await ok('POST', `${BASE}/`, { name: '9 Hill St' }, 201);
    const other = await ok('POST', `${BASE}/`, { name: '11 Hill St' }, 201);
    const video = await uploadVideo(project.id);
    const path = `${BASE}/${project.id}/assets/videos/${video.id}/sharing/`;
    const strangersProject = await ok('POST', `${BASE}/`, { name: 'Elsewhere' }, 201, stranger);
    const wrong = [
      { account: stranger, path },
      { account: stranger, path: `${BASE}/${strangersProject.id}/assets/videos/${video.id}/sharing/` },
      { account: owner, path: `${BASE}/${other.id}/assets/videos/${video.id}/sharing/` },
      { account: owner, path: `${BASE}/${project.id}/assets/videos/${crypto.randomUUID()}/sharing/` },
    ];
    for (const { account, path: target } of wrong) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const answer = await api(stack, account, method, target, method === 'POST' ? {} : undefined);
        expect(answer.status, `${method} ${target}`).toBe(404);
      }
    }
    expect(await ok('GET', path)).toEqual({ id: video.id, shareable_resource_link: null });
    const bad = await api(stack, owner, 'POST', path, { expires_at: '2001-01-01T00:00:00Z' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['expires_at']);
    expect(await ok('GET', path)).toEqual({ id: video.id, shareable_resource_link: null });
  });

  it('stops the page when the shared video is deleted', async () => {
    const project = await ok('POST', `${BASE}/`, { name: '5 Shore Ln' }, 201);
    const video = await uploadVideo(project.id);
    const link = (await ok('POST', `${BASE}/${project.id}/assets/videos/${video.id}/sharing/`, {}, 201))
      .shareable_resource_link;
    expect((await page(link.token)).status).toBe(200);
    await ok('DELETE', `${BASE}/${project.id}/assets/videos/${video.id}/`, undefined, 204);
    expect((await page(link.token)).status).toBe(404);
  });
});

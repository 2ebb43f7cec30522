// Shots against real PostgreSQL and S3: demo photos, order kept 0..n-1 under concurrent reorders
// and deletes, crop rules, the computed durations, and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGrpcError } from '@platform/errors';
import type { Shot__Output } from '@platform/protos/generated/real_estate/v1/Shot.ts';
import { grpcFailure } from '@platform/testkit';
import { startRealEstateFixture, type RealEstateFixture } from '../testing/real-estate.fixture.ts';

let fx: RealEstateFixture;
beforeAll(async () => {
  fx = await startRealEstateFixture();
});
afterAll(async () => {
  await fx?.close();
});

async function demoProject(account: string) {
  const project = await fx.client.CreateProject({ account_id: account, fields: { name: 'Demo' } });
  const { shots } = await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
  return { project, shots };
}

/** Pre-signed URLs carry the second they were signed: compare what they point at. */
const withoutSignatures = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' && item.startsWith('http') ? item.split('?')[0] : item,
    ),
  );

const orders = async (account: string, projectId: string) =>
  (
    await fx.client.ListShots({ account_id: account, project_id: projectId, page: { limit: 100, offset: 0 } })
  ).results.map((shot) => shot.order);

describe('demo photos', () => {
  it('turns the shipped photos into image assets and ordered shots of an empty project', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    expect(shots.length).toBeGreaterThanOrEqual(6);
    expect(shots.map((shot) => shot.order)).toEqual(shots.map((_, index) => index));
    for (const shot of shots) {
      expect(shot.image?.width).toBeGreaterThanOrEqual(1920);
      expect(shot.image?.height).toBeGreaterThanOrEqual(1280);
      expect(shot.first_frame?.id).toBe(shot.image?.id);
      expect(shot).toMatchObject({
        camera_movement: 'auto',
        playback_speed: 1,
        requested_duration_s: 4,
        duration_s: 4,
        project_real_estate: project.id,
      });
    }
    const photo = await fetch(shots[0]!.image!.file!);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const images = await fx.client.ListAssets({
      account_id: account,
      project_id: project.id,
      kind: 'image',
      page: { limit: 100, offset: 0 },
    });
    expect(Number(images.count)).toBe(shots.length);
    const read = await fx.client.GetProject({ account_id: account, id: project.id });
    expect(read).toMatchObject({
      shot_count: shots.length,
      requested_duration_s: 4 * shots.length,
      duration_s: 4 * shots.length,
      ready_for_render: false,
    });
    const again = await grpcFailure(fx.client.UseDemoPhotos({ account_id: account, id: project.id }));
    expect(again.kind).toBe('validation');
    expect(
      Number(
        (await fx.client.ListAssets({ account_id: account, project_id: project.id, kind: 'image' })).count,
      ),
    ).toBe(shots.length);
    expect(
      (await grpcFailure(fx.client.UseDemoPhotos({ account_id: fx.account(), id: project.id }))).kind,
    ).toBe('not_found');
  });
});

describe('shots', () => {
  it('creates a shot from a project image, appended last, with every field', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const created = await fx.client.CreateShot({
      account_id: account,
      project_id: project.id,
      image: shots[2]!.image!.id,
      fields: {
        camera_movement: 'dolly_in',
        transition_in: 'fade',
        playback_speed: 2,
        crop_x: 0.1,
        crop_width: 0.8,
        animation_prompt: 'slow push in',
        vfx_prompt: 'warm light',
      },
    });
    expect(created).toMatchObject({
      order: shots.length,
      camera_movement: 'dolly_in',
      transition_in: 'fade',
      crop_x: 0.1,
      crop_width: 0.8,
      vfx_prompt: 'warm light',
    });
    expect(created.animation_prompt?.text).toBe('slow push in');
    // Without a video a shot counts 4 s whatever its speed.
    expect([created.requested_duration_s, created.duration_s]).toEqual([4, 4]);
    const stranger = fx.account();
    const theirs = await demoProject(stranger);
    const foreign = await grpcFailure(
      fx.client.CreateShot({
        account_id: account,
        project_id: project.id,
        image: theirs.shots[0]!.image!.id,
      }),
    );
    expect(foreign.fieldErrors).toHaveProperty('image');
  });

  it('refuses bad crops, speeds and enums with field errors and changes nothing', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const shot = shots[0]!;
    const bad = await grpcFailure(
      fx.client.UpdateShot({
        account_id: account,
        project_id: project.id,
        shot_id: shot.id,
        fields: {
          crop_x: 0.6,
          crop_width: 0.5,
          crop_y: -0.1,
          playback_speed: 5,
          camera_movement: 'spin',
          selected_video: '00000000-0000-7000-8000-000000000000',
        },
      }),
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(
      ['camera_movement', 'crop_width', 'crop_y', 'playback_speed', 'selected_video'].sort(),
    );
    const after = await fx.client.GetShot({ account_id: account, project_id: project.id, shot_id: shot.id });
    expect(withoutSignatures(after)).toEqual(withoutSignatures(shot));
    const cropped = await fx.client.UpdateShot({
      account_id: account,
      project_id: project.id,
      shot_id: shot.id,
      fields: { crop_x: 0.25, crop_y: 0, crop_width: 0.75, crop_height: 1 },
    });
    expect([cropped.crop_x, cropped.crop_y, cropped.crop_width, cropped.crop_height]).toEqual([
      0.25, 0, 0.75, 1,
    ]);
    const cleared = await fx.client.UpdateShot({
      account_id: account,
      project_id: project.id,
      shot_id: shot.id,
      fields: { clear_crop_x: true, clear_crop_width: true },
    });
    expect(cleared.crop_x).toBeUndefined();
    expect(cleared.crop_height).toBe(1);
  });

  it('closes the gap on delete and keeps 0..n-1 under concurrent reorders and deletes', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    await fx.client.DeleteShot({ account_id: account, project_id: project.id, shot_id: shots[1]!.id });
    expect(await orders(account, project.id)).toEqual(shots.slice(1).map((_, index) => index));
    const remaining = shots.filter((_, index) => index !== 1).map((shot) => shot.id);
    const reversed = [...remaining].reverse();
    const reordered = await fx.client.ReorderShots({
      account_id: account,
      project_id: project.id,
      shot_ids: reversed,
    });
    expect(reordered.shots.map((shot: Shot__Output) => shot.id)).toEqual(reversed);

    // Several reorders and deletes at once: each either applies whole or fails; never a gap.
    const victims = [remaining[0]!, remaining[3]!];
    const rotations = [1, 2, 3].map((k) => [...remaining.slice(k), ...remaining.slice(0, k)]);
    const outcomes = await Promise.allSettled([
      ...rotations.map((ids) =>
        fx.client.ReorderShots({ account_id: account, project_id: project.id, shot_ids: ids }),
      ),
      ...victims.map((id) =>
        fx.client.DeleteShot({ account_id: account, project_id: project.id, shot_id: id }),
      ),
    ]);
    expect(outcomes.slice(3).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    for (const outcome of outcomes.slice(0, 3)) {
      if (outcome.status === 'rejected')
        expect(fromGrpcError(outcome.reason).fieldErrors).toHaveProperty('shot_ids');
    }
    const final = await fx.client.ListShots({
      account_id: account,
      project_id: project.id,
      page: { limit: 100, offset: 0 },
    });
    expect(final.results.map((shot) => shot.order)).toEqual(final.results.map((_, index) => index));
    expect(final.results.map((shot) => shot.id).sort()).toEqual(
      remaining.filter((id) => !victims.includes(id)).sort(),
    );
    expect((await fx.client.GetProject({ account_id: account, id: project.id })).shot_count).toBe(
      final.results.length,
    );

    const partial = await grpcFailure(
      fx.client.ReorderShots({
        account_id: account,
        project_id: project.id,
        shot_ids: final.results.slice(1).map((shot) => shot.id),
      }),
    );
    expect(partial.fieldErrors).toHaveProperty('shot_ids');
  });

  it('hides another account’s shots', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const other = fx.account();
    for (const call of [
      () => fx.client.GetShot({ account_id: other, project_id: project.id, shot_id: shots[0]!.id }),
      () =>
        fx.client.UpdateShot({
          account_id: other,
          project_id: project.id,
          shot_id: shots[0]!.id,
          fields: { playback_speed: 2 },
        }),
      () => fx.client.DeleteShot({ account_id: other, project_id: project.id, shot_id: shots[0]!.id }),
      () => fx.client.ListShots({ account_id: other, project_id: project.id }),
      () =>
        fx.client.ReorderShots({
          account_id: other,
          project_id: project.id,
          shot_ids: shots.map((shot) => shot.id),
        }),
      () =>
        fx.client.GetAsset({
          account_id: other,
          project_id: project.id,
          kind: 'image',
          id: shots[0]!.image!.id,
        }),
      () =>
        fx.client.DeleteAsset({
          account_id: other,
          project_id: project.id,
          kind: 'image',
          id: shots[0]!.image!.id,
        }),
    ]) {
      expect((await grpcFailure(call())).kind).toBe('not_found');
    }
    expect(await orders(account, project.id)).toEqual(shots.map((_, index) => index));
  });

  it('deletes a project with its files', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const url = shots[0]!.image!.file!;
    expect((await fetch(url)).status).toBe(200);
    await fx.client.DeleteProject({ account_id: account, id: project.id });
    expect((await fetch(url)).status).toBe(404);
    const left = await fx.sql<{ n: string }>(
      `select count(*) as n from real_estate.image_assets where project_id = ?`,
      [project.id],
    );
    expect(Number(left[0]?.n)).toBe(0);
  });
});

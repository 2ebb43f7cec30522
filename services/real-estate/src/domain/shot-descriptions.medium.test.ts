// Descriptions of shots by studio's image-to-text jobs, against real PostgreSQL, S3 and NATS: the
// check studio makes at creation (tenancy of the project, the shot and the image), and the
// ShotDescribedEvent consumer (stored once, the later job's description kept, a deleted shot or
// another account's shot left alone without blocking the events after it).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHOT_DESCRIBED_KIND, type ShotDescribedEvent } from '@platform/jobs';
import { uuidV7Ids } from '@platform/job-lifecycle';
import { startRealEstateFixture, type RealEstateFixture } from '../testing/real-estate.fixture.ts';

let fx: RealEstateFixture;
beforeAll(async () => {
  fx = await startRealEstateFixture();
});
afterAll(async () => {
  await fx?.close();
});

async function demoProject(account: string) {
  const project = await fx.client.CreateProject({ account_id: account, fields: { name: 'Described' } });
  const { shots } = await fx.client.UseDemoPhotos({ account_id: account, id: project.id });
  return { project, shots };
}

const described = (
  account: string,
  projectId: string,
  shotId: string,
  text: string,
  jobId = uuidV7Ids.next(),
): ShotDescribedEvent => ({
  job_id: jobId,
  account_id: account,
  project_id: projectId,
  shot_id: shotId,
  text,
  at: new Date().toISOString(),
});

const publish = (event: ShotDescribedEvent, msgId: string = randomUUID()) =>
  fx.publishEvent(SHOT_DESCRIBED_KIND, event, msgId);

const stored = async (shotId: string) =>
  (
    await fx.sql<{ description_job_id: string | null; description_text: string | null }>(
      'select description_job_id, description_text from real_estate.shots where id = ?',
      [shotId],
    )
  )[0];

const processed = async (msgId: string) =>
  (
    await fx.sql('select 1 from real_estate.processed_messages where consumer = ? and message_id = ?', [
      'real-estate-descriptions',
      msgId,
    ])
  ).length === 1;

describe('the check studio makes when it creates a description job', () => {
  it("finds the account's project, its shot and an image of the project", async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const shot = shots[1]!;
    const found = await fx.client.CheckShotDescription({
      account_id: account,
      project_id: project.id,
      shot_id: shot.id,
      image_asset_id: shot.image!.id,
    });
    expect(found.project_found).toBe(true);
    expect(found.shot_found).toBe(true);
    expect(found.image_asset_id).toBe(shot.image!.id);
    const [row] = await fx.sql<{ file_key: string }>(
      'select file_key from real_estate.image_assets where id = ?',
      [shot.image!.id],
    );
    expect(found.image_key).toBe(row!.file_key);

    const noImage = await fx.client.CheckShotDescription({
      account_id: account,
      project_id: project.id,
      shot_id: shot.id,
      image_asset_id: '',
    });
    expect(noImage).toMatchObject({
      project_found: true,
      shot_found: true,
      image_asset_id: '',
      image_key: '',
    });
  });

  it('finds nothing of another account, and no shot or image of another project', async () => {
    const owner = fx.account();
    const { project, shots } = await demoProject(owner);
    const other = await demoProject(owner);
    const stranger = await fx.client.CheckShotDescription({
      account_id: fx.account(),
      project_id: project.id,
      shot_id: shots[0]!.id,
      image_asset_id: shots[0]!.image!.id,
    });
    expect(stranger).toMatchObject({
      project_found: false,
      shot_found: false,
      image_asset_id: '',
      image_key: '',
    });
    const foreignShot = await fx.client.CheckShotDescription({
      account_id: owner,
      project_id: project.id,
      shot_id: other.shots[0]!.id,
      image_asset_id: other.shots[0]!.image!.id,
    });
    expect(foreignShot).toMatchObject({
      project_found: true,
      shot_found: false,
      image_asset_id: '',
      image_key: '',
    });
    const garbage = await fx.client.CheckShotDescription({
      account_id: owner,
      project_id: 'not-a-uuid',
      shot_id: 'nor-this',
      image_asset_id: 'x',
    });
    expect(garbage).toMatchObject({ project_found: false, shot_found: false });
  });
});

describe('shot descriptions from studio', () => {
  it('stores the text and the job on the shot, once, and shows description_job in the shot read', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const shot = shots[0]!;
    expect(shot.description_job ?? null).toBeNull();
    const event = described(account, project.id, shot.id, 'A bright living room with a grey sofa.');
    const msgId = randomUUID();
    await publish(event, msgId);
    await vi.waitFor(
      async () =>
        expect(await stored(shot.id)).toEqual({
          description_job_id: event.job_id,
          description_text: event.text,
        }),
      { timeout: 15_000, interval: 50 },
    );
    expect(
      (await fx.client.GetShot({ account_id: account, project_id: project.id, shot_id: shot.id }))
        .description_job,
    ).toBe(event.job_id);
    expect(await processed(msgId)).toBe(true);
  });

  it('keeps the description of the later-created job whichever completes last', async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const shot = shots[2]!;
    const earlier = described(account, project.id, shot.id, 'Earlier description.');
    const later = described(account, project.id, shot.id, 'Later description.');
    await publish(later);
    await vi.waitFor(async () => expect((await stored(shot.id))?.description_job_id).toBe(later.job_id), {
      timeout: 15_000,
      interval: 50,
    });
    const earlierId = randomUUID();
    await publish(earlier, earlierId);
    await vi.waitFor(async () => expect(await processed(earlierId)).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    expect(await stored(shot.id)).toEqual({ description_job_id: later.job_id, description_text: later.text });
  });

  it("leaves a deleted shot, a deleted project and another account's shot alone, and goes on with the next events", async () => {
    const account = fx.account();
    const { project, shots } = await demoProject(account);
    const gone = shots[0]!;
    await fx.client.DeleteShot({ account_id: account, project_id: project.id, shot_id: gone.id });
    const deletedProject = await demoProject(account);
    await fx.client.DeleteProject({ account_id: account, id: deletedProject.project.id });
    const stranger = fx.account();
    const target = shots[1]!;
    await publish(described(account, project.id, gone.id, 'For a deleted shot.'));
    await publish(
      described(account, deletedProject.project.id, deletedProject.shots[0]!.id, 'For a deleted project.'),
    );
    await publish(described(stranger, project.id, target.id, 'From another account.'));
    const next = described(account, project.id, shots[2]!.id, 'The next one.');
    await publish(next);
    await vi.waitFor(async () => expect((await stored(shots[2]!.id))?.description_job_id).toBe(next.job_id), {
      timeout: 15_000,
      interval: 50,
    });
    expect(await stored(gone.id)).toBeUndefined();
    expect(await stored(target.id)).toEqual({ description_job_id: null, description_text: null });
    const dead = await fx.sql<{ n: string }>(
      `select count(*) as n from real_estate.shots where project_id = ?`,
      [deletedProject.project.id],
    );
    expect(Number(dead[0]!.n)).toBe(0);
  });
});

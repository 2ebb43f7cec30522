// Image-to-text jobs that describe a real estate shot, with the real estate service running for
// real beside studio (its own schema, the same bus namespace): the pair is checked with it at
// creation (tenancy, a shot of that project, both or neither), the image may be the shot's own,
// a refused request writes nothing, and a completion reaches the shot through studio's outbox
// and real estate's consumer, also when the shot or the project was deleted while the job ran.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetKeys } from '@platform/assets';
import { fromGrpcError } from '@platform/errors';
import {
  startRealEstateFixture,
  type RealEstateFixture,
} from '../../services/real-estate/src/testing/real-estate.fixture.ts';
import { makeImage } from '@platform/testkit/media';
import {
  eventually,
  startStudioFixture,
  type StudioFixture,
} from '../../services/studio/src/testing/studio.fixture.ts';

let re: RealEstateFixture;
let f: StudioFixture;
let accountId: string;

beforeAll(async () => {
  re = await startRealEstateFixture();
  f = await startStudioFixture({ busPrefix: re.busPrefix, realEstateAddress: re.handle.address });
  accountId = await f.account('10');
});

afterAll(async () => {
  await re?.close();
  await f?.close();
});

async function listing(account = accountId) {
  const project = await re.client.CreateProject({
    account_id: account,
    fields: { name: 'Described listing' },
  });
  const { shots } = await re.client.UseDemoPhotos({ account_id: account, id: project.id });
  return { project, shots };
}

async function studioImage(): Promise<string> {
  const staging = new AssetKeys(f.keys, 'studio').staging(accountId, randomUUID());
  const data = await makeImage(64, 48);
  await f.storage.put(staging, data, { contentType: 'image/png', size: data.length });
  return (
    await f.client.RegisterUpload({
      account_id: accountId,
      kind: 'ASSET_KIND_IMAGE',
      staging_key: staging,
      name: '',
      file_name: 'room.png',
      tags: [],
    })
  ).image!.id;
}

const create = (
  fields: {
    image_asset: string;
    project_real_estate?: string;
    real_estate_shot?: string;
    project?: string;
    shot?: string;
  },
  account = accountId,
) => f.client.CreateImageToTextJob({ account_id: account, fidelity_level: 'mid', ...fields });

async function refusal(call: Promise<unknown>) {
  const err = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(err, 'the call should have failed').toBeDefined();
  return fromGrpcError(err);
}

const jobRows = () => f.sql<{ n: string }>('select count(*) as n from studio.jobs');
const shotRow = async (shotId: string) =>
  (
    await re.sql<{ description_job_id: string | null; description_text: string | null }>(
      'select description_job_id, description_text from real_estate.shots where id = ?',
      [shotId],
    )
  )[0];
const complete = (jobId: string, text: string) =>
  f.publishStatus(
    { job_id: jobId, kind: 'image_to_text', status: 'completed', outputs: { text } },
    `${jobId}:done`,
  );
const read = (id: string) => f.client.GetImageToTextJob({ account_id: accountId, project_id: '', id });

describe('creating a description job for a real estate shot', () => {
  it("describes the shot's own image: the job names the pair and the worker gets the project image's key", async () => {
    const { project, shots } = await listing();
    const shot = shots[1]!;
    const created = await create({
      image_asset: shot.image!.id,
      project_real_estate: project.id,
      real_estate_shot: shot.id,
    });
    expect(created).toMatchObject({
      image_asset: shot.image!.id,
      project_real_estate: project.id,
      real_estate_shot: shot.id,
    });
    expect(created.job?.status).toBe('queued');
    expect(created.project ?? null).toBeNull();
    const [message] = await f.sql<{ payload: { image_key: string } }>(
      `select payload from studio.outbox_messages where payload->>'job_id' = ?`,
      [created.job!.id],
    );
    const [image] = await re.sql<{ file_key: string }>(
      'select file_key from real_estate.image_assets where id = ?',
      [shot.image!.id],
    );
    expect(message!.payload.image_key).toBe(image!.file_key);
  });

  it("describes one of the account's studio images for the shot when the request names one", async () => {
    const { project, shots } = await listing();
    const imageId = await studioImage();
    const created = await create({
      image_asset: imageId,
      project_real_estate: project.id,
      real_estate_shot: shots[0]!.id,
    });
    expect(created).toMatchObject({
      image_asset: imageId,
      project_real_estate: project.id,
      real_estate_shot: shots[0]!.id,
    });
  });

  it("refuses another account's project, a shot of another project, an image of another project and half a pair, writing nothing", async () => {
    const { project, shots } = await listing();
    const other = await listing();
    const stranger = await listing(String(Number(accountId) + 100_000));
    const ownImage = await studioImage();
    const before = Number((await jobRows())[0]!.n);
    const balance = await f.balance(accountId);
    const cases: Array<[Parameters<typeof create>[0], Record<string, string[]>]> = [
      [
        {
          image_asset: stranger.shots[0]!.image!.id,
          project_real_estate: stranger.project.id,
          real_estate_shot: stranger.shots[0]!.id,
        },
        {
          project_real_estate: [`Invalid pk "${stranger.project.id}" - object does not exist.`],
          image_asset: [`Invalid pk "${stranger.shots[0]!.image!.id}" - object does not exist.`],
        },
      ],
      [
        {
          image_asset: shots[0]!.image!.id,
          project_real_estate: project.id,
          real_estate_shot: other.shots[0]!.id,
        },
        { real_estate_shot: [`Invalid pk "${other.shots[0]!.id}" - object does not exist.`] },
      ],
      [
        {
          image_asset: other.shots[0]!.image!.id,
          project_real_estate: project.id,
          real_estate_shot: shots[0]!.id,
        },
        { image_asset: [`Invalid pk "${other.shots[0]!.image!.id}" - object does not exist.`] },
      ],
      [
        { image_asset: ownImage, project_real_estate: project.id },
        { real_estate_shot: ['This field is required when project_real_estate is given.'] },
      ],
      [
        { image_asset: ownImage, real_estate_shot: shots[0]!.id },
        { project_real_estate: ['This field is required when real_estate_shot is given.'] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const err = await refusal(create(fields));
      expect(err.kind, JSON.stringify(fields)).toBe('validation');
      expect(err.fieldErrors, JSON.stringify(fields)).toEqual(errors);
    }
    expect(Number((await jobRows())[0]!.n)).toBe(before);
    expect(await f.balance(accountId)).toBe(balance);
  });
});

describe('completing it', () => {
  it('stores the text on the shot with description_job, through the bus', async () => {
    const { project, shots } = await listing();
    const shot = shots[2]!;
    const job = (
      await create({
        image_asset: shot.image!.id,
        project_real_estate: project.id,
        real_estate_shot: shot.id,
      })
    ).job!;
    await complete(job.id, 'A modern kitchen with an island and pendant lights.');
    const done = await eventually(
      () => read(job.id),
      (answer) => answer.job?.status === 'completed',
    );
    expect(done.text?.text).toBe('A modern kitchen with an island and pendant lights.');
    await eventually(
      () => shotRow(shot.id),
      (row) => row?.description_job_id === job.id,
    );
    expect(await shotRow(shot.id)).toEqual({
      description_job_id: job.id,
      description_text: 'A modern kitchen with an island and pendant lights.',
    });
    expect(
      (await re.client.GetShot({ account_id: accountId, project_id: project.id, shot_id: shot.id }))
        .description_job,
    ).toBe(job.id);
  });

  it('completes and charges normally when the shot or the project was deleted while the job ran', async () => {
    const { project, shots } = await listing();
    const gone = shots[0]!;
    const kept = shots[1]!;
    const deleted = await listing();
    const forGone = (
      await create({
        image_asset: gone.image!.id,
        project_real_estate: project.id,
        real_estate_shot: gone.id,
      })
    ).job!;
    const forDeletedProject = (
      await create({
        image_asset: deleted.shots[0]!.image!.id,
        project_real_estate: deleted.project.id,
        real_estate_shot: deleted.shots[0]!.id,
      })
    ).job!;
    await re.client.DeleteShot({ account_id: accountId, project_id: project.id, shot_id: gone.id });
    await re.client.DeleteProject({ account_id: accountId, id: deleted.project.id });
    await complete(forGone.id, 'A bathroom.');
    await complete(forDeletedProject.id, 'A facade.');
    for (const id of [forGone.id, forDeletedProject.id]) {
      const done = await eventually(
        () => read(id),
        (answer) => answer.job?.status === 'completed',
      );
      expect(done.job?.cost_credits).not.toBe('0.0000');
    }
    // A later description for a shot that still exists goes through: the two above did not block the consumer.
    const next = (
      await create({
        image_asset: kept.image!.id,
        project_real_estate: project.id,
        real_estate_shot: kept.id,
      })
    ).job!;
    await complete(next.id, 'A bedroom.');
    await eventually(
      () => shotRow(kept.id),
      (row) => row?.description_job_id === next.id,
    );
    expect(await shotRow(gone.id)).toBeUndefined();
  });
});

// Endpoint 4 for a real estate shot, over HTTP with the real media worker: an image-to-text job
// created with project_real_estate and real_estate_shot describes the shot's photo; once it
// completes the shot read shows description_job and real estate holds the text (what the listing
// script reads). Another account's project or shot is refused with the endpoint's field errors,
// and nothing is written or charged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, waitFor, type JsonBody } from './support/studio-stack.ts';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const BASE = '/api/v2/real-estate/projects';
const I2T = '/api/v2/studio/jobs/image-to-text/';
let stack: RealEstateStack;
let owner: Account;
let project: JsonBody;
let shots: JsonBody[];

beforeAll(async () => {
  stack = await startRealEstateStack({ studio: true });
  await stack.startWorker();
  owner = await stack.account('20');
  project = (await api(stack, owner, 'POST', `${BASE}/`, { name: 'Described listing' })).body;
  shots = (await api(stack, owner, 'POST', `${BASE}/${project.id}/use-demo-photos/`)).body;
});
afterAll(async () => {
  await stack?.close();
});

const shotPath = (shot: JsonBody) => `${BASE}/${project.id}/shots/${shot.id}/`;

describe('describing a real estate shot (endpoint 4)', () => {
  it("describes the shot photo and sets the shot's description_job when the job completes", async () => {
    const shot = shots[0]!;
    expect((await api(stack, owner, 'GET', shotPath(shot))).body.description_job).toBeNull();
    const created = await api(stack, owner, 'POST', I2T, {
      image_asset: shot.image.id,
      project_real_estate: project.id,
      real_estate_shot: shot.id,
      fidelity_level: 'high',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      image_asset: shot.image.id,
      fidelity_level: 'high',
      project_real_estate: project.id,
      real_estate_shot: shot.id,
      project: null,
      shot: null,
    });
    const jobPath = `${I2T}${created.body.id}/`;
    const done = await waitFor(
      () => api(stack, owner, 'GET', jobPath),
      (answer) => ['completed', 'failed'].includes(answer.body.status),
    );
    expect(done.body.status, JSON.stringify(done.body)).toBe('completed');
    expect(done.body.text.text.length).toBeGreaterThan(0);
    const described = await waitFor(
      () => api(stack, owner, 'GET', shotPath(shot)),
      (answer) => answer.body.description_job === created.body.id,
    );
    expect(described.body.description_job).toBe(created.body.id);
    const rows = await stack.realEstate.orm.em
      .fork()
      .getConnection()
      .execute<{ description_text: string }[]>(
        'select description_text from real_estate.shots where id = ?',
        [shot.id],
      );
    expect(rows[0]!.description_text).toBe(done.body.text.text);
    // The other shots are untouched.
    expect((await api(stack, owner, 'GET', shotPath(shots[1]!))).body.description_job).toBeNull();
  });

  it("refuses another account's project and shot with field errors, writing and charging nothing", async () => {
    const stranger = await stack.account('5');
    const strangerProject = (await api(stack, stranger, 'POST', `${BASE}/`, { name: 'Not yours' })).body;
    const strangerShots: JsonBody[] = (
      await api(stack, stranger, 'POST', `${BASE}/${strangerProject.id}/use-demo-photos/`)
    ).body;
    const ownerBalance = await stack.balance(owner);
    const jobsBefore = (await api(stack, owner, 'GET', I2T)).body.count;

    const theirs = await api(stack, owner, 'POST', I2T, {
      image_asset: strangerShots[0]!.image.id,
      project_real_estate: strangerProject.id,
      real_estate_shot: strangerShots[0]!.id,
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toEqual({
      errors: {
        project_real_estate: [`Invalid pk "${strangerProject.id}" - object does not exist.`],
        image_asset: [`Invalid pk "${strangerShots[0]!.image.id}" - object does not exist.`],
      },
      non_field_errors: [],
    });
    const foreignShot = await api(stack, owner, 'POST', I2T, {
      image_asset: shots[0]!.image.id,
      project_real_estate: project.id,
      real_estate_shot: strangerShots[0]!.id,
    });
    expect(foreignShot.status).toBe(400);
    expect(foreignShot.body).toEqual({
      errors: { real_estate_shot: [`Invalid pk "${strangerShots[0]!.id}" - object does not exist.`] },
      non_field_errors: [],
    });
    // And the stranger cannot describe the owner's shot either.
    const reversed = await api(stack, stranger, 'POST', I2T, {
      image_asset: shots[0]!.image.id,
      project_real_estate: project.id,
      real_estate_shot: shots[0]!.id,
    });
    expect(reversed.status).toBe(400);
    expect(Object.keys(reversed.body.errors).sort()).toEqual(['image_asset', 'project_real_estate']);

    expect(await stack.balance(owner)).toBe(ownerBalance);
    expect((await api(stack, owner, 'GET', I2T)).body.count).toBe(jobsBefore);
    expect((await api(stack, stranger, 'GET', I2T)).body.count).toBe(0);
  });
});

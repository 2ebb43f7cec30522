// The walk, as one client would do it through the gateway with the real media worker:
// a project with property data, uploaded photos, demo photos on a second project, shots ordered
// and cropped, shot video jobs with several camera moves (one cancelled), videos selected, a
// video asset deleted, an agent and a brand kit applied then edited and deleted with the project
// unchanged, and the project ready_for_render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, waitFor, type JsonBody } from './support/studio-stack.ts';
import { makeImage } from '@platform/testkit/media';
import { startRealEstateStack, type Account, type RealEstateStack } from './support/real-estate-stack.ts';

const RE = '/api/v2/real-estate';
let stack: RealEstateStack;
let client: Account;

beforeAll(async () => {
  stack = await startRealEstateStack();
  client = await stack.account('20');
});
afterAll(async () => {
  await stack?.close();
});

async function call(method: string, path: string, body?: unknown, status = 200): Promise<JsonBody> {
  const answer = await api(stack, client, method, `${RE}${path}`, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
  return answer.body;
}

const finished = (body: JsonBody) => ['completed', 'failed', 'expired', 'cancelled'].includes(body.status);

describe('a listing from start to ready_for_render', () => {
  it('walks the whole real estate flow', async () => {
    const project = await call(
      'POST',
      '/projects/',
      {
        name: '42 Wattle Rd',
        street_address: '42 Wattle Rd',
        suburb: 'Hawthorn',
        state: 'VIC',
        country_name: 'Australia',
        num_bedrooms: 4,
        num_bathrooms: 2,
        price_display: 'Auction',
        real_estate_type: 'house',
        video_format: '9:16',
      },
      201,
    );
    expect([project.requested_output_width, project.requested_output_height]).toEqual([1080, 1920]);

    // Photos uploaded by the client, one shot each.
    const shots: JsonBody[] = [];
    for (const name of ['front', 'lounge', 'kitchen']) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await makeImage(1280, 720, 'jpeg'))], { type: 'image/jpeg' }),
        `${name}.jpg`,
      );
      const photo = await call('POST', `/projects/${project.id}/assets/images/`, form, 201);
      shots.push(await call('POST', `/projects/${project.id}/shots/`, { image: photo.id }, 201));
    }
    // Demo photos go on a second project, not this one.
    const demoProject = await call('POST', '/projects/', { name: 'Demo' }, 201);
    expect(
      (await call('POST', `/projects/${demoProject.id}/use-demo-photos/`, undefined, 201)).length,
    ).toBeGreaterThanOrEqual(6);

    // Order, crop and moves.
    const order = [shots[1].id, shots[0].id, shots[2].id];
    await call('POST', `/projects/${project.id}/shots/reorder/`, { shot_ids: order });
    const moves: Record<string, string> = {
      [shots[0].id]: 'pan_right',
      [shots[1].id]: 'dolly_in',
      [shots[2].id]: 'pan_left',
    };
    for (const shot of shots) {
      await call('PATCH', `/projects/${project.id}/shots/${shot.id}/`, {
        camera_movement: moves[shot.id],
        crop_x: 0.1,
        crop_width: 0.8,
      });
    }

    // Shot video jobs: one cancelled while queued, the others rendered by the worker.
    const cancelled = await call(
      'POST',
      `/projects/${project.id}/shots/${shots[2].id}/video-jobs/`,
      { requested_video_duration: 2, requested_resolution: '480p' },
      201,
    );
    expect(
      (await call('POST', `/projects/${project.id}/shots/${shots[2].id}/video-jobs/${cancelled.id}/cancel/`))
        .status,
    ).toBe('cancelled');
    await stack.startWorker();
    const jobs: { shot: JsonBody; job: JsonBody }[] = [];
    for (const shot of shots) {
      const job = await call(
        'POST',
        `/projects/${project.id}/shots/${shot.id}/video-jobs/`,
        { requested_video_duration: 2, requested_resolution: '480p' },
        201,
      );
      jobs.push({ shot, job });
    }
    const videos: JsonBody[] = [];
    for (const { shot, job } of jobs) {
      const done = await waitFor(
        async () => call('GET', `/projects/${project.id}/shots/${shot.id}/video-jobs/${job.id}/`),
        finished,
        180_000,
        250,
      );
      expect(done.status, done.error_message).toBe('completed');
      expect(done.camera_movement).toBe(moves[shot.id]);
      videos.push(done.video);
    }
    // A second render of the first shot; the client keeps the first video and deletes the second.
    const extra = await call(
      'POST',
      `/projects/${project.id}/shots/${shots[0].id}/video-jobs/`,
      { requested_video_duration: 2, requested_resolution: '480p' },
      201,
    );
    const extraDone = await waitFor(
      async () => call('GET', `/projects/${project.id}/shots/${shots[0].id}/video-jobs/${extra.id}/`),
      finished,
      180_000,
      250,
    );
    expect(extraDone.status).toBe('completed');
    await call('PATCH', `/projects/${project.id}/shots/${shots[0].id}/`, { selected_video: videos[0].id });
    await call('DELETE', `/projects/${project.id}/assets/videos/${extraDone.video.id}/`, undefined, 204);
    expect((await call('GET', `/projects/${project.id}/assets/videos/`)).count).toBe(3);

    // Agent and brand kit: applied, then edited and deleted; the project keeps its copies.
    const agent = await call(
      'POST',
      '/agents/',
      {
        first_name: 'Lee',
        last_name: 'Nguyen',
        contact_number: '0400 000 111',
        contact_email: 'lee@agency.example',
      },
      201,
    );
    const kit = await call(
      'POST',
      '/brand-kits/',
      { name: 'Agency', primary_color: '#123456', font: 'Lato', outro_template_key: 'outro-agent-card' },
      201,
    );
    await call('POST', `/projects/${project.id}/apply-agent/`, { agent: agent.id });
    const branded = await call('POST', `/projects/${project.id}/apply-brand-kit/`, { brand_kit: kit.id });
    await call('PUT', `/agents/${agent.id}/`, { first_name: 'Someone', last_name: 'Else' });
    await call('PATCH', `/brand-kits/${kit.id}/`, { primary_color: '#FFFFFF' });
    await call('DELETE', `/agents/${agent.id}/`, undefined, 204);
    await call('DELETE', `/brand-kits/${kit.id}/`, undefined, 204);

    const final = await call('GET', `/projects/${project.id}/`);
    expect(final.outro_template_overrides).toEqual(branded.outro_template_overrides);
    expect(final.outro_template_overrides.agent.full_name).toBe('Lee Nguyen');
    expect(final.outro_template_overrides.brand.primary_color).toBe('#123456');
    expect(final).toMatchObject({ shot_count: 3, ready_for_render: true });
    expect(final.requested_duration_s).toBeCloseTo(
      videos.reduce((sum: number, video: JsonBody) => sum + video.duration_s, 0),
      2,
    );
    const listed = (await call('GET', `/projects/${project.id}/shots/`)).results;
    expect(listed.map((shot: JsonBody) => shot.id)).toEqual(order);
    expect(listed.map((shot: JsonBody) => shot.selected_video?.id)).toEqual([
      videos[1].id,
      videos[0].id,
      videos[2].id,
    ]);
  });
});

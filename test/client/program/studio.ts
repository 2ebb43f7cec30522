// The generation workspace: projects, shots, styles, assets and its three job kinds.
// Every operation of the area, once, as a client would call it (no casts: typed-client.test.ts).
import { formData, report, type ApiClient, type Ids } from './client.ts';

export async function studio(client: ApiClient, ids: Ids): Promise<string[]> {
  return [
    report(await client.GET('/api/v2/studio/projects/')),
    report(await client.POST('/api/v2/studio/projects/', { body: { name: 'x' } })),
    report(await client.GET('/api/v2/studio/projects/{id}/', { params: { path: { id: ids.uuid } } })),
    report(
      await client.PUT('/api/v2/studio/projects/{id}/', {
        params: { path: { id: ids.uuid } },
        body: { name: 'x' },
      }),
    ),
    report(await client.PATCH('/api/v2/studio/projects/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.DELETE('/api/v2/studio/projects/{id}/', { params: { path: { id: ids.uuid } } })),
    report(
      await client.GET('/api/v2/studio/projects/{project_pk}/shots/', {
        params: { path: { project_pk: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/studio/projects/{project_pk}/shots/', {
        params: { path: { project_pk: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/studio/projects/{project_pk}/shots/{shot_id}/', {
        params: { path: { project_pk: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.PUT('/api/v2/studio/projects/{project_pk}/shots/{shot_id}/', {
        params: { path: { project_pk: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.PATCH('/api/v2/studio/projects/{project_pk}/shots/{shot_id}/', {
        params: { path: { project_pk: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/studio/projects/{project_pk}/shots/{shot_id}/', {
        params: { path: { project_pk: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(await client.GET('/api/v2/studio/styles/')),
    report(await client.POST('/api/v2/studio/styles/', { body: { name: 'x' } })),
    report(await client.GET('/api/v2/studio/styles/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.DELETE('/api/v2/studio/styles/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.GET('/api/v2/studio/assets/images/')),
    report(
      await client.POST('/api/v2/studio/assets/images/', {
        body: { file: ids.file },
        bodySerializer: formData,
      }),
    ),
    report(
      await client.POST('/api/v2/studio/assets/images/uploads/', {
        body: { content_type: 'x', file_size: 1 },
      }),
    ),
    report(
      await client.POST('/api/v2/studio/assets/images/{id}/finalize/', {
        params: { path: { id: ids.uuid } },
      }),
    ),
    report(await client.GET('/api/v2/studio/assets/images/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.DELETE('/api/v2/studio/assets/images/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.GET('/api/v2/studio/assets/videos/')),
    report(
      await client.POST('/api/v2/studio/assets/videos/', {
        body: { file: ids.file },
        bodySerializer: formData,
      }),
    ),
    report(
      await client.POST('/api/v2/studio/assets/videos/uploads/', {
        body: { content_type: 'x', file_size: 1 },
      }),
    ),
    report(
      await client.POST('/api/v2/studio/assets/videos/{id}/finalize/', {
        params: { path: { id: ids.uuid } },
      }),
    ),
    report(await client.GET('/api/v2/studio/assets/videos/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.DELETE('/api/v2/studio/assets/videos/{id}/', { params: { path: { id: ids.uuid } } })),
    report(
      await client.POST('/api/v2/studio/projects/{project_pk}/jobs/text-to-image/', {
        params: { path: { project_pk: ids.uuid } },
        body: { prompt: 'x', model_name: 'zephyr_t2i' },
      }),
    ),
    report(
      await client.GET('/api/v2/studio/projects/{project_pk}/jobs/text-to-image/', {
        params: { path: { project_pk: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/studio/projects/{project_pk}/jobs/text-to-image/{job_pk}/', {
        params: { path: { project_pk: ids.uuid, job_pk: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/studio/projects/{project_pk}/jobs/text-to-image/{job_pk}/cancel/', {
        params: { path: { project_pk: ids.uuid, job_pk: ids.uuid } },
      }),
    ),
    report(await client.POST('/api/v2/studio/jobs/image-to-text/', { body: { image_asset: ids.uuid } })),
    report(await client.GET('/api/v2/studio/jobs/image-to-text/')),
    report(
      await client.GET('/api/v2/studio/jobs/image-to-text/{id}/', { params: { path: { id: ids.uuid } } }),
    ),
    report(
      await client.POST('/api/v2/studio/jobs/image-to-text/{id}/cancel/', {
        params: { path: { id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/studio/projects/{project_pk}/jobs/image-to-video/', {
        params: { path: { project_pk: ids.uuid } },
        body: { start_frame: ids.uuid, model_name: 'hexal_fast_i2v' },
      }),
    ),
    report(
      await client.GET('/api/v2/studio/projects/{project_pk}/jobs/image-to-video/', {
        params: { path: { project_pk: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/studio/projects/{project_pk}/jobs/image-to-video/{job_pk}/', {
        params: { path: { project_pk: ids.uuid, job_pk: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/studio/projects/{project_pk}/jobs/image-to-video/{job_pk}/cancel/', {
        params: { path: { project_pk: ids.uuid, job_pk: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/studio/assets/videos/{id}/sharing/', { params: { path: { id: ids.uuid } } }),
    ),
    report(
      await client.POST('/api/v2/studio/assets/videos/{id}/sharing/', { params: { path: { id: ids.uuid } } }),
    ),
    report(
      await client.DELETE('/api/v2/studio/assets/videos/{id}/sharing/', {
        params: { path: { id: ids.uuid } },
      }),
    ),
  ];
}

// Real estate projects: shots, the three job kinds, assets and sharing of a project.
// Every operation of the area, once, as a client would call it (no casts: typed-client.test.ts).
import { formData, report, type ApiClient, type Ids } from './client.ts';

export async function realEstateProjects(client: ApiClient, ids: Ids): Promise<string[]> {
  return [
    report(await client.GET('/api/v2/real-estate/projects/')),
    report(await client.POST('/api/v2/real-estate/projects/', { body: { name: 'x' } })),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.PATCH('/api/v2/real-estate/projects/{project_id}/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/projects/{project_id}/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/apply-agent/', {
        params: { path: { project_id: ids.uuid } },
        body: { agent: ids.uuid },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/apply-brand-kit/', {
        params: { path: { project_id: ids.uuid } },
        body: { brand_kit: ids.uuid },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/shots/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/shots/', {
        params: { path: { project_id: ids.uuid } },
        body: { image: ids.uuid },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/shots/reorder/', {
        params: { path: { project_id: ids.uuid } },
        body: { shot_ids: [] },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/shots/{shot_id}/', {
        params: { path: { project_id: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.PATCH('/api/v2/real-estate/projects/{project_id}/shots/{shot_id}/', {
        params: { path: { project_id: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/projects/{project_id}/shots/{shot_id}/', {
        params: { path: { project_id: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/use-demo-photos/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/shots/{shot_id}/video-jobs/', {
        params: { path: { project_id: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/shots/{shot_id}/video-jobs/', {
        params: { path: { project_id: ids.uuid, shot_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/shots/{shot_id}/video-jobs/{job_id}/', {
        params: { path: { project_id: ids.uuid, shot_id: ids.uuid, job_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST(
        '/api/v2/real-estate/projects/{project_id}/shots/{shot_id}/video-jobs/{job_id}/cancel/',
        { params: { path: { project_id: ids.uuid, shot_id: ids.uuid, job_id: ids.uuid } } },
      ),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/voiceover-jobs/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/voiceover-jobs/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/voiceover-jobs/{job_id}/', {
        params: { path: { project_id: ids.uuid, job_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/voiceover-jobs/{job_id}/cancel/', {
        params: { path: { project_id: ids.uuid, job_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/render-jobs/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/render-jobs/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/render-jobs/{job_id}/', {
        params: { path: { project_id: ids.uuid, job_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/render-jobs/{job_id}/cancel/', {
        params: { path: { project_id: ids.uuid, job_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/assets/images/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/images/', {
        params: { path: { project_id: ids.uuid } },
        body: { file: ids.file },
        bodySerializer: formData,
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/images/uploads/', {
        params: { path: { project_id: ids.uuid } },
        body: { content_type: 'x', file_size: 1 },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/images/{asset_id}/finalize/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/assets/images/{asset_id}/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/projects/{project_id}/assets/images/{asset_id}/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/assets/videos/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/videos/', {
        params: { path: { project_id: ids.uuid } },
        body: { file: ids.file },
        bodySerializer: formData,
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/videos/uploads/', {
        params: { path: { project_id: ids.uuid } },
        body: { content_type: 'x', file_size: 1 },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/videos/{asset_id}/finalize/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/assets/videos/{asset_id}/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/projects/{project_id}/assets/videos/{asset_id}/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/assets/audio/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/audio/', {
        params: { path: { project_id: ids.uuid } },
        body: { file: ids.file },
        bodySerializer: formData,
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/audio/uploads/', {
        params: { path: { project_id: ids.uuid } },
        body: { content_type: 'x', file_size: 1 },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/audio/{asset_id}/finalize/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/assets/audio/{asset_id}/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/projects/{project_id}/assets/audio/{asset_id}/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/script/', {
        params: { path: { project_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/projects/{project_id}/assets/videos/{asset_id}/sharing/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.POST('/api/v2/real-estate/projects/{project_id}/assets/videos/{asset_id}/sharing/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/projects/{project_id}/assets/videos/{asset_id}/sharing/', {
        params: { path: { project_id: ids.uuid, asset_id: ids.uuid } },
      }),
    ),
  ];
}

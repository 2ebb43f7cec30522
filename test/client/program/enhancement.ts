// The account balance and the legacy enhancement area (integer ids).
// Every operation of the area, once, as a client would call it (no casts: typed-client.test.ts).
import { formData, report, type ApiClient, type Ids } from './client.ts';

export async function enhancement(client: ApiClient, ids: Ids): Promise<string[]> {
  return [
    report(await client.GET('/api/accounts/profile/balance/')),
    report(await client.GET('/api/videos/')),
    report(await client.POST('/api/videos/', { body: { file: ids.file }, bodySerializer: formData })),
    report(await client.GET('/api/videos/{id}/', { params: { path: { id: ids.legacy } } })),
    report(await client.DELETE('/api/videos/{id}/', { params: { path: { id: ids.legacy } } })),
    report(await client.GET('/api/jobs/')),
    report(await client.POST('/api/jobs/', { body: { input_video: 1, ml_models: [] } })),
    report(await client.GET('/api/jobs/{id}/', { params: { path: { id: ids.legacy } } })),
    report(await client.POST('/api/jobs/{id}/cancel/', { params: { path: { id: ids.legacy } } })),
    report(await client.GET('/api/restored-videos/')),
    report(await client.GET('/api/restored-videos/{id}/', { params: { path: { id: ids.legacy } } })),
    report(await client.DELETE('/api/restored-videos/{id}/', { params: { path: { id: ids.legacy } } })),
    report(await client.GET('/api/ml-models/')),
    report(await client.POST('/api/jobs/estimate/', { body: { input_video: 1, ml_models: [] } })),
  ];
}

// Real estate agents, brand kits and the catalogues (voices, music, templates).
// Every operation of the area, once, as a client would call it (no casts: typed-client.test.ts).
import { formData, report, type ApiClient, type Ids } from './client.ts';

export async function realEstateProfiles(client: ApiClient, ids: Ids): Promise<string[]> {
  return [
    report(await client.GET('/api/v2/real-estate/agents/')),
    report(await client.POST('/api/v2/real-estate/agents/')),
    report(
      await client.GET('/api/v2/real-estate/agents/{agent_id}/', {
        params: { path: { agent_id: ids.uuid } },
      }),
    ),
    report(
      await client.PUT('/api/v2/real-estate/agents/{agent_id}/', {
        params: { path: { agent_id: ids.uuid } },
      }),
    ),
    report(
      await client.PATCH('/api/v2/real-estate/agents/{agent_id}/', {
        params: { path: { agent_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/agents/{agent_id}/', {
        params: { path: { agent_id: ids.uuid } },
      }),
    ),
    report(
      await client.PUT('/api/v2/real-estate/agents/{agent_id}/profile-photo/', {
        params: { path: { agent_id: ids.uuid } },
        body: { file: ids.file },
        bodySerializer: formData,
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/agents/{agent_id}/profile-photo/', {
        params: { path: { agent_id: ids.uuid } },
      }),
    ),
    report(await client.GET('/api/v2/real-estate/brand-kits/')),
    report(await client.POST('/api/v2/real-estate/brand-kits/', { body: { name: 'x' } })),
    report(
      await client.PUT('/api/v2/real-estate/brand-kits/{brand_kit_id}/logo/', {
        params: { path: { brand_kit_id: ids.uuid } },
        body: { file: ids.file },
        bodySerializer: formData,
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/brand-kits/{brand_kit_id}/logo/', {
        params: { path: { brand_kit_id: ids.uuid } },
      }),
    ),
    report(
      await client.GET('/api/v2/real-estate/brand-kits/{brand_kit_id}/', {
        params: { path: { brand_kit_id: ids.uuid } },
      }),
    ),
    report(
      await client.PATCH('/api/v2/real-estate/brand-kits/{brand_kit_id}/', {
        params: { path: { brand_kit_id: ids.uuid } },
      }),
    ),
    report(
      await client.DELETE('/api/v2/real-estate/brand-kits/{brand_kit_id}/', {
        params: { path: { brand_kit_id: ids.uuid } },
      }),
    ),
    report(await client.GET('/api/v2/real-estate/voices/')),
    report(await client.GET('/api/v2/real-estate/voices/{id}/', { params: { path: { id: ids.uuid } } })),
    report(await client.GET('/api/v2/real-estate/music/')),
    report(await client.GET('/api/v2/real-estate/templates/')),
  ];
}

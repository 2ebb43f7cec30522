// Reusable agent profiles (with their photo) and brand kits (with their logo): the gateway's
// routes/real-estate/profiles.routes.ts.
import { pageOf } from '@platform/grpc';
import type { AgentRecord, BrandKitRecord } from '../domain/records.ts';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';
import { brandKitChanges, toAgent, toBrandKit } from './mappers.ts';

export function profileHandlers({
  agents,
  brandKits,
  voices,
  assetViews,
}: Pick<RealEstateServices, 'agents' | 'brandKits' | 'voices' | 'assetViews'>) {
  const kit = async (record: BrandKitRecord) =>
    toBrandKit(
      record,
      await voices.maybe(record.settings.speaker_voice),
      await assetViews.stored(record.logo),
    );
  const agentOut = async (record: AgentRecord) =>
    toAgent(record, await assetViews.stored(record.profilePhoto));
  const agentInput = (request: {
    first_name?: string;
    last_name?: string;
    contact_number?: string;
    contact_email?: string;
  }) => ({
    first_name: request.first_name,
    last_name: request.last_name,
    contact_number: request.contact_number,
    contact_email: request.contact_email,
  });

  return {
    async CreateAgent(request) {
      return agentOut(await agents.create(request.account_id, agentInput(request)));
    },
    async GetAgent(request) {
      return agentOut(await agents.get(request.account_id, request.id));
    },
    async ListAgents(request) {
      const slice = await agents.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: await Promise.all(slice.results.map(agentOut)) };
    },
    async UpdateAgent(request) {
      return agentOut(
        await agents.update(request.account_id, request.id, agentInput(request), request.replace),
      );
    },
    async DeleteAgent(request) {
      await agents.delete(request.account_id, request.id);
      return { deleted: true };
    },

    async SetAgentPhoto(request) {
      return agentOut(
        await agents.setPhoto(request.account_id, request.id, request.staging_key, request.file_name),
      );
    },
    async DeleteAgentPhoto(request) {
      return agentOut(await agents.deletePhoto(request.account_id, request.id));
    },

    async CreateBrandKit(request) {
      return kit(await brandKits.create(request.account_id, brandKitChanges(request)));
    },
    async GetBrandKit(request) {
      return kit(await brandKits.get(request.account_id, request.id));
    },
    async ListBrandKits(request) {
      const slice = await brandKits.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: await Promise.all(slice.results.map(kit)) };
    },
    async UpdateBrandKit(request) {
      return kit(await brandKits.update(request.account_id, request.id, brandKitChanges(request)));
    },
    async DeleteBrandKit(request) {
      await brandKits.delete(request.account_id, request.id);
      return { deleted: true };
    },

    async SetBrandKitLogo(request) {
      return kit(
        await brandKits.setLogo(request.account_id, request.id, request.staging_key, request.file_name),
      );
    },
    async DeleteBrandKitLogo(request) {
      return kit(await brandKits.deleteLogo(request.account_id, request.id));
    },
  } satisfies Partial<RealEstateRpcs>;
}

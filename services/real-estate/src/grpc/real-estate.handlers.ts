// Thin gRPC layer: decode, call the service layer, encode. Validation and rules live in domain/.
import type { UnaryHandlers } from '@platform/grpc';
import type { RealEstateServiceDefinition } from '@platform/protos/generated/real_estate/v1/RealEstateService.ts';
import type { AgentsService } from '../domain/agents.service.ts';
import type { BrandKitsService } from '../domain/brand-kits.service.ts';
import type { ProjectsService } from '../domain/projects.service.ts';
import type { ProjectRecord } from '../domain/records.ts';
import type { VoicesService } from '../domain/voices.service.ts';
import { brandKitChanges, pageOf, projectChanges, toAgent, toBrandKit, toProject, toVoice } from './mappers.ts';
import type { BrandKitRecord } from '../domain/records.ts';

export interface RealEstateServices {
  projects: ProjectsService;
  agents: AgentsService;
  brandKits: BrandKitsService;
  voices: VoicesService;
}

export function realEstateHandlers(services: RealEstateServices): UnaryHandlers<RealEstateServiceDefinition> {
  const { projects, agents, brandKits, voices } = services;
  const project = async (record: ProjectRecord) => toProject(record, await voices.maybe(record.settings.speaker_voice));
  const kit = async (record: BrandKitRecord) => toBrandKit(record, await voices.maybe(record.settings.speaker_voice));
  const agentInput = (request: { first_name?: string; last_name?: string; contact_number?: string; contact_email?: string }) => ({
    first_name: request.first_name,
    last_name: request.last_name,
    contact_number: request.contact_number,
    contact_email: request.contact_email,
  });

  return {
    async CreateProject(request) {
      return project(await projects.create(request.account_id, projectChanges(request.fields)));
    },
    async GetProject(request) {
      return project(await projects.get(request.account_id, request.id));
    },
    async ListProjects(request) {
      const slice = await projects.list(
        request.account_id,
        {
          createdAfter: request.created_at_after,
          createdBefore: request.created_at_before,
          updatedAfter: request.updated_at_after,
          updatedBefore: request.updated_at_before,
          ordering: request.ordering,
        },
        pageOf(request.page),
      );
      return { count: slice.count, results: await Promise.all(slice.results.map(project)) };
    },
    async UpdateProject(request) {
      return project(await projects.update(request.account_id, request.id, projectChanges(request.fields)));
    },
    async DeleteProject(request) {
      await projects.delete(request.account_id, request.id);
      return { deleted: true };
    },
    async ApplyAgent(request) {
      return project(await projects.applyAgent(request.account_id, request.project_id, request.source_id));
    },
    async ApplyBrandKit(request) {
      return project(await projects.applyBrandKit(request.account_id, request.project_id, request.source_id));
    },

    async CreateAgent(request) {
      return toAgent(await agents.create(request.account_id, agentInput(request)));
    },
    async GetAgent(request) {
      return toAgent(await agents.get(request.account_id, request.id));
    },
    async ListAgents(request) {
      const slice = await agents.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: slice.results.map(toAgent) };
    },
    async UpdateAgent(request) {
      return toAgent(await agents.update(request.account_id, request.id, agentInput(request), request.replace));
    },
    async DeleteAgent(request) {
      await agents.delete(request.account_id, request.id);
      return { deleted: true };
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

    async ListVoices(request) {
      const slice = await voices.list(pageOf(request.page));
      return { count: slice.count, results: slice.results.map(toVoice) };
    },
    async GetVoice(request) {
      return toVoice(await voices.get(request.id));
    },
  };
}

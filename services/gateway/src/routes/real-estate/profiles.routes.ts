// One file over 300 lines: the agent and brand kit routes are one resource shape each (create, list, read,
// update, delete) sharing their form fields.
// Reusable agent profiles (endpoints 8 and 9) and brand kits (endpoint 11).
import type { Context } from 'koa';
import { z } from '@platform/config';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { UPLOAD_TYPES, stageUpload } from '../../http/upload.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { presentAgent, presentBrandKit } from '../../presenters/real-estate.presenters.ts';
import { pageOf } from '../../http/wire-schemas.ts';
import { AgentBody, AgentSchema, BrandKitBody, BrandKitCreateBody, BrandKitSchema } from './schemas.ts';

const AgentParams = z.object({ agent_id: z.uuid() });
const KitParams = z.object({ brand_kit_id: z.uuid() });

/** Null on a nullable kit reference is its `clear_` flag. */
function kitFields(body: z.output<typeof BrandKitBody>) {
  const { background_music, speaker_voice, ...rest } = body;
  return {
    ...rest,
    background_music: background_music ?? undefined,
    clear_background_music: background_music === null,
    speaker_voice: speaker_voice ?? undefined,
    clear_speaker_voice: speaker_voice === null,
  };
}

export function profileRoutes({ realEstate, storage, keys, config }: RealEstateRouteDeps): RouteDefinition[] {
  const agents = `${BASE}agents/`;
  const kits = `${BASE}brand-kits/`;
  const location = (ctx: Parameters<typeof pageLocation>[0]) => pageLocation(ctx, config.PUBLIC_BASE_URL);
  const media = { deadlineMs: config.STUDIO_MEDIA_DEADLINE_MS };
  /** Stages a multipart image, hands it to `work` and answers with what it returns. */
  const withStagedImage = async (
    ctx: Context,
    accountId: string,
    work: (staged: { staging_key: string; file_name: string }) => Promise<unknown>,
  ) => {
    const staged = await stageUpload(ctx, {
      storage,
      keys,
      accountId,
      kind: 'image',
      maxBytes: config.UPLOAD_MAX_IMAGE_BYTES,
      area: 'real-estate',
    });
    try {
      ctx.body = await work({ staging_key: staged.stagingKey, file_name: staged.fileName });
    } catch (err) {
      // The service removes the staging object once it has it; this covers failures before that.
      await storage.remove(staged.stagingKey).catch(() => undefined);
      throw err;
    }
  };

  const agentUpdate = (method: 'PUT' | 'PATCH') =>
    defineRoute({
      method,
      path: `${agents}{agent_id}/`,
      operationId: method === 'PUT' ? 'real_estate_agents_update' : 'real_estate_agents_partial_update',
      summary:
        method === 'PUT'
          ? 'Replace the editable fields of an agent (absent ones become empty)'
          : 'Update some fields of an agent',
      description: 'Projects that already hold a snapshot of the agent are not changed.',
      tags: TAGS,
      auth: AUTH,
      params: AgentParams,
      body: AgentBody,
      responses: { 200: { description: 'The agent.', schema: AgentSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        ctx.body = presentAgent(
          await realEstate.UpdateAgent({
            account_id: principal.accountId,
            id: params.agent_id,
            replace: method === 'PUT',
            ...body,
          }),
        );
      },
    });

  return [
    defineRoute({
      method: 'GET',
      path: agents,
      operationId: 'real_estate_agents_list',
      summary: "List the account's agents (newest first)",
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: {
        200: {
          description: 'A page of agents.',
          schema: pageOf(AgentSchema, 'PaginatedRealEstateAgentList'),
        },
      },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await realEstate.ListAgents({ account_id: principal.accountId, page: paging });
        ctx.body = buildPage(answer.results.map(presentAgent), Number(answer.count), paging, location(ctx));
      },
    }),
    defineRoute({
      method: 'POST',
      path: agents,
      operationId: 'real_estate_agents_create',
      summary: 'Create an agent profile',
      tags: TAGS,
      auth: AUTH,
      body: AgentBody,
      responses: { 201: { description: 'The created agent.', schema: AgentSchema } },
      async handler({ body, principal }, ctx) {
        const created = await realEstate.CreateAgent({ account_id: principal.accountId, ...body });
        ctx.status = 201;
        ctx.body = presentAgent(created);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${agents}{agent_id}/`,
      operationId: 'real_estate_agents_retrieve',
      summary: 'Read an agent',
      tags: TAGS,
      auth: AUTH,
      params: AgentParams,
      responses: { 200: { description: 'The agent.', schema: AgentSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentAgent(
          await realEstate.GetAgent({ account_id: principal.accountId, id: params.agent_id }),
        );
      },
    }),
    agentUpdate('PUT'),
    agentUpdate('PATCH'),
    defineRoute({
      method: 'DELETE',
      path: `${agents}{agent_id}/`,
      operationId: 'real_estate_agents_destroy',
      summary: 'Delete an agent (projects keep their snapshots)',
      tags: TAGS,
      auth: AUTH,
      params: AgentParams,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await realEstate.DeleteAgent({ account_id: principal.accountId, id: params.agent_id });
        ctx.status = 204;
      },
    }),

    defineRoute({
      method: 'PUT',
      path: `${agents}{agent_id}/profile-photo/`,
      operationId: 'real_estate_agents_profile_photo_update',
      summary: "Upload the agent's profile photo (multipart `file`; replaces the old one)",
      description: `multipart/form-data: \`file\` (JPEG, PNG, WebP, GIF, TIFF, AVIF, HEIF; at most ${config.UPLOAD_MAX_IMAGE_BYTES} bytes). The server measures it. Projects keep the photo copied by apply-agent.`,
      tags: TAGS,
      auth: AUTH,
      params: AgentParams,
      selfReadBody: {
        multipart: {
          file: { field: 'file', contentTypes: UPLOAD_TYPES.image, maxBytes: config.UPLOAD_MAX_IMAGE_BYTES },
          fields: z.object({}),
        },
      },
      responses: { 200: { description: 'The agent with its photo.', schema: AgentSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await withStagedImage(ctx, principal.accountId, async (staged) =>
          presentAgent(
            await realEstate.SetAgentPhoto(
              { account_id: principal.accountId, id: params.agent_id, ...staged },
              media,
            ),
          ),
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${agents}{agent_id}/profile-photo/`,
      operationId: 'real_estate_agents_profile_photo_destroy',
      summary: "Remove the agent's profile photo",
      tags: TAGS,
      auth: AUTH,
      params: AgentParams,
      responses: { 204: { description: 'Removed.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await realEstate.DeleteAgentPhoto({ account_id: principal.accountId, id: params.agent_id });
        ctx.status = 204;
      },
    }),

    defineRoute({
      method: 'GET',
      path: kits,
      operationId: 'real_estate_brand_kits_list',
      summary: "List the account's brand kits (newest first)",
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: {
        200: {
          description: 'A page of brand kits.',
          schema: pageOf(BrandKitSchema, 'PaginatedBrandKitList'),
        },
      },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await realEstate.ListBrandKits({ account_id: principal.accountId, page: paging });
        ctx.body = buildPage(
          answer.results.map(presentBrandKit),
          Number(answer.count),
          paging,
          location(ctx),
        );
      },
    }),
    defineRoute({
      method: 'POST',
      path: kits,
      operationId: 'real_estate_brand_kits_create',
      summary: 'Create a brand kit',
      tags: TAGS,
      auth: AUTH,
      body: BrandKitCreateBody,
      responses: { 201: { description: 'The created brand kit.', schema: BrandKitSchema } },
      async handler({ body, principal }, ctx) {
        const created = await realEstate.CreateBrandKit({
          account_id: principal.accountId,
          ...kitFields(body),
        });
        ctx.status = 201;
        ctx.body = presentBrandKit(created);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: `${kits}{brand_kit_id}/logo/`,
      operationId: 'real_estate_brand_kits_logo_update',
      summary: "Upload the kit's logo (multipart `file`; replaces the old one)",
      description: `multipart/form-data: \`file\` (JPEG, PNG, WebP, GIF, TIFF, AVIF, HEIF; at most ${config.UPLOAD_MAX_IMAGE_BYTES} bytes). Projects keep the logo copied by apply-brand-kit.`,
      tags: TAGS,
      auth: AUTH,
      params: KitParams,
      selfReadBody: {
        multipart: {
          file: { field: 'file', contentTypes: UPLOAD_TYPES.image, maxBytes: config.UPLOAD_MAX_IMAGE_BYTES },
          fields: z.object({}),
        },
      },
      responses: { 200: { description: 'The brand kit with its logo.', schema: BrandKitSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await withStagedImage(ctx, principal.accountId, async (staged) =>
          presentBrandKit(
            await realEstate.SetBrandKitLogo(
              { account_id: principal.accountId, id: params.brand_kit_id, ...staged },
              media,
            ),
          ),
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${kits}{brand_kit_id}/logo/`,
      operationId: 'real_estate_brand_kits_logo_destroy',
      summary: "Remove the kit's logo",
      tags: TAGS,
      auth: AUTH,
      params: KitParams,
      responses: { 204: { description: 'Removed.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await realEstate.DeleteBrandKitLogo({ account_id: principal.accountId, id: params.brand_kit_id });
        ctx.status = 204;
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${kits}{brand_kit_id}/`,
      operationId: 'real_estate_brand_kits_retrieve',
      summary: 'Read a brand kit',
      tags: TAGS,
      auth: AUTH,
      params: KitParams,
      responses: { 200: { description: 'The brand kit.', schema: BrandKitSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentBrandKit(
          await realEstate.GetBrandKit({ account_id: principal.accountId, id: params.brand_kit_id }),
        );
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: `${kits}{brand_kit_id}/`,
      operationId: 'real_estate_brand_kits_partial_update',
      summary: 'Update a brand kit (projects keep the settings already copied)',
      tags: TAGS,
      auth: AUTH,
      params: KitParams,
      body: BrandKitBody,
      responses: { 200: { description: 'The brand kit.', schema: BrandKitSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        ctx.body = presentBrandKit(
          await realEstate.UpdateBrandKit({
            account_id: principal.accountId,
            id: params.brand_kit_id,
            ...kitFields(body),
          }),
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${kits}{brand_kit_id}/`,
      operationId: 'real_estate_brand_kits_destroy',
      summary: 'Delete a brand kit (project settings copied from it stay)',
      tags: TAGS,
      auth: AUTH,
      params: KitParams,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await realEstate.DeleteBrandKit({ account_id: principal.accountId, id: params.brand_kit_id });
        ctx.status = 204;
      },
    }),
  ];
}

// Sharing state of a studio video asset (endpoint 12), or of a real estate project video, plus
// create (POST) and revoke (DELETE) on the same path. The sharing service asks the owning service
// whether the asset is the caller's, so another account's asset is a plain 404. The link's `url` is the public page `/s/{token}`.
import type { Context } from 'koa';
import { z } from '@platform/config';
import type { ShareLink__Output } from '@platform/protos/generated/sharing/v1/ShareLink.ts';
import type { SharingState__Output } from '@platform/protos/generated/sharing/v1/SharingState.ts';
import type { SharingClient } from '../clients/sharing.client.ts';
import { requestOrigin } from '../http/paging.ts';
import { defineRoute, type AnySchema, type RouteDefinition } from '../http/route.ts';

export const SHARING_PATH = '/api/v2/studio/assets/videos/{id}/sharing/';
export const SHARE_PAGE_PREFIX = '/s/';

const dateTime = z.iso.datetime({ offset: true });

export const ShareableResourceLinkSchema = z
  .object({
    id: z.uuid(),
    token: z
      .string()
      .meta({ description: 'At least 128 random bits, base64url; anyone holding it can watch the video.' }),
    permission: z.enum(['view']),
    owner: z.number().int().meta({ description: 'The owning account id.' }),
    expires_at: dateTime.nullable().meta({ description: 'Null when the link does not expire.' }),
    created_at: dateTime,
    updated_at: dateTime,
    url: z.url().meta({ description: 'The public page that plays the video.' }),
  })
  .meta({ id: 'ShareableResourceLink' });

export const SharingStateSchema = z
  .object({
    id: z.uuid().meta({ description: 'The video asset id.' }),
    shareable_resource_link: ShareableResourceLinkSchema.nullable().meta({
      description: 'The active link; null when the video is not shared (never shared, revoked or expired).',
    }),
  })
  .meta({ id: 'SharingState' });

export const ShareLinkCreateSchema = z
  .object({
    expires_at: dateTime
      .nullable()
      .optional()
      .meta({ description: 'When the link stops working (in the future); omitted or null: never.' }),
  })
  .meta({ id: 'ShareLinkCreate' });

export interface SharingRouteDeps {
  sharing: Pick<SharingClient, 'GetSharing' | 'CreateLink' | 'RevokeLink'>;
  /** Absolute base of public links (PUBLIC_BASE_URL); else taken from the request. */
  publicBaseUrl?: string;
}

function toOwner(accountId: string): number {
  const owner = Number(accountId);
  // Account ids are bigserial values, far below 2^53; anything else is a bug, not a client error.
  if (!Number.isSafeInteger(owner)) throw new Error(`account id ${accountId} does not fit a JSON integer`);
  return owner;
}

const toLink = (link: ShareLink__Output, origin: string) => ({
  id: link.id,
  token: link.token,
  permission: link.permission,
  owner: toOwner(link.owner),
  expires_at: link.expires_at === '' ? null : link.expires_at,
  created_at: link.created_at,
  updated_at: link.updated_at,
  url: `${origin}${SHARE_PAGE_PREFIX}${encodeURIComponent(link.token)}`,
});

/**
 * One owner's sharing routes: studio assets, or real estate project videos. `assetOf` names the
 * video in the path's parameters; `check` (when set) answers 404 unless the path names one of the
 * caller's videos, before the sharing service is asked (which checks ownership again itself).
 */
export interface SharingTarget<Params extends AnySchema> {
  path: string;
  params: Params;
  tags: string[];
  /** Prefix of the operation ids (`_retrieve`, `_create`, `_destroy` follow). */
  operation: string;
  source: 'studio' | 'real_estate';
  assetOf(params: z.output<Params>): string;
  check?(params: z.output<Params>, accountId: string): Promise<void>;
}

export function ownerSharingRoutes<Params extends AnySchema>(
  deps: SharingRouteDeps,
  target: SharingTarget<Params>,
): RouteDefinition[] {
  const render = (state: SharingState__Output | null, ctx: Context) => {
    if (!state) throw new Error('sharing answered without a state');
    return {
      id: state.asset_id,
      shareable_resource_link: state.link ? toLink(state.link, requestOrigin(ctx, deps.publicBaseUrl)) : null,
    };
  };
  const { source } = target;
  // The route has parsed the path with `target.params`; TypeScript cannot resolve the route's
  // conditional parameter type inside this generic function, hence the one cast.
  const asset = async (parsed: unknown, accountId: string) => {
    const params = parsed as z.output<Params>;
    await target.check?.(params, accountId);
    return { account_id: accountId, asset_id: target.assetOf(params), source };
  };
  const common = {
    path: target.path,
    tags: target.tags,
    auth: ['Token', 'Bearer'] as const,
    params: target.params,
  };
  return [
    defineRoute({
      ...common,
      method: 'GET',
      operationId: `${target.operation}_retrieve`,
      summary: 'Read the sharing state of an owned video asset',
      responses: { 200: { description: 'The sharing state.', schema: SharingStateSchema } },
      async handler({ params, principal }, ctx) {
        ctx.body = render(await deps.sharing.GetSharing(await asset(params, principal.accountId)), ctx);
      },
    }),
    defineRoute({
      ...common,
      method: 'POST',
      operationId: `${target.operation}_create`,
      summary: 'Share a finished video asset through a public link',
      description:
        'Creates the link (201). When the asset already has an active link, that link is kept with its token and ' +
        'its expiry is set to the requested one (200). Only finished videos can be shared (400). To get a new ' +
        'token, revoke the link first.',
      body: ShareLinkCreateSchema,
      responses: {
        201: { description: 'A new link.', schema: SharingStateSchema },
        200: { description: 'The active link, kept, with the requested expiry.', schema: SharingStateSchema },
      },
      async handler({ params, body, principal }, ctx) {
        const result = await deps.sharing.CreateLink({
          ...(await asset(params, principal.accountId)),
          expires_at: body.expires_at ?? '',
        });
        ctx.status = result.created ? 201 : 200;
        ctx.body = render(result.state, ctx);
      },
    }),
    defineRoute({
      ...common,
      method: 'DELETE',
      operationId: `${target.operation}_destroy`,
      summary: 'Revoke the public link of a video asset',
      description:
        'The page stops working at once. Revoking a video that has no active link also answers 204.',
      responses: { 204: { description: 'Not shared any more.' } },
      async handler({ params, principal }, ctx) {
        await deps.sharing.RevokeLink(await asset(params, principal.accountId));
        ctx.status = 204;
      },
    }),
  ];
}

/** Studio video assets: the sharing service asks the studio whether the asset is the caller's. */
export const sharingRoutes = (deps: SharingRouteDeps): RouteDefinition[] =>
  ownerSharingRoutes(deps, {
    path: SHARING_PATH,
    params: z.object({ id: z.uuid() }),
    tags: ['studio'],
    operation: 'studio_assets_videos_sharing',
    source: 'studio',
    assetOf: (params) => params.id,
  });

// Thin gRPC layer: decode, call the service layer, encode. Rules live in domain/.
import type { UnaryHandlers } from '@platform/grpc';
import type { ShareLink } from '@platform/protos/generated/sharing/v1/ShareLink.ts';
import type { SharingServiceDefinition } from '@platform/protos/generated/sharing/v1/SharingService.ts';
import type { SharingState } from '@platform/protos/generated/sharing/v1/SharingState.ts';
import type { ShareLinkRecord, SharingStateView } from '../domain/records.ts';
import type { SharingService } from '../domain/sharing.service.ts';

const toLink = (link: ShareLinkRecord): ShareLink => ({
  id: link.id,
  token: link.token,
  permission: link.permission,
  owner: link.accountId,
  expires_at: link.expiresAt?.toISOString() ?? '',
  created_at: link.createdAt.toISOString(),
  updated_at: link.updatedAt.toISOString(),
});

const toState = (state: SharingStateView): SharingState => ({
  asset_id: state.assetId,
  link: state.link ? toLink(state.link) : null,
});

export function sharingHandlers(sharing: SharingService): UnaryHandlers<SharingServiceDefinition> {
  return {
    async GetSharing(request) {
      return toState(await sharing.get(request.account_id, request.asset_id, request.source));
    },
    async CreateLink(request) {
      const result = await sharing.create(
        request.account_id,
        request.asset_id,
        request.expires_at,
        request.source,
      );
      return { state: toState(result.state), created: result.created };
    },
    async RevokeLink(request) {
      return sharing.revoke(request.account_id, request.asset_id, request.source);
    },
    async ResolveToken(request) {
      const video = await sharing.resolve(request.token);
      return {
        file_url: video.fileUrl,
        thumbnail_url: video.thumbnailUrl ?? '',
        width: video.width,
        height: video.height,
        duration_s: video.durationS,
        expires_at: video.expiresAt?.toISOString() ?? '',
      };
    },
  };
}

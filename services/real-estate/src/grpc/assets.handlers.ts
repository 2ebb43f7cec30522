// Project assets (images, videos, audio): a staged upload, an external URL, the pre-signed
// upload flow (create, then finalize), read, list and delete: the gateway's
// routes/real-estate/assets.routes.ts.
import { pageOf } from '@platform/grpc';
import { assetKindOf } from '../domain/asset-drafts.ts';
import { toAsset } from './asset-mappers.ts';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';

export function assetHandlers({
  assets,
  assetUploads,
  assetViews,
}: Pick<RealEstateServices, 'assets' | 'assetUploads' | 'assetViews'>) {
  return {
    async RegisterUpload(request) {
      const kind = assetKindOf(request.kind);
      const record = await assets.registerUpload({
        accountId: request.account_id,
        projectId: request.project_id,
        kind,
        stagingKey: request.staging_key,
        name: request.name,
        fileName: request.file_name,
      });
      return toAsset(await assetViews.asset(record));
    },
    async CreateExternalAsset(request) {
      const record = await assets.createExternal({
        accountId: request.account_id,
        projectId: request.project_id,
        kind: assetKindOf(request.kind),
        externalUrl: request.external_url,
        name: request.name,
      });
      return toAsset(await assetViews.asset(record));
    },
    async GetAsset(request) {
      return toAsset(
        await assetViews.asset(
          await assets.get(request.account_id, request.project_id, assetKindOf(request.kind), request.id),
        ),
      );
    },
    async ListAssets(request) {
      const slice = await assets.list(
        request.account_id,
        request.project_id,
        assetKindOf(request.kind),
        pageOf(request.page),
      );
      return {
        count: slice.count,
        results: await Promise.all(
          slice.results.map(async (record) => toAsset(await assetViews.asset(record))),
        ),
      };
    },
    async DeleteAsset(request) {
      await assets.delete(request.account_id, request.project_id, assetKindOf(request.kind), request.id);
      return { deleted: true };
    },
    async CreateAssetUpload(request) {
      const { pending, upload } = await assetUploads.createUpload({
        accountId: request.account_id,
        projectId: request.project_id,
        kind: assetKindOf(request.kind),
        name: request.name,
        contentType: request.content_type,
        fileSize: Number(request.file_size),
      });
      return { asset: toAsset(assetViews.pending(pending)), upload };
    },
    async FinalizeAssetUpload(request) {
      return toAsset(
        await assetViews.asset(
          await assetUploads.finalizeUpload(
            request.account_id,
            request.project_id,
            assetKindOf(request.kind),
            request.id,
          ),
        ),
      );
    },
  } satisfies Partial<RealEstateRpcs>;
}

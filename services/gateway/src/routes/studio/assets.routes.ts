// Image and video assets: multipart upload (streamed to staging storage, then measured by
// studio), an external URL (JSON, fetched by studio with the SSRF guard), the pre-signed upload
// flow for large files (create -> PUT -> finalize), reads with fresh pre-signed URLs, delete.
import { z } from '@platform/config';
import { validOrThrow } from '../../http/validation.ts';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { AUTH, TAGS, type StudioRouteDeps } from './context.ts';
import { idempotencyOf } from '../../http/idempotency.ts';
import { presentImage, presentVideo } from '@platform/job-events';
import { bodyEncoding, readBody } from '../../http/request-body.ts';
import {
  ImageAssetSchema,
  PresignedUploadSchema,
  UploadUrlBody,
  VideoAssetSchema,
  pageOf,
} from '../../http/wire-schemas.ts';
import { ExternalAssetBody, UploadFields } from './schemas.ts';
import { UPLOAD_TYPES, stageUpload } from '../../http/upload.ts';
import type { Asset__Output } from '@platform/protos/generated/studio/v1/Asset.ts';

const Params = z.object({ id: z.uuid() });

const splitTags = (values: readonly string[] | undefined): string[] | undefined =>
  values
    ?.flatMap((value) => value.split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);

export function assetRoutes(deps: StudioRouteDeps): RouteDefinition[] {
  const { studio, storage, keys, config, sharing } = deps;
  const media = { deadlineMs: config.STUDIO_MEDIA_DEADLINE_MS };
  return (['image', 'video'] as const).flatMap((kind) => {
    const plural = `${kind}s`;
    const base = `/api/v2/studio/assets/${plural}/`;
    const schema = kind === 'image' ? ImageAssetSchema : VideoAssetSchema;
    const wireKind = kind === 'image' ? 'ASSET_KIND_IMAGE' : 'ASSET_KIND_VIDEO';
    const maxBytes = kind === 'image' ? config.UPLOAD_MAX_IMAGE_BYTES : config.UPLOAD_MAX_VIDEO_BYTES;
    const present = (asset: Asset__Output) => {
      if (kind === 'image' && asset.image) return presentImage(asset.image);
      if (kind === 'video' && asset.video) return presentVideo(asset.video);
      throw new Error(`studio answered without the ${kind}`);
    };

    return [
      defineRoute({
        method: 'GET',
        path: base,
        operationId: `studio_assets_${plural}_list`,
        summary: `List ${kind} assets (newest first)`,
        tags: TAGS,
        auth: AUTH,
        paged: true,
        responses: {
          200: {
            description: `A page of ${kind} assets.`,
            schema: pageOf(schema, `Paginated${kind === 'image' ? 'Image' : 'Video'}AssetList`),
          },
        },
        async handler({ principal }, ctx) {
          const paging = parsePaging(ctx.query);
          const location = pageLocation(ctx, config.PUBLIC_BASE_URL);
          if (kind === 'image') {
            const answer = await studio.ListImageAssets({ account_id: principal.accountId, page: paging });
            ctx.body = buildPage(answer.results.map(presentImage), Number(answer.count), paging, location);
          } else {
            const answer = await studio.ListVideoAssets({ account_id: principal.accountId, page: paging });
            ctx.body = buildPage(answer.results.map(presentVideo), Number(answer.count), paging, location);
          }
        },
      }),
      defineRoute({
        method: 'POST',
        path: base,
        operationId: `studio_assets_${plural}_create`,
        summary: `Upload a ${kind} (multipart) or import one from an external URL (JSON)`,
        description:
          `multipart/form-data: \`file\` (required; ${kind === 'image' ? 'JPEG, PNG, WebP, GIF, TIFF, AVIF, HEIF' : 'MP4, MOV, WebM, Matroska'}; ` +
          `at most ${maxBytes} bytes), optional \`name\` and \`tags\` (repeat the field, or comma-separated). ` +
          'application/json: `{external_url, name?, tags?}`; the URL is fetched by the server (public http(s) addresses only, at most 3 redirects). ' +
          'The server measures the file itself. Honours `Idempotency-Key`.',
        tags: TAGS,
        auth: AUTH,
        idempotent: true,
        selfReadBody: {
          multipart: {
            file: { field: 'file', contentTypes: UPLOAD_TYPES[kind], maxBytes },
            fields: UploadFields,
          },
          json: ExternalAssetBody,
        },
        responses: { 201: { description: `The stored ${kind}.`, schema } },
        errors: [409],
        async handler({ principal }, ctx) {
          const encoding = bodyEncoding(ctx, ['multipart', 'json']);
          if (encoding === 'multipart') {
            const staged = await stageUpload(ctx, {
              storage,
              keys,
              accountId: principal.accountId,
              kind,
              maxBytes,
            });
            try {
              const fields = validOrThrow(UploadFields, {
                name: staged.fields.name?.at(-1),
                tags: splitTags(staged.fields.tags),
              });
              const asset = await studio.RegisterUpload(
                {
                  account_id: principal.accountId,
                  kind: wireKind,
                  staging_key: staged.stagingKey,
                  name: fields.name ?? '',
                  file_name: staged.fileName,
                  tags: fields.tags ?? [],
                  idempotency: idempotencyOf(ctx, `studio_assets_${plural}_upload`, {
                    ...fields,
                    file_sha256: staged.sha256,
                  }),
                },
                media,
              );
              ctx.status = 201;
              ctx.body = present(asset);
            } catch (err) {
              // Studio removes the staging object once it has it; this covers failures before that.
              await storage.remove(staged.stagingKey).catch(() => undefined);
              throw err;
            }
            return;
          }
          const { body } = await readBody(ctx, config.BODY_LIMIT_BYTES, ['json']);
          const input = validOrThrow(ExternalAssetBody, body);
          const asset = await studio.CreateExternalAsset(
            {
              account_id: principal.accountId,
              kind: wireKind,
              external_url: input.external_url,
              name: input.name ?? '',
              tags: input.tags ?? [],
              idempotency: idempotencyOf(ctx, `studio_assets_${plural}_external`, input),
            },
            media,
          );
          ctx.status = 201;
          ctx.body = present(asset);
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}uploads/`,
        operationId: `studio_assets_${plural}_upload_url`,
        summary: `Start a pre-signed upload of a ${kind} (for large files)`,
        description:
          'Creates the asset (with `file` null) and a pre-signed PUT URL; send the file there with exactly the returned headers ' +
          '(the content type and size are part of the signature), then POST `.../{id}/finalize/`. Honours `Idempotency-Key`.',
        tags: TAGS,
        auth: AUTH,
        body: UploadUrlBody,
        idempotent: true,
        responses: {
          201: {
            description: 'The pending asset and where to upload.',
            schema: z.object({ asset: schema, upload: PresignedUploadSchema.nullable() }),
          },
        },
        errors: [409],
        async handler({ body, principal }, ctx) {
          const answer = await studio.CreateUpload({
            account_id: principal.accountId,
            kind: wireKind,
            name: body.name ?? '',
            tags: splitTags(body.tags) ?? [],
            content_type: body.content_type,
            file_size: body.file_size,
            idempotency: idempotencyOf(ctx, `studio_assets_${plural}_upload_url`, body),
          });
          if (!answer.asset) throw new Error('studio answered without the asset');
          ctx.status = 201;
          ctx.body = {
            asset: present(answer.asset),
            upload: answer.upload
              ? {
                  url: answer.upload.url,
                  method: 'PUT',
                  headers: answer.upload.headers,
                  expires_at: answer.upload.expires_at,
                }
              : null,
          };
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}{id}/finalize/`,
        operationId: `studio_assets_${plural}_finalize`,
        summary: `Finish a pre-signed ${kind} upload: the server measures the uploaded file`,
        description:
          'A file that is not acceptable media is a 400 and the pending asset is removed. Repeating a successful finalize returns the asset.',
        tags: TAGS,
        auth: AUTH,
        params: Params,
        responses: { 200: { description: `The ${kind}.`, schema } },
        errors: [400, 404],
        async handler({ params, principal }, ctx) {
          ctx.body = present(
            await studio.FinalizeUpload(
              { account_id: principal.accountId, kind: wireKind, id: params.id },
              media,
            ),
          );
        },
      }),
      defineRoute({
        method: 'GET',
        path: `${base}{id}/`,
        operationId: `studio_assets_${plural}_retrieve`,
        summary: `Read a ${kind} asset (fresh pre-signed URLs)`,
        tags: TAGS,
        auth: AUTH,
        params: Params,
        responses: { 200: { description: `The ${kind}.`, schema } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          ctx.body =
            kind === 'image'
              ? presentImage(await studio.GetImageAsset({ account_id: principal.accountId, id: params.id }))
              : presentVideo(await studio.GetVideoAsset({ account_id: principal.accountId, id: params.id }));
        },
      }),
      defineRoute({
        method: 'DELETE',
        path: `${base}{id}/`,
        operationId: `studio_assets_${plural}_destroy`,
        summary: `Delete a ${kind} asset and its files`,
        tags: TAGS,
        auth: AUTH,
        params: Params,
        responses: { 204: { description: 'Deleted.' } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          if (kind === 'image') {
            await studio.DeleteImageAsset({ account_id: principal.accountId, id: params.id });
          } else {
            // The share (and its public copy) first: a failure leaves the video, and a retry
            // finishes the job. Another account's video is a 404 here already.
            await sharing?.RevokeLink({ account_id: principal.accountId, asset_id: params.id });
            await studio.DeleteVideoAsset({ account_id: principal.accountId, id: params.id });
          }
          ctx.status = 204;
        },
      }),
    ];
  });
}

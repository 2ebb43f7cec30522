// Project assets (images, videos, audio): multipart upload (streamed to staging storage, then
// measured by the service), JSON `{external_url}` (fetched with the SSRF guard), or the studio's
// pre-signed upload flow for large files (`uploads/` -> PUT -> `{asset_id}/finalize/`); reads
// with fresh pre-signed URLs; delete (endpoint 10 for videos).
import { z } from '@platform/config';
import type { Asset__Output } from '@platform/protos/generated/real_estate/v1/Asset.ts';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { validOrThrow } from '../../http/validation.ts';
import { bodyEncoding, readBody } from '../../http/request-body.ts';
import { UPLOAD_TYPES, stageUpload } from '../../http/upload.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { presentAudio, presentImage, presentVideo } from '@platform/job-events';
import {
  ImageAssetSchema,
  PresignedUploadSchema,
  VideoAssetSchema,
  pageOf,
} from '../../http/wire-schemas.ts';
import { AudioAssetSchema, ExternalAssetBody, UploadFields, UploadUrlBody } from './schemas.ts';

const ProjectParams = z.object({ project_id: z.uuid() });
const AssetParams = z.object({ project_id: z.uuid(), asset_id: z.uuid() });

const KINDS = [
  {
    kind: 'image',
    plural: 'images',
    schema: ImageAssetSchema,
    list: 'PaginatedRealEstateImageAssetList',
    formats: 'JPEG, PNG, WebP, GIF, TIFF, AVIF, HEIF',
  },
  {
    kind: 'video',
    plural: 'videos',
    schema: VideoAssetSchema,
    list: 'PaginatedRealEstateVideoAssetList',
    formats: 'MP4, MOV, WebM, Matroska',
  },
  {
    kind: 'audio',
    plural: 'audio',
    schema: AudioAssetSchema,
    list: 'PaginatedRealEstateAudioAssetList',
    formats: 'MP3, AAC/M4A, WAV, FLAC, Ogg, WebM',
  },
] as const;

function present(asset: Asset__Output) {
  if (asset.image) return presentImage(asset.image);
  if (asset.video) return presentVideo(asset.video);
  if (asset.audio) return presentAudio(asset.audio);
  throw new Error('the real estate service answered without an asset');
}

export function assetRoutes({ realEstate, storage, keys, config }: RealEstateRouteDeps): RouteDefinition[] {
  const media = { deadlineMs: config.STUDIO_MEDIA_DEADLINE_MS };
  return KINDS.flatMap(({ kind, plural, schema, list, formats }) => {
    const base = `${BASE}projects/{project_id}/assets/${plural}/`;
    const maxBytes =
      kind === 'image'
        ? config.UPLOAD_MAX_IMAGE_BYTES
        : kind === 'video'
          ? config.UPLOAD_MAX_VIDEO_BYTES
          : config.UPLOAD_MAX_AUDIO_BYTES;
    const op = `real_estate_projects_assets_${plural}`;
    return [
      defineRoute({
        method: 'GET',
        path: base,
        operationId: `${op}_list`,
        summary: `List the project's ${kind} assets (newest first)`,
        tags: TAGS,
        auth: AUTH,
        params: ProjectParams,
        paged: true,
        responses: { 200: { description: `A page of ${kind} assets.`, schema: pageOf(schema, list) } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          const paging = parsePaging(ctx.query);
          const answer = await realEstate.ListAssets({
            account_id: principal.accountId,
            project_id: params.project_id,
            kind,
            page: paging,
          });
          ctx.body = buildPage(
            answer.results.map(present),
            Number(answer.count),
            paging,
            pageLocation(ctx, config.PUBLIC_BASE_URL),
          );
        },
      }),
      defineRoute({
        method: 'POST',
        path: base,
        operationId: `${op}_create`,
        summary: `Upload a ${kind} (multipart) or import one from an external URL (JSON)`,
        description:
          `multipart/form-data: \`file\` (required; ${formats}; at most ${maxBytes} bytes) and an optional \`name\`. ` +
          'application/json: `{external_url, name?}`; the URL is fetched by the server (public http(s) addresses only, at most 3 redirects). ' +
          'The server measures the file itself.',
        tags: TAGS,
        auth: AUTH,
        params: ProjectParams,
        selfReadBody: {
          multipart: {
            file: { field: 'file', contentTypes: UPLOAD_TYPES[kind], maxBytes },
            fields: UploadFields,
          },
          json: ExternalAssetBody,
        },
        responses: { 201: { description: `The stored ${kind}.`, schema } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          const target = { account_id: principal.accountId, project_id: params.project_id, kind };
          if (bodyEncoding(ctx, ['multipart', 'json']) === 'multipart') {
            const staged = await stageUpload(ctx, {
              storage,
              keys,
              accountId: principal.accountId,
              kind,
              maxBytes,
              area: 'real-estate',
            });
            try {
              const fields = validOrThrow(UploadFields, { name: staged.fields.name?.at(-1) });
              const asset = await realEstate.RegisterUpload(
                {
                  ...target,
                  staging_key: staged.stagingKey,
                  name: fields.name ?? '',
                  file_name: staged.fileName,
                },
                media,
              );
              ctx.status = 201;
              ctx.body = present(asset);
            } catch (err) {
              // The service removes the staging object once it has it; this covers failures before that.
              await storage.remove(staged.stagingKey).catch(() => undefined);
              throw err;
            }
            return;
          }
          const { body } = await readBody(ctx, config.BODY_LIMIT_BYTES, ['json']);
          const input = validOrThrow(ExternalAssetBody, body);
          const asset = await realEstate.CreateExternalAsset(
            { ...target, external_url: input.external_url, name: input.name ?? '' },
            media,
          );
          ctx.status = 201;
          ctx.body = present(asset);
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}uploads/`,
        operationId: `${op}_upload_url`,
        summary: `Start a pre-signed upload of a ${kind} (for large files)`,
        description:
          `Creates the pending ${kind} (with \`file\` null; ${formats}; at most ${maxBytes} bytes) and a pre-signed PUT URL; send the file there ` +
          'with exactly the returned headers (the content type and size are part of the signature), then POST `.../{asset_id}/finalize/`. ' +
          'The pending upload is not listed and cannot be read until it is finalized; one never finalized is discarded an hour after its URL expires.',
        tags: TAGS,
        auth: AUTH,
        params: ProjectParams,
        body: UploadUrlBody,
        responses: {
          201: {
            description: 'The pending asset and where to upload.',
            schema: z.object({ asset: schema, upload: PresignedUploadSchema }),
          },
        },
        errors: [404],
        async handler({ body, params, principal }, ctx) {
          const answer = await realEstate.CreateAssetUpload({
            account_id: principal.accountId,
            project_id: params.project_id,
            kind,
            name: body.name ?? '',
            content_type: body.content_type,
            file_size: body.file_size,
          });
          if (!answer.asset || !answer.upload)
            throw new Error('the real estate service answered without the upload');
          ctx.status = 201;
          ctx.body = {
            asset: present(answer.asset),
            upload: {
              url: answer.upload.url,
              method: 'PUT',
              headers: answer.upload.headers,
              expires_at: answer.upload.expires_at,
            },
          };
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}{asset_id}/finalize/`,
        operationId: `${op}_finalize`,
        summary: `Finish a pre-signed ${kind} upload: the server measures the uploaded file`,
        description:
          'Not uploaded yet: 400 and the pending upload stays. A file that is too large or not acceptable media: 400, and the pending upload ' +
          'and its file are removed. Repeating a successful finalize returns the asset.',
        tags: TAGS,
        auth: AUTH,
        params: AssetParams,
        responses: { 200: { description: `The ${kind}.`, schema } },
        errors: [400, 404],
        async handler({ params, principal }, ctx) {
          ctx.body = present(
            await realEstate.FinalizeAssetUpload(
              { account_id: principal.accountId, project_id: params.project_id, kind, id: params.asset_id },
              media,
            ),
          );
        },
      }),
      defineRoute({
        method: 'GET',
        path: `${base}{asset_id}/`,
        operationId: `${op}_retrieve`,
        summary: `Read a ${kind} asset of the project`,
        tags: TAGS,
        auth: AUTH,
        params: AssetParams,
        responses: { 200: { description: `The ${kind} asset.`, schema } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          ctx.body = present(
            await realEstate.GetAsset({
              account_id: principal.accountId,
              project_id: params.project_id,
              kind,
              id: params.asset_id,
            }),
          );
        },
      }),
      defineRoute({
        method: 'DELETE',
        path: `${base}{asset_id}/`,
        operationId: `${op}_destroy`,
        summary:
          kind === 'video'
            ? 'Delete a video asset from the project (clears it from every shot that selected or rendered it)'
            : `Delete a ${kind} asset from the project`,
        description: 'The stored files are deleted too.',
        tags: TAGS,
        auth: AUTH,
        params: AssetParams,
        responses: { 204: { description: 'Deleted.' } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          await realEstate.DeleteAsset({
            account_id: principal.accountId,
            project_id: params.project_id,
            kind,
            id: params.asset_id,
          });
          ctx.status = 204;
        },
      }),
    ];
  });
}

// Input videos of the legacy area: multipart upload (streamed by the shared upload code to a
// staging key in enhancement's own folder, then measured by the enhancement service) or an
// external URL (JSON, fetched by the service with the SSRF guard); list, read with fresh
// pre-signed URLs, delete.
import { z } from '@platform/config';
import { presentInputVideo } from '@platform/job-events';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { validOrThrow } from '../../http/validation.ts';
import { bodyEncoding, readBody } from '../../http/request-body.ts';
import { UPLOAD_TYPES, stageUpload } from '../../http/upload.ts';
import type { EnhancementRouteDeps } from './index.ts';
import { ExternalVideoBody, InputVideoPageSchema, InputVideoSchema, VideoUploadFields } from './schemas.ts';

const Params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const TAGS = ['enhancement'];
const AUTH = ['Token', 'Bearer'] as const;

export function videoRoutes(deps: EnhancementRouteDeps): RouteDefinition[] {
  const { enhancement, uploads, publicBaseUrl } = deps;
  const base = '/api/videos/';
  const media = { deadlineMs: uploads.mediaDeadlineMs };
  return [
    defineRoute({
      method: 'GET',
      path: base,
      operationId: 'videos_list',
      summary: 'List input videos (newest first)',
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: { 200: { description: 'A page of input videos.', schema: InputVideoPageSchema } },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await enhancement.ListInputVideos({
          account_id: principal.accountId,
          limit: paging.limit,
          offset: paging.offset,
        });
        ctx.body = buildPage(
          answer.results.map(presentInputVideo),
          Number(answer.count),
          paging,
          pageLocation(ctx, publicBaseUrl),
        );
      },
    }),
    defineRoute({
      method: 'POST',
      path: base,
      operationId: 'videos_create',
      summary: 'Upload an input video (multipart) or import one from an external URL (JSON)',
      description:
        `multipart/form-data: \`file\` (required; MP4, MOV, WebM, Matroska; at most ${uploads.maxVideoBytes} bytes), optional \`name\`. ` +
        'application/json: `{external_url, name?}`; the URL is fetched by the server (public http(s) addresses only). ' +
        'The server measures the file with ffprobe; playlists (HLS, concat), AVI and files that are not video are refused with 400.',
      tags: TAGS,
      auth: AUTH,
      selfReadBody: {
        multipart: {
          file: { field: 'file', contentTypes: UPLOAD_TYPES.video, maxBytes: uploads.maxVideoBytes },
          fields: VideoUploadFields,
        },
        json: ExternalVideoBody,
      },
      responses: { 201: { description: 'The measured input video.', schema: InputVideoSchema } },
      async handler({ principal }, ctx) {
        const owner = { account_id: principal.accountId, owner_email: principal.email };
        if (bodyEncoding(ctx, ['multipart', 'json']) === 'multipart') {
          const staged = await stageUpload(ctx, {
            storage: uploads.storage,
            keys: uploads.keys,
            accountId: principal.accountId,
            kind: 'video',
            maxBytes: uploads.maxVideoBytes,
            area: 'enhancement',
          });
          try {
            const fields = validOrThrow(VideoUploadFields, { name: staged.fields.name?.at(-1) });
            const video = await enhancement.RegisterVideoUpload(
              { ...owner, staging_key: staged.stagingKey, name: fields.name || staged.fileName },
              media,
            );
            ctx.status = 201;
            ctx.body = presentInputVideo(video);
          } catch (err) {
            // The service removes the staging object once it has it; this covers failures before that.
            await uploads.storage.remove(staged.stagingKey).catch(() => undefined);
            throw err;
          }
          return;
        }
        const { body } = await readBody(ctx, uploads.bodyLimitBytes, ['json']);
        const input = validOrThrow(ExternalVideoBody, body);
        const video = await enhancement.CreateExternalVideo(
          { ...owner, external_url: input.external_url, name: input.name ?? '' },
          media,
        );
        ctx.status = 201;
        ctx.body = presentInputVideo(video);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}{id}/`,
      operationId: 'videos_retrieve',
      summary: 'Read an input video',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 200: { description: 'The input video.', schema: InputVideoSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentInputVideo(
          await enhancement.GetInputVideo({ account_id: principal.accountId, id: params.id }),
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${base}{id}/`,
      operationId: 'videos_destroy',
      summary: 'Delete an input video and its stored file',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await enhancement.DeleteInputVideo({ account_id: principal.accountId, id: params.id });
        ctx.status = 204;
      },
    }),
  ];
}

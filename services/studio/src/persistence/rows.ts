// Row <-> record mapping for the explicit SQL the repositories run. PostgreSQL hands back
// bigint and numeric as strings (exact) and jsonb already parsed; timestamps go through
// timestampFromRow.
import { Credits } from '@platform/catalogue';
import { numOrNull, strOrNull, timestampFromRow, timestampOrNull, type Row } from '@platform/db';
import type { CameraMovement } from '@platform/jobs';
import type { AssetKind, AssetRecord, JobKind, JobRecord, JobStatus } from '../domain/records.ts';

export type { Row };

const str = (value: unknown): string => String(value);
const date = timestampFromRow;

export function assetFromRow(kind: AssetKind, row: Row): AssetRecord {
  return {
    kind,
    id: str(row.id),
    accountId: str(row.account_id),
    name: str(row.name),
    nameTag: str(row.name_tag),
    tags: (row.tags as string[] | null) ?? [],
    status: row.status as AssetRecord['status'],
    source: row.source as AssetRecord['source'],
    fileKey: strOrNull(row.file_key),
    thumbnailKey: strOrNull(row.thumbnail_key),
    lastFrameKey: kind === 'video' ? strOrNull(row.last_frame_key) : null,
    stagingKey: strOrNull(row.staging_key),
    externalUrl: strOrNull(row.external_url),
    contentType: strOrNull(row.content_type),
    width: Number(row.width),
    height: Number(row.height),
    fileSize: numOrNull(row.file_size),
    video:
      kind === 'video'
        ? {
            numFrames: Number(row.num_frames),
            framerate: Number(row.framerate),
            durationS: Number(row.duration_s),
            bitrate: numOrNull(row.bitrate),
            codecId: strOrNull(row.codec_id),
            bitDepth: numOrNull(row.bit_depth),
            chromaSubsampling: strOrNull(row.chroma_subsampling),
            colorSpace: strOrNull(row.color_space),
          }
        : null,
    jobId: strOrNull(row.job_id),
    createdAt: date(row.created_at),
  };
}

export function jobFromRow(row: Row): JobRecord {
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    kind: row.kind as JobKind,
    status: row.status as JobStatus,
    projectId: strOrNull(row.project_id),
    shotId: strOrNull(row.shot_id),
    projectRealEstateId: strOrNull(row.project_real_estate_id),
    realEstateShotId: strOrNull(row.real_estate_shot_id),
    realEstateImageId: strOrNull(row.real_estate_image_id),
    modelName: str(row.model_name),
    modelConfig: (row.model_config as Record<string, unknown> | null) ?? {},
    prompt: str(row.prompt),
    styleSettings: (row.style_settings as string[] | null) ?? [],
    numRequestedImages: numOrNull(row.num_requested_images),
    imageAssetId: strOrNull(row.image_asset_id),
    fidelityLevel: strOrNull(row.fidelity_level),
    requestedResolution: strOrNull(row.requested_resolution),
    requestedVideoDuration: numOrNull(row.requested_video_duration),
    cameraMovement: strOrNull(row.camera_movement) as CameraMovement | null,
    quote: Credits.parse(str(row.quote)),
    charged: row.charged === null || row.charged === undefined ? null : Credits.parse(str(row.charged)),
    description: str(row.description),
    webhookUrl: strOrNull(row.webhook_url),
    errorMessage: str(row.error_message),
    outputTextId: strOrNull(row.output_text_id),
    outputVideoId: strOrNull(row.output_video_id),
    outputLastFrameId: strOrNull(row.output_last_frame_id),
    createdAt: date(row.created_at),
    startedAt: timestampOrNull(row.started_at),
    finishedAt: timestampOrNull(row.finished_at),
  };
}

export const toDate = date;
export const toStrOrNull = strOrNull;

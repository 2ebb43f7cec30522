// Rows of the repositories' explicit SQL to records: each table's definition (tables.ts) decodes
// the columns; what is left here is where a record differs from its row (money as Credits, a
// video's measurements grouped).
import { groupVideoMeasurements } from '@platform/assets';
import { withCredits } from '@platform/job-lifecycle';
import { type Row } from '@platform/db';
import type { CameraMovement } from '@platform/jobs';
import type { AssetKind, AssetRecord, JobRecord } from '../domain/records.ts';
import { imageAssets, jobs, videoAssets } from './tables.ts';

export type { Row };

export function assetFromRow(kind: AssetKind, row: Row): AssetRecord {
  if (kind === 'image') return { ...imageAssets.decode(row), kind, lastFrameKey: null, video: null };
  return { ...groupVideoMeasurements(videoAssets.decode(row)), kind };
}

export function jobFromRow(row: Row): JobRecord {
  const job = withCredits(jobs.decode(row));
  return { ...job, cameraMovement: job.cameraMovement as CameraMovement | null };
}

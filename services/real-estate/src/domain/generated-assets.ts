// Asset records of what the media worker produced (a job's outputs), as completions record them.
import { audioMeasurements, storedVideoFile } from '@platform/assets';
import type { StoredAudio, StoredVideo } from '@platform/jobs';
import type { AssetKind, AssetRecord } from './records.ts';

export interface GeneratedBy {
  /** A new asset id. */
  id: string;
  job: { id: string; accountId: string; projectId: string };
  name: string;
  at: Date;
}

export function generatedAsset(kind: AssetKind, by: GeneratedBy): AssetRecord {
  return {
    kind,
    id: by.id,
    accountId: by.job.accountId,
    projectId: by.job.projectId,
    name: by.name,
    nameTag: '',
    tags: [],
    source: 'generated',
    fileKey: '',
    thumbnailKey: null,
    lastFrameKey: null,
    externalUrl: null,
    contentType: '',
    width: 0,
    height: 0,
    fileSize: 0,
    video: null,
    audio: null,
    jobId: by.job.id,
    createdAt: by.at,
  };
}

export function generatedVideo(by: GeneratedBy, video: StoredVideo): AssetRecord {
  return {
    ...generatedAsset('video', by),
    ...storedVideoFile(video),
  };
}

export function generatedAudio(by: GeneratedBy, audio: StoredAudio): AssetRecord {
  return {
    ...generatedAsset('audio', by),
    fileKey: audio.key,
    contentType: audio.content_type,
    fileSize: audio.file_size,
    audio: audioMeasurements(audio),
  };
}

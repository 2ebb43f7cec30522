// The columns of a job owner's asset tables (studio's and real estate's image, video and audio
// assets) that this package's machinery fills: the file as AssetIngest stores it, the state of a
// pre-signed upload (PresignedUploads), the name tag, and a video's measurements. Each service's
// migrations create its tables; its tables.ts spreads these into its definitions (with what is
// its own, such as real estate's project), and its schema check holds the two together.
// A subpath of its own (`@platform/assets/tables`), so that only the services with asset tables
// load the database package.
import { col } from '@platform/db';

/** What every asset row has; `Source` is the service's list of ways an asset arrives. */
export const assetColumns = <Source extends string>() => ({
  id: col.uuid().primary(),
  accountId: col.bigint(),
  name: col.text(),
  nameTag: col.text(),
  tags: col.jsonb<string[]>(),
  status: col.text<'pending' | 'ready'>(),
  source: col.text<Source>(),
  fileKey: col.text().nullable(),
  thumbnailKey: col.text().nullable(),
  stagingKey: col.text().nullable(),
  externalUrl: col.text().nullable(),
  contentType: col.text().nullable(),
  fileSize: col.bigintNumber().nullable(),
  jobId: col.uuid().nullable(),
  createdAt: col.timestamptz(),
});

/** An image's or a video's size in pixels. */
export const pictureColumns = {
  width: col.integer(),
  height: col.integer(),
};

/** What a video asset has besides its picture: its last frame and VideoMeasurements. */
export const videoColumns = {
  lastFrameKey: col.text().nullable(),
  numFrames: col.integer(),
  framerate: col.double(),
  durationS: col.double(),
  bitrate: col.bigintNumber().nullable(),
  codecId: col.text().nullable(),
  bitDepth: col.integer().nullable(),
  chromaSubsampling: col.text().nullable(),
  colorSpace: col.text().nullable(),
};

/** A text asset: the text a job answered (studio's image-to-text, real estate's shot descriptions). */
export const textAssetColumns = {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  text: col.text(),
  jobId: col.uuid().nullable(),
  createdAt: col.timestamptz(),
};

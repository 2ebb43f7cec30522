// An image-to-video job's last frame, kept as an image of its own: a copy beside the job's outputs
// (so deleting the video never breaks it and it can start the next job), measured as an upload
// would be, with a thumbnail. Studio and real estate complete their image-to-video jobs with it.
import { writeFile } from 'node:fs/promises';
import type { MediaInspector, ObjectStore, ScratchSpace } from './ports.ts';

/** The worker's last frame is a still of the video's size: far below this. */
const MAX_STILL_BYTES = 50 * 1024 * 1024;

export interface LastFrameCopy {
  fileKey: string;
  thumbnailKey: string;
  contentType: string;
  width: number;
  height: number;
  fileSize: number;
}

export async function copyLastFrame(
  deps: { objects: ObjectStore; inspector: MediaInspector; scratch: ScratchSpace },
  lastFrameKey: string,
  outputPrefix: string,
): Promise<LastFrameCopy> {
  const data = await deps.objects.read(lastFrameKey, MAX_STILL_BYTES);
  const measured = await deps.scratch.withDir(async (dir) => {
    const path = `${dir}/last-frame`;
    await writeFile(path, data);
    return deps.inspector.image(path);
  });
  const fileKey = `${outputPrefix}last-frame-image.${measured.extension}`;
  const thumbnailKey = `${outputPrefix}last-frame-thumbnail.jpg`;
  await deps.objects.put(fileKey, data, { contentType: measured.contentType, size: data.length });
  await deps.objects.put(thumbnailKey, measured.thumbnail.data, {
    contentType: measured.thumbnail.contentType,
  });
  return {
    fileKey,
    thumbnailKey,
    contentType: measured.contentType,
    width: measured.width,
    height: measured.height,
    fileSize: measured.fileSize,
  };
}

// A local video at a URL fal can fetch (its models take `video_url`, never an upload), in this
// order (docs/decisions.md):
//   1. a pre-signed GET URL of our own storage, when the worker has a public storage endpoint and
//      the input goes unchanged (nothing is copied anywhere);
//   2. fal's own storage, as the fal-js SDK uploads (libs/client/src/storage.ts):
//        POST {storage_url}/storage/upload/initiate?storage_type=fal-cdn-v3  {content_type, file_name}
//          -> {upload_url, file_url};  PUT upload_url  the bytes
//      and above 90 MiB in 10 MiB parts:
//        POST .../storage/upload/initiate-multipart?storage_type=fal-cdn-v3  -> {upload_url, file_url}
//        PUT  {upload_url path}/{n}{query}  part n  -> {partNumber, etag}
//        POST {upload_url path}/complete{query}  {parts: [{partNumber, etag}]}
//      with `X-Fal-Object-Lifecycle` asking fal to delete the file after `input_expiry_s`;
//   3. a `data:` URL, only when the entry asks for it (`video_input: "data_url"`) and the URL
//      fits `max_inline_bytes` (fal refuses data URLs above about 10 MB; a large inline body
//      also makes the billed submit slow and its outcome more often unknown).
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from '@platform/config';
import { AdapterError, type CallPolicy, type HttpClient } from '@platform/http-client';

const MIB = 1024 * 1024;
/** fal-js switches to a multipart upload above this size, in parts of PART_BYTES. */
export const FAL_MULTIPART_THRESHOLD = 90 * MIB;
export const FAL_PART_BYTES = 10 * MIB;

export const VIDEO_INPUTS = ['auto', 'fal_storage', 'data_url'] as const;

export interface FalUpload {
  http: HttpClient;
  /** fal's REST API (`https://rest.alpha.fal.ai`). */
  storageUrl: string;
  /** The key's header, for the initiate and complete calls only (upload URLs are pre-signed). */
  headers: Record<string, string>;
  policy: CallPolicy;
  /** Time limit of one part's (or the whole file's) PUT. */
  uploadTimeoutMs: number;
  expirySeconds: number;
  signal: AbortSignal;
  /** Multipart above this size, in parts of `partBytes` (fal-js's 90 MiB and 10 MiB unless given). */
  multipart?: { thresholdBytes: number; partBytes: number };
}

const initiated = z.object({
  upload_url: z.url({ protocol: /^https?$/ }),
  file_url: z.url({ protocol: /^https?$/ }),
});
const partAnswer = z.object({ partNumber: z.number().int().positive(), etag: z.string().min(1) });

/** The part URL or the completion URL of a multipart upload, as fal-js builds them. */
export function multipartUrl(uploadUrl: string, step: number | 'complete'): string {
  const url = new URL(uploadUrl);
  return `${url.origin}${url.pathname}/${step}${url.search}`;
}

async function initiate(
  upload: FalUpload,
  multipart: boolean,
  name: string,
): Promise<z.infer<typeof initiated>> {
  const path = multipart ? 'initiate-multipart' : 'initiate';
  const answer = initiated.safeParse(
    await upload.http.json(
      {
        method: 'POST',
        url: `${upload.storageUrl.replace(/\/+$/, '')}/storage/upload/${path}?storage_type=fal-cdn-v3`,
        headers: {
          ...upload.headers,
          'X-Fal-Object-Lifecycle': JSON.stringify({ expiration_duration_seconds: upload.expirySeconds }),
        },
        json: { content_type: 'video/mp4', file_name: name },
        what: 'fal-queue: input upload',
      },
      upload.policy,
      upload.signal,
    ),
  );
  if (!answer.success)
    throw new AdapterError("fal-queue: fal storage's upload answer has no upload_url and file_url.", {
      retryable: false,
    });
  return answer.data;
}

/** Uploads the video to fal's storage; its file URL. A part's PUT may be repeated (it overwrites). */
export async function uploadToFalStorage(upload: FalUpload, path: string): Promise<string> {
  const size = (await stat(path)).size;
  const name = basename(path);
  const put = { ...upload.policy, timeoutMs: upload.uploadTimeoutMs };
  const { thresholdBytes, partBytes } = upload.multipart ?? {
    thresholdBytes: FAL_MULTIPART_THRESHOLD,
    partBytes: FAL_PART_BYTES,
  };
  if (size <= thresholdBytes) {
    const { upload_url, file_url } = await initiate(upload, false, name);
    await upload.http.request(
      {
        method: 'PUT',
        url: upload_url,
        file: { path, contentType: 'video/mp4' },
        what: 'fal-queue: input upload',
      },
      put,
      upload.signal,
    );
    return file_url;
  }
  const { upload_url, file_url } = await initiate(upload, true, name);
  const parts: Array<z.infer<typeof partAnswer>> = [];
  for (let start = 0, number = 1; start < size; start += partBytes, number += 1) {
    const range = { start, end: Math.min(size, start + partBytes) };
    const answer = await upload.http.json(
      {
        method: 'PUT',
        url: multipartUrl(upload_url, number),
        file: { path, contentType: 'video/mp4', range },
        what: `fal-queue: input upload part ${number}`,
      },
      put,
      upload.signal,
    );
    const part = partAnswer.safeParse(answer);
    if (!part.success)
      throw new AdapterError(`fal-queue: fal storage's answer to part ${number} has no etag.`, {
        retryable: false,
      });
    parts.push(part.data);
  }
  await upload.http.request(
    {
      method: 'POST',
      url: multipartUrl(upload_url, 'complete'),
      json: { parts },
      what: 'fal-queue: input upload completion',
    },
    upload.policy,
    upload.signal,
  );
  return file_url;
}

/** The video as a data URL of at most `maxUrlBytes` characters, or a readable refusal. */
export async function videoDataUrl(path: string, maxUrlBytes: number): Promise<string> {
  const size = (await stat(path)).size;
  // base64 grows 4/3; the prefix is short.
  if (Math.ceil(size / 3) * 4 + 30 > maxUrlBytes) {
    throw new AdapterError(
      `fal-queue: the input video (${(size / MIB).toFixed(1)} MiB) is too large to send inline (max_inline_bytes ${Math.round(maxUrlBytes / MIB)} MiB); use video_input "auto".`,
      { retryable: false },
    );
  }
  return `data:video/mp4;base64,${(await readFile(path)).toString('base64')}`;
}

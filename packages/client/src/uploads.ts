// Uploading a file to an asset collection: a small file in one multipart request, a large one
// to storage with the pre-signed PUT the API hands out, then finalized (the server measures it).
// A file can be a Blob, bytes, a stream, or (with the Node entry) a path; its type is taken from
// the caller, the Blob, its first bytes, or its name, in that order.
import type { OperationName, RequestOptions, Transport } from './transport.ts';

export type UploadSource =
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>
  /** A file's path: Node only (the Node entry opens it). */
  | string;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions extends RequestOptions {
  /** The asset's name; the file's name when it has one. */
  name?: string;
  /** The file's media type when its bytes and name do not tell it. */
  contentType?: string;
  onProgress?: (progress: UploadProgress) => void;
}

export interface UploadOperations {
  direct: OperationName;
  presign: OperationName;
  finalize: OperationName;
}

interface Presigned {
  asset: { id: string };
  upload: { url: string; method: string; headers: Record<string, string> };
}

export async function uploadFile<T>(
  transport: Transport,
  operations: UploadOperations,
  path: readonly (string | number)[],
  source: UploadSource,
  options: UploadOptions = {},
): Promise<T> {
  const opened = await toBlob(source, transport);
  const type =
    options.contentType ||
    opened.type ||
    sniff(new Uint8Array(await opened.slice(0, 16).arrayBuffer())) ||
    typeOfName(fileName(source));
  if (!type) throw new Error('Cannot tell the file type: pass contentType (for example "image/jpeg").');
  const blob = opened.type === type ? opened : new Blob([opened], { type });
  const name = options.name ?? fileName(source);
  const total = blob.size;
  options.onProgress?.({ loaded: 0, total });
  if (total <= transport.multipartThreshold) {
    const answer = await transport.call<T>(
      operations.direct,
      path,
      { body: { file: blob, ...(name ? { name } : {}) } },
      options,
    );
    options.onProgress?.({ loaded: total, total });
    return answer;
  }
  const presigned = await transport.call<Presigned>(
    operations.presign,
    path,
    { body: { content_type: type, file_size: total, ...(name ? { name } : {}) } },
    options,
  );
  await put(transport, presigned.upload, blob, options);
  return transport.call<T>(operations.finalize, [...path, presigned.asset.id], {}, options);
}

/** The PUT to storage; in Node the body streams so progress moves with the bytes sent. */
async function put(
  transport: Transport,
  upload: Presigned['upload'],
  blob: Blob,
  options: UploadOptions,
): Promise<void> {
  const total = blob.size;
  const inNode = typeof process !== 'undefined' && Boolean(process.versions?.node);
  let loaded = 0;
  const body = inNode
    ? blob.stream().pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            loaded += chunk.byteLength;
            options.onProgress?.({ loaded, total });
            controller.enqueue(chunk);
          },
        }),
      )
    : blob;
  const headers: Record<string, string> = { ...upload.headers };
  if (inNode) headers['Content-Length'] = String(total);
  const response = await transport.fetch(upload.url, {
    method: upload.method,
    headers,
    body,
    signal: options.signal,
    ...(inNode ? { duplex: 'half' } : {}),
  } as RequestInit);
  if (!response.ok) {
    const text = await response.text();
    throw new Error(`the upload to storage failed: HTTP ${response.status} ${text.slice(0, 300)}`);
  }
  if (!inNode) options.onProgress?.({ loaded: total, total });
}

/** Any upload source as a Blob (a stream is read to its end first: its size is needed up front). */
export async function toBlob(source: UploadSource, transport: Pick<Transport, 'openPath'>): Promise<Blob> {
  if (typeof source === 'string') {
    if (!transport.openPath) throw new Error('A file path needs the Node entry of @media-platform/client.');
    return transport.openPath(source);
  }
  if (source instanceof Blob) return source;
  if (source instanceof ArrayBuffer) return new Blob([source]);
  if (ArrayBuffer.isView(source)) {
    return new Blob([new Uint8Array(source.buffer as ArrayBuffer, source.byteOffset, source.byteLength)]);
  }
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for await (const chunk of source as AsyncIterable<Uint8Array>) parts.push(new Uint8Array(chunk));
  return new Blob(parts);
}

export function fileName(source: UploadSource): string | undefined {
  if (typeof source === 'string') return source.split(/[\\/]/).pop() || undefined;
  if (typeof File !== 'undefined' && source instanceof File) return source.name || undefined;
  return undefined;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/** The media type a file's first bytes announce, for the formats the API takes. */
export function sniff(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return 'image/tiff';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (brand.startsWith('hei') || brand === 'mif1') return 'image/heic';
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('M4A')) return 'audio/mp4';
    return 'video/mp4';
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
    return 'audio/mpeg';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'audio/flac';
  return undefined;
}

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
};

function typeOfName(name: string | undefined): string | undefined {
  const extension = name?.split('.').pop()?.toLowerCase();
  return extension ? BY_EXTENSION[extension] : undefined;
}

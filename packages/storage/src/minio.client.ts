// The minio client behind the storage adapter: loaded at the first storage call, made once per
// Storage, with minio's own addressing (path or virtual-host style, ports) exposed for the
// pre-signed PUTs that sigv4.presigner.ts signs itself.
import type * as MinioModule from 'minio';
import type { Client } from 'minio';
import type { StorageOptions } from './storage.ts';

type Minio = typeof MinioModule;

// minio and its dependencies take about 25 MiB resident: a process loads them at its first
// storage call, so one that rarely touches storage (the gateway stages uploads only) stays small.
let minioModule: Promise<Minio> | undefined;
export const loadMinio = (): Promise<Minio> => (minioModule ??= import('minio'));

/** A minio client that also exposes minio's own addressing (path or virtual-host style, ports) for custom signing. */
export interface AddressingClient extends Client {
  requestTarget(
    method: string,
    region: string,
    bucketName: string,
    objectName: string,
  ): { protocol: string; host: string; path: string };
}

function addressingClient(
  minio: Minio,
  options: ConstructorParameters<Minio['Client']>[0],
): AddressingClient {
  class Addressing extends minio.Client {
    requestTarget(method: string, region: string, bucketName: string, objectName: string) {
      const request = this.getRequestOptions({ method, region, bucketName, objectName });
      return {
        protocol: request.protocol ?? 'http:',
        host: request.headers.host ?? request.host,
        path: request.path,
      };
    }
  }
  return new Addressing(options) as AddressingClient;
}

/** The client for these options, made at the first call and shared by every later one. */
export function minioConnector(options: StorageOptions): () => Promise<AddressingClient> {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw new Error(`S3 endpoint must be http(s): ${options.endpoint}`);
  }
  const useSSL = endpoint.protocol === 'https:';
  const clientOptions = {
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: options.pathStyle ?? true,
    // minio would retry once and report it with console.warn, past our logger; the callers retry
    // (jobs are redelivered with backoff, clients get a 503), so one attempt here.
    retryOptions: { disableRetry: true },
  };
  let connecting: Promise<AddressingClient> | undefined;
  const connect = (): Promise<AddressingClient> =>
    (connecting ??= loadMinio().then((minio) => addressingClient(minio, clientOptions)));
  return connect;
}

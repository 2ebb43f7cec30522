// An S3-compatible server for the local stack: s3rver, in the runner's own process, keeping
// objects as files under the data folder. The platform bucket is created up front with a CORS
// rule, so a browser page on another port can upload with the pre-signed PUT/POST the API hands
// out. s3rver checks expiry but not signatures; deployments use MinIO.
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface S3Options {
  dataDir: string;
  /** 0 picks a free port (tests). */
  port: number;
  bucket: string;
}

export interface RunningS3 {
  endpoint: string;
  region: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  stop(): Promise<void>;
}

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3(options: S3Options): Promise<RunningS3> {
  await mkdir(options.dataDir, { recursive: true });
  const s3rver = new S3rver({
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [CORS] }],
  });
  await s3rver.configureBuckets();
  // Our own HTTP server around s3rver's request handler: s3rver.run() leaves listen errors
  // (a busy port) as an uncaught 'error' event that would crash the runner.
  const server = createServer(s3rver.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `s3rver could not start: ${err.code === 'EADDRINUSE' ? `port ${options.port} is already in use` : err.message}`,
          { cause: err },
        ),
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver accepts exactly these credentials.
    region: 'us-east-1',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    bucket: options.bucket,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Services are stopped by now; whatever is still connected is not coming back.
        server.closeAllConnections();
      }),
  };
}

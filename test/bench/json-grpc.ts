// Bare grpc-js for the benchmarks that measure what a hop costs without our gRPC layer
// (hop-cost, the job latency floor): unary methods whose messages are JSON, and a promise call.
import { Metadata, type Client } from '@grpc/grpc-js';

export const json = {
  serialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  deserialize: (bytes: Buffer) => JSON.parse(bytes.toString()) as unknown,
};

export type JsonMethod = ReturnType<typeof jsonMethod>;

export const jsonMethod = (path: string) => ({
  path,
  requestStream: false,
  responseStream: false,
  requestSerialize: json.serialize,
  requestDeserialize: json.deserialize,
  responseSerialize: json.serialize,
  responseDeserialize: json.deserialize,
});

export function callUnary<T>(client: Client, method: JsonMethod, request: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      method.path,
      method.requestSerialize,
      method.responseDeserialize,
      request,
      new Metadata(),
      { deadline: Date.now() + 5_000 },
      (err, response) => (err ? reject(err) : resolve(response as T)),
    );
  });
}

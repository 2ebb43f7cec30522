// Two replicas of one service behind one address list: calls are spread over both, go on when
// one stops, and the health checker reports each replica.
import { loadSync, type MethodDefinition } from '@grpc/proto-loader';
import { createLogger } from '@platform/logging';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createGrpcServer,
  createHealthChecker,
  registration,
  type GrpcServer,
} from './index.ts';

interface EchoRequest {
  text: string;
  delay_ms: number;
  fail_with: string;
}
interface EchoResponse {
  text: string;
  trace_id: string;
}
type EchoDefinition = { Echo: MethodDefinition<EchoRequest, EchoResponse, EchoRequest, EchoResponse> };

const definition = loadSync(fileURLToPath(new URL('./testdata/echo.proto', import.meta.url)), {
  keepCase: true,
  defaults: true,
})['testing.v1.EchoService'] as unknown as EchoDefinition;

async function replica(name: string): Promise<{ server: GrpcServer; address: string }> {
  const server = createGrpcServer(
    [
      registration('testing.v1.EchoService', definition, {
        Echo: async () => ({ text: name, trace_id: '' }),
      }),
    ],
    createLogger('test', 'silent'),
  );
  return { server, address: `127.0.0.1:${await server.listen('127.0.0.1:0')}` };
}

describe('a gRPC address list', () => {
  let a: Awaited<ReturnType<typeof replica>>;
  let b: Awaited<ReturnType<typeof replica>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([replica('a'), replica('b')]);
  });
  afterAll(async () => {
    await Promise.all([a?.server.stop(100), b?.server.stop(100)]);
  });

  it('spreads calls over every replica, reports each one, and goes on when one stops', async () => {
    const list = `${a.address},${b.address}`;
    const client = createClient('testing.v1.EchoService', definition, list);
    const health = createHealthChecker(list);
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push((await client.Echo({ text: '', delay_ms: 0, fail_with: '' })).text);
    // round_robin takes turns once both connections are up; the first calls may all go to one.
    expect(new Set(answers)).toEqual(new Set(['a', 'b']));
    expect(await health.checkReplicas()).toEqual({ [a.address]: true, [b.address]: true });

    await b.server.stop(100);
    for (let i = 0; i < 10; i++)
      expect((await client.Echo({ text: '', delay_ms: 0, fail_with: '' })).text).toBe('a');
    expect(await health.checkReplicas('', 300)).toEqual({ [a.address]: true, [b.address]: false });
    expect(await health.replicaStatuses('', 300)).toEqual({ [a.address]: 'SERVING', [b.address]: null });
    expect(await health.check('', 300)).toBe(true);
    client.close();
    health.close();
  });
});

import { describe, expect, it } from 'vitest';
import { ROUND_ROBIN_SERVICE_CONFIG, channelTarget } from './target.ts';

describe('channel targets', () => {
  it('keeps one address as it is, with the default policy', () => {
    expect(channelTarget('127.0.0.1:50051')).toEqual({
      target: '127.0.0.1:50051',
      options: {},
      replicas: ['127.0.0.1:50051'],
    });
    expect(channelTarget('billing.media.svc:50051').options).toEqual({});
  });

  it('spreads over a list of addresses with round_robin', () => {
    expect(channelTarget('127.0.0.1:50051, 127.0.0.1:50061')).toEqual({
      target: 'ipv4:127.0.0.1:50051,127.0.0.1:50061',
      options: { 'grpc.service_config': ROUND_ROBIN_SERVICE_CONFIG },
      replicas: ['127.0.0.1:50051', '127.0.0.1:50061'],
    });
    expect(channelTarget('[::1]:50051,[::1]:50061').target).toBe('ipv6:[::1]:50051,[::1]:50061');
    expect(JSON.parse(ROUND_ROBIN_SERVICE_CONFIG)).toEqual({ loadBalancingConfig: [{ round_robin: {} }] });
  });

  it('spreads over the addresses of a dns:/// name (a headless Service)', () => {
    expect(channelTarget('dns:///billing-headless.media.svc.cluster.local:50051')).toMatchObject({
      target: 'dns:///billing-headless.media.svc.cluster.local:50051',
      options: {
        'grpc.service_config': ROUND_ROBIN_SERVICE_CONFIG,
        'grpc.service_config_disable_resolution': 1,
      },
    });
  });

  it('refuses lists grpc-js cannot take', () => {
    expect(() => channelTarget('billing-0:50051,billing-1:50051')).toThrow(/dns:\/\/\//);
    expect(() => channelTarget('127.0.0.1:50051,[::1]:50061')).toThrow(/all IPv4 or all IPv6/);
    expect(() => channelTarget('127.0.0.1,127.0.0.2')).toThrow(/with its port/);
    expect(() => channelTarget(' , ')).toThrow(/empty/);
  });
});

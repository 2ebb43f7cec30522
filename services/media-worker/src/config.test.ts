import { describe, expect, it } from 'vitest';
import { providerReachable } from './config.ts';

describe('the public storage endpoint as providers see it', () => {
  it('is used only when it is https on an internet host', () => {
    expect(providerReachable('https://media.example.com')).toBe('https://media.example.com');
    for (const local of [
      'http://media.example.com',
      'https://localhost:9000',
      'https://127.0.0.1',
      'https://10.1.2.3',
      'https://192.168.0.9',
      'https://172.20.0.4',
      'https://minio',
      'https://minio.default.svc.cluster.local',
      'https://[::1]',
    ]) {
      expect(providerReachable(local), local).toBeUndefined();
    }
    expect(providerReachable(undefined)).toBeUndefined();
  });
});

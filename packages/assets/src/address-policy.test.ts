import { describe, expect, it } from 'vitest';
import { createAddressPolicy, unmapIpv4 } from './address-policy.ts';

describe('address policy', () => {
  const policy = createAddressPolicy();

  it('refuses every non-public address', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.251',
      '239.255.255.250',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'not-an-ip',
    ];
    for (const address of refused) expect(policy.allows(address), address).toBe(false);
  });

  it('allows public unicast addresses', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(policy.allows(address), address).toBe(true);
    }
  });

  it('exempts only the configured ranges', () => {
    const relaxed = createAddressPolicy(['127.0.0.2/32']);
    expect(relaxed.allows('127.0.0.2')).toBe(true);
    expect(relaxed.allows('127.0.0.1')).toBe(false);
    expect(() => createAddressPolicy(['nonsense/8'])).toThrow(/Invalid CIDR/);
  });

  it('unmaps IPv4-mapped IPv6 addresses', () => {
    expect(unmapIpv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(unmapIpv4('::FFFF:0a00:0001')).toBe('10.0.0.1');
    expect(unmapIpv4('2001:db8::1')).toBe('2001:db8::1');
  });
});

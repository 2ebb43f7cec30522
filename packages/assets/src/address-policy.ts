// Which IP addresses a server-side fetch may connect to. Everything that is not a public unicast
// address is refused: private, loopback, link-local (cloud metadata lives there), carrier-grade
// NAT, multicast, reserved and documentation ranges, and IPv6 forms that embed an IPv4 address
// (mapped, NAT64, 6to4), which would otherwise smuggle a private IPv4 past the check.
import { BlockList, isIP } from 'node:net';

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const BLOCKED_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped: checked as IPv4 below, blocked here as a fallback
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, ...)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

function blockList(subnets: [string, number][], type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of subnets) list.addSubnet(address, prefix, type);
  return list;
}

// One list per family: BlockList matches IPv4 input against IPv4-mapped IPv6 rules, so a single
// list holding ::ffff:0:0/96 would refuse every IPv4 address.
const BLOCKED = { ipv4: blockList(BLOCKED_V4, 'ipv4'), ipv6: blockList(BLOCKED_V6, 'ipv6') };

/** `::ffff:127.0.0.1` or `::ffff:7f00:1` -> `127.0.0.1`; other addresses unchanged. */
export function unmapIpv4(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const high = Number.parseInt(hex[1], 16);
    const low = Number.parseInt(hex[2], 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return address;
}

export interface AddressPolicy {
  /** True when a fetch may connect to this literal IP address. */
  allows(address: string): boolean;
}

/** `allowCidrs` exempts ranges (e.g. a test server on 127.0.0.2/32); never set in production. */
export function createAddressPolicy(allowCidrs: readonly string[] = []): AddressPolicy {
  const allowed = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const cidr of allowCidrs) {
    const [address = '', prefix] = cidr.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`Invalid CIDR in the fetch allow list: ${cidr}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    allowed[type].addSubnet(address, Number(prefix ?? (family === 4 ? 32 : 128)), type);
  }
  return {
    allows(raw: string): boolean {
      const address = unmapIpv4(raw.replace(/^\[|\]$/g, ''));
      const family = isIP(address);
      if (family === 0) return false;
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (allowed[type].check(address, type)) return true;
      return !BLOCKED[type].check(address, type);
    },
  };
}

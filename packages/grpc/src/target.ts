// How an address setting (`<NAME>_GRPC_ADDR`) becomes a grpc-js channel target. One host:port
// behaves as it always did (pick_first: every call on one connection). A comma-separated list of
// replicas (`127.0.0.1:50051,127.0.0.1:50061`, the local stack's STACK_REPLICAS=2) and a
// `dns:///name:port` target (a Kubernetes headless Service, whose name lists every pod) spread
// calls over all of them with round_robin: HTTP/2 keeps one long-lived connection, so without it
// every call of a client would go to whichever replica it connected to first.
import { isIPv4, isIPv6 } from 'node:net';

/** grpc-js's round_robin policy as the channel's default service config (`grpc.service_config`). */
export const ROUND_ROBIN_SERVICE_CONFIG = JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] });

export interface ChannelTarget {
  target: string;
  /** Channel options the target needs besides the client's own. */
  options: Record<string, string | number>;
  /** The replicas named one by one (a list); a single target, even a `dns:///` one, is one entry. */
  replicas: string[];
}

const hostOf = (address: string): string =>
  address.slice(0, address.lastIndexOf(':')).replace(/^\[|\]$/g, '');

export function channelTarget(address: string): ChannelTarget {
  const entries = address
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('A gRPC address is empty.');
  if (entries.length === 1) {
    const [target] = entries as [string];
    // grpc-js resolves `dns:` targets to every address of the name; only then is there a choice.
    // The policy is ours: DNS TXT records (grpc's service config in DNS) are not asked for it.
    const options: Record<string, string | number> = target.startsWith('dns:')
      ? { 'grpc.service_config': ROUND_ROBIN_SERVICE_CONFIG, 'grpc.service_config_disable_resolution': 1 }
      : {};
    return { target, options, replicas: [target] };
  }
  // grpc-js takes a list only as literal addresses of one family (its ipv4:/ipv6: resolvers).
  const hosts = entries.map(hostOf);
  const scheme = hosts.every((host) => isIPv4(host))
    ? 'ipv4'
    : hosts.every((host) => isIPv6(host))
      ? 'ipv6'
      : undefined;
  if (!scheme || entries.some((entry) => !/:\d+$/.test(entry)))
    throw new Error(
      `gRPC address list "${address}": every entry must be an IP address with its port, all IPv4 or all IPv6 (for host names, use one dns:///name:port whose records list the replicas).`,
    );
  return {
    target: `${scheme}:${entries.join(',')}`,
    options: { 'grpc.service_config': ROUND_ROBIN_SERVICE_CONFIG },
    replicas: entries,
  };
}

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { OutboundRefusedError } from './outbound-refused.error';

/** IPv6's global unicast block; everything else in IPv6 is special-purpose or unassigned. */
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether an IP address is public: global unicast, not one of the special-purpose ranges
 * (loopback, private 10/8 172.16/12 192.168/16, link-local, unique-local fc00::/7, CGNAT
 * 100.64/10, 0/8, multicast, broadcast, documentation, benchmarking, reserved). An IPv4-mapped
 * IPv6 address is judged as the IPv4 address inside; the other IPv6 forms that reach IPv4
 * (NAT64, 6to4, Teredo) are refused outright.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(IPV6_GLOBAL_UNICAST);
}

/**
 * A socket `lookup` that resolves as `resolve` does and fails with an OutboundRefusedError when
 * any of the name's addresses is not public, so a name is judged by where the connection
 * would really go, at the moment it connects (a DNS answer changed since any earlier check
 * changes nothing).
 */
export function publicOnlyLookup(resolve: LookupFunction = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) {
        callback(error, '');
        return;
      }
      const addresses: LookupAddress[] =
        typeof found === 'string'
          ? [{ address: found, family: options.family === 6 ? 6 : 4 }]
          : found;
      const [first] = addresses;
      if (!first || addresses.some(({ address }) => !isPublicAddress(address))) {
        callback(new OutboundRefusedError('address'), '');
      } else if (options.all) {
        callback(null, addresses);
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}

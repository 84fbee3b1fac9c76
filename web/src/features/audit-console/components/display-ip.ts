const IPV4_MAPPED = '::ffff:';

/** An address as people read it: an IPv4 client without the IPv6 mapping prefix. */
export function displayIp(address: string | null): string {
  if (address === null) return '—';
  return address.startsWith(IPV4_MAPPED) ? address.slice(IPV4_MAPPED.length) : address;
}

import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { OutboundRefusedError } from './outbound-refused.error';
import { isPublicAddress, publicOnlyLookup } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'IPv4 loopback'],
    ['127.255.0.9', 'IPv4 loopback, anywhere in 127/8'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12, its end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'CGNAT 100.64/10'],
    ['0.0.0.0', 'this network 0/8'],
    ['0.1.2.3', 'this network 0/8'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fc00::/7'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['localhost', 'not an address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111'])(
    'takes the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('publicOnlyLookup', () => {
  /** A resolver that answers these addresses for every name. */
  const resolvingTo =
    (...addresses: LookupAddress[]): LookupFunction =>
    (_hostname, _options, callback) =>
      callback(null, addresses);
  const lookUp = (resolve: LookupFunction, all: boolean) =>
    new Promise<unknown>((settle) => {
      publicOnlyLookup(resolve)('jira.example.test', { all }, (error, address, family) =>
        settle(error ?? { address, family }),
      );
    });

  it('hands on a name whose addresses are all public, in the form asked', async () => {
    const resolve = resolvingTo(
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    );
    expect(await lookUp(resolve, false)).toEqual({ address: '93.184.215.14', family: 4 });
    expect(await lookUp(resolve, true)).toEqual({
      address: [
        { address: '93.184.215.14', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ],
      family: undefined,
    });
  });

  it.each([
    [[{ address: '127.0.0.1', family: 4 }]],
    [[{ address: '::1', family: 6 }]],
    [
      [
        { address: '93.184.215.14', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    ],
  ])('refuses a name that resolves to %j', async (addresses) => {
    const refusal = await lookUp(resolvingTo(...addresses), true);
    expect(refusal).toBeInstanceOf(OutboundRefusedError);
    expect(refusal).toMatchObject({ reason: 'address' });
  });

  it('passes the resolver’s own failure on', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    const failing: LookupFunction = (_hostname, _options, callback) => callback(notFound, '');
    expect(await lookUp(failing, false)).toBe(notFound);
  });
});

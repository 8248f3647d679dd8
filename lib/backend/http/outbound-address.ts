import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outgoing call may reach without an administrator's leave: public unicast
 * ones only. Loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local, carrier NAT,
 * multicast, documentation and reserved ranges, and IPv4 written inside IPv6 (::ffff:…) are judged
 * as the address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'unicast';
}

/** A host an outgoing call refused to reach, and why: it named a non-public address, or could not be resolved. */
export class OutboundRefusal extends Error {
  constructor(readonly reason: 'privateAddress' | 'dnsFailed', readonly host: string, readonly address: string | null) {
    super(reason === 'privateAddress' ? `${host} resolves to the non-public address ${address}` : `${host} could not be resolved`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Every address a host name resolves to, IPv4 and IPv6; refused unless all of them are public. */
export function publicAddressesOf(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (error, addresses) => {
      if (error || addresses.length === 0) return reject(new OutboundRefusal('dnsFailed', host, null));
      const inner = addresses.find((a) => !isPublicAddress(a.address));
      if (inner) return reject(new OutboundRefusal('privateAddress', host, inner.address));
      resolve(addresses);
    });
  });
}

/**
 * A `lookup` for the sockets of an outgoing call: the name is resolved once, every address it
 * gives is checked, and the socket connects to one of those checked addresses, so a name that
 * answers differently a moment later (DNS rebinding) cannot slip a private address in.
 */
export function publicOnlyLookup(host: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void {
  if (isIP(host)) {
    if (!isPublicAddress(host)) return callback(new OutboundRefusal('privateAddress', host, host), []);
    const family = isIP(host);
    return options.all ? callback(null, [{ address: host, family }]) : callback(null, host, family);
  }
  publicAddressesOf(host).then(
    (addresses) => (options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family)),
    (error: Error) => callback(error as NodeJS.ErrnoException, []),
  );
}

import { markPeerAddressStamping, PEER_ADDRESS_HEADER } from '@/lib/gateway/peer-address';

/**
 * Headers as the server's socket stamp leaves them (lib/gateway/peer-address-stamp.ts) for a
 * request that came from `address`; the process is marked as stamping, as at server start.
 */
export function fromSocket(address: string): Record<string, string> {
  markPeerAddressStamping();
  return { [PEER_ADDRESS_HEADER]: address };
}

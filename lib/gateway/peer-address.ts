/**
 * The address of the TCP peer, as the Node server saw it. Next.js gives route handlers no socket
 * (NextRequest has no ip, and it fills X-Forwarded-For from the socket only when the client did not
 * send one), so the server start stamps every incoming request with its socket's address under
 * this header (see peer-address-stamp.ts), overwriting whatever a client sent under that name.
 */
export const PEER_ADDRESS_HEADER = 'x-fincrm-peer-address';

const STAMPING = Symbol.for('fincrm.peerAddressStamping');

type StampFlag = { [STAMPING]?: boolean };

export function markPeerAddressStamping(): boolean {
  const flags = globalThis as StampFlag;
  if (flags[STAMPING]) return false;
  flags[STAMPING] = true;
  return true;
}

/**
 * The stamped socket address, or null when this process does not stamp requests: then the header
 * could have come from the client and is not read.
 */
export function peerAddress(headers: Headers): string | null {
  if (!(globalThis as StampFlag)[STAMPING]) return null;
  return headers.get(PEER_ADDRESS_HEADER)?.trim() || null;
}

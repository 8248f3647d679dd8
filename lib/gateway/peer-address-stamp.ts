import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { markPeerAddressStamping, PEER_ADDRESS_HEADER } from './peer-address';

/**
 * Node publishes every request on this channel before the server's request handler (Next.js)
 * sees it, so the header set here is the socket's address whatever the client sent.
 */
const REQUEST_START = 'http.server.request.start';

function stamp(message: unknown): void {
  const request = (message as { request?: IncomingMessage }).request;
  if (request) request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
}

/** Called once at server start (instrumentation.ts); later calls change nothing. */
export function stampPeerAddresses(): void {
  if (markPeerAddressStamping()) subscribe(REQUEST_START, stamp);
}

/**
 * The client address the gateway vouches for. The gateway is the backend's only caller and
 * overwrites X-Forwarded-For with the address it worked out (socket, or a trusted proxy's header),
 * so here the header is the caller's address, not the browser's claim.
 */
export function callerAddress(req: Request): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

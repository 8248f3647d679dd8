import { peerAddress } from './peer-address';

/** The key of requests whose sender is not known: they share one budget rather than escape it. */
export const UNKNOWN_ADDRESS = 'unknown';

function firstForwarded(headers: Headers): string | null {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip')?.trim() || null;
}

/**
 * The caller's address for the per-address limits. X-Forwarded-For is anyone's to write, so it is
 * believed only behind a reverse proxy that overwrites it (TRUST_PROXY); otherwise the address is
 * the socket's, as the server stamped it.
 */
export function clientAddress(req: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstForwarded(req.headers) : null;
  return forwarded ?? peerAddress(req.headers) ?? UNKNOWN_ADDRESS;
}

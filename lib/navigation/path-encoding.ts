import { envelopeResponse, fail, ResultCode } from '@/lib/contract/envelope';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Whether every segment of a request path decodes as percent-encoded UTF-8. Next cannot decode a
 * route parameter like '%ff%fe' and answers it with a bare 500, so such paths are answered before
 * routing (proxy.ts).
 */
export function isWellEncodedPath(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Paths served by route handlers (the API gateway, uploaded files, QR codes' counting addresses) rather than pages. */
export function isHandlerPath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/files/') || pathname.startsWith('/q/');
}

/** The answer to a malformed handler path: an envelope for the API, the files' own 404; null for pages. */
export function malformedHandlerPathAnswer(pathname: string, locale: Locale): Response | null {
  if (pathname.startsWith('/api/')) {
    return envelopeResponse(fail(ResultCode.badRequest, translate(locale, 'api.badPath')));
  }
  if (pathname.startsWith('/files/') || pathname.startsWith('/q/')) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });
  }
  return null;
}

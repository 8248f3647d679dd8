import { envelopeResponse, fail, ResultCode } from '@/lib/contract/envelope';
import { translate } from '@/lib/i18n/messages';
import { OIDC_CALLBACK_PATH, OIDC_LINK_START_PATH, OIDC_START_PATH } from '@/lib/contract/oidc-sign-in';
import { LOCALE_SWITCH_PATH } from '@/lib/i18n/locale-switch';
import type { Locale } from '@/lib/i18n/locales';
import { ADOPT_PATH } from './adopt-path';
import { SESSION_ENDED_PATH } from './session-ended-path';
import { UNION_LOGIN_EXCHANGE_PATH } from './union-login-path';

/**
 * Most gateway calls are answered by the proxy rather than by the /api route handler: there Next
 * has matched no route yet, which saves about a quarter of a call's server time (bench/gateway.ts). The
 * proxy sees a request body only through a copy Next keeps in memory and cuts at
 * PROXY_BODY_LIMIT_BYTES, so uploads, and bodies sent without a length, are left to the route
 * handler, which reads them as they arrive (proxy.ts's matcher keeps them out of the proxy).
 */

/** next.config.mjs sets experimental.proxyClientMaxBodySize to the same figure. */
export const PROXY_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** /api addresses with route handlers of their own (app/api/*), which the gateway does not serve. */
export const OWN_API_ROUTES: ReadonlySet<string> = new Set([ADOPT_PATH, UNION_LOGIN_EXCHANGE_PATH, '/api/gateway/health', '/api/gateway/ready', SESSION_ENDED_PATH, LOCALE_SWITCH_PATH, '/api/openapi', OIDC_START_PATH, OIDC_LINK_START_PATH, OIDC_CALLBACK_PATH]);

/** The methods the gateway's route handler answers; Next answers HEAD and OPTIONS there itself. */
const GATEWAY_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

export function isGatewayPath(pathname: string): boolean {
  return pathname.startsWith('/api/') && !OWN_API_ROUTES.has(pathname);
}

/** Who answers a gateway call that reached the proxy: the proxy, the route handler, or nobody (too large to pass on whole). */
export type GatewayCallPlace = 'proxy' | 'route' | 'too-large';

export function gatewayCallPlace(req: Request): GatewayCallPlace {
  if (!GATEWAY_METHODS.has(req.method)) return 'route';
  const type = req.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/') || req.headers.has('transfer-encoding')) return 'route';
  const length = Number(req.headers.get('content-length') ?? 0);
  return length > PROXY_BODY_LIMIT_BYTES ? 'too-large' : 'proxy';
}

export function tooLargeAnswer(locale: Locale): Response {
  return envelopeResponse(fail(ResultCode.payloadTooLarge, translate(locale, 'api.bodyTooLarge')));
}

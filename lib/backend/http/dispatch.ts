import { ZodError } from 'zod';
import { envelopeResponse, fail, isEnvelope, ResultCode } from '@/lib/contract/envelope';
import { translate } from '@/lib/i18n/messages';
import { localeOrDefault, type Locale } from '@/lib/i18n/locales';
import { authenticate } from '../auth/context';
import { holdsPermission } from '../auth/grants';
import type { BackendServices } from '../services';
import { ApiError } from './errors';
import { readInput } from './body';
import { compileRoutes, matchRoute } from './match';
import type { HttpMethod, RequestContext, RouteDef } from './route';

const METHODS = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'DELETE']);

function callerLocale(req: Request): Locale {
  const header = req.headers.get('accept-language') ?? '';
  return localeOrDefault(header.split(',')[0]?.trim());
}

function firstIssueMessage(error: ZodError, locale: Locale): string {
  const issue = error.issues[0];
  if (!issue) return translate(locale, 'api.badRequest');
  const text = translate(locale, issue.message);
  const field = issue.path.join('.');
  return text === issue.message && field ? `${field}: ${issue.message}` : text;
}

/**
 * The embedded backend as one function from Request to Response: the same contract the
 * gateway would reach over HTTP. It authenticates every call itself, whatever came before it.
 */
export function createDispatcher(routes: RouteDef<never>[], services: BackendServices) {
  const compiled = compileRoutes(routes);
  return async function dispatch(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const locale = callerLocale(req);
    const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
    const method = req.method.toUpperCase() as HttpMethod;
    if (!METHODS.has(method)) return envelopeResponse(fail(405, t('api.methodNotAllowed')), { status: 405 });
    const match = matchRoute(compiled, method, url.pathname);
    if (match.kind === 'not-found') return envelopeResponse(fail(ResultCode.notFound, t('api.notFound')));
    if (match.kind === 'method-not-allowed') return envelopeResponse(fail(405, t('api.methodNotAllowed')), { status: 405 });
    const { route, params } = match;

    try {
      const access = route.access ?? 'token';
      const auth = access === 'public' ? null : await authenticate(services.db, req.headers.get('token'));
      if (access !== 'public' && !auth) return envelopeResponse(fail(ResultCode.unauthorized, t('auth.tokenInvalid')));
      if (access === 'admin' && !auth?.isAdmin) return envelopeResponse(fail(ResultCode.forbidden, t('auth.forbidden')));
      if (route.permission && auth && !(await holdsPermission(services.db, auth, route.permission))) {
        return envelopeResponse(fail(ResultCode.forbidden, t('auth.forbidden')));
      }

      const raw = route.bodyKind === 'raw' ? Object.fromEntries(url.searchParams.entries()) : await readInput(req, url, method, route.maxBodyBytes);
      const merged = { ...raw, ...params };
      const input = route.input ? route.input.parse(merged) : merged;
      const ctx: RequestContext<never> = {
        req, url, params, input: input as never, db: services.db, services, locale, t,
        auth: auth as RequestContext['auth'],
      };
      const result = await route.handler(ctx);
      if (result instanceof Response) return result;
      if (!isEnvelope(result)) throw new Error(`Route ${route.path} answered without an envelope`);
      return envelopeResponse({ ...result, msg: t(result.msg) });
    } catch (error) {
      if (error instanceof ApiError) return envelopeResponse(fail(error.code, t(error.message)));
      if (error instanceof ZodError) return envelopeResponse(fail(ResultCode.badRequest, firstIssueMessage(error, locale)));
      console.error(`[backend] ${method} ${url.pathname} failed`, error);
      return envelopeResponse(fail(ResultCode.serverError, t('api.serverError')));
    }
  };
}

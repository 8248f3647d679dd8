import { ZodError } from 'zod';
import { envelopeResponse, fail, isEnvelope, ResultCode } from '@/lib/contract/envelope';
import { translate } from '@/lib/i18n/messages';
import { localeOrDefault, type Locale } from '@/lib/i18n/locales';
import { authenticate } from '../auth/context';
import { definitionsFor } from '../entity/custom-fields/definitions';
import { withDefinitions } from '../entity/custom-fields/shapes';
import { definitionsForCaller } from '@/lib/entity/custom-fields';
import { holdsPermission } from '../auth/grants';
import type { BackendServices } from '../services';
import { messageWith } from '@/lib/entity/messages';
import { collectingAfterCall, runAfterCall } from './after-call';
import { ApiError } from './errors';
import { readInput } from './body';
import { findUncleanText, shownName } from './clean-input';
import { logFailure, logRefusal } from './failure-log';
import { compileRoutes, matchRoute } from './match';
import type { HttpMethod, RequestContext, RouteDef } from './route';

const METHODS = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'DELETE']);

export function callerLocale(req: Request): Locale {
  const header = req.headers.get('accept-language') ?? '';
  return localeOrDefault(header.split(',')[0]?.trim());
}

/**
 * The first problem in the caller's language. A rule without a message of ours (zod's own English
 * text) is answered by naming the parameter instead.
 */
/** The top-level input the first complaint is about, when it is one. */
function issueField(error: ZodError): string | undefined {
  const head = error.issues[0]?.path[0];
  return typeof head === 'string' ? head : undefined;
}

function firstIssueMessage(error: ZodError, locale: Locale): string {
  const issue = error.issues[0];
  if (!issue) return translate(locale, 'api.badRequest');
  const text = translate(locale, issue.message);
  if (text !== issue.message) return text;
  const field = issue.path.map(String).join('.');
  if (!field) return translate(locale, 'api.badRequest');
  const key = issue.code === 'invalid_type' ? 'api.badParameterType' : 'api.badParameter';
  return translate(locale, messageWith(key, { field: shownName(field) }));
}

/**
 * The embedded backend as one function from Request to Response: the same contract the
 * gateway would reach over HTTP. It authenticates every call itself, whatever came before it.
 */
/** The answer to a call that threw: a refusal worded in the caller's language, or a logged failure. */
function refusalOf(error: unknown, where: string, locale: Locale): Response {
  const t = (key: string) => translate(locale, key);
  if (error instanceof ApiError) return envelopeResponse(fail(error.code, t(error.message), error.field));
  if (error instanceof ZodError) return envelopeResponse(fail(ResultCode.badRequest, firstIssueMessage(error, locale), issueField(error)));
  logFailure(where, error);
  return envelopeResponse(fail(ResultCode.serverError, t('api.serverError')));
}

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
    if (match.kind === 'bad-encoding') {
      logRefusal(`${method} ${match.route.path}`, `path parameter ${match.param} is not valid UTF-8`);
      return envelopeResponse(fail(ResultCode.badRequest, t(messageWith('api.badPathEncoding', { field: match.param }))));
    }
    const { route, params } = match;
    const where = `${method} ${route.path}`;

    try {
      const access = route.access ?? 'token';
      const auth = access === 'public' ? null : await authenticate(services.db, req.headers.get('token'), services.sessions);
      if (access !== 'public' && !auth) return envelopeResponse(fail(ResultCode.unauthorized, t('auth.tokenInvalid')));
      if (access === 'admin' && !auth?.isAdmin) return envelopeResponse(fail(ResultCode.forbidden, t('auth.forbidden')));
      if (route.permission && auth && !(await holdsPermission(services.db, auth, route.permission))) {
        return envelopeResponse(fail(ResultCode.forbidden, t('auth.forbidden')));
      }

      // The call sees the fields administrators added as its database holds them at its access version.
      const definitions = auth ? definitionsForCaller(await definitionsFor(services.db, auth), auth) : [];
      return await withDefinitions(definitions, async () => {
        // Refusals are worded inside the scope: they may name an added field by its entered label.
        try {
          const raw = route.bodyKind === 'raw' ? Object.fromEntries(url.searchParams.entries()) : await readInput(req, url, method, route.maxBodyBytes);
          const merged = { ...raw, ...params };
          const input = route.input ? route.input.parse(merged) : merged;
          // After the route's own rules (whose messages name the field by its label), once for every
          // route: no text with control characters reaches a handler, whatever its schema lets through,
          // neither as sent nor as the schema read it (JSON inside a parameter: "\u0000").
          const unclean = findUncleanText(merged) ?? findUncleanText(input);
          if (unclean !== null) {
            logRefusal(where, `control characters in ${shownName(unclean)}`);
            return envelopeResponse(fail(ResultCode.badRequest, t(messageWith('api.controlCharacters', { field: shownName(unclean) }))));
          }
          const ctx: RequestContext<never> = {
            req, url, params, input: input as never, db: services.db, services, locale, t,
            auth: auth as RequestContext['auth'],
          };
          const { result, tasks } = await collectingAfterCall(() => route.handler(ctx));
          if (result instanceof Response) return result;
          if (!isEnvelope(result)) throw new Error(`Route ${route.path} answered without an envelope`);
          if (result.code === ResultCode.ok) await runAfterCall(where, tasks, services);
          // Before the answer leaves: whoever is told the change succeeded finds the public pages showing it.
          if (route.publicContent && result.code === ResultCode.ok) await services.publicContent.announce(route.publicContent);
          return envelopeResponse({ ...result, msg: t(result.msg) });
        } catch (error) {
          return refusalOf(error, where, locale);
        }
      });
    } catch (error) {
      return refusalOf(error, where, locale);
    }
  };
}

import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/backend/routes';
import type { AnswerOf, BodyOf, Call, KeyedCall } from '@/lib/contract/call';
import { crmCalls, dailyReportCall, statisticsCalls } from '@/lib/contract/crm-calls';
import { DAILY_REPORT_KINDS } from '@/lib/contract/crm-reports-paths';
import { fileCalls } from '@/lib/contract/file-calls';
import { messageCalls } from '@/lib/contract/message-center-calls';
import type { NewsRecord } from '@/lib/contract/message-center-answers';
import { accountCalls } from '@/lib/contract/account-calls';
import { customFieldCalls } from '@/lib/contract/custom-field-calls';
import { ldapCalls } from '@/lib/contract/ldap-calls';
import { notifyCalls, notifyPreferenceCalls } from '@/lib/contract/notification-calls';
import { oidcCalls } from '@/lib/contract/oidc-calls';
import { qrcodeCalls } from '@/lib/contract/qrcode-calls';
import { roleCalls } from '@/lib/contract/role-calls';
import { sessionCalls } from '@/lib/contract/session-calls';
import { signInCalls } from '@/lib/contract/sign-in-calls';
import { signInSecurityCalls } from '@/lib/contract/sign-in-security-calls';
import { siteAccountCalls } from '@/lib/contract/site-account-calls';
import { todoCalls } from '@/lib/contract/todo-calls';
import { userAdminCalls } from '@/lib/contract/user-admin-calls';
import { workingCalendarCalls } from '@/lib/contract/working-calendar-calls';
import { apiPaths } from '@/lib/contract/api-paths';
import { SIGN_IN_STEP_PATHS } from '@/lib/contract/sign-in-security-paths';

/**
 * The contract's typed calls (lib/contract/call.ts): each is answered by a route of the embedded
 * backend under its method and path, and a call's answer type is the call's, not the caller's.
 */

const dailyReportCalls = Object.fromEntries(DAILY_REPORT_KINDS.map((kind) => [kind, dailyReportCall(kind)]));
const MAPS: Record<string, Record<string, Call<unknown, unknown> | KeyedCall<unknown, unknown>>> = {
  messageCalls, fileCalls, crmCalls, statisticsCalls, dailyReportCalls, accountCalls, customFieldCalls, ldapCalls, notifyCalls, notifyPreferenceCalls, oidcCalls,
  qrcodeCalls, roleCalls, sessionCalls, signInSecurityCalls, siteAccountCalls, todoCalls, userAdminCalls, workingCalendarCalls,
};

const declared = Object.entries(MAPS).flatMap(([map, calls]) => Object.entries(calls).map(([name, c]) => ({
  name: `${map}.${name}`,
  method: c.method,
  path: typeof c === 'function' ? c.pattern : c.path,
})));

/** A route's path answers a declared one segment by segment: a :name of the route takes any value, a keyed call's :id only a :name. */
function answers(routePath: string, path: string): boolean {
  const routeParts = routePath.split('/');
  const parts = path.split('/');
  return routeParts.length === parts.length && routeParts.every((part, i) => part === parts[i] || (part.startsWith(':') && (parts[i] === ':id' || !parts[i]!.startsWith(':'))));
}

describe('the contract’s typed calls', () => {
  it.each(declared)('$name is answered by a route under its method and path', ({ method, path }) => {
    expect(allRoutes.some((route) => route.method === method && answers(route.path, path))).toBe(true);
  });

  // The gateway answers these itself, from what the backend answers it (lib/gateway/gateway.ts).
  it.each(Object.entries(signInCalls))('signInCalls.%s is a call the gateway answers', (_name, c) => {
    expect(c.method).toBe('POST');
    expect([apiPaths.login, apiPaths.logout, ...SIGN_IN_STEP_PATHS]).toContain(c.path);
  });

  it('makes a keyed call’s path from the key, encoded, and declares its pattern with :id', () => {
    expect(messageCalls.newsPublish('n/1').path).toBe('/api/eis/restful/news/publish/n%2F1');
    expect(messageCalls.newsPublish.pattern).toBe('/api/eis/restful/news/publish/:id');
    expect(messageCalls.newsPublish.method).toBe('POST');
  });

  it('types the answer and the body from the call alone', () => {
    // Checked by the typecheck: these lines fail it when a call's types drift.
    const answer: NewsRecord = {} as AnswerOf<typeof messageCalls.newsSave>;
    // @ts-expect-error a notice is not what saving news answers
    const wrong: AnswerOf<typeof messageCalls.noticeQuery> = answer;
    // @ts-expect-error leads are handed to the followers chosen
    const missing: BodyOf<typeof crmCalls.batchDistribute> = { ids: 'clu-1' };
    expect([wrong, missing]).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/backend/routes';
import type { AnswerOf, BodyOf, Call, KeyedCall } from '@/lib/contract/call';
import { crmCalls, dailyReportCall, statisticsCalls } from '@/lib/contract/crm-calls';
import { DAILY_REPORT_KINDS } from '@/lib/contract/crm-reports-paths';
import { directoryCalls } from '@/lib/contract/directory-calls';
import { entityCalls, recordHistoryCall, type EntityCalls } from '@/lib/contract/entity-calls';
import { approvalCallsOf, duplicatesCall, mergeCallsOf, recordApprovalCall, revealCall, shapeCall } from '@/lib/contract/entity-feature-calls';
import { importCalls } from '@/lib/contract/excel-calls';
import { fileCalls } from '@/lib/contract/file-calls';
import { listViewCalls, savedQueryCalls } from '@/lib/contract/list-calls';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { entityByName } from '@/lib/entities';
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
import type { RecordPage } from '@/lib/contract/entity-answers';
import { budgetCalls, projectCalls } from '@/lib/contract/project-calls';
import { shellCalls } from '@/lib/contract/shell-calls';
import { ENTITIES } from '@/lib/entities';
import { childTabsOf } from '@/lib/entity/features/family/family';
import { sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import type { EntityDef } from '@/lib/entity/types';
import type { TaskRecord } from '@/lib/contract/workflow-answers';
import { workflowDraftCalls } from '@/lib/contract/workflow-draft-calls';
import { workflowFormCalls } from '@/lib/contract/workflow-form-calls';
import { workbenchListCalls, workbenchListExtraCalls } from '@/lib/contract/workflow-list-calls';
import { workflowModelCalls } from '@/lib/contract/workflow-model-calls';
import { recordSubmitPreviewCall, workflowRequestCalls } from '@/lib/contract/workflow-request-calls';
import { workflowServiceTaskCalls } from '@/lib/contract/workflow-service-task-calls';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';

/**
 * The contract's typed calls (lib/contract/call.ts): each is answered by a route of the embedded
 * backend under its method and path, and a call's answer type is the call's, not the caller's.
 */

const dailyReportCalls = Object.fromEntries(DAILY_REPORT_KINDS.map((kind) => [kind, dailyReportCall(kind)]));
// Every approvable kind has its own preview under its API base; the quote's stands for them.
const recordPreviewCalls = { quote: recordSubmitPreviewCall(entityByName('quote')!.apiBase) };
type AnyCall = Call<unknown, unknown> | KeyedCall<unknown, unknown>;
const MAPS: Record<string, Record<string, AnyCall>> = {
  messageCalls, fileCalls, crmCalls, statisticsCalls, dailyReportCalls, accountCalls, customFieldCalls, ldapCalls, notifyCalls, notifyPreferenceCalls, oidcCalls,
  qrcodeCalls, roleCalls, sessionCalls, signInSecurityCalls, siteAccountCalls, todoCalls, userAdminCalls, workingCalendarCalls,
  directoryCalls, shellCalls, listViewCalls, savedQueryCalls, importCalls, projectCalls, budgetCalls, single: { shapeCall, recordHistoryCall },
  workbenchListCalls, workbenchListExtraCalls, workflowRequestCalls, recordPreviewCalls, workflowTaskCalls, workflowDraftCalls,
  workflowFormCalls, workflowModelCalls, workflowServiceTaskCalls,
};

/** The calls of one kind's generic routes and of the features it declares. */
function callsOfKind(entity: EntityDef): Record<string, AnyCall> {
  const { action, childCounts, ...generic } = entityCalls(entity.apiBase);
  return {
    ...generic,
    ...(childTabsOf(entity, ENTITIES).length > 0 ? { childCounts } : {}),
    ...Object.fromEntries(Object.keys(entity.actions ?? {}).map((name) => [`action ${name}`, action(name)])),
    ...(entity.duplicates?.length ? { duplicates: duplicatesCall(entity.apiBase) } : {}),
    ...(entity.approval && entity.transitions ? { approval: recordApprovalCall(entity.apiBase), ...approvalCallsOf({ apiBase: entity.apiBase, approval: entity.approval }) } : {}),
    ...(entity.merge?.right ? mergeCallsOf(entity.apiBase) : {}),
    ...(sensitiveFieldsOf(entity).length > 0 ? { reveal: revealCall(entity.apiBase) } : {}),
  };
}

const routeOf = (c: AnyCall) => ({ method: c.method, path: typeof c === 'function' ? c.pattern : c.path });
const answered = (c: AnyCall) => allRoutes.some((route) => route.method === c.method && route.path === routeOf(c).path);

const declared = Object.entries(MAPS).flatMap(([map, calls]) => Object.entries(calls).map(([name, c]) => ({ name: `${map}.${name}`, ...routeOf(c) })));

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

  it.each(ENTITIES.map((entity) => ({ kind: entity.name, entity })))('the generic and feature calls of $kind are answered under their methods and paths', ({ entity }) => {
    const unanswered = Object.entries(callsOfKind(entity)).filter(([, c]) => !answered(c)).map(([name, c]) => `${name}: ${c.method} ${routeOf(c).path}`);
    expect(unanswered).toEqual([]);
  });

  it('gives a kind the same calls every time, so a call can stand in a hook’s dependencies', () => {
    expect(entityCalls('/api/crm/customer')).toBe(entityCalls('/api/crm/customer'));
    expect(entityCalls('/api/crm/customer').query.path).toBe('/api/crm/customer/query');
    expect(entityCalls('/api/crm/customer').detail.pattern).toBe('/api/crm/customer/detail/:id');
    expect(entityCalls('/api/crm/customer').deleteById.encoding).toBe('form');
  });

  it('makes a keyed call’s path from the key, encoded, and declares its pattern with :id', () => {
    expect(messageCalls.newsPublish('n/1').path).toBe('/api/eis/restful/news/publish/n%2F1');
    expect(messageCalls.newsPublish.pattern).toBe('/api/eis/restful/news/publish/:id');
    expect(messageCalls.newsPublish.method).toBe('POST');
    // A parameter named otherwise keeps its name, as the route's refusals say it.
    expect(directoryCalls.dictItems.pattern).toBe('/api/app/base/sys/dict/getDictItems/:code');
    expect(directoryCalls.dictItems('a b').path).toBe('/api/app/base/sys/dict/getDictItems/a%20b');
  });

  it('types the answer and the body from the call alone', () => {
    // Checked by the typecheck: these lines fail it when a call's types drift.
    const answer: NewsRecord = {} as AnswerOf<typeof messageCalls.newsSave>;
    // @ts-expect-error a notice is not what saving news answers
    const wrong: AnswerOf<typeof messageCalls.noticeQuery> = answer;
    // @ts-expect-error leads are handed to the followers chosen
    const missing: BodyOf<typeof crmCalls.batchDistribute> = { ids: 'clu-1' };
    const page: RecordPage = {} as AnswerOf<EntityCalls['query']>;
    // @ts-expect-error one record is not a page of them, whatever the kind
    const onePage: RecordPage = {} as AnswerOf<EntityCalls['detail']>;
    // @ts-expect-error a deletion is sent the record's key
    const noKey: BodyOf<EntityCalls['deleteById']> = {};
    // @ts-expect-error a page of 抄送我的 holds copies, not tasks
    const copies: TaskRecord[] = {} as AnswerOf<typeof workbenchListCalls.copiedToMe>['records'];
    // @ts-expect-error a draft is saved for a model
    const draft: BodyOf<typeof workflowDraftCalls.save> = { formData: {} };
    expect([wrong, missing, page, onePage, noKey, copies, draft]).toHaveLength(7);
  });
});

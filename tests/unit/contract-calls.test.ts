import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/backend/routes';
import type { AnswerOf, BodyOf, Call, KeyedCall } from '@/lib/contract/call';
import { crmCalls, dailyReportCall, statisticsCalls } from '@/lib/contract/crm-calls';
import { DAILY_REPORT_KINDS } from '@/lib/contract/crm-reports-paths';
import { fileCalls } from '@/lib/contract/file-calls';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { entityByName } from '@/lib/entities';
import type { NewsRecord } from '@/lib/contract/message-center-answers';
import type { TaskRecord } from '@/lib/contract/workflow-answers';
import { workflowDesignerCalls } from '@/lib/contract/workflow-designer-calls';
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
const MAPS: Record<string, Record<string, Call<unknown, unknown> | KeyedCall<unknown, unknown>>> = {
  messageCalls, fileCalls, crmCalls, statisticsCalls, dailyReportCalls,
  workbenchListCalls, workbenchListExtraCalls, workflowRequestCalls, recordPreviewCalls, workflowTaskCalls, workflowDraftCalls,
  workflowFormCalls, workflowModelCalls, workflowServiceTaskCalls, workflowDesignerCalls,
};

const declared = Object.entries(MAPS).flatMap(([map, calls]) => Object.entries(calls).map(([name, c]) => ({
  name: `${map}.${name}`,
  method: c.method,
  path: typeof c === 'function' ? c.pattern : c.path,
})));

describe('the contract’s typed calls', () => {
  it.each(declared)('$name is answered by a route under its method and path', ({ method, path }) => {
    expect(allRoutes.some((route) => route.method === method && route.path === path)).toBe(true);
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
    // @ts-expect-error a page of 抄送我的 holds copies, not tasks
    const copies: TaskRecord[] = {} as AnswerOf<typeof workbenchListCalls.copiedToMe>['records'];
    // @ts-expect-error a draft is saved for a model
    const draft: BodyOf<typeof workflowDraftCalls.save> = { formData: {} };
    expect([wrong, missing, copies, draft]).toHaveLength(4);
  });
});

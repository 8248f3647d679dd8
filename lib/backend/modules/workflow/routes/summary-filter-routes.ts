import { ok, ResultCode } from '@/lib/contract/envelope';
import { WORKFLOW_RIGHTS } from '@/lib/contract/workflow-values';
import { workbenchListExtraCalls } from '@/lib/contract/workflow-list-calls';
import { summaryFilterFieldsQuerySchema, summaryFilterFieldsSchema } from '@/lib/contract/workflow-summary-filters';
import { holdsPermission } from '../../../auth/grants';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { WorkflowError } from '../model/errors';
import { summaryFilterScope } from '../store/summary-filter-fields';

/** What a workbench list offers to filter and order by for a chosen process (docs/workflow.md, "The workbench"). */

const fields = defineCallRoute(workbenchListExtraCalls.summaryFilterFields, {
  tag: 'workflow',
  summary: 'The summary fields a workbench list (list) lets the caller filter and order by for a process (processDefinitionKey, its deployed version): id, label in the caller’s language, how each filters (figure, words, option with its options, yesNo) and orders (figure, text, or not at all); those the steps hide from the caller are left out. Needs the right to open that list',
  input: summaryFilterFieldsQuerySchema,
  output: summaryFilterFieldsSchema,
  async handler({ db, auth, input, locale }) {
    // The list's own right: the fields are those of its rows.
    if (!(await holdsPermission(db, auth, WORKFLOW_RIGHTS[input.list]))) throw new WorkflowError('auth.forbidden', {}, ResultCode.forbidden);
    const scope = await summaryFilterScope(db, auth, input.processDefinitionKey, input.list, locale);
    return ok(scope.fields.map(({ read: _read, ...field }) => field));
  },
});

export const summaryFilterRoutes = [fields] as RouteDef<never>[];

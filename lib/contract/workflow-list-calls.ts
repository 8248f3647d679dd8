import type { z } from 'zod';
import { declareCall, type Call, type InputOf, type Out } from './call';
import type { copyListSchema, taskDeparturesSchema, taskListSchema } from './workflow';
import type { copyPageSchema, departedTasksSchema, myProcessPageSchema, taskPageSchema, transferPageSchema } from './workflow-answers';
import type { summaryFilterFieldsQuerySchema, summaryFilterFieldsSchema, WorkbenchListName } from './workflow-summary-filters';
import { workflowPaths as paths } from './workflow-values';

type In<S extends z.ZodType> = InputOf<z.input<S>>;
type ListQuery = In<typeof taskListSchema>;

/** What each list answers: a page of its rows. */
export interface WorkbenchListPages {
  pending: Out<typeof taskPageSchema>;
  processed: Out<typeof taskPageSchema>;
  myTransfer: Out<typeof transferPageSchema>;
  transferToMe: Out<typeof transferPageSchema>;
  myProcesses: Out<typeof myProcessPageSchema>;
  copiedToMe: Out<typeof copyPageSchema>;
}

/** What each list is sent: the shared filters, and 抄送我的's read state. */
type WorkbenchListQueries = { [K in WorkbenchListName]: K extends 'copiedToMe' ? In<typeof copyListSchema> : ListQuery };

/**
 * The workbench lists' calls (./call.ts): each list by its name (lib/contract/workflow-summary-filters.ts
 * `WORKBENCH_LISTS`), the summary fields a list offers to filter by, and why tasks left 待我审批.
 * The screens of components/workbench call these; the routes answering them are declared from them.
 */
export const workbenchListCalls: { readonly [K in WorkbenchListName]: Call<WorkbenchListQueries[K], WorkbenchListPages[K]> } = {
  pending: declareCall('POST', paths.pending),
  processed: declareCall('POST', paths.processed),
  myTransfer: declareCall('POST', paths.myTransfer),
  transferToMe: declareCall('POST', paths.transferToMe),
  myProcesses: declareCall('POST', paths.myProcesses),
  copiedToMe: declareCall('POST', paths.copiedToMe),
};

export const workbenchListExtraCalls = {
  summaryFilterFields: declareCall<In<typeof summaryFilterFieldsQuerySchema>, Out<typeof summaryFilterFieldsSchema>>('POST', paths.summaryFilterFields),
  taskDepartures: declareCall<In<typeof taskDeparturesSchema>, Out<typeof departedTasksSchema>>('POST', paths.taskDepartures),
};

import type { z } from 'zod';
import { declareCall } from './call';
import type { copyListSchema, taskDeparturesSchema, taskListSchema } from './workflow';
import type { copyPageSchema, departedTasksSchema, myProcessPageSchema, taskPageSchema, transferPageSchema } from './workflow-answers';
import type { summaryFilterFieldsQuerySchema, summaryFilterFieldsSchema } from './workflow-summary-filters';
import { workflowPaths as paths } from './workflow-values';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.infer<S>;
type ListQuery = In<typeof taskListSchema>;

/**
 * The workbench lists' calls (./call.ts): each list by its name (lib/contract/workflow-summary-filters.ts
 * `WORKBENCH_LISTS`), the summary fields a list offers to filter by, and why tasks left 待我审批.
 * The screens of components/workbench call these; the routes answering them are declared from them.
 */
export const workbenchListCalls = {
  pending: declareCall<ListQuery, Out<typeof taskPageSchema>>('POST', paths.pending),
  processed: declareCall<ListQuery, Out<typeof taskPageSchema>>('POST', paths.processed),
  myTransfer: declareCall<ListQuery, Out<typeof transferPageSchema>>('POST', paths.myTransfer),
  transferToMe: declareCall<ListQuery, Out<typeof transferPageSchema>>('POST', paths.transferToMe),
  myProcesses: declareCall<ListQuery, Out<typeof myProcessPageSchema>>('POST', paths.myProcesses),
  copiedToMe: declareCall<In<typeof copyListSchema>, Out<typeof copyPageSchema>>('POST', paths.copiedToMe),
};

export const workbenchListExtraCalls = {
  summaryFilterFields: declareCall<In<typeof summaryFilterFieldsQuerySchema>, Out<typeof summaryFilterFieldsSchema>>('POST', paths.summaryFilterFields),
  taskDepartures: declareCall<In<typeof taskDeparturesSchema>, Out<typeof departedTasksSchema>>('POST', paths.taskDepartures),
};

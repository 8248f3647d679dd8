import { pageParams, pagedQueryKey } from '@/components/entity/list/paged-request';
import { DEFAULT_PAGE_SIZE } from '@/components/entity/list/paging';
import { workflowPaths } from '@/lib/contract/workflow-values';

// The workbench lists' calls and keys without the browser's client: server pages draw a list's
// first page with them.

/** SWR keys of everything an action can change start with this, so one call refreshes them all. */
export const WORKBENCH_KEY = 'workbench';

export type TaskListKind = 'pending' | 'processed' | 'myTransfer' | 'transferToMe';

/** The workbench's lists by their call: the four task lists and the caller's own requests. */
export type WorkbenchListKind = TaskListKind | 'myProcesses' | 'copiedToMe';

export const workbenchListPath = (kind: WorkbenchListKind) => workflowPaths[kind];

/** The first page a workbench list asks for as it opens (no filter): its SWR key and call, as WorkbenchList makes them. */
export function firstWorkbenchQuery(kind: WorkbenchListKind) {
  const body = pageParams({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} });
  return { key: pagedQueryKey([WORKBENCH_KEY, kind], body), path: workbenchListPath(kind), body };
}

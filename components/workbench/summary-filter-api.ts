'use client';


import { call } from '@/lib/client/call';
import { useCalled } from '@/lib/client/use-called';
import type { WorkbenchListName } from '@/lib/contract/workflow-summary-filters';
import { workbenchListExtraCalls } from '@/lib/contract/workflow-list-calls';

/** The summary fields a workbench list offers its reader for a chosen process (the server leaves out what the reader may not see). */
export function useSummaryFilterFields(processKey: string | null, list: WorkbenchListName) {
  return useCalled(processKey ? ['workbench-summary-fields', list, processKey] : null, () => call(workbenchListExtraCalls.summaryFilterFields, { processDefinitionKey: processKey!, list }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

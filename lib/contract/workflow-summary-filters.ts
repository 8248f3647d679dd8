import { z } from 'zod';

/**
 * What a workbench list offers to filter and order by once a process is chosen: the summary fields
 * of the process's deployed version (a designed form's 列表摘要, else the start form's fields
 * marked summary=true), less those hidden from the reader by the steps' field rights. The server
 * answers them and refuses a condition or an order on any other field (docs/workflow.md, "The
 * workbench").
 */

/** The workbench lists, by their call (lib/contract/workflow-values.ts `workflowPaths`). */
export const WORKBENCH_LISTS = ['pending', 'processed', 'myTransfer', 'transferToMe', 'myProcesses', 'copiedToMe'] as const;
export type WorkbenchListName = (typeof WORKBENCH_LISTS)[number];

/**
 * How a field is filtered: a figure's bounds, words it holds (a person, a department or a record by
 * name), one of its options, or yes / no.
 */
export const SUMMARY_FILTER_KINDS = ['figure', 'words', 'option', 'yesNo'] as const;
/** How 排序 orders by a field: as figures or as text. */
export const SUMMARY_ORDER_KINDS = ['figure', 'text'] as const;

export const summaryFilterFieldsQuerySchema = z.object({
  processDefinitionKey: z.string().trim().regex(/^[A-Za-z_][\w.-]{0,127}$/, 'workflow.validation.badProcessKey'),
  list: z.enum(WORKBENCH_LISTS),
});

export const summaryFilterFieldSchema = z.strictObject({
  id: z.string(),
  /** In the reader's language. */
  label: z.string(),
  filter: z.enum(SUMMARY_FILTER_KINDS),
  /** A choice's options (value and name), for `option`. */
  options: z.array(z.strictObject({ value: z.string(), label: z.string() })).optional(),
  /** Absent: the field orders nothing (people, departments and records, whose keys say nothing). */
  order: z.enum(SUMMARY_ORDER_KINDS).optional(),
});
export type SummaryFilterField = z.infer<typeof summaryFilterFieldSchema>;
export const summaryFilterFieldsSchema = z.array(summaryFilterFieldSchema);

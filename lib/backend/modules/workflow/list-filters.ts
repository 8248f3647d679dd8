import { eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { taskListSchema } from '@/lib/contract/workflow';
import { wfInstance } from '../../db/schema';
import { likePattern } from '../../http/inputs';

/**
 * The filters every workbench list takes (the task lists, 我的申请, 抄送我的): the process, the
 * applicant, a time range over the list's own moment and words over its own columns.
 */

type ListFilters = Pick<z.output<typeof taskListSchema>, 'processDefinitionKey' | 'applicant' | 'startTime' | 'endTime' | 'keyword'>;

interface FilterColumns {
  /** What the time range applies to (task created, handled, copied, started, …). */
  time: AnyPgColumn;
  /** The applicant's key; null where the list has one applicant only (my own). */
  applicant: AnyPgColumn | null;
  /** The columns a keyword is looked for in, any of them matching. */
  words: AnyPgColumn[];
}

export function listFilters(input: ListFilters, columns: FilterColumns): (SQL | undefined)[] {
  const words = input.keyword ? likePattern(input.keyword) : null;
  return [
    input.processDefinitionKey ? eq(wfInstance.process_key, input.processDefinitionKey) : undefined,
    input.applicant && columns.applicant ? eq(columns.applicant, input.applicant) : undefined,
    input.startTime ? gte(columns.time, input.startTime) : undefined,
    input.endTime ? lte(columns.time, input.endTime) : undefined,
    words ? or(...columns.words.map((column) => ilike(column, words))) : undefined,
  ];
}

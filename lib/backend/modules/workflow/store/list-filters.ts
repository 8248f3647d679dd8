import { eq, gte, ilike, lte, or, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SummaryCondition, taskListSchema } from '@/lib/contract/workflow';
import { wfDefinition, wfInstance } from '../../../db/schema';
import { likePattern } from '../../../http/inputs';

/**
 * The filters every workbench list takes (the task lists, 我的申请, 抄送我的): the process, the
 * applicant, a time range over the list's own moment and words over its own columns.
 */

type ListFilters = Pick<z.output<typeof taskListSchema>, 'processDefinitionKey' | 'applicant' | 'startTime' | 'endTime' | 'keyword' | 'summary'>;
type ListInput = z.output<typeof taskListSchema>;

interface FilterColumns {
  /** What the time range applies to (task created, handled, copied, started, …). */
  time: AnyPgColumn | SQL;
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
    ...within(columns.time, input.startTime, input.endTime),
    words ? or(...columns.words.map((column) => ilike(column, words))) : undefined,
    ...(input.summary ?? []).flatMap(summaryConditions),
  ];
}

/** A time range over a column, or over an expression (when the caller handled a task: decided it or handed it back). */
function within(time: AnyPgColumn | SQL, start: Date | undefined, end: Date | undefined): (SQL | undefined)[] {
  if (time instanceof SQL) return [start ? gte(time, start) : undefined, end ? lte(time, end) : undefined];
  return [start ? gte(time, start) : undefined, end ? lte(time, end) : undefined];
}

/**
 * Some step of the request's version hides the control (字段权限). Filtering or sorting by it would
 * tell its value to whoever it is hidden from, so for such requests it reads as absent, for everyone.
 */
const hiddenSomewhere = (field: string) =>
  sql`exists (select 1 from ${wfDefinition} fd where fd.definition_key = ${wfInstance.definition_key} and jsonb_path_exists(fd.graph, '$.nodes.*.userTask.formRights.keyvalue() ? (@.key == $f && @.value == "hidden")', jsonb_build_object('f', ${field}::text)))`;

/** A summary field's value in the request's form data, as text; null where a step hides it. */
const textOf = (field: string) => sql`(case when not ${hiddenSomewhere(field)} then ${wfInstance.form_data} ->> ${field} end)`;
/** ... and as a figure where it is one (a number, or a text of digits a bound record gave), else null. */
const figureOf = (field: string) => sql`(case when ${textOf(field)} ~ '^-?[0-9]+([.][0-9]+)?$' then ${textOf(field)}::numeric end)`;

function summaryConditions(c: SummaryCondition): SQL[] {
  const out: SQL[] = [];
  if (c.text) out.push(ilike(textOf(c.field), likePattern(c.text)));
  if (c.value !== undefined) out.push(sql`${textOf(c.field)} = ${String(c.value)}`);
  if (c.min !== undefined) out.push(sql`${figureOf(c.field)} >= ${c.min}`);
  if (c.max !== undefined) out.push(sql`${figureOf(c.field)} <= ${c.max}`);
  return out;
}

/** The order a summary field gives, before the list's own: figures by value, then texts; requests without it last. */
export function summaryOrder(input: Pick<ListInput, 'summarySort'>): SQL[] {
  const sort = input.summarySort;
  if (!sort) return [];
  const direction = sort.order === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${figureOf(sort.field)} ${direction} nulls last`, sql`${textOf(sort.field)} ${direction} nulls last`];
}

import { eq, gte, ilike, lte, or, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SummaryCondition, taskListSchema } from '@/lib/contract/workflow';
import { wfDefinition, wfInstance } from '../../../db/schema';
import { likePattern } from '../../../http/inputs';
import { namesHold } from './summary-names';
import type { SummaryFieldSpec, SummaryFilterScope } from './summary-filter-fields';

/**
 * The filters every workbench list takes (the task lists, 我的申请, 抄送我的): the process, the
 * applicant, a time range over the list's own moment, words over its own columns, and conditions
 * and an order on the process's summary fields (checked first: store/summary-filter-check.ts).
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

export function listFilters(input: ListFilters, columns: FilterColumns, scope: SummaryFilterScope | null = null): (SQL | undefined)[] {
  const words = input.keyword ? likePattern(input.keyword) : null;
  return [
    input.processDefinitionKey ? eq(wfInstance.process_key, input.processDefinitionKey) : undefined,
    input.applicant && columns.applicant ? eq(columns.applicant, input.applicant) : undefined,
    ...within(columns.time, input.startTime, input.endTime),
    words ? or(...columns.words.map((column) => ilike(column, words))) : undefined,
    ...(scope ? (input.summary ?? []).flatMap((c) => summaryConditions(c, specOf(scope, c.field), scope.seesAll)) : []),
  ];
}

/** A time range over a column, or over an expression (when the caller handled a task: decided it or handed it back). */
function within(time: AnyPgColumn | SQL, start: Date | undefined, end: Date | undefined): (SQL | undefined)[] {
  if (time instanceof SQL) return [start ? gte(time, start) : undefined, end ? lte(time, end) : undefined];
  return [start ? gte(time, start) : undefined, end ? lte(time, end) : undefined];
}

const specOf = (scope: SummaryFilterScope, field: string): SummaryFieldSpec => scope.fields.find((f) => f.id === field)!;

/**
 * Some step of the request's version hides the control (字段权限). For a reader who does not see
 * every control of every request, it reads as absent in such requests: a filter or an order by it
 * would tell its value (the check refuses it for the process chosen; older versions are read here).
 */
const hiddenSomewhere = (field: string) =>
  sql`exists (select 1 from ${wfDefinition} fd where fd.definition_key = ${wfInstance.definition_key} and jsonb_path_exists(fd.graph, '$.nodes.*.userTask.formRights.keyvalue() ? (@.key == $f && @.value == "hidden")', jsonb_build_object('f', ${field}::text)))`;

const shownTo = (seesAll: boolean, field: string) => (seesAll ? sql`true` : sql`not ${hiddenSomewhere(field)}`);

/** The field's value as text: a range as its start and end; null where it is read as absent. */
function textOf(spec: SummaryFieldSpec, seesAll: boolean): SQL {
  const raw = spec.read.kind === 'range'
    ? sql`((${wfInstance.form_data} -> ${spec.id}::text) ->> 'start') || ' ~ ' || ((${wfInstance.form_data} -> ${spec.id}::text) ->> 'end')`
    : sql`(${wfInstance.form_data} ->> ${spec.id}::text)`;
  return sql`(case when ${shownTo(seesAll, spec.id)} then ${raw} end)`;
}

/** ... and as a figure where it is one (a number, or a text of digits a bound record gave), else null. */
const figureOf = (text: SQL) => sql`(case when ${text} ~ '^-?[0-9]+([.][0-9]+)?$' then ${text}::numeric end)`;

function summaryConditions(c: SummaryCondition, spec: SummaryFieldSpec, seesAll: boolean): SQL[] {
  const out: SQL[] = [];
  const text = textOf(spec, seesAll);
  const value = sql`(${wfInstance.form_data} -> ${spec.id}::text)`;
  if (c.text) {
    // People, departments and records are kept by key: their names are what the words are looked for in.
    out.push(spec.read.kind === 'named' ? sql`(${shownTo(seesAll, spec.id)} and ${namesHold(spec.read.names, value, likePattern(c.text))})` : ilike(text, likePattern(c.text)));
  }
  if (c.value !== undefined) {
    // A choice holds one option or several: either way the option is one of them.
    out.push(spec.read.kind === 'choice' ? sql`(${shownTo(seesAll, spec.id)} and jsonb_exists(${value}, ${String(c.value)}))` : sql`${text} = ${String(c.value)}`);
  }
  if (c.min !== undefined) out.push(sql`${figureOf(text)} >= ${c.min}`);
  if (c.max !== undefined) out.push(sql`${figureOf(text)} <= ${c.max}`);
  return out;
}

/** The order a summary field gives, before the list's own: figures by value, then texts; requests without it last. */
export function summaryOrder(input: Pick<ListInput, 'summarySort'>, scope: SummaryFilterScope | null): SQL[] {
  const sort = input.summarySort;
  if (!sort || !scope) return [];
  const spec = specOf(scope, sort.field);
  const text = textOf(spec, scope.seesAll);
  const direction = sort.order === 'asc' ? sql`asc` : sql`desc`;
  return [...(spec.order === 'figure' ? [sql`${figureOf(text)} ${direction} nulls last`] : []), sql`${text} ${direction} nulls last`];
}

import type { z } from 'zod';
import type { Control, LinkableRecord } from '@/lib/contract/approval-form/design';
import { ResultCode } from '@/lib/contract/envelope';
import type { taskListSchema } from '@/lib/contract/workflow';
import { hiddenFieldsFor } from '@/lib/contract/approval-form/field-rights';
import { summaryControls } from '@/lib/contract/approval-form/title-template';
import type { FormFieldDef, ProcessGraph } from '@/lib/contract/workflow-graph';
import type { SummaryFilterField, WorkbenchListName } from '@/lib/contract/workflow-summary-filters';
import { nameIn } from '@/lib/entity/english-name';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { itemsByCode } from '../../../dictionaries/store';
import { WorkflowError } from '../model/errors';
import { graphOf, latestDefinition } from './definitions';
import { rightsByNode } from './form-view';
import { summaryFieldsOf } from './row-summaries';

/**
 * The summary fields a workbench list lets its reader filter and order by, for one process: those
 * its deployed version shows on rows (a designed form's summary controls, else the start form's
 * fields marked summary=true), less those the steps' field rights hide from the reader. Filtering
 * or ordering many requests by a control tells its value whoever it is hidden from, so a control
 * some step hides is offered only to readers who see it in every request of the list: an
 * administrator, and the applicant among her own requests (我的申请).
 */

/** How the list's SQL reads a field's value from the request's form data. */
export type SummaryValueRead =
  | { kind: 'plain' }
  /** A date range: its start and end as one text. */
  | { kind: 'range' }
  /** A choice: one option's value, or several. */
  | { kind: 'choice' }
  /** Keys of people, departments or records, matched by their names. */
  | { kind: 'named'; names: 'person' | 'department' | LinkableRecord };

export interface SummaryFieldSpec extends SummaryFilterField {
  read: SummaryValueRead;
}

export interface SummaryFilterScope {
  fields: SummaryFieldSpec[];
  /** The reader sees every control of every request the list holds: nothing is read as absent. */
  seesAll: boolean;
}

const PLAIN: SummaryValueRead = { kind: 'plain' };

function bpmnSpec(field: FormFieldDef): SummaryFieldSpec {
  const label = field.label ?? field.id;
  if (field.type === 'long') return { id: field.id, label, filter: 'figure', order: 'figure', read: PLAIN };
  if (field.type === 'enum') return { id: field.id, label, filter: 'option', options: field.enum_values.map((v) => ({ value: v.id, label: v.name })), order: 'text', read: PLAIN };
  if (field.type === 'boolean') return { id: field.id, label, filter: 'yesNo', order: 'text', read: PLAIN };
  return { id: field.id, label, filter: 'words', order: 'text', read: PLAIN };
}

async function designedSpec(db: Db, control: Control, locale: Locale): Promise<SummaryFieldSpec> {
  const base = { id: control.id, label: nameIn(locale, control.label, control.labelEn) };
  switch (control.kind) {
    case 'number':
    case 'amount':
    case 'formula':
      return { ...base, filter: 'figure', order: 'figure', read: PLAIN };
    case 'choice': {
      // A dictionary's items, disabled ones too: a request may hold one switched off since.
      const options = control.dictionary
        ? (await itemsByCode(db, control.dictionary, { includeDisabled: true, locale })).map((i) => ({ value: i.value, label: i.text }))
        : (control.options ?? []).map((o) => ({ value: o.value, label: o.label }));
      return { ...base, filter: 'option', options, order: 'text', read: { kind: 'choice' } };
    }
    case 'dateRange':
      return { ...base, filter: 'words', order: 'text', read: { kind: 'range' } };
    case 'person':
    case 'department':
      return { ...base, filter: 'words', read: { kind: 'named', names: control.kind } };
    case 'record':
      return { ...base, filter: 'words', read: { kind: 'named', names: control.target } };
    default:
      return { ...base, filter: 'words', order: 'text', read: PLAIN };
  }
}

/** The fields a version shows on rows, as the rows show them (store/row-summaries.ts). */
async function shownFields(db: Db, graph: ProcessGraph, locale: Locale): Promise<SummaryFieldSpec[]> {
  const design = graph.formDesign;
  if (design?.summaryFields?.length) return Promise.all(summaryControls(design).map((c) => designedSpec(db, c, locale)));
  return summaryFieldsOf(graph).map(bpmnSpec);
}

/** What the list offers its reader for the process's deployed version; nothing for a process never deployed. */
export async function summaryFilterScope(db: Db, caller: Pick<AuthContext, 'isAdmin'>, processKey: string, list: WorkbenchListName, locale: Locale): Promise<SummaryFilterScope> {
  const seesAll = caller.isAdmin || list === 'myProcesses';
  const found = await latestDefinition(db, { processKey });
  if (!found) return { fields: [], seesAll };
  const graph = await graphOf(db, found.definition.definition_key);
  const rights = rightsByNode(graph);
  // The outsider's view: every control some step hides, whatever step the reader holds in one request or another.
  const hidden = rights && !seesAll ? hiddenFieldsFor(rights, { kind: 'outsider' }) : new Set<string>();
  return { fields: (await shownFields(db, graph, locale)).filter((f) => !hidden.has(f.id)), seesAll };
}

type SummaryInput = Pick<z.output<typeof taskListSchema>, 'processDefinitionKey' | 'summary' | 'summarySort'>;

/**
 * The scope a list's summary conditions and order are read in (null when it has none), once they
 * are checked: a process must be chosen, and each field must be one the list offers the reader for
 * it (an order, one that orders). A field hidden from the reader is refused like one the process
 * does not have, in the same words, so the answer tells nothing of what is hidden.
 */
export async function checkedSummaryScope(db: Db, caller: Pick<AuthContext, 'isAdmin'>, input: SummaryInput, list: WorkbenchListName, locale: Locale): Promise<SummaryFilterScope | null> {
  if (!input.summary?.length && !input.summarySort) return null;
  if (!input.processDefinitionKey) throw new WorkflowError('workflow.summaryFilter.noProcess');
  const scope = await summaryFilterScope(db, caller, input.processDefinitionKey, list, locale);
  const offered = new Map(scope.fields.map((f) => [f.id, f]));
  const refused = (input.summary ?? []).find((c) => !offered.has(c.field))?.field ?? (input.summarySort && !offered.get(input.summarySort.field)?.order ? input.summarySort.field : null);
  if (refused !== null) throw new WorkflowError('workflow.summaryFilter.notOffered', { field: refused }, ResultCode.forbidden);
  return scope;
}

import { inArray } from 'drizzle-orm';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { isSummaryField, SUMMARY_LIMIT } from '@/lib/workflow/summary-fields';
import type { Db } from '../../../db/client';
import { wfInstance } from '../../../db/schema';
import { graphOf } from './definitions';
import type { AuthContext } from '../../../auth/context';
import { formViewersOf, rightsByNode } from './form-view';
import { hiddenFieldsFor } from '@/lib/contract/approval-form/field-rights';
import { formOf, type FormFieldDef, type ProcessGraph } from '@/lib/contract/workflow-graph';
import type { Control } from '@/lib/contract/approval-form/design';
import { summaryControls } from '@/lib/contract/approval-form/title-template';
import { designedSummaryReader } from './designed-summaries';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { englishLabelOf } from '@/lib/workflow/field-english-label';
import { nameIn } from '@/lib/entity/english-name';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/** The start-form fields a deployment shows on its rows, in form order. */
export function summaryFieldsOf(graph: ProcessGraph): FormFieldDef[] {
  const form = formOf(graph.nodes[graph.startNodeId]);
  return form.filter((f) => isSummaryField(f.properties)).slice(0, SUMMARY_LIMIT);
}

function shown(field: FormFieldDef, raw: unknown): RowSummary['value'] | null {
  if (raw === null || raw === undefined || raw === '') return null;
  if (field.type === 'enum') return field.enum_values.find((v) => v.id === String(raw))?.name ?? String(raw);
  if (typeof raw === 'number' || typeof raw === 'boolean') return raw;
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

/**
 * The summary of each listed request, by instance key: the values its model's summary fields hold in
 * the instance's form data (what the applicant or the bound record gave), or its designed form's
 * summary controls read by name, less the controls the steps hide from the caller (字段权限); labels,
 * options and the words around values in the reader's language (English names where given). One
 * query for the page (and one per kind of name its designed summaries need); each deployment's
 * graph comes from the definitions' cache.
 */
export async function rowSummaries(db: Db, caller: Parameters<typeof formViewersOf>[1], instanceKeys: readonly string[], locale: Locale = defaultLocale): Promise<Map<string, RowSummary[]>> {
  const summaries = new Map<string, RowSummary[]>();
  const keys = [...new Set(instanceKeys)];
  if (keys.length === 0) return summaries;
  const instances = await db.select({ key: wfInstance.instance_key, definition: wfInstance.definition_key, form: wfInstance.form_data, initiator: wfInstance.initiator })
    .from(wfInstance).where(inArray(wfInstance.instance_key, keys));
  const byDefinition = new Map<string, { fields: FormFieldDef[]; controls: Control[]; rights: ReturnType<typeof rightsByNode> }>();
  for (const instance of instances) {
    if (byDefinition.has(instance.definition)) continue;
    const graph = await graphOf(db, instance.definition).catch(() => null);
    // A designed form that names its summary controls shows them; otherwise the start event's fields marked summary=true.
    const controls = graph?.formDesign ? summaryControls(designIn(locale, graph.formDesign)) : [];
    byDefinition.set(instance.definition, { fields: graph && !graph.formDesign?.summaryFields?.length ? summaryFieldsOf(graph) : [], controls, rights: graph ? rightsByNode(graph) : null });
  }
  // Only requests of versions whose steps hide controls cost a look at how the caller stands to them, all at once.
  const viewers = await formViewersOf(db, caller, instances.filter((i) => byDefinition.get(i.definition)!.rights).map((i) => ({ instance_key: i.key, initiator: i.initiator })));
  const visible = instances.map((instance) => {
    const { fields, controls, rights } = byDefinition.get(instance.definition)!;
    const viewer = viewers.get(instance.key);
    const hidden = rights && viewer ? hiddenFieldsFor(rights, viewer) : null;
    return { instance, fields: fields.filter((f) => !hidden?.has(f.id)), controls: controls.filter((c) => !hidden?.has(c.id)) };
  });
  const designed = visible.some((v) => v.controls.length) ? await designedSummaryReader(db, visible.map((v) => ({ controls: v.controls, data: v.instance.form ?? {} })), locale) : null;
  for (const { instance, fields, controls } of visible) {
    const items: RowSummary[] = fields.flatMap((field) => {
      const value = shown(field, instance.form?.[field.id]);
      return value === null ? [] : [{ id: field.id, label: nameIn(locale, field.label ?? field.id, englishLabelOf(field.properties)), type: field.type, value }];
    });
    for (const control of controls) {
      const item = designed?.(control, instance.form?.[control.id]);
      if (item) items.push(item);
    }
    summaries.set(instance.key, items);
  }
  return summaries;
}

/** The listed rows, each with its request's summary in the reader's language. */
export async function withSummaries<R extends { instance_key: string }>(db: Db, caller: AuthContext, rows: R[], locale: Locale = defaultLocale): Promise<(R & { summary: RowSummary[] })[]> {
  const summaries = await rowSummaries(db, caller, rows.map((r) => r.instance_key), locale);
  return rows.map((r) => ({ ...r, summary: summaries.get(r.instance_key) ?? [] }));
}

import { FORM_FILE_GROUP, FORM_FILE_KEPT_GROUP, isFormFile, type FormFile } from '@/lib/contract/approval-form/attachments';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import type { Db } from '../../../db/client';
import { claimFiles } from './comment-attachments';
import type { Actor } from './store';

/**
 * The files of a designed form's attachment controls, inside the start's (or resubmit's)
 * transaction: new keys are taken over from the caller's uploads, files the request already held
 * stay, and the stored value lists each as { file_key, name, size, content_type }.
 */
export async function withFormFiles(tx: Db, actor: Pick<Actor, 'userKey'>, graph: ProcessGraph, values: Record<string, unknown>, held: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const design = graph.formDesign;
  if (!design) return values;
  const out = { ...values };
  for (const control of design.fields) {
    if (control.kind !== 'attachment' || !Array.isArray(out[control.id])) continue;
    const before = new Map((Array.isArray(held[control.id]) ? (held[control.id] as unknown[]) : []).filter(isFormFile).map((f) => [f.file_key, f]));
    const keys = (out[control.id] as unknown[]).filter((k): k is string => typeof k === 'string');
    const claimed = await claimFiles(tx, actor, keys.filter((k) => !before.has(k)), { uploaded: FORM_FILE_GROUP, kept: FORM_FILE_KEPT_GROUP });
    const byKey = new Map<string, FormFile>([...before, ...claimed.map((f): [string, FormFile] => [f.file_key, f])]);
    out[control.id] = keys.map((k) => byKey.get(k)!);
  }
  return out;
}

/** Whether a request's stored form lists this file in one of its attachment controls. */
export function formHoldsFile(graph: ProcessGraph, formData: Record<string, unknown>, fileKey: string): FormFile | null {
  for (const control of graph.formDesign?.fields ?? []) {
    if (control.kind !== 'attachment') continue;
    const found = (Array.isArray(formData[control.id]) ? (formData[control.id] as unknown[]) : []).filter(isFormFile).find((f) => f.file_key === fileKey);
    if (found) return found;
  }
  return null;
}

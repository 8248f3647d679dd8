import type { FormDesign } from '@/lib/contract/approval-form/design';

/**
 * The form-level settings (title template, summary fields) follow their controls: a control whose
 * id changes is renamed in them, a control removed leaves the summary (a template naming it is an
 * issue the administrator sees and mends, since the words around it are theirs).
 */

const escaped = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function renamedInSettings(design: FormDesign, from: string, to: string): FormDesign {
  if (from === to) return design;
  return {
    ...design,
    ...(design.titleTemplate !== undefined ? { titleTemplate: design.titleTemplate.replace(new RegExp(`\\{${escaped(from)}\\}`, 'g'), `{${to}}`) } : {}),
    ...(design.summaryFields ? { summaryFields: design.summaryFields.map((id) => (id === from ? to : id)) } : {}),
  };
}

export function removedFromSettings(design: FormDesign, id: string): FormDesign {
  return design.summaryFields?.includes(id) ? { ...design, summaryFields: design.summaryFields.filter((f) => f !== id) } : design;
}

/**
 * Answered records carry the labels of the records their references name, under this property,
 * as `{ 'supplier:sup-01': '上海明达' }` (target kind and key): a reader who may see a purchase but
 * not its supplier still reads the supplier's name, and lists need no call per referenced record.
 */
export const REF_LABELS = 'ref_labels';

export const refLabelKey = (entity: string, key: string) => `${entity}:${key}`;

/** The label a record's answer carries for one referenced record, if any. */
export function carriedRefLabel(record: Record<string, unknown> | null | undefined, entity: string, key: string): string | undefined {
  const labels = record?.[REF_LABELS];
  if (!labels || typeof labels !== 'object') return undefined;
  const label = (labels as Record<string, unknown>)[refLabelKey(entity, key)];
  return typeof label === 'string' && label !== '' ? label : undefined;
}

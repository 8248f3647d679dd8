import { nameIn } from '@/lib/entity/english-name';

/**
 * The English label of a form field a BPMN model declares (a start event's or a task's field): the
 * field's property `labelEn`, beside its label, as a designed control's `labelEn`
 * (lib/contract/approval-form/design.ts). The designer checks it with the same schema, the deploy
 * refuses one that is too long or not English, and every reader's label is chosen by `nameIn`.
 */

export const LABEL_EN_PROPERTY = 'labelEn';

type Property = { id: string; value: string | null };

/** The field's English label as declared; null when it has none (or a blank one). */
export function englishLabelOf(properties: readonly Property[]): string | null {
  return properties.find((p) => p.id === LABEL_EN_PROPERTY)?.value?.trim() || null;
}

/** The properties with the English label set (trimmed) or, when blank, taken away; the others as they were. */
export function withEnglishLabel<P extends Property>(properties: readonly P[], labelEn: string | null | undefined): P[] {
  const others = properties.filter((p) => p.id !== LABEL_EN_PROPERTY);
  const text = labelEn?.trim();
  return text ? [...others, { id: LABEL_EN_PROPERTY, value: text } as P] : others;
}

/** The label a reader of this language reads: the English label in English when there is one, else the label, else the field's id. */
export function fieldLabelIn(locale: string, field: { id: string; label: string | null; properties: readonly Property[] }): string {
  const label = field.label?.trim() || field.id;
  return nameIn(locale, label, englishLabelOf(field.properties));
}

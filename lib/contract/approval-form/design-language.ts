import { nameIn } from '@/lib/entity/english-name';
import type { FormDesign } from './design';

/**
 * A designed form as a reader of this language sees it: every control's and detail column's label
 * in her language (its English label when it has one, lib/entity/english-name.ts), so whatever
 * names a control from here on (the form, its rules' messages, the submitted view) says the same.
 * The design kept with the model is left as designed.
 */
export function designIn(locale: string, design: FormDesign): FormDesign {
  if (locale !== 'en-US') return design;
  return {
    ...design,
    fields: design.fields.map((control) => {
      const named = { ...control, label: nameIn(locale, control.label, control.labelEn) };
      return named.kind === 'detail' ? { ...named, columns: named.columns.map((column) => ({ ...column, label: nameIn(locale, column.label, column.labelEn) })) } : named;
    }),
  };
}

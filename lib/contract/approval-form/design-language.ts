import { nameIn } from '@/lib/entity/english-name';
import type { ChoiceOption, FormDesign } from './design';

/**
 * A designed form as a reader of this language sees it: every control's and detail column's label,
 * every option's label and a date range's duration name in her language (the English one when it
 * has one, lib/entity/english-name.ts), so whatever names a control or an option from here on (the
 * form, its rules' messages, the submitted view, a print, a list's summary) says the same. The
 * design kept with the model is left as designed.
 */
export function designIn(locale: string, design: FormDesign): FormDesign {
  if (locale !== 'en-US') return design;
  const optionsIn = (options: ChoiceOption[]) => options.map((option) => ({ ...option, label: nameIn(locale, option.label, option.labelEn) }));
  return {
    ...design,
    fields: design.fields.map((control) => {
      const named = { ...control, label: nameIn(locale, control.label, control.labelEn) };
      switch (named.kind) {
        case 'detail':
          return {
            ...named,
            columns: named.columns.map((column) => {
              const label = nameIn(locale, column.label, column.labelEn);
              return column.kind === 'choice' ? { ...column, label, options: optionsIn(column.options) } : { ...column, label };
            }),
          };
        case 'choice':
          return named.options ? { ...named, options: optionsIn(named.options) } : named;
        case 'dateRange':
          return named.durationLabel || named.durationLabelEn ? { ...named, durationLabel: nameIn(locale, named.durationLabel ?? '', named.durationLabelEn) } : named;
        default:
          return named;
      }
    }),
  };
}

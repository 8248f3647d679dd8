import type { ReactNode } from 'react';

/** Whether a Select in this mode holds several values (antd's two modes that do). */
export const holdsSeveral = (mode: unknown) => mode === 'multiple' || mode === 'tags';

/** One option as a Select is given it: flat, or a group with options of its own. */
export interface OptionLike {
  value?: unknown;
  label?: ReactNode;
  title?: string;
  options?: readonly OptionLike[];
}

/** A chosen value as a stand-in draws it: its label (the value itself where no option names it) and title. */
export interface ShownValue {
  key: string;
  label: ReactNode;
  title: string | undefined;
}

const isTitle = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

function findOption(options: readonly OptionLike[] | undefined, value: unknown): OptionLike | undefined {
  for (const option of options ?? []) {
    if (option.options) {
      const inGroup = findOption(option.options, value);
      if (inGroup) return inGroup;
    } else if (option.value === value) {
      return option;
    }
  }
  return undefined;
}

/** A labelled value ({ value, label }), as `labelInValue` selects are given. */
function isLabelled(value: unknown): value is { value: unknown; label?: ReactNode } {
  return typeof value === 'object' && value !== null && 'value' in value;
}

/**
 * The values a closed Select shows, as antd works them out: the label a labelled value carries, else
 * its option's label, else the value itself; its title the option's title or a plain-text label.
 * A single null shows the placeholder.
 */
export function shownValues(value: unknown, options: readonly OptionLike[] | undefined, multiple: boolean): ShownValue[] {
  const list: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (!multiple && list.length === 1 && list[0] === null) return [];
  return list.map((entry) => {
    const raw = isLabelled(entry) ? entry.value : entry;
    const option = findOption(options, raw);
    const label = (isLabelled(entry) ? entry.label : undefined) ?? option?.label ?? (raw as ReactNode);
    const title = isTitle(option?.title) ? String(option.title) : isTitle(label) ? String(label) : undefined;
    return { key: String(raw), label, title };
  });
}

/** Whether a label shows anything: antd marks a single select 'has value' only then. */
export const labelShows = (label: ReactNode) => label !== null && label !== undefined && String(label).trim() !== '';

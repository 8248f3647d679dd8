'use client';

import { Select, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { holdsExpression } from '@/lib/workflow/sample-assignees';
import { pickMatches, pickOrder, type Listed, type PickGroup, type PickOption } from './pick-options';

interface PickedSelectProps {
  id?: string;
  testId: string;
  multiple: boolean;
  value: string[];
  onChange: (values: string[]) => void;
  groups: PickGroup[];
  placeholder: string;
  /** How a chosen value no group lists is shown (a user beyond the search, an entry that no longer exists). */
  labelOf: (value: string) => string;
  /** The typed words, for entries searched on the server. */
  onSearch?: (text: string) => void;
  /** An expression (`${…}`) may be typed and taken as it is; nothing else typed is taken. */
  expressions?: boolean;
  /** The entries for the words typed are on their way. */
  loading?: boolean;
}

/**
 * A picker of the panel that takes only what it lists: typing narrows the list (best match
 * first) and Enter takes the first entry, never the typed text — a name typed where a user is
 * to be picked would be saved as a user key nobody has. Where the field allows it, an expression
 * is the exception. Values a model already holds show by their names, or as not existing.
 */
export function PickedSelect({ id, testId, multiple, value, onChange, groups, placeholder, labelOf, onSearch, expressions = false, loading = false }: PickedSelectProps) {
  const t = useTranslations('designer.task');
  const [typed, setTyped] = useState('');
  const listed = new Set(groups.flatMap((g) => g.options.map((o) => o.value)));
  const current: PickOption[] = value.filter((v) => !listed.has(v)).map((v) => ({ value: v, label: labelOf(v), texts: [labelOf(v), v] }));
  const expression = typed.trim();
  const typedOption: PickOption[] = expressions && holdsExpression(expression) && !listed.has(expression) && !value.includes(expression)
    ? [{ value: expression, label: t('useExpression', { expression }), texts: [], typed: true }]
    : [];
  const options: Listed[] = [
    ...typedOption,
    ...(current.length ? [{ label: t('options.current'), options: current }] : []),
    ...groups.filter((g) => g.options.length > 0),
  ];
  const search = (text: string) => {
    setTyped(text);
    onSearch?.(text);
  };
  return (
    <Select<string | string[], Listed>
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? value : value[0]}
      onChange={(next) => onChange(next === undefined || next === null ? [] : Array.isArray(next) ? next : [next])}
      options={options}
      showSearch={{ filterOption: pickMatches, filterSort: pickOrder, onSearch: search }}
      // The words typed go with the list they narrowed: opened again, it starts whole.
      onOpenChange={(open) => {
        if (!open) search('');
      }}
      allowClear={!multiple}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      placeholder={placeholder}
      data-testid={testId}
      style={{ flex: 1, minWidth: 0, width: '100%' }}
    />
  );
}

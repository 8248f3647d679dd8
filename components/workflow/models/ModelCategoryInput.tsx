'use client';

import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PROCESS_CATEGORIES } from '@/lib/contract/workflow-model-icons';

interface CategoryOption {
  value: string;
  label: string;
}

/**
 * A model's category (a form control: value, onChange): the categories 发起申请 knows, by their
 * names in the reader's language, or one typed in, kept as typed. The stored value of a known one
 * stays its key (finance), which the list never shows.
 */
export function ModelCategoryInput({ id, value, onChange, placeholder }: { id?: string; value?: string | null; onChange?: (value: string | undefined) => void; placeholder?: string }) {
  const tCategory = useTranslations('workflow.category');
  const t = useTranslations('designer.models.settings');
  const [typed, setTyped] = useState('');
  const known: CategoryOption[] = PROCESS_CATEGORIES.map((c) => ({ value: c, label: tCategory(c) }));
  const isKnown = (text: string) => known.some((o) => o.value === text || o.label === text);
  const own = value && !isKnown(value) ? [{ value, label: value }] : [];
  const words = typed.trim();
  const fresh = words && !isKnown(words) && words !== value ? [{ value: words, label: t('categoryNew', { name: words }) }] : [];
  return (
    <Select<string, CategoryOption>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next || undefined)}
      options={[...fresh, ...known, ...own]}
      showSearch={{
        searchValue: typed,
        onSearch: (text) => setTyped(text.slice(0, 64)),
        filterOption: (input, option) => Boolean(option && (option.value === words || option.label.toLowerCase().includes(input.trim().toLowerCase()))),
      }}
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
      allowClear
      placeholder={placeholder}
      data-testid="settings-category"
    />
  );
}

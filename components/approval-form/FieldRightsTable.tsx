'use client';

import { Radio, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { Control } from '@/lib/contract/approval-form/design';
import { formatFormRights, parseFormRights, type FieldRight } from '@/lib/contract/approval-form/field-rights';
import { useModelForm } from './form-api';

/** Controls that hold nothing a person types: shown or hidden, never edited. */
const COMPUTED: ReadonlySet<Control['kind']> = new Set(['formula', 'description']);
const CHOICES: readonly FieldRight[] = ['edit', 'read', 'hidden'];

interface FieldRightsTableProps {
  /** The model whose designed form lists the controls. */
  modelKey: string | null;
  /** The step's formRights property text (empty: every control read). */
  value: string;
  onChange: (text: string) => void;
}

/**
 * 字段权限: what an approval step does with each control of the model's designed form, one radio
 * per control (可编辑 / 只读 / 隐藏). Edits the step's formRights property text, in the engine's format.
 */
export function FieldRightsTable({ modelKey, value, onChange }: FieldRightsTableProps) {
  const t = useTranslations('approvalForm.rights');
  const { data, isLoading } = useModelForm(modelKey);
  const design = data?.design ?? null;
  if (!design || design.fields.length === 0) {
    return <Typography.Text type="secondary" data-testid="field-rights-none">{isLoading ? t('loading') : t('noForm')}</Typography.Text>;
  }
  const rights = parseFormRights(value).rights;
  const set = (id: string, right: FieldRight) => onChange(formatFormRights({ ...rights, [id]: right }) ?? '');
  return (
    <Table<Control>
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={design.fields}
      data-testid="field-rights"
      columns={[
        { key: 'label', title: t('field'), render: (_, c) => c.label },
        {
          key: 'right',
          title: t('right'),
          render: (_, c) => (
            <Radio.Group
              size="small"
              optionType="button"
              value={rights[c.id] ?? 'read'}
              onChange={(e) => set(c.id, e.target.value as FieldRight)}
              aria-label={t('rightOf', { field: c.label })}
              data-testid={`field-right-${c.id}`}
              options={CHOICES.map((r) => ({ value: r, label: t(r), disabled: r === 'edit' && COMPUTED.has(c.kind) }))}
            />
          ),
        },
      ]}
    />
  );
}

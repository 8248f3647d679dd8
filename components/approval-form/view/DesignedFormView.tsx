'use client';

import { Descriptions, Table, Typography } from 'antd';
import '@/components/providers/theme/antd-descriptions.css';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useListSeparator } from '@/lib/client/list-separator';
import type { Control, ControlOf, DetailColumn, FormDesign } from '@/lib/contract/approval-form/design';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { columnTotal } from '@/lib/contract/approval-form/formulas';
import { capitalAmount } from '@/lib/contract/approval-form/capital-amount';
import { DepartmentNames, FileLinks, PersonNames, RecordNames } from './value-names';
import { money, plainValue } from '@/lib/contract/approval-form/plain-value';

type Values = Record<string, unknown>;

/** Control id → record key → label: the names of linked records as the server gave them with the request. */
type RecordLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

function useValueOf(instanceKey: string, recordLabels: RecordLabels | undefined) {
  const t = useTranslations('approvalForm.fill');
  const separator = useListSeparator();
  const words = { days: (days: number) => t('dayCount', { days }), separator, aside: (text: string) => t('aside', { text }) };
  return (c: Control | DetailColumn, value: unknown, inCell = false): ReactNode => {
    const plain = plainValue(c, value, { ...words, inWords: !inCell });
    if (plain !== null) return plain;
    switch (c.kind) {
      case 'person':
        return <PersonNames value={value} />;
      case 'department':
        return <DepartmentNames value={value} />;
      case 'record':
        return <RecordNames target={c.target} value={value} given={recordLabels?.[c.id]} />;
      case 'attachment':
        return <FileLinks instanceKey={instanceKey} value={value} images={c.images ?? false} />;
      default:
        return '-';
    }
  };
}

function DetailView({ control, rows, valueOf }: { control: ControlOf<'detail'>; rows: Values[]; valueOf: ReturnType<typeof useValueOf> }) {
  const t = useTranslations('approvalForm.fill');
  const totals = control.columns.filter((c) => (c.kind === 'number' || c.kind === 'amount' || c.kind === 'formula') && c.total);
  return (
    <div data-testid={`detail-view-${control.id}`}>
      <Table<Values & { _row: number }>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="_row"
        dataSource={rows.map((r, i) => ({ ...r, _row: i + 1 }))}
        columns={[{ title: '#', dataIndex: '_row', width: 48 }, ...control.columns.map((c) => ({ title: c.label, key: c.id, render: (_: unknown, row: Values) => valueOf(c, row[c.id], true) }))]}
      />
      {totals.map((c) => {
        const sum = columnTotal(rows, c.id);
        const isMoney = c.kind === 'amount' || (c.kind === 'formula' && c.money);
        return (
          <Typography.Paragraph key={c.id} strong style={{ marginTop: 8, marginBottom: 0 }}>
            {t('columnTotal', { column: c.label, total: isMoney ? `${money(sum)}${t('aside', { text: capitalAmount(sum) })}` : String(sum) })}
          </Typography.Paragraph>
        );
      })}
    </div>
  );
}

/**
 * A submitted designed form, read-only: each control of the version it was filled in with, people,
 * departments and records by name (linked records by the labels the request came with, for a reader
 * who may not read them), files as links for whoever may read the request, detail tables with their
 * totals in figures and in words. Labels are in the reader's language (design-language.ts).
 */
export function DesignedFormView({ design: designed, data, instanceKey, recordLabels }: { design: FormDesign; data: Values; instanceKey: string; recordLabels?: RecordLabels }) {
  const locale = useLocale();
  const design = designIn(locale, designed);
  const valueOf = useValueOf(instanceKey, recordLabels);
  const items = design.fields
    .filter((c) => c.kind !== 'description' && Object.hasOwn(data, c.id))
    .map((c) => ({
      key: c.id,
      label: c.label,
      children: c.kind === 'detail' ? <DetailView control={c} rows={Array.isArray(data[c.id]) ? (data[c.id] as Values[]) : []} valueOf={valueOf} /> : valueOf(c, data[c.id]),
    }));
  return <Descriptions bordered size="small" column={1} items={items} data-entered data-testid="submitted-form" />;
}

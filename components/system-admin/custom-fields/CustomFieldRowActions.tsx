'use client';

import { Button, Popconfirm, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CustomFieldDefinition, CustomFieldState } from '@/lib/contract/custom-fields';
import { orderFields, setFieldState } from './custom-field-calls';

interface CustomFieldRowActionsProps {
  definition: CustomFieldDefinition;
  index: number;
  all: readonly CustomFieldDefinition[];
  entity: string;
  onEdit: () => void;
  onChanged: () => void;
}

/** A row's actions: edit, move up or down, hide or show, retire (confirmed) or restore. */
export function CustomFieldRowActions({ definition: d, index, all, entity, onEdit, onChanged }: CustomFieldRowActionsProps) {
  const t = useTranslations('customFields.page.actions');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      onChanged();
    } catch {
      // The API client has said why.
    } finally {
      setBusy(false);
    }
  };
  const to = (state: CustomFieldState) => () => void run(() => setFieldState(d, state));
  const move = (by: -1 | 1) => () => {
    const keys = all.map((f) => f.key);
    [keys[index], keys[index + by]] = [keys[index + by]!, keys[index]!];
    void run(() => orderFields(entity, keys));
  };
  const testId = (action: string) => `custom-field-${action}-${d.column}`;
  return (
    <Space size={4} wrap>
      <Button type="link" size="small" disabled={busy || d.state === 'retired'} onClick={onEdit} data-testid={testId('edit')}>{t('edit')}</Button>
      <Button type="link" size="small" disabled={busy || index === 0} onClick={move(-1)} aria-label={`${t('up')} ${d.label}`}>{t('up')}</Button>
      <Button type="link" size="small" disabled={busy || index === all.length - 1} onClick={move(1)} aria-label={`${t('down')} ${d.label}`}>{t('down')}</Button>
      {d.state === 'active' ? <Button type="link" size="small" disabled={busy} onClick={to('hidden')} data-testid={testId('hide')}>{t('hide')}</Button> : null}
      {d.state === 'hidden' ? <Button type="link" size="small" disabled={busy} onClick={to('active')} data-testid={testId('show')}>{t('show')}</Button> : null}
      {d.state === 'retired' ? (
        <Button type="link" size="small" disabled={busy} onClick={to('active')} data-testid={testId('restore')}>{t('restore')}</Button>
      ) : (
        <Popconfirm title={t('retireConfirm', { label: d.label })} onConfirm={to('retired')} okButtonProps={{ danger: true }}>
          <Button type="link" size="small" danger disabled={busy} data-testid={testId('retire')}>{t('retire')}</Button>
        </Popconfirm>
      )}
    </Space>
  );
}

'use client';

import { Checkbox, DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import '@/components/providers/theme/antd-picker.css';
import '@/components/providers/theme/antd-input-number.css';
import type { ReactElement } from 'react';
import type { useTranslations } from 'next-intl';
import type { Control, DetailColumn } from '@/lib/contract/approval-form/design';
import { DepartmentPickerInput } from '@/components/pickers/DepartmentPickerInput';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { DictSelect } from '@/components/widgets/DictSelect';
import { browserOnBusinessClock } from '@/lib/client/business-time';
import { RecordInput } from './RecordInput';
import { AttachmentInput } from './AttachmentInput';

type Fill = ReturnType<typeof useTranslations<'approvalForm.fill'>>;

const moneyFormatter = (v: number | string | undefined) => (v === undefined || v === '' ? '' : `${v}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
const moneyParser = (v: string | undefined) => (v ?? '').replace(/[,¥\s]/g, '');

/**
 * The input of a control that the user fills in. A plain element: Form.Item hands its direct child
 * the id, value and onChange. Detail tables and formulas are drawn by their own components.
 */
export function inputOf(c: Control | DetailColumn, t: Fill, compact = false): ReactElement | null {
  const enter = t('enter', { field: c.label });
  const choose = t('choose', { field: c.label });
  switch (c.kind) {
    case 'text':
      return <Input allowClear placeholder={c.placeholder || enter} maxLength={c.maxLength} />;
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder={c.placeholder || enter} maxLength={c.maxLength} showCount={Boolean(c.maxLength)} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} min={c.min} max={c.max} precision={c.precision} placeholder={enter} {...('unit' in c && c.unit ? { suffix: c.unit } : {})} />;
    case 'amount':
      return <InputNumber<number> style={{ width: '100%' }} min={c.min} max={c.max} precision={2} prefix="¥" formatter={moneyFormatter} parser={(v) => Number(moneyParser(v))} placeholder={enter} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} showTime={'withTime' in c && c.withTime ? { format: 'HH:mm' } : false} showNow={browserOnBusinessClock()} placeholder={choose} />;
    case 'dateRange':
      return <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('start'), t('end')]} />;
    case 'choice':
      if ('dictionary' in c && c.dictionary) return <DictSelect dictCode={c.dictionary} multiple={c.multiple} placeholder={choose} />;
      if (!compact && !('multiple' in c && c.multiple) && (c.options?.length ?? 0) <= 4) return <Radio.Group options={c.options} />;
      if (!compact && 'multiple' in c && c.multiple && (c.options?.length ?? 0) <= 6) return <Checkbox.Group options={c.options} />;
      return <Select allowClear mode={'multiple' in c && c.multiple ? 'multiple' : undefined} options={c.options} placeholder={choose} />;
    case 'person':
      return <UserPickerInput label={c.label} multiple={c.multiple ?? false} scope="company" />;
    case 'department':
      return <DepartmentPickerInput label={c.label} multiple={c.multiple ?? false} scope="company" />;
    case 'record':
      return <RecordInput target={c.target} label={c.label} multiple={c.multiple ?? false} />;
    case 'attachment':
      return <AttachmentInput images={c.images ?? false} maxCount={c.maxCount} />;
    default:
      return null;
  }
}

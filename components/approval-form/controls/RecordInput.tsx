'use client';

import { useTranslations } from 'next-intl';
import { RecordSelect } from '@/components/pickers/RecordSelect';
import { LINKED_RECORD_LABELS, type LinkableRecord } from '@/lib/contract/approval-form/design';
import { refTargetByName } from '@/lib/entities/ref-targets';
import type { PickerInputProps } from '@/components/pickers/picker-input';

/** A linked record: the record picker of its kind, listing only what the user may read. */
export function RecordInput({ target, ...props }: Omit<PickerInputProps, 'scope'> & { target: LinkableRecord }) {
  const t = useTranslations('approvalForm.fill');
  const entity = refTargetByName(target);
  if (!entity) return null;
  return <RecordSelect {...props} entity={entity} labelField={LINKED_RECORD_LABELS[target]} placeholder={t('choose', { field: props.label })} browse />;
}

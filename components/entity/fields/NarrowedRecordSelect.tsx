'use client';

import { Form } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useMemo, type ComponentProps } from 'react';
import { RecordSelect } from '@/components/pickers/RecordSelect';
import type { FieldOf } from './kind';
import { useFormFixedValues } from '../form-fixed-values';

type Within = NonNullable<FieldOf<'ref'>['within']>;

/**
 * A form's reference input offering only records that share a value with the record being edited
 * (`within`): the value comes from the form's input or, in a child tab, from the values it fixes.
 * A file of its own: it needs the form library, which list pages do not load.
 */
export function NarrowedRecordSelect({ within, ...props }: ComponentProps<typeof RecordSelect> & { within: Within }) {
  const form = Form.useFormInstance();
  const typed: unknown = Form.useWatch(within.field, form);
  const fixedValue = useFormFixedValues()[within.field];
  const shared = fixedValue ?? (typeof typed === 'string' && typed !== '' ? typed : undefined);
  const fixed = useMemo(() => (shared ? { [within.targetField]: shared } : undefined), [shared, within.targetField]);
  return <RecordSelect {...props} key={shared ?? ''} fixed={fixed} browse />;
}

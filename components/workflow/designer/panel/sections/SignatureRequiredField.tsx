'use client';

import { Checkbox } from 'antd';
import { useTranslations } from 'next-intl';
import { SIGNATURE_PROPERTY } from '@/lib/contract/workflow-values';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';
import { FieldRow } from './FieldRow';

/** 手写签名: an approval of this task carries a handwritten signature (the signatureRequired property). */
export function SignatureRequiredField() {
  const t = useTranslations('designer.task');
  const { modeler, element, dialect } = useDesigner();
  const on = readProperty(element.businessObject, dialect, SIGNATURE_PROPERTY) === 'true';
  return (
    <FieldRow label={t('signatureRequired')}>
      <Checkbox checked={on} onChange={(e) => writeProperty(modeler, element, dialect, SIGNATURE_PROPERTY, e.target.checked ? 'true' : '')} data-testid="designer-signature-required">
        {t('signatureRequiredHint')}
      </Checkbox>
    </FieldRow>
  );
}

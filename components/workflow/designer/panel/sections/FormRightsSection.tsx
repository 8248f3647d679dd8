'use client';

import { FieldRightsTable } from '@/components/approval-form/port';
import { FORM_RIGHTS_PROPERTY } from '@/lib/contract/approval-form/field-rights';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';

/** 字段权限: what this approval step does with each control of the model's designed form (the formRights property). */
export function FormRightsSection() {
  const { modeler, element, dialect, modelKey } = useDesigner();
  return (
    <FieldRightsTable
      modelKey={modelKey}
      value={readProperty(element.businessObject, dialect, FORM_RIGHTS_PROPERTY)}
      onChange={(text) => writeProperty(modeler, element, dialect, FORM_RIGHTS_PROPERTY, text)}
    />
  );
}

'use client';

import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import { SERVICE_TASK_KINDS, serviceTaskType } from '@/lib/workflow/service-task';
import { useDesigner } from '../../modeler/DesignerContext';
import { updateAttrs } from '../element-ops';
import { FieldRow } from './FieldRow';

/** A service task's engine type: 抄送节点 (copy) or HTTP 请求 (http), the two the engine runs; another type is shown as written. */
export function ServiceTaskFields() {
  const t = useTranslations('designer.service');
  const { modeler, element, dialect } = useDesigner();
  const type = serviceTaskType(element.businessObject);
  const known = (SERVICE_TASK_KINDS as readonly string[]).includes(type);
  const options = [...SERVICE_TASK_KINDS.map((k) => ({ value: k, label: t(`types.${k}`) })), ...(type && !known ? [{ value: type, label: type }] : [])];
  return (
    <FieldRow label={t('type')}>
      <Select
        value={type || undefined}
        placeholder={t('typeNone')}
        allowClear
        onChange={(next: string | undefined) => updateAttrs(modeler, element, { [`${dialect}:type`]: next || undefined })}
        options={options}
        data-testid="designer-service-type"
        style={{ width: '100%' }}
      />
    </FieldRow>
  );
}

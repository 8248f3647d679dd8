'use client';

import { useTranslations } from 'next-intl';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import type { ProcessSetting } from '@/lib/workflow/process-setting';
import type { ProcessSettingName } from '@/lib/workflow/process-settings';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';
import { FieldRow } from './FieldRow';


/**
 * One model-wide setting of the process element (申请人审批自己的申请时, 打印样式, 审批人去重). The
 * default is written as no property, so a model keeps it as drawn.
 */
export function ProcessSettingField<T extends string>({ setting, label, testId }: { setting: ProcessSetting<T>; label: ProcessSettingName; testId: string }) {
  const t = useTranslations('designer.general');
  const { modeler, element, dialect } = useDesigner();
  const value = setting.read(readProperty(element.businessObject, dialect, setting.property)) ?? setting.fallback;
  return (
    <FieldRow label={t(label)}>
      <LazySelect<T>
        value={value}
        onChange={(next) => writeProperty(modeler, element, dialect, setting.property, next === setting.fallback ? '' : next)}
        options={setting.values.map((v) => ({ value: v, label: t(`${label}Options.${String(v)}`) }))}
        aria-label={t(label)}
        data-testid={testId}
      />
    </FieldRow>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { DEFAULT_PRINT_LAYOUT, PRINT_LAYOUT_PROPERTY, PRINT_LAYOUTS, readPrintLayout, type PrintLayout } from '@/lib/workflow/print-layout';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';
import { FieldRow } from './FieldRow';

/** 打印样式: how the process's requests print (the printLayout property); the default is written as none. */
export function PrintLayoutField() {
  const t = useTranslations('designer.general');
  const { modeler, element, dialect } = useDesigner();
  const value = readPrintLayout(readProperty(element.businessObject, dialect, PRINT_LAYOUT_PROPERTY)) ?? DEFAULT_PRINT_LAYOUT;
  return (
    <FieldRow label={t('printLayout')}>
      <LazySelect<PrintLayout>
        value={value}
        onChange={(next) => writeProperty(modeler, element, dialect, PRINT_LAYOUT_PROPERTY, next === DEFAULT_PRINT_LAYOUT ? '' : next)}
        options={PRINT_LAYOUTS.map((v) => ({ value: v, label: t(`printLayoutOptions.${v}`) }))}
        aria-label={t('printLayout')}
        data-testid="designer-print-layout"
      />
    </FieldRow>
  );
}

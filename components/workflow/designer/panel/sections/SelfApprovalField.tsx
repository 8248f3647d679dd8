'use client';

import { useTranslations } from 'next-intl';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { DEFAULT_SELF_APPROVAL, readSelfApproval, SELF_APPROVAL, SELF_APPROVAL_PROPERTY, type SelfApproval } from '@/lib/workflow/self-approval';
import { useDesigner } from '../../modeler/DesignerContext';
import { readProperty, writeProperty } from '../property-ops';
import { FieldRow } from './FieldRow';

/**
 * 申请人审批自己的申请时: the process's segregation-of-duties setting (the selfApproval property).
 * The default (to the applicant's leader) is written as no property, so a model keeps it as drawn.
 */
export function SelfApprovalField() {
  const t = useTranslations('designer.general');
  const { modeler, element, dialect } = useDesigner();
  const value = readSelfApproval(readProperty(element.businessObject, dialect, SELF_APPROVAL_PROPERTY)) ?? DEFAULT_SELF_APPROVAL;
  return (
    <FieldRow label={t('selfApproval')}>
      <LazySelect<SelfApproval>
        value={value}
        onChange={(next) => writeProperty(modeler, element, dialect, SELF_APPROVAL_PROPERTY, next === DEFAULT_SELF_APPROVAL ? '' : next)}
        options={SELF_APPROVAL.map((v) => ({ value: v, label: t(`selfApprovalOptions.${v}`) }))}
        aria-label={t('selfApproval')}
        data-testid="designer-self-approval"
      />
    </FieldRow>
  );
}

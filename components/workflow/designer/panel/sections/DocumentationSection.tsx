'use client';

import { useTranslations } from 'next-intl';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitTextArea } from '../CommitTextArea';
import { create, updateAttrs } from '../element-ops';
import { FieldRow } from './FieldRow';

/** The "other" section: the element's documentation. */
export function DocumentationSection() {
  const t = useTranslations('designer.other');
  const { modeler, element } = useDesigner();
  const docs = (element.businessObject.get('documentation') as ModdleObject[] | undefined) ?? [];
  const current = String(docs[0]?.get('text') ?? '');
  const commit = (value: string) => {
    const rest = docs.slice(1);
    updateAttrs(modeler, element, { documentation: value.trim() ? [create(modeler, 'bpmn:Documentation', { text: value }), ...rest] : rest });
  };
  return (
    <FieldRow label={t('documentation')}>
      <CommitTextArea value={current} onCommit={commit} data-testid="designer-documentation" />
    </FieldRow>
  );
}

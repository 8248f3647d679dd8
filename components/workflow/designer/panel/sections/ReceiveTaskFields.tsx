'use client';

import { Select } from 'antd';
import { useTranslations } from 'next-intl';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { updateAttrs } from '../element-ops';
import { FieldRow } from './FieldRow';

/** The message a receive task waits for, among the diagram's messages. */
export function ReceiveTaskFields() {
  const t = useTranslations('designer.task');
  const { modeler, element } = useDesigner();
  const messages = ((modeler.getDefinitions().get('rootElements') as ModdleObject[] | undefined) ?? []).filter((r) => r.$type === 'bpmn:Message');
  const current = element.businessObject.get('messageRef') as ModdleObject | undefined;
  return (
    <FieldRow label={t('message')}>
      <Select
        allowClear
        value={current?.id}
        onChange={(id?: string) => updateAttrs(modeler, element, { messageRef: messages.find((m) => m.id === id) })}
        options={messages.map((m) => ({ value: m.id, label: String(m.get('name') ?? m.id) }))}
        placeholder={t('messagePlaceholder')}
      />
    </FieldRow>
  );
}

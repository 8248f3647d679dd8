'use client';

import { Radio, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { conditionAttrsOf, conditionFormOf, flowTypeChange, flowTypeOf, FLOW_TYPES, type ConditionForm, type FlowType } from '@/lib/workflow/flow-condition';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { CommitTextArea } from '../CommitTextArea';
import { create, updateAttrs } from '../element-ops';
import { FieldRow } from './FieldRow';

/**
 * A sequence flow's type (normal, default, condition) and its condition: an expression, or a
 * script (disabled unless the flow already has one) inline or from a resource.
 */
export function ConditionSection() {
  const t = useTranslations('designer.condition');
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const source = element.source;
  const sourceBo = source?.businessObject;
  const condition = bo.get('conditionExpression') as ModdleObject | undefined;
  const isDefault = Boolean(sourceBo && sourceBo.get('default') === bo);
  const type = flowTypeOf({ isDefault, hasCondition: Boolean(condition) });
  const resourceAttr = `${dialect}:resource`;
  const form = conditionFormOf({
    body: condition ? String(condition.get('body') ?? '') : '',
    language: condition ? String(condition.get('language') ?? '') : '',
    resource: condition ? String(condition.get(resourceAttr) ?? '') : '',
  });

  const changeType = (next: FlowType) => {
    const change = flowTypeChange(next);
    updateAttrs(modeler, element, { conditionExpression: change.condition === 'empty' ? create(modeler, 'bpmn:FormalExpression') : undefined });
    if (source && sourceBo) {
      if (change.markDefault) updateAttrs(modeler, source, { default: bo });
      else if (isDefault) updateAttrs(modeler, source, { default: undefined });
    }
  };

  const write = (patch: Partial<ConditionForm>) => {
    const attrs = conditionAttrsOf({ ...form, ...patch });
    const expression = create(modeler, 'bpmn:FormalExpression', { body: attrs.body, language: attrs.language, [resourceAttr]: attrs.resource });
    updateAttrs(modeler, element, { conditionExpression: expression });
  };

  return (
    <div data-testid="designer-condition">
      <FieldRow label={t('flowType')}>
        <Select value={type} onChange={changeType} options={FLOW_TYPES.map((v) => ({ value: v, label: t(`flowTypes.${v}`) }))} data-testid="designer-flow-type" />
      </FieldRow>
      {type === 'condition' ? (
        <>
          <FieldRow label={t('conditionType')}>
            <Select
              value={form.conditionType}
              onChange={(conditionType) => write({ conditionType })}
              options={[
                { value: 'expression', label: t('conditionTypes.expression') },
                // The script option is disabled by default (the engine runs expressions only).
                { value: 'script', label: t('conditionTypes.script'), disabled: form.conditionType !== 'script' },
              ]}
              data-testid="designer-condition-type"
            />
          </FieldRow>
          {form.conditionType === 'expression' ? (
            <FieldRow label={t('expression')}>
              <CommitTextArea rows={2} value={form.body} placeholder="${amount > 10000}" onCommit={(body) => write({ body })} data-testid="designer-condition-body" />
            </FieldRow>
          ) : (
            <>
              <FieldRow label={t('language')}>
                <CommitInput value={form.language} onCommit={(language) => write({ language })} />
              </FieldRow>
              <FieldRow label={t('scriptType')}>
                <Radio.Group
                  value={form.scriptType}
                  onChange={(e) => write({ scriptType: e.target.value === 'externalScript' ? 'externalScript' : 'inlineScript' })}
                  options={[
                    { value: 'inlineScript', label: t('scriptTypes.inlineScript') },
                    { value: 'externalScript', label: t('scriptTypes.externalScript') },
                  ]}
                />
              </FieldRow>
              {form.scriptType === 'inlineScript' ? (
                <FieldRow label={t('script')}>
                  <CommitTextArea value={form.body} onCommit={(body) => write({ body })} />
                </FieldRow>
              ) : (
                <FieldRow label={t('resource')}>
                  <CommitInput value={form.resource} onCommit={(resource) => write({ resource })} />
                </FieldRow>
              )}
            </>
          )}
        </>
      ) : null}
    </div>
  );
}

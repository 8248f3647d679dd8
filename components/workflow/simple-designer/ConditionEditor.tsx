'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Typography } from 'antd';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { RuleRefsInput } from '@/components/workflow/designer/panel/sections/RuleRefsInput';
import { NUMBER_OPERATORS, type Condition, type FlowField, type NumberOperator } from '@/lib/workflow/simple-flow/schema';
import styles from './simple-designer.module.css';

type Subject = 'field' | 'department' | 'role';

/** A new condition on a field, of the kind the field's type asks for. */
function onField(field: FlowField): Condition {
  switch (field.kind) {
    case 'choice':
      return { kind: 'choice', field: field.id, values: [] };
    case 'text':
      return { kind: 'text', field: field.id, value: '' };
    default:
      return { kind: 'number', field: field.id, op: 'gt', value: 0, upTo: null };
  }
}

function ConditionLine({ condition, fields, onChange }: { condition: Condition; fields: readonly FlowField[]; onChange: (next: Condition) => void }) {
  const t = useTranslations('simpleDesigner.drawer');
  switch (condition.kind) {
    case 'number':
      return (
        <div className={styles.conditionLine}>
          <Select value={condition.op} onChange={(op: NumberOperator) => onChange({ ...condition, op })} options={NUMBER_OPERATORS.map((o) => ({ value: o, label: t(`ops.${o}`) }))} style={{ width: 110 }} data-testid="simple-condition-op" />
          <InputNumber value={condition.value} onChange={(value) => onChange({ ...condition, value: value ?? 0 })} aria-label={t('value')} data-testid="simple-condition-value" />
          {condition.op === 'between' ? (
            <>
              <span>{t('upTo')}</span>
              <InputNumber value={condition.upTo} onChange={(upTo) => onChange({ ...condition, upTo })} aria-label={t('upTo')} data-testid="simple-condition-up-to" />
            </>
          ) : null}
        </div>
      );
    case 'choice': {
      const options = fields.find((f) => f.id === condition.field)?.options ?? [];
      return (
        <Select mode="multiple" value={condition.values} onChange={(values: string[]) => onChange({ ...condition, values })} options={options.map((o) => ({ value: o.value, label: o.label }))} placeholder={t('choiceValues')} data-testid="simple-condition-choices" />
      );
    }
    case 'text':
      return <Input value={condition.value} onChange={(e) => onChange({ ...condition, value: e.target.value })} placeholder={t('textValue')} data-testid="simple-condition-text" />;
    case 'department':
      return <RuleRefsInput kind="departments" value={{ refs: condition.departments, levels: 1, expression: '' }} onChange={(next) => onChange({ ...condition, departments: next.refs ?? condition.departments })} testPrefix="simple-condition-departments" />;
    case 'role':
      return <RuleRefsInput kind="roles" value={{ refs: condition.roles, levels: 1, expression: '' }} onChange={(next) => onChange({ ...condition, roles: next.refs ?? condition.roles })} testPrefix="simple-condition-roles" />;
  }
}

/** A branch's conditions, all of which must hold: on a start-form field, the initiator's department or role. */
export function ConditionEditor({ conditions, fields, onChange }: { conditions: Condition[]; fields: readonly FlowField[]; onChange: (next: Condition[]) => void }) {
  const t = useTranslations('simpleDesigner.drawer');
  const usable = fields.filter((f) => f.kind !== 'date');
  const set = (i: number, next: Condition) => onChange(conditions.map((c, j) => (j === i ? next : c)));
  const subjectOf = (c: Condition): Subject => (c.kind === 'department' ? 'department' : c.kind === 'role' ? 'role' : 'field');
  const changeSubject = (i: number, subject: Subject) => {
    if (subject === 'department') set(i, { kind: 'department', departments: [] });
    else if (subject === 'role') set(i, { kind: 'role', roles: [] });
    else if (usable[0]) set(i, onField(usable[0]));
  };
  const add = () => onChange([...conditions, usable[0] ? onField(usable[0]) : { kind: 'department', departments: [] }]);
  return (
    <div data-testid="simple-conditions">
      <Typography.Text strong>{t('conditions')}</Typography.Text>
      {usable.length === 0 ? <Typography.Paragraph type="secondary">{t('noFields')}</Typography.Paragraph> : null}
      {conditions.map((condition, i) => (
        <div key={i} className={styles.conditionRow} data-testid="simple-condition">
          <div className={styles.conditionLine}>
            <Select
              value={subjectOf(condition)}
              onChange={(s: Subject) => changeSubject(i, s)}
              options={(['field', 'department', 'role'] as const).filter((s) => s !== 'field' || usable.length > 0).map((s) => ({ value: s, label: t(`conditionKinds.${s}`) }))}
              style={{ width: 190 }}
              aria-label={t('conditionKind')}
              data-testid="simple-condition-subject"
            />
            {'field' in condition ? (
              <Select
                value={condition.field || undefined}
                placeholder={t('fieldPlaceholder')}
                onChange={(id: string) => set(i, onField(usable.find((f) => f.id === id)!))}
                options={usable.map((f) => ({ value: f.id, label: f.label }))}
                style={{ minWidth: 120, flex: 1 }}
                aria-label={t('field')}
                data-testid="simple-condition-field"
              />
            ) : null}
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeCondition')} onClick={() => onChange(conditions.filter((_, j) => j !== i))} />
          </div>
          <ConditionLine condition={condition} fields={fields} onChange={(next) => set(i, next)} />
        </div>
      ))}
      <Button type="dashed" block icon={<PlusOutlined />} onClick={add} data-testid="simple-condition-add">
        {t('addCondition')}
      </Button>
    </div>
  );
}

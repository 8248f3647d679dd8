'use client';

import { Empty, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import '@/components/providers/theme/antd-switch.css';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-input-number.css';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { CONTROL_ID, FORMULA_OPS, LINKABLE_RECORDS, type Control, type FormDesign } from '@/lib/contract/approval-form/design';
import { controlFromPanel, panelValues } from './clean-control';
import { withMadeKeys } from './made-keys';
import type { ControlRenames } from './rename-references';
import { formulaSources, ruleSources } from './formula-sources';
import { OptionsEditor } from './OptionsEditor';
import { ColumnsEditor } from './ColumnsEditor';
import { ShowWhenEditor } from './ShowWhenEditor';
import { EnglishNameItem } from '@/components/widgets/EnglishNameItem';
import styles from './form-designer.module.css';

interface ControlPropertiesProps {
  design: FormDesign;
  control: Control | null;
  /** Changes whenever another control is selected: the panel starts again from it (a control renamed here stays the same). */
  selection: number;
  /** The saved form's keys, which the keys made from names leave alone (made-keys.ts). */
  fixedKeys: ReadonlySet<string>;
  onChange: (before: Control, next: Control, renames: ControlRenames) => void;
}

const LENGTH_MAX = 5000;

/** The selected control's settings; every change reaches the canvas at once. */
export function ControlProperties({ design, control, selection, fixedKeys, onChange }: ControlPropertiesProps) {
  const t = useTranslations('approvalForm');
  const p = useTranslations('approvalForm.designer.props');
  if (!control) {
    return (
      <div className={clsx(styles.pane, styles.sticky)} data-testid="control-properties">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p('none')} />
      </div>
    );
  }
  return (
    <div className={clsx(styles.pane, styles.sticky)} data-testid="control-properties">
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 0 }}>
        {p('title', { kind: t(`kinds.${control.kind}`) })}
      </Typography.Title>
      <ControlForm key={selection} design={design} control={control} fixedKeys={fixedKeys} onChange={onChange} />
    </div>
  );
}

/**
 * The settings as a form. A label typed here renames the keys that follow it (made-keys.ts): the
 * panel shows the new key at once, and the form's formulas and rules follow (rename-references.ts).
 */
function ControlForm({ design, control, fixedKeys, onChange }: Omit<ControlPropertiesProps, 'selection' | 'control'> & { control: Control }) {
  const t = useTranslations('approvalForm');
  const p = useTranslations('approvalForm.designer.props');
  const [form] = Form.useForm();
  const kind = control.kind;
  const op = kind === 'formula' ? control.op : 'sum';
  const changed = (all: Record<string, unknown>) => {
    const next = controlFromPanel(control, all);
    const others = new Set(design.fields.filter((c) => c.id !== control.id).map((c) => c.id));
    const made = withMadeKeys(control, next, others, fixedKeys);
    for (const { path, value } of made.panel) form.setFieldValue(path, value);
    onChange(control, made.control, { id: { from: control.id, to: made.control.id }, columns: made.columns, options: made.options });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      size="small"
      initialValues={panelValues(control)}
      onValuesChange={(_, all: Record<string, unknown>) => changed(all)}
    >
      <Form.Item name="label" label={p('label')} rules={[{ required: true, message: p('labelRequired') }]}>
        <Input maxLength={40} data-testid="prop-label" />
      </Form.Item>
      <EnglishNameItem name="labelEn" testId="prop-label-en" />
      <Form.Item name="id" label={p('id')} extra={p('idHint')} rules={[{ pattern: CONTROL_ID, message: p('idPattern') }]}>
        <Input maxLength={40} data-testid="prop-id" />
      </Form.Item>
      {kind !== 'formula' && kind !== 'description' ? (
        <Form.Item name="required" label={p('required')} valuePropName="checked">
          <Switch data-testid="prop-required" />
        </Form.Item>
      ) : null}
      {kind === 'text' || kind === 'textarea' ? (
        <>
          <Form.Item name="placeholder" label={p('placeholder')}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="minLength" label={p('minLength')}>
            <InputNumber min={0} max={LENGTH_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="maxLength" label={p('maxLength')}>
            <InputNumber min={1} max={LENGTH_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      {kind === 'text' ? (
        <>
          <Form.Item name="pattern" label={p('pattern')} extra={p('patternHint')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="patternMessage" label={p('patternMessage')}>
            <Input maxLength={60} />
          </Form.Item>
        </>
      ) : null}
      {kind === 'number' || kind === 'amount' ? (
        <>
          <Form.Item name="min" label={p('min')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="max" label={p('max')}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      {kind === 'number' ? (
        <>
          <Form.Item name="precision" label={p('precision')}>
            <InputNumber min={0} max={4} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="unit" label={p('unit')}>
            <Input maxLength={10} />
          </Form.Item>
        </>
      ) : null}
      {kind === 'date' ? (
        <Form.Item name="withTime" label={p('withTime')} valuePropName="checked">
          <Switch />
        </Form.Item>
      ) : null}
      {kind === 'dateRange' ? (
        <>
          <Form.Item name="durationLabel" label={p('durationLabel')}>
            <Input maxLength={20} placeholder={p('durationPlaceholder')} />
          </Form.Item>
          <EnglishNameItem name="durationLabelEn" label={p('durationLabelEn')} testId="prop-duration-label-en" />
          <Form.Item name="workdays" label={p('workdays')} valuePropName="checked" extra={p('workdaysHint')}>
            <Switch data-testid="prop-workdays" />
          </Form.Item>
        </>
      ) : null}
      {kind === 'choice' || kind === 'person' || kind === 'department' || kind === 'record' ? (
        <Form.Item name="multiple" label={p('multiple')} valuePropName="checked">
          <Switch />
        </Form.Item>
      ) : null}
      {kind === 'choice' ? (
        <>
          <Form.Item name="dictionary" label={p('dictionary')} extra={p('dictionaryHint')}>
            <Input maxLength={64} />
          </Form.Item>
          <OptionsEditor name="options" />
        </>
      ) : null}
      {kind === 'record' ? (
        <Form.Item name="target" label={p('target')}>
          <Select options={LINKABLE_RECORDS.map((r) => ({ value: r, label: t(`records.${r}`) }))} data-testid="prop-target" />
        </Form.Item>
      ) : null}
      {kind === 'attachment' ? (
        <>
          <Form.Item name="images" label={p('images')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="maxCount" label={p('maxCount')}>
            <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      {kind === 'detail' ? (
        <>
          <Form.Item name="minRows" label={p('minRows')}>
            <InputNumber min={0} max={500} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="maxRows" label={p('maxRows')} extra={p('maxRowsHint')}>
            <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <ColumnsEditor />
        </>
      ) : null}
      {kind === 'formula' ? (
        <>
          <Form.Item name="op" label={p('op')}>
            <Select options={FORMULA_OPS.map((o) => ({ value: o, label: p(`ops.${o}`) }))} data-testid="prop-op" />
          </Form.Item>
          <Form.Item name="refs" label={p('refs')} extra={p(`refsHint.${op}`)}>
            <Select mode="multiple" options={formulaSources(design, control.id, op, (table, column) => p('columnTotal', { table, column }))} data-testid="prop-refs" />
          </Form.Item>
          <Form.Item name="precision" label={p('precision')}>
            <InputNumber min={0} max={4} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="money" label={p('money')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      ) : null}
      {kind === 'description' ? (
        <Form.Item name="text" label={p('text')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
      ) : (
        <Form.Item name="help" label={p('help')}>
          <Input maxLength={200} />
        </Form.Item>
      )}
      <ShowWhenEditor sources={ruleSources(design, control.id)} />
    </Form>
  );
}

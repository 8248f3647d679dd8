'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, Radio, Select, Space, Table } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { schemaRule } from '@/lib/client/schema-rule';
import {
  EXECUTION_EVENTS,
  FLOW_EVENTS,
  LISTENER_TYPES,
  listenerSchema,
  TASK_EVENTS,
  TIMER_TYPES,
  type ListenerField,
  type ListenerForm,
  type ListenerKind,
} from '@/lib/workflow/listeners';
import { BuiltinActionPicker } from './BuiltinActionPicker';
import { ListenerFieldModal } from './ListenerFieldModal';
import { useDesigner } from '../../modeler/DesignerContext';
import { RowActions } from './RowActions';
import styles from '../panel.module.css';
import { validatedValues } from '@/components/widgets/validated-values';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The listener drawer is 600 wide; field tables at most 240 high (docs/designer.md, "Pieces"). */
const DRAWER_WIDTH = 600;
const TABLE_HEIGHT = 240;

interface ListenerDrawerProps {
  open: boolean;
  kind: ListenerKind;
  /** The listener edited, or null for a new one. */
  initial: ListenerForm | null;
  onOk: (form: z.output<typeof listenerSchema>) => void;
  onClose: () => void;
}

const fresh = (kind: ListenerKind): ListenerForm => ({
  event: kind === 'task' ? 'create' : 'start',
  id: '',
  listenerType: 'classListener',
  scriptType: 'inlineScript',
  eventDefinitionType: 'null',
  fields: [],
});

/**
 * The listener form (docs/designer.md, "Pieces"): event, id, listener type with the field each type needs,
 * the script's format, type and content or resource, the timer of a timeout, and the injected
 * fields. Every rule comes from the shared schema.
 */
export function ListenerDrawer({ open, kind, initial, onOk, onClose }: ListenerDrawerProps) {
  const t = useTranslations('designer.listener');
  const tRoot = useTranslations();
  const { modal } = useFeedback();
  const [form] = Form.useForm<ListenerForm>();
  const [fields, setFields] = useState<ListenerField[]>([]);
  const [editingField, setEditingField] = useState<number | null>(null);
  const listenerType = Form.useWatch('listenerType', form);
  const scriptType = Form.useWatch('scriptType', form);
  const event = Form.useWatch('event', form);
  const timerType = Form.useWatch('eventDefinitionType', form);

  // Each opening starts from the listener given (or a fresh one): its fields are set while
  // rendering, the form's values (held by the form instance) by the effect.
  const [startedFor, setStartedFor] = useState<{ initial: typeof initial; kind: typeof kind } | null>(null);
  if (!open && startedFor !== null) setStartedFor(null);
  if (open && (startedFor === null || startedFor.initial !== initial || startedFor.kind !== kind)) {
    setStartedFor({ initial, kind });
    setFields((initial ?? fresh(kind)).fields ?? []);
  }
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial ?? fresh(kind));
  }, [open, initial, kind, form]);

  const check = () => listenerSchema.safeParse({ ...form.getFieldsValue(true), fields });
  const rule = (field: string) => schemaRule(check, field, (key) => tRoot(key));

  const submit = async () => {
    if (!(await validatedValues(form))) return;
    const parsed = listenerSchema.safeParse({ ...form.getFieldsValue(true), fields });
    if (parsed.success) onOk(parsed.data);
  };

  const saveField = (field: ListenerField) => {
    setFields((current) => (editingField === null || editingField < 0 ? [...current, field] : current.map((f, i) => (i === editingField ? field : f))));
    setEditingField(null);
  };

  const removeField = (index: number) =>
    modal.confirm({ title: t('removeTitle'), content: t('removeFieldConfirm'), onOk: () => setFields((current) => current.filter((_, i) => i !== index)) });

  const { element } = useDesigner();
  // A flow's execution listeners listen to its taking.
  const events = kind === 'task' ? TASK_EVENTS : element.businessObject.$type === 'bpmn:SequenceFlow' ? FLOW_EVENTS : EXECUTION_EVENTS;

  return (
    <Drawer
      open={open}
      size={DRAWER_WIDTH}
      title={t(kind === 'task' ? 'taskTitle' : 'executionTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" onClick={() => void submit()} data-testid="designer-listener-save">
            {t('save')}
          </Button>
        </Space>
      }
      data-testid="designer-listener-drawer"
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '110px' }} name="designer-listener-form">
        <Form.Item name="event" label={t('event')} required rules={[rule('event')]}>
          <Select options={events.map((v) => ({ value: v, label: t(`events.${v}`) }))} data-testid="designer-listener-event" />
        </Form.Item>
        <Form.Item name="id" label={t('id')} required rules={[rule('id')]}>
          <Input data-testid="designer-listener-id" />
        </Form.Item>
        <Form.Item name="listenerType" label={t('listenerType')} required rules={[rule('listenerType')]}>
          <Select options={LISTENER_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} data-testid="designer-listener-type" />
        </Form.Item>
        {listenerType === 'classListener' ? (
          <Form.Item name="class" label={t('class')} required rules={[rule('class')]}>
            <Input data-testid="designer-listener-class" />
          </Form.Item>
        ) : null}
        {listenerType === 'expressionListener' ? (
          <BuiltinActionPicker kind={kind} event={event} form={form}>
            <Form.Item name="expression" label={t('expression')} required rules={[rule('expression')]}>
              <Input data-testid="designer-listener-expression" />
            </Form.Item>
          </BuiltinActionPicker>
        ) : null}
        {listenerType === 'delegateExpressionListener' ? (
          <Form.Item name="delegateExpression" label={t('delegateExpression')} required rules={[rule('delegateExpression')]}>
            <Input />
          </Form.Item>
        ) : null}
        {listenerType === 'scriptListener' ? (
          <>
            <Form.Item name="scriptFormat" label={t('scriptFormat')} required rules={[rule('scriptFormat')]}>
              <Input />
            </Form.Item>
            <Form.Item name="scriptType" label={t('scriptType')} required rules={[rule('scriptType')]}>
              <Radio.Group options={[{ value: 'inlineScript', label: t('scriptTypes.inlineScript') }, { value: 'externalScript', label: t('scriptTypes.externalScript') }]} />
            </Form.Item>
            {scriptType === 'externalScript' ? (
              <Form.Item name="resource" label={t('resource')} required rules={[rule('resource')]}>
                <Input />
              </Form.Item>
            ) : (
              <Form.Item name="value" label={t('scriptValue')} required rules={[rule('value')]}>
                <Input.TextArea rows={4} />
              </Form.Item>
            )}
          </>
        ) : null}
        {kind === 'task' && event === 'timeout' ? (
          <>
            <Form.Item name="eventDefinitionType" label={t('timerType')}>
              <Radio.Group options={TIMER_TYPES.map((v) => ({ value: v, label: t(`timerTypes.${v}`) }))} data-testid="designer-listener-timer-type" />
            </Form.Item>
            {timerType && timerType !== 'null' ? (
              <Form.Item name="eventTimeDefinitions" label={t('timer')} required rules={[rule('eventTimeDefinitions')]}>
                <Input placeholder={t(`timerPlaceholders.${timerType}`)} data-testid="designer-listener-timer" />
              </Form.Item>
            ) : null}
          </>
        ) : null}
      </Form>
      <div className={styles.tableHeader}>
        <span className={styles.tableTitle}>{t('fields')}</span>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditingField(-1)} data-testid="designer-listener-field-add">
          {t('addField')}
        </Button>
      </div>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        scroll={{ y: TABLE_HEIGHT }}
        dataSource={fields}
        columns={[
          { key: 'no', title: t('no'), width: 48, render: (_, __, i) => i + 1 },
          { dataIndex: 'name', title: t('fieldName'), ellipsis: true },
          { key: 'type', title: t('fieldType'), width: 90, render: (_, f) => t(`fieldTypes.${f.fieldType}`) },
          { key: 'value', title: t('fieldValue'), ellipsis: true, render: (_, f) => (f.fieldType === 'string' ? f.string : f.expression) },
          {
            key: 'actions',
            title: t('actions'),
            width: 72,
            render: (_, __, i) => (
              <RowActions editLabel={t('edit')} removeLabel={t('remove')} onEdit={() => setEditingField(i)} onRemove={() => removeField(i)} removeTestId="designer-listener-field-remove" />
            ),
          },
        ]}
        data-testid="designer-listener-fields"
      />
      <ListenerFieldModal
        open={editingField !== null}
        initial={editingField !== null && editingField >= 0 ? fields[editingField]! : null}
        onOk={saveField}
        onCancel={() => setEditingField(null)}
      />
    </Drawer>
  );
}

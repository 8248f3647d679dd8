'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Table } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buildFormData, formDataOf, type FormDataState, type FormFieldState } from '@/lib/workflow/form-data';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { create, extensionsOf, replaceExtensions, updateAttrs } from '../element-ops';
import { FieldRow } from './FieldRow';
import { FormFieldModal } from './FormFieldModal';
import { RowActions } from './RowActions';
import styles from '../panel.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const TABLE_HEIGHT = 240;

/**
 * The form of a start event or user task: formKey, the business key (one of the
 * field ids or none), and its fields with add, edit and remove.
 */
export function FormSection() {
  const t = useTranslations('designer.form');
  const { modal } = useFeedback();
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const formType = `${dialect}:FormData`;
  const state = formDataOf(extensionsOf(bo, [formType])[0]);
  const [editing, setEditing] = useState<{ index: number; field: FormFieldState | null } | null>(null);

  const write = (next: FormDataState) => {
    const built = buildFormData((type, attrs) => create(modeler, type, attrs), dialect, next);
    replaceExtensions(modeler, element, bo, [formType], built ? [built as unknown as ModdleObject] : []);
  };

  const saveField = (field: FormFieldState) => {
    if (!editing) return;
    const fields = [...state.fields];
    if (editing.index < 0) fields.push(field);
    else fields[editing.index] = field;
    const renamed = editing.field && editing.field.id === state.businessKey ? field.id : state.businessKey;
    write({ businessKey: renamed, fields });
    setEditing(null);
  };

  const remove = (index: number) =>
    modal.confirm({
      title: t('removeTitle'),
      content: t('removeConfirm'),
      onOk: () => write({ ...state, fields: state.fields.filter((_, i) => i !== index) }),
    });

  return (
    <div data-testid="designer-form">
      <FieldRow label={t('formKey')}>
        <CommitInput value={String(bo.get(`${dialect}:formKey`) ?? '')} onCommit={(v) => updateAttrs(modeler, element, { [`${dialect}:formKey`]: v || undefined })} data-testid="designer-form-key" />
      </FieldRow>
      <FieldRow label={t('businessKey')}>
        <Select
          value={state.businessKey}
          onChange={(businessKey) => write({ ...state, businessKey })}
          options={[{ value: '', label: t('none') }, ...state.fields.map((f) => ({ value: f.id, label: f.label ? `${f.label} (${f.id})` : f.id }))]}
          data-testid="designer-form-business-key"
        />
      </FieldRow>
      <div className={styles.actions}>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ index: -1, field: null })} data-testid="designer-form-add">
          {t('addField')}
        </Button>
      </div>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: TABLE_HEIGHT }}
        dataSource={state.fields}
        columns={[
          { key: 'no', title: t('no'), width: 48, render: (_, __, i) => i + 1 },
          { dataIndex: 'id', title: t('fieldId'), ellipsis: true },
          { dataIndex: 'label', title: t('label'), ellipsis: true },
          { key: 'type', title: t('type'), width: 72, render: (_, f) => (f.kind === 'custom' ? f.customType : t(`types.${f.kind}`)) },
          {
            key: 'actions',
            title: t('actions'),
            width: 72,
            render: (_, f, i) => <RowActions editLabel={t('edit')} removeLabel={t('remove')} onEdit={() => setEditing({ index: i, field: f })} onRemove={() => remove(i)} />,
          },
        ]}
        data-testid="designer-form-fields"
      />
      <FormFieldModal
        open={editing !== null}
        field={editing?.field ?? null}
        others={state.fields.filter((_, i) => i !== editing?.index)}
        onOk={saveField}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}

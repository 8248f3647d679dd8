'use client';

import { Form, Modal, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { isApiError } from '@/lib/client/api-error';
import type { EntityDef } from '@/lib/entity/types';
import { actionInputSchema } from '@/lib/entity/zod-schema';
import { runAction } from '../entity-api';
import { type EntityRecord, kindOf } from '../fields';
import { fieldErrors, issueFor } from '../form-values';
import { useMessageText } from '../message-text';
import type { DeclaredAction } from './applicable';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** What the dialog starts with: each input's default, or the record's value the action prefills it from. */
function initialInputs(action: DeclaredAction, record: EntityRecord | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(action.def.inputs)) {
    const from = action.def.prefill?.[name];
    const value = from && record ? record[from] : field.defaultValue;
    if (value !== undefined && value !== null && value !== '') values[name] = kindOf(field).toForm(value, field);
  }
  return values;
}

interface DeclaredActionDialogProps {
  entity: EntityDef;
  action: DeclaredAction;
  keys: readonly string[];
  /** The one record it runs on, when run from its row or page: inputs the action prefills start from its values. */
  record?: EntityRecord;
  onDone: () => void;
  onClose: () => void;
}

/**
 * Asks before a declared action runs: its question, the inputs it declares (each field type's own
 * widget, checked by the same schema as the server), then the call. A refusal is shown and the
 * dialog stays, with what was typed.
 */
export function DeclaredActionDialog({ entity, action, keys, record, onDone, onClose }: DeclaredActionDialogProps) {
  const tAll = useTranslations();
  const t = useTranslations('entityUi.actions');
  const text = useMessageText();
  const { message } = useFeedback();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [running, setRunning] = useState(false);
  // Inputs declared outside the form are the server's to fill in (the opportunity a conversion opens).
  const inputs = Object.entries(action.def.inputs).filter(([, field]) => field.form !== false);
  const schema = useMemo(() => actionInputSchema(action.def), [action.def]);
  const initialValues = useMemo(() => initialInputs(action, record), [action, record]);

  const payload = () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    return Object.fromEntries(inputs.map(([name, field]) => [name, kindOf(field).fromForm(values[name], field)]));
  };

  const submit = async () => {
    const parsed = schema.safeParse(payload());
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues, text));
      return;
    }
    setRunning(true);
    try {
      const answer = await runAction(entity, action.name, keys, parsed.data);
      void message.success(answer.msg || tAll(action.def.done));
      onDone();
      onClose();
    } catch (failure) {
      if (!isApiError(failure) || (failure.kind !== 'unauthorized' && failure.kind !== 'aborted')) {
        void message.error(failure instanceof Error ? failure.message : String(failure), 5);
      }
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open
      title={tAll(action.def.label)}
      okText={t('confirmRun')}
      cancelText={t('cancelRun')}
      okButtonProps={{ danger: action.def.danger, loading: running }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid={`action-dialog-${action.name}`}
    >
      <Typography.Paragraph>{tAll(action.def.confirm)}</Typography.Paragraph>
      {keys.length > 1 ? <Typography.Paragraph type="secondary">{t('selectedCount', { count: keys.length })}</Typography.Paragraph> : null}
      {inputs.length > 0 ? (
        <Form form={form} layout="vertical" name={`action-${entity.name}-${action.name}`} initialValues={initialValues} onFinish={() => void submit()}>
          {inputs.map(([name, field]) => {
            const kind = kindOf(field);
            const label = tAll(field.label);
            return (
              <Form.Item
                key={name}
                name={name}
                label={label}
                required={field.required === true}
                valuePropName={kind.valuePropName ?? 'value'}
                rules={[{ validator: async () => { const issue = issueFor(schema.safeParse(payload()).error?.issues ?? [], name); if (issue) throw new Error(text(issue)); } }]}
              >
                {kind.input(field, { label, entity, name })}
              </Form.Item>
            );
          })}
        </Form>
      ) : null}
    </Modal>
  );
}

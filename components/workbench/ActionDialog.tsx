'use client';

import { Alert, Form, Modal, type FormInstance } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { validatedValues } from '@/components/widgets/validated-values';

interface ActionDialogProps<V> {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  /** What happens when confirmed, said before the user confirms. */
  notice?: string;
  form: FormInstance<V>;
  name: string;
  initialValues?: Partial<V>;
  onCancel: () => void;
  /** Sends the action; a refusal is already shown by the API client and keeps the dialog open. */
  onSubmit: (values: V) => Promise<void>;
  children: ReactNode;
}

/** The confirmation step of a task action: its fields, what it will do, OK and cancel. */
export function ActionDialog<V extends object>({ open, title, okText, danger, notice, form, name, initialValues, onCancel, onSubmit, children }: ActionDialogProps<V>) {
  const t = useTranslations('workbench.actions');
  const [busy, setBusy] = useState(false);
  // Set before anything is awaited: a second click while the first is checked or sent does nothing.
  const inFlight = useRef(false);
  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const values = await validatedValues(form);
      if (!values) return;
      setBusy(true);
      await onSubmit(values);
    } catch {
      // refused: the API client showed why; the dialog stays for another try
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('cancel')}
      okButtonProps={{ danger, loading: busy, 'data-testid': 'action-ok' }}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
    >
      {notice ? <Alert type={danger ? 'warning' : 'info'} showIcon title={notice} style={{ marginBottom: 16 }} /> : null}
      <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}

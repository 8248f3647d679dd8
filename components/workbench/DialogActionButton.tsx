'use client';

import { Button, Form, type ButtonProps, type FormInstance } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useState, type ReactNode } from 'react';
import { ActionDialog } from './ActionDialog';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface DialogActionButtonProps {
  label: string;
  icon: ReactNode;
  testId: string;
  type?: ButtonProps['type'];
  title: string;
  notice?: string;
  /** Said when the server's answer carries no message of its own. */
  doneText: string;
  name: string;
  /** Sends the action with the dialog's values; answers the server's message. */
  onSubmit: (values: Record<string, unknown>) => Promise<{ msg?: string }>;
  onDone?: () => void;
  fields: (form: FormInstance) => ReactNode;
}

/** A button that opens a task action's dialog, sends it and says what happened. */
export function DialogActionButton({ label, icon, testId, type, title, notice, doneText, name, onSubmit, onDone, fields }: DialogActionButtonProps) {
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  return (
    <>
      <Button type={type} icon={icon} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <ActionDialog
        open={open}
        title={title}
        okText={label}
        notice={notice}
        form={form}
        name={name}
        onCancel={() => setOpen(false)}
        onSubmit={async (values: Record<string, unknown>) => {
          const answer = await onSubmit(values);
          void message.success(answer.msg || doneText);
          setOpen(false);
          onDone?.();
        }}
      >
        {fields(form)}
      </ActionDialog>
    </>
  );
}

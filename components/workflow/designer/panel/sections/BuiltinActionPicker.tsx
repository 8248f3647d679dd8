'use client';

import { Form, Select, Typography, type FormInstance } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ACTION_TEMPLATES, LISTENER_ACTIONS, listenerPlace, runnableListener, type ListenerActionName } from '@/lib/workflow/listener-actions';
import type { ListenerForm, ListenerKind } from '@/lib/workflow/listeners';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { useDesigner } from '../../modeler/DesignerContext';

/**
 * The built-in actions the engine runs, offered above an expression listener's expression: a pick
 * fills in a call to edit, and a line below says whether the engine runs the listener as written.
 */
export function BuiltinActionPicker({ kind, event, form, children }: { kind: ListenerKind; event: string | undefined; form: FormInstance<ListenerForm>; children: ReactNode }) {
  const t = useTranslations('designer.listener.builtin');
  const { element } = useDesigner();
  const expression = Form.useWatch('expression', form) ?? '';
  const place = listenerPlace(element.businessObject.$type, kind === 'task' ? 'tasklistener' : 'executionlistener');
  // The same rule the deploy applies, on the form's values.
  const asListener: ModdleNode = { $type: 'listener', get: (name) => ({ event, expression })[name as 'event' | 'expression'] };
  const runs = place !== null && runnableListener(asListener, place) !== null;

  return (
    <>
      <Form.Item label={t('label')}>
        <Select<ListenerActionName>
          placeholder={t('placeholder')}
          value={null}
          options={LISTENER_ACTIONS.map((a) => ({ value: a, label: t(a) }))}
          onChange={(action) => form.setFieldValue('expression', ACTION_TEMPLATES[action])}
          data-testid="designer-listener-builtin"
        />
      </Form.Item>
      {children}
      <Form.Item label=" " colon={false} style={{ marginTop: -16 }}>
        <Typography.Text type={runs ? 'success' : 'warning'} data-testid="designer-listener-runs" data-runs={runs}>
          {expression ? t(runs ? 'runs' : 'notRuns') : t('notRuns')}
        </Typography.Text>
      </Form.Item>
    </>
  );
}

'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buildListener, listenerFormOf, type ListenerForm, type ListenerKind, type listenerSchema } from '@/lib/workflow/listeners';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { create, extensionsOf, replaceExtensions } from '../element-ops';
import { ListenerDrawer } from './ListenerDrawer';
import { RowActions } from './RowActions';
import styles from '../panel.module.css';
import type { z } from 'zod';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const TABLE_HEIGHT = 240;

/**
 * Execution listeners (start, end) or task listeners (create … timeout) of the element: a list
 * with add, edit and remove (confirmed), the form in a drawer.
 */
export function ListenersSection({ kind }: { kind: ListenerKind }) {
  const t = useTranslations('designer.listener');
  const { modal } = useFeedback();
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const type = `${dialect}:${kind === 'task' ? 'TaskListener' : 'ExecutionListener'}`;
  const listeners = extensionsOf(bo, [type]);
  const forms = listeners.map((l) => listenerFormOf(l as unknown as ModdleNode));
  const [editing, setEditing] = useState<number | null>(null);

  const write = (next: ModdleObject[]) => replaceExtensions(modeler, element, bo, [type], next);

  const save = (form: z.output<typeof listenerSchema>) => {
    const built = buildListener((t2, attrs) => create(modeler, t2, attrs), dialect, kind, form) as unknown as ModdleObject;
    const next = [...listeners];
    if (editing === null || editing < 0) next.push(built);
    else next[editing] = built;
    write(next);
    setEditing(null);
  };

  const remove = (index: number) =>
    modal.confirm({
      title: t('removeTitle'),
      content: t('removeConfirm'),
      onOk: () => write(listeners.filter((_, i) => i !== index)),
    });

  const typeText = (form: ListenerForm) => t(`types.${form.listenerType}`);

  return (
    <div data-testid={`designer-${kind}-listeners`}>
      <div className={styles.actions}>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing(-1)} data-testid={`designer-${kind}-listener-add`}>
          {t('add')}
        </Button>
      </div>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        scroll={{ y: TABLE_HEIGHT }}
        dataSource={forms}
        columns={[
          { key: 'no', title: t('no'), width: 48, render: (_, __, i) => i + 1 },
          { key: 'event', title: t('event'), width: 80, render: (_, f) => t(`events.${f.event}`) },
          { key: 'type', title: t('listenerType'), ellipsis: true, render: (_, f) => typeText(f) },
          {
            key: 'actions',
            title: t('actions'),
            width: 72,
            render: (_, __, i) => <RowActions editLabel={t('edit')} removeLabel={t('remove')} onEdit={() => setEditing(i)} onRemove={() => remove(i)} removeTestId="designer-listener-remove" />,
          },
        ]}
      />
      <ListenerDrawer
        open={editing !== null}
        kind={kind}
        initial={editing !== null && editing >= 0 ? forms[editing]! : null}
        onOk={save}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}

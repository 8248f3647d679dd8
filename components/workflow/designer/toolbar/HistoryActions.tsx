'use client';

import { RedoOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { newDiagramXml } from '@/lib/workflow/new-diagram';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import type { DesignerModeler } from '../modeler/bpmn-types';
import { processOf } from './process-of';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface HistoryActionsProps {
  modeler: DesignerModeler;
  dialect: Dialect;
  canUndo: boolean;
  canRedo: boolean;
}

/** Undo and redo, enabled only when the history allows, and redraw from scratch. */
export function HistoryActions({ modeler, dialect, canUndo, canRedo }: HistoryActionsProps) {
  const t = useTranslations('designer.history');
  const { modal } = useFeedback();

  // Redraw starts an empty diagram for the same process, so a saved model keeps its process key.
  const redraw = () =>
    modal.confirm({
      title: t('redrawTitle'),
      content: t('redrawConfirm'),
      onOk: async () => {
        const process = processOf(modeler);
        await modeler.importXML(newDiagramXml(dialect, { id: process?.id ?? `Process_${Date.now()}`, name: process?.name ?? '' }));
      },
    });

  return (
    <Space.Compact>
      <Tooltip title={t('undo')}>
        <Button icon={<UndoOutlined />} aria-label={t('undo')} disabled={!canUndo} onClick={() => modeler.get('commandStack').undo()} data-testid="designer-undo" />
      </Tooltip>
      <Tooltip title={t('redo')}>
        <Button icon={<RedoOutlined />} aria-label={t('redo')} disabled={!canRedo} onClick={() => modeler.get('commandStack').redo()} data-testid="designer-redo" />
      </Tooltip>
      <Tooltip title={t('redraw')}>
        <Button icon={<ReloadOutlined />} aria-label={t('redraw')} onClick={redraw} data-testid="designer-redraw" />
      </Tooltip>
    </Space.Compact>
  );
}

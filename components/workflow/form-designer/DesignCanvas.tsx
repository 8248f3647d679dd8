'use client';

import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Empty } from 'antd';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { Control } from '@/lib/contract/approval-form/design';
import { CanvasItem } from './CanvasItem';
import styles from './form-designer.module.css';

export const CANVAS_ID = 'canvas';

interface DesignCanvasProps {
  fields: readonly Control[];
  selected: string | null;
  flagged: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onCopy: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The form being designed, top to bottom: a drop target for the palette and a sortable list. */
export function DesignCanvas({ fields, selected, flagged, onSelect, onCopy, onRemove }: DesignCanvasProps) {
  const t = useTranslations('approvalForm.designer');
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  return (
    <div ref={setNodeRef} className={clsx(styles.pane, styles.canvas, isOver && styles.canvasOver)} data-testid="design-canvas">
      {fields.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyCanvas')} /> : null}
      <SortableContext items={fields.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        {fields.map((control) => (
          <CanvasItem
            key={control.id}
            control={control}
            selected={selected === control.id}
            flagged={flagged.has(control.id)}
            onSelect={() => onSelect(control.id)}
            onCopy={() => onCopy(control.id)}
            onRemove={() => onRemove(control.id)}
          />
        ))}
      </SortableContext>
    </div>
  );
}

'use client';

import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Popconfirm, Tag, Tooltip } from 'antd';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useReducedMotion } from '@/lib/client/use-reduced-motion';
import type { Control } from '@/lib/contract/approval-form/design';
import { KindIcon } from './KindIcon';
import styles from './form-designer.module.css';

interface CanvasItemProps {
  control: Control;
  selected: boolean;
  flagged: boolean;
  onSelect: () => void;
  onCopy: () => void;
  onRemove: () => void;
}

/** What a control's input will look like, drawn lightly: the canvas shows the form's shape, not a working form. */
function Mock({ control }: { control: Control }) {
  const t = useTranslations('approvalForm.designer.mock');
  if (control.kind === 'description') return <div className={styles.mock}>{control.text || t('description')}</div>;
  if (control.kind === 'detail') {
    return (
      <div className={styles.columns}>
        {control.columns.map((c) => (
          <Tag key={c.id}>{c.label}</Tag>
        ))}
      </div>
    );
  }
  const hint = control.kind === 'formula' ? t('formula') : control.kind === 'choice' ? (control.options ?? []).map((o) => o.label).join(' / ') || t('choose') : t(['date', 'dateRange', 'person', 'department', 'record', 'attachment'].includes(control.kind) ? 'choose' : 'enter');
  return <div className={styles.mock}>{hint}</div>;
}

/**
 * A control on the canvas: picked up by its handle to reorder, clicked to edit, copied or removed.
 * Its label is the control that selects it (the item's own click does the same for the mouse),
 * beside the head's other buttons rather than around them.
 */
export function CanvasItem({ control, selected, flagged, onSelect, onCopy, onRemove }: CanvasItemProps) {
  const t = useTranslations('approvalForm');
  // The others make way for a dragged control by sliding; for a reader who asks for less motion they step aside at once.
  const reducedMotion = useReducedMotion();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: control.id, data: { from: 'canvas' }, transition: reducedMotion ? null : undefined });
  const style = { transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 };
  const required = 'required' in control && control.required;
  return (
    <div
      ref={setNodeRef}
      style={style}
      className={clsx(styles.item, selected && styles.itemSelected, flagged && styles.itemFlagged)}
      onClick={onSelect}
      data-testid="canvas-item"
      data-control={control.id}
    >
      <div className={styles.itemHead}>
        <button type="button" className={styles.handle} {...attributes} {...listeners} aria-label={t('designer.move', { label: control.label })} onClick={(e) => e.stopPropagation()}>
          <HolderOutlined />
        </button>
        <button
          type="button"
          className={styles.itemLabel}
          aria-pressed={selected}
          onClick={(e) => {
            e.stopPropagation();
            onSelect();
          }}
          data-entered
        >
          {control.label}
          {required ? <span className={styles.required}>*</span> : null}
        </button>
        <Tag icon={<KindIcon kind={control.kind} />}>{t(`kinds.${control.kind}`)}</Tag>
        {control.showWhen ? <Tag color="blue">{t('designer.conditional')}</Tag> : null}
        <Tooltip title={t('designer.copy')}>
          <Button
            type="text"
            size="small"
            icon={<CopyOutlined />}
            aria-label={t('designer.copy')}
            onClick={(e) => {
              e.stopPropagation();
              onCopy();
            }}
          />
        </Tooltip>
        <Popconfirm title={t('designer.removeConfirm', { label: control.label })} onConfirm={onRemove} onPopupClick={(e) => e.stopPropagation()}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('designer.remove')} onClick={(e) => e.stopPropagation()} data-testid="canvas-remove" />
        </Popconfirm>
      </div>
      <Mock control={control} />
    </div>
  );
}

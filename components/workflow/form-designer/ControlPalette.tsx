'use client';

import { useDraggable } from '@dnd-kit/core';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ControlKind } from '@/lib/contract/approval-form/design';
import { KindIcon } from './KindIcon';
import { PALETTE_GROUPS } from './palette-groups';
import styles from './form-designer.module.css';

function PaletteItem({ kind, onAdd }: { kind: ControlKind; onAdd: (kind: ControlKind) => void }) {
  const t = useTranslations('approvalForm.kinds');
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `palette:${kind}`, data: { from: 'palette', kind } });
  return (
    <button type="button" ref={setNodeRef} className={styles.paletteItem} {...attributes} {...listeners} onClick={() => onAdd(kind)} data-testid={`palette-${kind}`}>
      <KindIcon kind={kind} />
      <span>{t(kind)}</span>
    </button>
  );
}

/** The controls an administrator drags onto the form, or clicks to add after the selected one. */
export function ControlPalette({ onAdd }: { onAdd: (kind: ControlKind) => void }) {
  const t = useTranslations('approvalForm.designer');
  return (
    <div className={clsx(styles.pane, styles.sticky)} data-testid="control-palette">
      {PALETTE_GROUPS.map((group) => (
        <div key={group.key} className={styles.paletteGroup}>
          <div className={styles.paletteTitle}>{t(`groups.${group.key}`)}</div>
          <div className={styles.paletteItems}>
            {group.kinds.map((kind) => (
              <PaletteItem key={kind} kind={kind} onAdd={onAdd} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

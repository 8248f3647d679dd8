'use client';

import { ArrowLeftOutlined, CloudUploadOutlined, EyeOutlined, SaveOutlined, SettingOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragCancelEvent, type DragEndEvent, type DragOverEvent, type DragStartEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { dropTarget } from './drop-target';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Button, Space, Tag, Typography } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { saveModelForm } from '@/components/approval-form/port';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import type { Control, ControlKind, FormDesign } from '@/lib/contract/approval-form/design';
import type { ModelForm } from '@/lib/contract/approval-form/calls';
import { designIssues, FORM_SETTINGS } from '@/lib/contract/approval-form/design-check';
import { useSaveDeploy } from '../models/use-save-deploy';
import { ControlPalette } from './ControlPalette';
import { ControlProperties } from './ControlProperties';
import { CANVAS_ID, DesignCanvas } from './DesignCanvas';
import { DesignIssues } from './DesignIssues';
import { FormPreview } from './FormPreview';
import { idsOf, newControl, uniqueId } from './new-control';
import { fixedKeysOf } from './made-keys';
import { withRenamedReferences, type ControlRenames } from './rename-references';
import { FormSettings } from './FormSettings';
import { removedFromSettings, renamedInSettings } from './settings-refs';
import styles from './form-designer.module.css';

/**
 * 表单设计器: the palette, the form being built and the selected control's settings. Saving keeps a
 * draft with the model; deploying freezes it into a new version, refused while it has issues.
 */
export default function FormDesignerWorkspace({ model, back }: { model: ModelForm; back?: { href: string; label: string } }) {
  const t = useTranslations('approvalForm');
  const d = useTranslations('approvalForm.designer');
  const { message } = useFeedback();
  const [design, setDesign] = useState<FormDesign>(model.design ?? { fields: [] });
  const [selected, setSelectedId] = useState<string | null>(model.design?.fields[0]?.id ?? null);
  // The properties panel starts again whenever a control is selected, not when the panel renames the selected one.
  const [selection, setSelection] = useState(0);
  const setSelected = (id: string | null) => {
    setSelectedId(id);
    setSelection((n) => n + 1);
  };
  const [fixedKeys, setFixedKeys] = useState(() => fixedKeysOf(model.design));
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [settingUp, setSettingUp] = useState(false);
  const issues = useMemo(() => designIssues(design), [design]);
  const flagged = useMemo(() => new Set(issues.map((i) => i.control.split('.')[0] ?? '')), [issues]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  // What a screen reader hears while a control is dragged, by keyboard or pointer.
  const labelOf = (id: UniqueIdentifier | undefined) => {
    const text = String(id ?? '');
    return design.fields.find((c) => c.id === text)?.label ?? (text.startsWith('palette:') ? t(`kinds.${text.slice('palette:'.length) as ControlKind}`) : text);
  };
  const accessibility = {
    screenReaderInstructions: { draggable: d('drag.instructions') },
    announcements: {
      onDragStart: ({ active }: DragStartEvent) => d('drag.start', { label: labelOf(active.id) }),
      onDragOver: ({ active, over }: DragOverEvent) => (over ? d('drag.over', { label: labelOf(active.id), over: labelOf(over.id) }) : d('drag.outside', { label: labelOf(active.id) })),
      onDragEnd: ({ active, over }: DragEndEvent) => (over ? d('drag.end', { label: labelOf(active.id), over: labelOf(over.id) }) : d('drag.cancel', { label: labelOf(active.id) })),
      onDragCancel: ({ active }: DragCancelEvent) => d('drag.cancel', { label: labelOf(active.id) }),
    },
  };

  const change = (next: FormDesign) => {
    setDesign(next);
    setDirty(true);
  };
  const words = { option: (n: number) => d('optionN', { n }), column: d('defaultColumn'), amount: t('kinds.amount') };

  const insert = (kind: ControlKind, at?: number) => {
    const control = newControl(kind, t(`kinds.${kind}`), idsOf(design), words);
    const index = at ?? (selected ? design.fields.findIndex((c) => c.id === selected) + 1 : design.fields.length);
    const fields = [...design.fields];
    fields.splice(index <= 0 ? fields.length : index, 0, control);
    change({ ...design, fields });
    setSelected(control.id);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = active.data.current as { from?: string; kind?: ControlKind } | undefined;
    const overIndex = design.fields.findIndex((c) => c.id === over.id);
    if (from?.from === 'palette' && from.kind) {
      // Dropped on a control: before it, or after it when dropped on its lower half.
      const dropped = active.rect.current.translated;
      const below = dropped !== null && dropped.top + dropped.height / 2 > over.rect.top + over.rect.height / 2;
      insert(from.kind, over.id === CANVAS_ID || overIndex < 0 ? design.fields.length : overIndex + (below ? 1 : 0));
      return;
    }
    const activeIndex = design.fields.findIndex((c) => c.id === active.id);
    if (activeIndex >= 0 && overIndex >= 0 && activeIndex !== overIndex) change({ ...design, fields: arrayMove(design.fields, activeIndex, overIndex) });
  };

  const update = (before: Control, next: Control, renames: ControlRenames) => {
    change(renamedInSettings({ ...design, fields: withRenamedReferences(design.fields.map((c) => (c.id === before.id ? next : c)), renames) }, before.id, next.id));
    if (next.id !== before.id) setSelectedId(next.id);
  };

  const copy = (id: string) => {
    const index = design.fields.findIndex((c) => c.id === id);
    const source = design.fields[index];
    if (!source) return;
    const clone = { ...source, id: uniqueId(source.kind, idsOf(design)), label: d('copyOf', { label: source.label }) };
    const fields = [...design.fields];
    fields.splice(index + 1, 0, clone);
    change({ ...design, fields });
    setSelected(clone.id);
  };

  const remove = (id: string) => {
    change(removedFromSettings({ ...design, fields: design.fields.filter((c) => c.id !== id) }, id));
    if (selected === id) setSelected(null);
  };

  const save = async (): Promise<string | null> => {
    try {
      await saveModelForm(model.model_key, design);
      setDirty(false);
      setFixedKeys(fixedKeysOf(design));
      return model.model_key;
    } catch {
      return null; // the client showed the refusal
    }
  };

  const { busy, run } = useSaveDeploy({
    save,
    deployBlocked: () => {
      if (issues.length) void message.warning(d('fixFirst', { count: issues.length }));
      return issues.length > 0;
    },
    saved: () => void message.success(d('saved')),
    deployed: (version) => void message.success(d('deployed', { version })),
  });

  return (
    <div className={styles.page} data-testid="form-designer">
      <div className={styles.toolbar}>
        <Space wrap>
          <IntentLink href={back?.href ?? '/workflow/model'} data-testid="form-designer-back">
            <Button icon={<ArrowLeftOutlined />}>{back?.label ?? d('back')}</Button>
          </IntentLink>
          <Typography.Title level={1} className={styles.title}>
            {d('title', { name: model.name })}
          </Typography.Title>
          {dirty ? <Tag color="orange">{d('unsaved')}</Tag> : null}
        </Space>
        <Space wrap>
          <Button icon={<SettingOutlined />} onClick={() => setSettingUp(true)} data-testid="form-settings-open">
            {d('settings.open')}
          </Button>
          <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)} disabled={!design.fields.length} data-testid="form-preview-open">
            {d('preview')}
          </Button>
          <Button icon={<SaveOutlined />} onClick={() => void run('save')} loading={busy === 'save'} disabled={busy !== null} data-testid="form-save">
            {d('save')}
          </Button>
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => void run('deploy')} loading={busy === 'deploy'} disabled={busy !== null} data-testid="form-deploy">
            {d('deploy')}
          </Button>
        </Space>
      </div>
      {/* An issue of the form's own settings (title template, summary) opens them. */}
      <DesignIssues issues={issues} onPick={(control) => (control === FORM_SETTINGS ? setSettingUp(true) : setSelected(control))} />
      <DndContext sensors={sensors} collisionDetection={dropTarget} onDragEnd={onDragEnd} accessibility={accessibility}>
        <div className={styles.workspace}>
          <ControlPalette onAdd={(kind) => insert(kind)} />
          <DesignCanvas fields={design.fields} selected={selected} flagged={flagged} onSelect={setSelected} onCopy={copy} onRemove={remove} />
          <ControlProperties design={design} control={design.fields.find((c) => c.id === selected) ?? null} selection={selection} fixedKeys={fixedKeys} onChange={update} />
        </div>
      </DndContext>
      <FormPreview design={design} open={previewing} onClose={() => setPreviewing(false)} />
      <FormSettings design={design} open={settingUp} onChange={change} onClose={() => setSettingUp(false)} />
    </div>
  );
}

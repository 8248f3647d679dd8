'use client';

import { Checkbox, Select } from 'antd';
import { useTranslations } from 'next-intl';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { create, updateAttrs, updateModdle } from '../element-ops';
import { FieldRow } from './FieldRow';
import { WorkingTimeField } from './WorkingTimeField';
import styles from '../panel.module.css';

type TimerKind = 'timeDuration' | 'timeDate' | 'timeCycle';
const KINDS: TimerKind[] = ['timeDuration', 'timeDate', 'timeCycle'];

/** The timer of a timer event: a duration, a date or a cycle, and for a boundary event whether it withdraws the task. */
export function TimerSection() {
  const t = useTranslations('designer.timer');
  const { modeler, element } = useDesigner();
  const bo = element.businessObject;
  const timer = ((bo.get('eventDefinitions') as ModdleObject[] | undefined) ?? []).find((d) => d.$type === 'bpmn:TimerEventDefinition');
  if (!timer) return null;
  const kind = KINDS.find((k) => timer.get(k)) ?? 'timeDuration';
  const text = String((timer.get(kind) as ModdleObject | undefined)?.get('body') ?? '');
  const isBoundary = bo.$type === 'bpmn:BoundaryEvent';

  const write = (nextKind: TimerKind, body: string) => {
    const attrs: Record<string, unknown> = Object.fromEntries(KINDS.map((k) => [k, undefined]));
    if (body.trim()) attrs[nextKind] = create(modeler, 'bpmn:FormalExpression', { body: body.trim() });
    updateModdle(modeler, element, timer, attrs);
  };

  return (
    <div data-testid="designer-timer">
      <p className={styles.hint}>{t('hint')}</p>
      <FieldRow label={t('kind')}>
        <Select value={kind} onChange={(k: TimerKind) => write(k, text)} options={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} data-testid="designer-timer-kind" />
      </FieldRow>
      <FieldRow label={t('value')}>
        <CommitInput value={text} placeholder={kind === 'timeDate' ? '2030-01-01T09:00' : kind === 'timeCycle' ? 'R3/PT1H' : 'PT2H'} onCommit={(v) => write(kind, v)} data-testid="designer-timer-value" />
      </FieldRow>
      {kind === 'timeDuration' ? <WorkingTimeField testId="designer-timer-working-time" /> : null}
      {isBoundary ? (
        <FieldRow label={t('interrupting')}>
          <Checkbox checked={bo.get('cancelActivity') !== false} onChange={(e) => updateAttrs(modeler, element, { cancelActivity: e.target.checked })} data-testid="designer-timer-interrupting">
            {t('interruptingHint')}
          </Checkbox>
        </FieldRow>
      ) : null}
    </div>
  );
}

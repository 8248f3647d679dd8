'use client';

import { Alert, InputNumber, Select } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { MAX_REMIND_TIMES, parseTaskTimeout, timeoutProperties, TIMEOUT_ACTIONS, type TaskTimeout, type TimeoutAction } from '@/lib/workflow/task-timeout';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { FieldRow } from './FieldRow';
import { propertyOf, setProperties } from './task-properties';
import styles from '../panel.module.css';

/**
 * What happens when a user task passes its due date (lib/workflow/task-timeout.ts): reminders,
 * repeated every interval up to a number of times, then optionally an automatic approval or
 * rejection. Stored as the task's custom properties.
 */
export function TimeoutSection() {
  const t = useTranslations('designer.timeout');
  const { modeler, element, dialect } = useDesigner();
  const read = (name: string) => propertyOf(element, dialect, name);
  const { timeout, problem } = parseTaskTimeout(read);
  const due = String(element.businessObject.get(`${dialect}:dueDate`) ?? '').trim();
  const action = timeout?.action ?? (read('timeoutAction') as TimeoutAction | null) ?? 'none';

  const write = (next: TaskTimeout | null) => setProperties(modeler, element, dialect, timeoutProperties(next));
  const current: TaskTimeout = timeout ?? { action: 'remind', remindEvery: read('timeoutRemindEvery'), remindTimes: Number(read('timeoutRemindTimes') ?? 1) || 1 };

  const setAction = (value: TimeoutAction | 'none') => {
    if (value === 'none') return write(null);
    const remindTimes = value === 'remind' ? Math.max(1, current.remindTimes) : current.action === 'remind' ? 0 : current.remindTimes;
    write({ ...current, action: value, remindTimes });
  };

  return (
    <div data-testid="designer-timeout">
      <p className={styles.hint}>{t('hint')}</p>
      <FieldRow label={t('action')}>
        <Select
          value={action}
          onChange={setAction}
          options={['none', ...TIMEOUT_ACTIONS].map((v) => ({ value: v, label: t(`actions.${v}`) }))}
          data-testid="designer-timeout-action"
        />
      </FieldRow>
      {action !== 'none' ? (
        <>
          <FieldRow label={t('remindTimes')}>
            <InputNumber
              min={action === 'remind' ? 1 : 0}
              max={MAX_REMIND_TIMES}
              precision={0}
              value={current.remindTimes}
              onChange={(v) => write({ ...current, action, remindTimes: typeof v === 'number' ? v : 0 })}
              data-testid="designer-timeout-times"
            />
          </FieldRow>
          <FieldRow label={t('remindEvery')}>
            <CommitInput
              value={current.remindEvery ?? ''}
              placeholder="PT4H"
              onCommit={(v) => write({ ...current, action, remindEvery: v.trim() || null })}
              data-testid="designer-timeout-every"
            />
          </FieldRow>
        </>
      ) : null}
      {action !== 'none' && !due ? <Alert type="warning" showIcon title={t('needsDue')} data-testid="designer-timeout-warning" /> : null}
      {problem ? <Alert type="error" showIcon title={t(`problems.${problem}`)} data-testid="designer-timeout-problem" /> : null}
    </div>
  );
}

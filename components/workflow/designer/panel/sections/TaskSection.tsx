'use client';

import { Checkbox } from 'antd';
import { useTranslations } from 'next-intl';
import { asyncFlagsOf, normalizeAsync, type AsyncFlags } from '@/lib/workflow/task-async';
import { useDesigner } from '../../modeler/DesignerContext';
import { updateAttrs } from '../element-ops';
import { NotRunTag } from '../NotRunTag';
import { FieldRow } from './FieldRow';
import { ReceiveTaskFields } from './ReceiveTaskFields';
import { ScriptTaskFields } from './ScriptTaskFields';
import { ServiceTaskFields } from './ServiceTaskFields';
import { UserTaskFields } from './UserTaskFields';

/** Async before / after and exclusive, then what the kind of task adds. */
export function TaskSection() {
  const t = useTranslations('designer.task');
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const flags = asyncFlagsOf((name) => bo.get(`${dialect}:${name}`));

  const setFlag = (name: keyof AsyncFlags, on: boolean) => {
    const next = normalizeAsync({ ...flags, [name]: on });
    updateAttrs(modeler, element, {
      [`${dialect}:asyncBefore`]: next.asyncBefore || undefined,
      [`${dialect}:asyncAfter`]: next.asyncAfter || undefined,
      [`${dialect}:exclusive`]: next.asyncBefore || next.asyncAfter ? next.exclusive : undefined,
    });
  };

  return (
    <div data-testid="designer-task">
      <FieldRow label={t('async')}>
        <Checkbox checked={flags.asyncBefore} onChange={(e) => setFlag('asyncBefore', e.target.checked)} data-testid="designer-async-before">
          {t('asyncBefore')}
        </Checkbox>
        <Checkbox checked={flags.asyncAfter} onChange={(e) => setFlag('asyncAfter', e.target.checked)} data-testid="designer-async-after">
          {t('asyncAfter')}
        </Checkbox>
        {flags.asyncBefore || flags.asyncAfter ? (
          <Checkbox checked={flags.exclusive} onChange={(e) => setFlag('exclusive', e.target.checked)} data-testid="designer-exclusive">
            {t('exclusive')}
          </Checkbox>
        ) : null}
        <NotRunTag feature="async" />
      </FieldRow>
      {bo.$type === 'bpmn:UserTask' ? <UserTaskFields /> : null}
      {bo.$type === 'bpmn:ScriptTask' ? <ScriptTaskFields /> : null}
      {bo.$type === 'bpmn:ReceiveTask' ? <ReceiveTaskFields /> : null}
      {bo.$type === 'bpmn:ServiceTask' ? <ServiceTaskFields /> : null}
    </div>
  );
}

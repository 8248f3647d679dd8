'use client';

import { Checkbox, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { loopElementFor, loopKindOf, LOOP_KINDS, multiInstanceFormOf, type LoopKind } from '@/lib/workflow/loop';
import { normalizeAsync, type AsyncFlags } from '@/lib/workflow/task-async';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { CommitInput } from '../CommitInput';
import { create, replaceExtensions, updateAttrs, updateModdle } from '../element-ops';
import { NotRunTag } from '../NotRunTag';
import { FieldRow } from './FieldRow';

/**
 * The loop characteristic (none, parallel, sequential, standard loop: switching replaces it) and a
 * multi-instance loop's settings: cardinality, collection, element variable,
 * completion condition, async flags and the retry time cycle.
 */
export function MultiInstanceSection() {
  const t = useTranslations('designer.multiInstance');
  const { modeler, element, dialect } = useDesigner();
  const loop = element.businessObject.get('loopCharacteristics') as ModdleObject | undefined;
  const kind = loopKindOf(loop);
  const isMulti = kind === 'parallel' || kind === 'sequential';
  const form = isMulti && loop ? multiInstanceFormOf(loop, dialect) : null;

  const switchKind = (next: LoopKind) => {
    const wanted = loopElementFor(next);
    updateAttrs(modeler, element, { loopCharacteristics: wanted ? create(modeler, wanted.type, wanted.attrs) : undefined });
  };

  if (!loop || !form) {
    return (
      <FieldRow label={t('kind')}>
        <Select value={kind} onChange={switchKind} options={LOOP_KINDS.map((v) => ({ value: v, label: t(`kinds.${v}`) }))} data-testid="designer-loop-kind" />
      </FieldRow>
    );
  }

  const expression = (name: 'loopCardinality' | 'completionCondition') => (value: string) =>
    updateModdle(modeler, element, loop, { [name]: value.trim() ? create(modeler, 'bpmn:FormalExpression', { body: value }) : undefined });
  const attr = (name: string) => (value: string) => updateModdle(modeler, element, loop, { [`${dialect}:${name}`]: value.trim() || undefined });
  const setFlag = (name: keyof AsyncFlags, on: boolean) => {
    const next = normalizeAsync({ asyncBefore: form.asyncBefore, asyncAfter: form.asyncAfter, exclusive: form.exclusive, [name]: on });
    updateModdle(modeler, element, loop, {
      [`${dialect}:asyncBefore`]: next.asyncBefore || undefined,
      [`${dialect}:asyncAfter`]: next.asyncAfter || undefined,
      [`${dialect}:exclusive`]: next.asyncBefore || next.asyncAfter ? next.exclusive : undefined,
    });
  };
  const retryType = `${dialect}:FailedJobRetryTimeCycle`;
  const setRetry = (value: string) =>
    replaceExtensions(modeler, element, loop, [retryType], value.trim() ? [create(modeler, retryType, { body: value.trim() })] : []);

  return (
    <div data-testid="designer-multi-instance">
      <FieldRow label={t('kind')}>
        <Select value={kind} onChange={switchKind} options={LOOP_KINDS.map((v) => ({ value: v, label: t(`kinds.${v}`) }))} data-testid="designer-loop-kind" />
      </FieldRow>
      <FieldRow label={t('loopCardinality')}>
        <CommitInput value={form.loopCardinality} onCommit={expression('loopCardinality')} />
      </FieldRow>
      <FieldRow label={t('collection')}>
        <CommitInput value={form.collection} onCommit={attr('collection')} data-testid="designer-loop-collection" />
      </FieldRow>
      <FieldRow label={t('elementVariable')}>
        <CommitInput value={form.elementVariable} onCommit={attr('elementVariable')} data-testid="designer-loop-element-variable" />
      </FieldRow>
      <FieldRow label={t('completionCondition')}>
        <CommitInput value={form.completionCondition} placeholder="${nrOfCompletedInstances >= 1}" onCommit={expression('completionCondition')} />
      </FieldRow>
      <FieldRow label={t('async')}>
        <Checkbox checked={form.asyncBefore} onChange={(e) => setFlag('asyncBefore', e.target.checked)}>{t('asyncBefore')}</Checkbox>
        <Checkbox checked={form.asyncAfter} onChange={(e) => setFlag('asyncAfter', e.target.checked)}>{t('asyncAfter')}</Checkbox>
        {form.asyncBefore || form.asyncAfter ? (
          <Checkbox checked={form.exclusive} onChange={(e) => setFlag('exclusive', e.target.checked)}>{t('exclusive')}</Checkbox>
        ) : null}
        <NotRunTag feature="async" />
      </FieldRow>
      <FieldRow label={t('retryTimeCycle')}>
        <CommitInput value={form.retryTimeCycle} placeholder="R3/PT10M" onCommit={setRetry} />
        <NotRunTag feature="retry" />
      </FieldRow>
    </div>
  );
}

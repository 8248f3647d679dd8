'use client';

import { Button } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import type { Unreadable } from '@/lib/workflow/simple-flow/stored-tree';

const BPMN_DESIGNER_PATH = '/workflow/designer';
const MODELS_PATH = '/workflow/model';
const NAMED = 5;

/**
 * A model the simple designer cannot show: why (each element it cannot draw, or that the BPMN
 * designer changed, by kind and name), and the way on to the BPMN designer, where nothing is lost.
 */
export function SimpleRefused({ modelKey, state, unreadable }: { modelKey: string; state: 'none' | 'changed'; unreadable: readonly Unreadable[] }) {
  const t = useTranslations('simpleDesigner.page');
  const kindOf = (type: string) => {
    const local = type.slice(type.indexOf(':') + 1);
    const key = `kinds.${local.charAt(0).toLowerCase()}${local.slice(1)}`;
    return t.has(key) ? t(key as 'kinds.other') : t('kinds.other');
  };
  const named = unreadable.slice(0, NAMED).map((u) => (u.type === 'bpmn:Process' ? kindOf(u.type) : t('item', { kind: kindOf(u.type), name: u.name || u.id })));
  const rest = unreadable.length - named.length;
  const items = [...named, ...(rest > 0 ? [t('more', { count: rest })] : [])].join('、');
  return (
    <Result
      status="warning"
      title={t(state)}
      subTitle={unreadable.length ? <span data-testid="simple-refused-why">{t(state === 'changed' ? 'changedWhy' : 'noneWhy', { items })}</span> : null}
      extra={[
        <IntentLink key="bpmn" href={`${BPMN_DESIGNER_PATH}?key=${encodeURIComponent(modelKey)}`} data-testid="simple-refused-open-bpmn">
          <Button type="primary">{t('openBpmn')}</Button>
        </IntentLink>,
        <IntentLink key="back" href={MODELS_PATH}>
          <Button>{t('back')}</Button>
        </IntentLink>,
      ]}
      data-testid="simple-refused"
    />
  );
}

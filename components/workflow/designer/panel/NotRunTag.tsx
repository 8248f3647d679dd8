'use client';

import { Tag, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';

/** The settings the panel offers that the process engine does not run (docs/designer.md). */
export type NotRunFeature = 'listeners' | 'messages' | 'async' | 'retry';

/**
 * A small tag next to a setting the engine does not run; its tooltip says what deploying does
 * with it (refuses the element, or ignores the setting).
 */
export function NotRunTag({ feature }: { feature: NotRunFeature }) {
  const t = useTranslations('designer.notRun');
  return (
    <Tooltip title={t(feature)}>
      <Tag color="warning" variant="filled" style={{ marginInlineStart: 6, marginInlineEnd: 0, cursor: 'help' }} data-testid={`designer-not-run-${feature}`}>
        {t('tag')}
      </Tag>
    </Tooltip>
  );
}

'use client';

import { Result, Skeleton } from 'antd';
import '@/components/providers/theme/antd-result.css';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useHighlights, useProcessXml } from './workbench-api';
import styles from './workbench.module.css';

// The viewer (bpmn-js and its styles) is fetched only when a diagram is on screen, never on the server.
const BpmnDiagram = dynamic(() => import('./BpmnDiagram'), {
  ssr: false,
  loading: () => (
    <div className={styles.diagramFrame}>
      <Skeleton active paragraph={{ rows: 5 }} />
    </div>
  ),
});

/** The instance's diagram with its highlights, and the legend of the colours. */
export function ProcessDiagram({ instanceKey }: { instanceKey: string }) {
  const t = useTranslations('workbench.diagram');
  const xml = useProcessXml(instanceKey);
  const highlights = useHighlights(instanceKey);
  return (
    <div data-testid="process-diagram">
      {xml.data && highlights.data ? (
        <BpmnDiagram xml={xml.data.xml} highlights={highlights.data} />
      ) : xml.error || highlights.error ? (
        <Result status="warning" subTitle={t('failed')} />
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} />
      )}
      <ul className={styles.legend} aria-label={t('legend')} data-testid="diagram-legend">
        <li>
          <span className={`${styles.swatch} ${styles.swatchFinished}`} aria-hidden />
          {t('finished')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchActive}`} aria-hidden />
          {t('active')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchRejected}`} aria-hidden />
          {t('rejected')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchIdle}`} aria-hidden />
          {t('idle')}
        </li>
      </ul>
    </div>
  );
}

'use client';

import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import styles from './models.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** A read-only, pannable view of a deployed version's diagram. */
export default function DiagramViewer({ xml }: { xml: string }) {
  const t = useTranslations('designer.models.versions');
  const { message } = useFeedback();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!host.current) return;
    const viewer = new NavigatedViewer({ container: host.current });
    let live = true;
    viewer
      .importXML(xml)
      .then(() => {
        if (live) viewer.get<{ zoom: (level: string) => void }>('canvas').zoom('fit-viewport');
      })
      .catch(() => {
        if (live) message.error(t('unreadable'));
      });
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [xml, message, t]);

  return <div ref={host} className={styles.diagramCanvas} data-testid="model-version-diagram" />;
}

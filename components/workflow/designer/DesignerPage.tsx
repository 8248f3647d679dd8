'use client';

import { Spin } from 'antd';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { useModelDetail } from '../models/model-api';
import styles from './designer.module.css';

function Loading() {
  return (
    <div className={styles.loading}>
      <Spin />
    </div>
  );
}

/** The modeler and everything it pulls in load only here, in the browser (no server rendering of the canvas). */
const DesignerWorkspace = dynamic(() => import('./DesignerWorkspace'), { ssr: false, loading: Loading });

/**
 * The process designer: a new diagram, or the model named by ?key=. A model this
 * page created itself (first save of a new diagram) keeps its canvas and history.
 */
export function DesignerPage() {
  const t = useTranslations('designer');
  const key = useSearchParams().get('key');
  const [adopted, setAdopted] = useState<string | null>(null);
  const loadKey = key && key !== adopted ? key : null;
  const { data, error, isLoading } = useModelDetail(loadKey);

  if (loadKey && error) return <Result status="404" title={t('page.notFound')} />;
  if (loadKey && (isLoading || !data)) return <Loading />;
  return (
    <DesignerWorkspace
      key={loadKey ?? 'new'}
      modelKey={loadKey ?? adopted}
      initialXml={loadKey ? data?.xml : undefined}
      onCreated={setAdopted}
    />
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageMessages } from '@/components/providers/PageMessages';
import { SimpleDesignerPage } from '@/components/workflow/simple-designer/SimpleDesignerPage';
import styles from '@/components/workflow/designer/designer.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('simpleDesigner') };
}

export default async function SimpleProcessDesignerPage() {
  const t = await getTranslations('menu');
  // The designer reads ?key= in the browser.
  return (
    <PageMessages texts="workflow">
      <h1 className={styles.pageHeading}>{t('simpleDesigner')}</h1>
      <Suspense>
        <SimpleDesignerPage />
      </Suspense>
    </PageMessages>
  );
}

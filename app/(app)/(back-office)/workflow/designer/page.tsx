import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageMessages } from '@/components/providers/PageMessages';
import { DesignerPage } from '@/components/workflow/designer/DesignerPage';
import styles from '@/components/workflow/designer/designer.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('processDesigner') };
}

export default async function ProcessDesignerPage() {
  const t = await getTranslations('menu');
  // The designer reads ?key= in the browser.
  return (
    <PageMessages texts="workflow">
      {/* The canvas and its toolbar say what the page is; the heading is there for assistive technology. */}
      <h1 className={styles.pageHeading}>{t('processDesigner')}</h1>
      <Suspense>
        <DesignerPage />
      </Suspense>
    </PageMessages>
  );
}

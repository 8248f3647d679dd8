import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageMessages } from '@/components/providers/PageMessages';
import { DesignerPage } from '@/components/workflow/designer/DesignerPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('processDesigner') };
}

export default function ProcessDesignerPage() {
  // The designer reads ?key= in the browser.
  return (
    <PageMessages texts="workflow">
      <Suspense>
        <DesignerPage />
      </Suspense>
    </PageMessages>
  );
}

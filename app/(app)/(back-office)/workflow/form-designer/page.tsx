import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageMessages } from '@/components/providers/PageMessages';
import { FormDesignerPage } from '@/components/workflow/form-designer/FormDesignerPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('approvalForm.designer');
  return { title: t('pageTitle') };
}

export default function ApprovalFormDesignerPage() {
  // The designer reads ?key= in the browser.
  return (
    <PageMessages texts="workflow">
      <Suspense>
        <FormDesignerPage />
      </Suspense>
    </PageMessages>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplyPage } from '@/components/workbench/ApplyPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('apply') };
}

/** 发起申请: any deployed process, started from its own start form. */
export default function ApplyRoute() {
  return (
    <PageMessages texts="workbench">
      <ApplyPage />
    </PageMessages>
  );
}

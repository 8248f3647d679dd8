import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyApplicationList } from '@/components/workbench/MyApplicationList';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('myApplications') };
}

/** 我的申请: the requests the caller started. */
export default function MyApplicationsPage() {
  return (
    <PageMessages texts="workbench">
      <MyApplicationList />
    </PageMessages>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TaskListPage } from '@/components/workbench/TaskListPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('workbenchTransferToMe') };
}

/** spec-2 §2.1: tasks handed over to the caller. */
export default function WorkbenchTransferToMePage() {
  return (
    <PageMessages texts="workbench">
      <TaskListPage kind="transferToMe" />
    </PageMessages>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TaskListPage } from '@/components/workbench/TaskListPage';
import { firstWorkbenchQuery } from '@/components/workbench/workbench-lists';
import { PageMessages } from '@/components/providers/PageMessages';
import { FirstData } from '../../../FirstData';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('workbenchPending') };
}

/** Tasks awaiting the caller's approval. */
export default function WorkbenchPendingPage() {
  return (
    <PageMessages texts="workbench">
      <FirstData loads={[firstWorkbenchQuery('pending')]}>
        <TaskListPage kind="pending" />
      </FirstData>
    </PageMessages>
  );
}

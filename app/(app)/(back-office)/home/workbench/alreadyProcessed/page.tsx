import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TaskListPage } from '@/components/workbench/TaskListPage';
import { firstWorkbenchQuery } from '@/components/workbench/workbench-lists';
import { PageMessages } from '@/components/providers/PageMessages';
import { FirstData } from '../../../FirstData';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('workbenchProcessed') };
}

/** Tasks the caller has handled. */
export default function WorkbenchProcessedPage() {
  return (
    <PageMessages texts="workbench">
      <FirstData loads={[firstWorkbenchQuery('processed')]}>
        <TaskListPage kind="processed" />
      </FirstData>
    </PageMessages>
  );
}

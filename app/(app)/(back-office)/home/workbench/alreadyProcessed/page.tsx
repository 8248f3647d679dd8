import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TaskListPage } from '@/components/workbench/TaskListPage';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('workbenchProcessed') };
}

/** spec-2 §2.1: tasks the caller has handled. */
export default function WorkbenchProcessedPage() {
  return <TaskListPage kind="processed" />;
}

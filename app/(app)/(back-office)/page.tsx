import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHome } from '@/components/dashboard/DashboardHome';
import { dashboardOverviewKey, readDashboardOverview } from '@/components/dashboard/read-overview';
import { PageMessages } from '@/components/providers/PageMessages';
import { apiPaths } from '@/lib/contract/api-paths';
import { todoCountsKey } from '@/lib/client/todo-counts-key';
import { todoPaths } from '@/lib/contract/todo-paths';
import { liveSession } from '@/lib/gateway/live-session';
import { FirstData } from './FirstData';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('dashboard') };
}

export default async function DashboardPage() {
  const session = await liveSession();
  // The home page comes with the user's overview and reminders: the cards show at once.
  const loads = session?.userKey
    ? [
        { key: [...dashboardOverviewKey(session.userKey)], path: apiPaths.dashboardOverview, shape: readDashboardOverview },
        { key: [...todoCountsKey(session.userKey)], path: todoPaths.counts },
      ]
    : [];
  return (
    <PageMessages texts="dashboard">
      <FirstData loads={loads}>
        <DashboardHome />
      </FirstData>
    </PageMessages>
  );
}

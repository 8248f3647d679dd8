import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatisticsPage } from '@/components/crm-reports/StatisticsPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('statistics') };
}

export default function StatisticsPageRoute() {
  return (
    <PageMessages texts="crmReports">
      <StatisticsPage />
    </PageMessages>
  );
}

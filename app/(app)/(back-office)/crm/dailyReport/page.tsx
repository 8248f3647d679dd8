import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DailyReportPage } from '@/components/crm-reports/DailyReportPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('dailyReport') };
}

export default function DailyReportPageRoute() {
  return (
    <PageMessages texts="crmReports">
      <DailyReportPage />
    </PageMessages>
  );
}

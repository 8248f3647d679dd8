import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WorkingCalendarPage } from '@/components/system-admin/working-calendar/WorkingCalendarPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('workingCalendar') };
}

export default function WorkingCalendarRoute() {
  return (
    <PageMessages texts="workingCalendar">
      <WorkingCalendarPage />
    </PageMessages>
  );
}

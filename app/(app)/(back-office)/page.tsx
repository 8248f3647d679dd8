import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHome } from '@/components/dashboard/DashboardHome';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('dashboard') };
}

export default function DashboardPage() {
  return (
    <PageMessages texts="dashboard">
      <DashboardHome />
    </PageMessages>
  );
}

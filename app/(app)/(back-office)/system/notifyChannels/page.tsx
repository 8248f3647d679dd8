import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotifyChannelsPage } from '@/components/notifications/NotifyChannelsPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('notifyChannels') };
}

export default function NotifyChannelsRoute() {
  return (
    <PageMessages texts="notifications">
      <NotifyChannelsPage />
    </PageMessages>
  );
}

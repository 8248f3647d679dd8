import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BusinessMessageList } from '@/components/messages/BusinessMessageList';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('businessMessage') };
}

export default function BusinessMessageListPage() {
  return <BusinessMessageList />;
}

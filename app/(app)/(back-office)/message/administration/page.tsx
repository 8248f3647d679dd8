import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdministrationMessageList } from '@/components/messages/AdministrationMessageList';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('administrationMessage') };
}

export default function AdministrationMessageListPage() {
  return <AdministrationMessageList />;
}

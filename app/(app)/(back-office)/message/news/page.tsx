import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NewsManagement } from '@/components/messages/NewsManagement';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('newsManage') };
}

export default function NewsManagementPage() {
  return <NewsManagement />;
}

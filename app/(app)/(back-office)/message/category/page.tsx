import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryManagement } from '@/components/messages/CategoryManagement';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('messageCategory') };
}

export default function CategoryManagementPage() {
  return <CategoryManagement />;
}

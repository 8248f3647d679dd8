import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoticeManagement } from '@/components/messages/NoticeManagement';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('noticeManage') };
}

export default function NoticeManagementPage() {
  return <NoticeManagement />;
}

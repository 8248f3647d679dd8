import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SecuritySettings } from '@/components/system-admin/SecuritySettings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('securitySettings') };
}

export default function SecuritySettingsPage() {
  return <SecuritySettings />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CustomFieldsPage } from '@/components/system-admin/custom-fields/CustomFieldsPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('customFields') };
}

export default function CustomFieldsRoute() {
  return (
    <PageMessages texts="customFields">
      <CustomFieldsPage />
    </PageMessages>
  );
}

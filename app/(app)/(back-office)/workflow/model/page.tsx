import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ModelManagement } from '@/components/workflow/models/ModelManagement';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('processModel') };
}

export default function ProcessModelPage() {
  return (
    <PageMessages texts="workflow">
      <ModelManagement />
    </PageMessages>
  );
}

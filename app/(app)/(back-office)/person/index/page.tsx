import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonalCentre } from '@/components/person/PersonalCentre';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('personIndex') };
}

export default function PersonIndexPage() {
  return (
    <PageMessages texts="person">
      <PersonalCentre />
    </PageMessages>
  );
}

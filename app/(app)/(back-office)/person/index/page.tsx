import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonalCentre } from '@/components/person/PersonalCentre';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('personIndex') };
}

export default function PersonIndexPage() {
  return <PersonalCentre />;
}

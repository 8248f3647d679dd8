import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInSettingsPage } from '@/components/system-admin/sign-in/SignInSettingsPage';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('signInSettings') };
}

export default function SignInSettingsRoute() {
  return (
    <PageMessages texts="signInSettings">
      <SignInSettingsPage />
    </PageMessages>
  );
}

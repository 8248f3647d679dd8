import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginScreen } from '@/components/login/LoginScreen';
import { branding } from '@/lib/branding/branding';
import { signInWays } from '@/lib/gateway/sign-in-ways';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loginPage');
  return { title: t('title'), robots: { index: false } };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ redirect?: string | string[] }> }) {
  const { redirect } = await searchParams;
  const wanted = Array.isArray(redirect) ? redirect[0] : redirect;
  const [brand, ways] = await Promise.all([branding(), signInWays()]);
  return <LoginScreen brand={brand} ways={ways} redirectTo={safeRedirectPath(wanted)} />;
}

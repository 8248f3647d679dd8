import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginScreen } from '@/components/login/LoginScreen';
import { branding } from '@/lib/branding/branding';
import { oidcRefusalOf, SIGN_IN_ERROR_PARAM } from '@/lib/contract/oidc-sign-in';
import { signInWays } from '@/lib/gateway/sign-in-ways';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import { SIGN_IN_STEPS, type SignInStep } from '@/lib/contract/sign-in-security';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('loginPage');
  return { title: t('title'), robots: { index: false } };
}

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** ?step=code: a sign-in begun elsewhere (single sign-on) whose challenge the session cookie holds. */
function stepOf(value: string | string[] | undefined): SignInStep | undefined {
  const step = first(value);
  return SIGN_IN_STEPS.find((known) => known === step);
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const [brand, ways] = await Promise.all([branding(), signInWays()]);
  return <LoginScreen brand={brand} ways={ways} redirectTo={safeRedirectPath(first(query.redirect))} step={stepOf(query.step)} signInError={oidcRefusalOf(first(query[SIGN_IN_ERROR_PARAM]))} />;
}

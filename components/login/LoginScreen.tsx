import { IntentLink } from '@/components/widgets/IntentLink';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/language/LanguageSwitch';
import type { Branding } from '@/lib/branding/branding';
import type { OidcRefusal } from '@/lib/contract/oidc-sign-in';
import type { SignInWays } from '@/lib/contract/sign-in-ways';
import { businessDay } from '@/lib/entity/time-zone';
import { REGISTER_PATH } from '@/lib/public-site/site-pages';
import type { SignInStep } from '@/lib/contract/sign-in-security';
import { LoginForm } from './LoginForm';
import { OidcSignInButton } from './OidcSignInButton';
import styles from './login.module.css';

function CheckMark() {
  return (
    <svg className={styles.pointMark} viewBox="0 0 16 16" aria-hidden focusable="false">
      <path d="M6.5 11.2 3.3 8l-1 1 4.2 4.2 8-8-1-1z" fill="currentColor" />
    </svg>
  );
}

/** Server-rendered frame of the login page: brand panel (desktop) or banner (phone) and the form. */
export async function LoginScreen({ brand, ways, redirectTo, step, signInError = null }: { brand: Branding; ways: SignInWays; redirectTo: string; step?: SignInStep; signInError?: OidcRefusal | null }) {
  const t = await getTranslations('loginPage');
  const tOidc = await getTranslations('oidcSignIn');
  const tAccounts = await getTranslations('siteAccounts.login');
  const points = ['customers', 'projects', 'approvals'] as const;
  const station = brand.stationName ?? brand.productName;
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <div className={styles.brandTop}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded logo of unknown size, shown small */}
          {brand.stationLogo ? <img src={brand.stationLogo} alt="" className={styles.logo} /> : <span className={styles.logoMark} aria-hidden>{brand.productName.slice(0, 1)}</span>}
          <span className={styles.station}>{station}</span>
        </div>
        <div className={styles.brandBody}>
          <p className={styles.productName}>{brand.productName}</p>
          <p className={styles.tagline}>{t('brandTagline')}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>
                <CheckMark />
                {t(`brandPoints.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.copyright}>{t('copyright', { year: businessDay().slice(0, 4), station })}</p>
      </aside>
      <main className={styles.main}>
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <section className={styles.card} aria-labelledby="login-heading">
          <h1 id="login-heading" className={styles.heading}>{t('heading')}</h1>
          <p className={styles.subheading}>{t('subheading', { product: brand.productName })}</p>
          <LoginForm redirectTo={redirectTo} step={step} />
          <OidcSignInButton
            href={ways.oidc ? `${ways.oidc.startPath}?redirect=${encodeURIComponent(redirectTo)}` : null}
            label={ways.oidc?.name || tOidc('defaultButton')}
            or={tOidc('or')}
            error={signInError ? tOidc(`refusals.${signInError}`) : null}
          />
          {ways.ldap ? <p className={styles.directoryHint} data-testid="login-directory-hint">{t('directoryHint')}</p> : null}
          <div className={styles.cardLinks}>
            <IntentLink href="/index" className={styles.cardLink}>{tAccounts('home')}</IntentLink>
            <span className={styles.registerPrompt}>
              {tAccounts('registerPrompt')}
              <IntentLink href={REGISTER_PATH} className={styles.cardLink}>{tAccounts('register')}</IntentLink>
            </span>
          </div>
        </section>
        <p className={`${styles.copyright} ${styles.copyrightPhone}`}>{t('copyright', { year: businessDay().slice(0, 4), station })}</p>
      </main>
    </div>
  );
}

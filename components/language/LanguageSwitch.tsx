'use client';

import { CheckOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n/locale-switch';
import { isLocale, LOCALE_COOKIE, locales, type Locale } from '@/lib/i18n/locales';

function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** Language menu for the login page and the signed-in header; the server renders the chosen language. */
export function LanguageSwitch({ showLabel = true }: { showLabel?: boolean }) {
  const t = useTranslations('ui');
  const current = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const items: MenuProps['items'] = locales.map((locale) => ({
    key: locale,
    label: t(`languages.${locale}`),
    icon: locale === current ? <CheckOutlined /> : <span aria-hidden style={{ display: 'inline-block', width: 14 }} />,
  }));

  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key === current || !isLocale(key)) return;
    rememberLocale(key);
    startTransition(() => router.refresh());
  };

  return (
    <LazyDropdown menu={{ items, onClick: choose, selectedKeys: [current] }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<TranslationOutlined />} loading={pending} aria-label={showLabel && isLocale(current) ? t('switchLanguageFrom', { language: t(`languages.${current}`) }) : t('switchLanguage')}>
        {showLabel && isLocale(current) ? t(`languages.${current}`) : null}
      </Button>
    </LazyDropdown>
  );
}

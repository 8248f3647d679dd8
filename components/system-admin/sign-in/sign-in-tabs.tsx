'use client';

import type { TabsProps } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

const LdapSettingsForm = dynamic(() => import('./LdapSettingsForm').then((m) => m.LdapSettingsForm), { ssr: false });
const OidcSettings = dynamic(() => import('./OidcSettings').then((m) => m.OidcSettings), { ssr: false });

/** The tabs of 登录设置, one per way of signing in; a new way adds its item here. */
export function useSignInTabs(): NonNullable<TabsProps['items']> {
  const t = useTranslations('signInSettings.tabs');
  return [
    { key: 'ldap', label: t('ldap'), children: <LdapSettingsForm /> },
    { key: 'oidc', label: t('oidc'), children: <OidcSettings /> },
  ];
}

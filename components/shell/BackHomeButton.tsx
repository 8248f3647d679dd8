'use client';

import { Button, type ButtonProps } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** "Back to home" without a full page load (the signed-in state stays loaded). */
export function BackHomeButton({ type = 'default' }: { type?: ButtonProps['type'] }) {
  const t = useTranslations('ui');
  const router = useRouter();
  return (
    <Button type={type} href="/" onClick={(event) => { event.preventDefault(); router.push('/'); }}>
      {t('backHome')}
    </Button>
  );
}

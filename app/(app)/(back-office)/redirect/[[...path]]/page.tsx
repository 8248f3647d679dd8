'use client';

import { Spin } from 'antd';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { pathBehindRefresh } from '@/lib/client/visited-views';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';

/**
 * A tab's Refresh passes through here: leaving the page and coming straight back
 * mounts it anew, with the same path and query.
 */
export default function RefreshPage() {
  const t = useTranslations('shellNav');
  const router = useRouter();

  useEffect(() => {
    const { pathname, search, hash } = window.location;
    router.replace(safeRedirectPath(`${pathBehindRefresh(pathname)}${search}${hash}`));
  }, [router]);

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }} aria-busy>
      <Spin tip={t('refreshing')}>
        <div style={{ width: 160, height: 48 }} />
      </Spin>
    </div>
  );
}

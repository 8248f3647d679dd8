'use client';

import { Button, Empty } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/client/session-state';
import styles from './shell.module.css';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { PlaceholderLines } from '@/components/widgets/placeholder/PlaceholderLines';

function MenuGate({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const { loading, error, menus } = useSession();
  if (loading) {
    return (
      <div className={styles.menuSkeleton} aria-busy>
        <PlaceholderLines rows={6} title={false} />
      </div>
    );
  }
  if (error) return null;
  if (menus.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMenus')} className={styles.menuEmpty} />;
  return <>{children}</>;
}

/**
 * The page is always rendered, only hidden while the session loads: the server must render it
 * so that its notFound() and redirect() answer with real 404 and 307 statuses, and a stable
 * position keeps the page's state when the session arrives.
 */
function PageGate({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const tUi = useTranslations('ui');
  const { loading, error, reload } = useSession();
  return (
    <>
      {loading ? (
        <div className={styles.pageSkeleton} aria-busy aria-label={t('loadingSession')}>
          <PlaceholderLines avatar rows={3} />
          <PlaceholderLines rows={5} />
        </div>
      ) : null}
      {error && !loading ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={t('loadFailedHint')}
          extra={<Button type="primary" onClick={reload}>{tUi('retry')}</Button>}
        />
      ) : null}
      <div hidden={loading || error !== null}>{children}</div>
    </>
  );
}

/** Loading, failure and empty states of the session for the menu and the page area. */
export function SessionGate({ variant, children }: { variant: 'menu' | 'page'; children: ReactNode }) {
  return variant === 'menu' ? <MenuGate>{children}</MenuGate> : <PageGate>{children}</PageGate>;
}

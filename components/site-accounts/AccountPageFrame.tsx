import type { ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '@/components/public-site/port';
import styles from './site-accounts.module.css';

/** Registration and partner sign-in pages: the public site's header and footer around one card. */
export function AccountPageFrame({ children, labelledBy, wide = false }: { children: ReactNode; labelledBy: string; wide?: boolean }) {
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main className={styles.main}>
        <section className={`${styles.card} ${wide ? styles.cardWide : ''}`} aria-labelledby={labelledBy}>
          {children}
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

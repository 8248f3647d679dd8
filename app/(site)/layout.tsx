import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/public-site/chrome/SiteFooter';
import { SiteHeader } from '@/components/public-site/chrome/SiteHeader';
import styles from '@/components/public-site/public-site.module.css';

/** The public marketing site: server-rendered pages with a shared header and footer, no antd. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SiteHeader />
      {children}
      <SiteFooter />
    </div>
  );
}

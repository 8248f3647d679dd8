'use client';

import { useTranslations } from 'next-intl';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { BackHomeButton } from './BackHomeButton';
import styles from './shell-nav.module.css';

/** A known page the user has no right to (the server refuses its calls separately). */
export function Forbidden() {
  const t = useTranslations('shellNav');
  return (
    <section className={styles.forbidden} data-testid="forbidden">
      <Result status="403" title={<h1 className={styles.forbiddenTitle}>{t('forbiddenTitle')}</h1>} subTitle={t('forbiddenHint')} extra={<BackHomeButton type="primary" />} />
    </section>
  );
}

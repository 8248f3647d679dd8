'use client';

import { ToolOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { BackHomeButton } from './BackHomeButton';
import styles from './under-construction.module.css';

/** A product page that is planned but not built yet. */
export function UnderConstruction({ title }: { title: string }) {
  const t = useTranslations('placeholder');
  return (
    <section className={styles.panel}>
      <Result
        icon={<ToolOutlined className={styles.icon} />}
        title={<h1 className={styles.title}>{t('underConstruction')}</h1>}
        subTitle={t('underConstructionHint', { title })}
        extra={<BackHomeButton />}
      />
    </section>
  );
}

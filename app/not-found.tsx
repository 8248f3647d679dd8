import { Result } from 'antd';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';
import { BackHomeButton } from '@/components/shell/BackHomeButton';
import styles from '@/components/not-found/not-found.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const [t, brand] = await Promise.all([getTranslations('notFound'), branding()]);
  // The root layout's title template does not reach its own segment, so the name is added here.
  return { title: { absolute: `${t('title')} - ${brand.productName}` }, robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <div className={styles.wrap}>
      <Result
        status="404"
        title={<h1 className={styles.title}>{t('title')}</h1>}
        subTitle={t('description')}
        extra={<BackHomeButton type="primary" />}
      />
    </div>
  );
}

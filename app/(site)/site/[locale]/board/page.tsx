import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadFormBlock } from '@/components/public-site/lead-form/LeadFormBlock';
import styles from '@/components/public-site/lead-pages/lead-pages.module.css';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const PATH = '/board';
const TOPICS = ['product', 'demo', 'pricing', 'support', 'other'] as const;
const NEXT_STEPS = ['call', 'demo', 'trial'] as const;

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('siteLeads.board');
  return sitePageMetadata({ path: PATH, title: t('title'), description: t('description') });
}

/** The message board (/board): a message becomes a lead in the pool. */
export default async function BoardPage({ params }: SiteParams) {
  await siteLocale(params);
  const [t, form] = await Promise.all([getTranslations('siteLeads.board'), getTranslations('siteLeads.form')]);
  const topics = TOPICS.map((key) => ({ value: form(`topics.${key}`), label: form(`topics.${key}`) }));
  const hotline = t('hotline');
  return (
    <main>
      <PageHero eyebrow={t('eyebrow')} title={t('heading')} lead={t('lead')} />
      <Section id="message" title={t('formTitle')}>
        <div className={styles.contactLayout}>
          <div>
            <p className={styles.formIntro}>{t('formIntro')}</p>
            <LeadFormBlock source="board" intentionChoices={topics} />
          </div>
          <aside className={styles.contactAside} aria-label={t('contactTitle')}>
            <div className={styles.asideCard}>
              <h3 className={styles.asideTitle}>{t('contactTitle')}</h3>
              <dl className={styles.contactList}>
                <div>
                  <dt>{t('hotlineLabel')}</dt>
                  <dd><a href={`tel:${hotline.replace(/\D/g, '')}`} className={styles.hotline}>{hotline}</a></dd>
                </div>
                <div>
                  <dt>{t('hoursLabel')}</dt>
                  <dd>{t('hours')}</dd>
                </div>
                <div>
                  <dt>{t('addressLabel')}</dt>
                  <dd>{t('address')}</dd>
                </div>
              </dl>
            </div>
            <div className={styles.asideCard}>
              <h3 className={styles.asideTitle}>{t('nextTitle')}</h3>
              <ol className={styles.nextList}>
                {NEXT_STEPS.map((key) => <li key={key}>{t(`next.${key}`)}</li>)}
              </ol>
            </div>
          </aside>
        </div>
      </Section>
    </main>
  );
}

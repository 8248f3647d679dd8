import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadFormBlock } from '@/components/public-site/lead-form/LeadFormBlock';
import styles from '@/components/public-site/lead-pages/lead-pages.module.css';
import { CheckList } from '@/components/public-site/sections/CheckList';
import { CompareTable } from '@/components/public-site/sections/CompareTable';
import { FaqList } from '@/components/public-site/sections/FaqList';
import { FeatureGrid } from '@/components/public-site/sections/FeatureGrid';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { Steps } from '@/components/public-site/sections/Steps';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const PATH = '/proxy';
const AUDIENCE = ['itService', 'integrator', 'reseller', 'consultant'] as const;
const BENEFITS = ['commission', 'protection', 'training', 'presales', 'marketing', 'leads'] as const;
const TIERS = ['registered', 'silver', 'gold', 'diamond'] as const;
const TIER_COLUMNS = ['threshold', 'newRate', 'renewalRate', 'extras'] as const;
const REQUIREMENTS = ['entity', 'team', 'experience', 'pricing', 'compliance'] as const;
const STEPS = ['apply', 'review', 'sign', 'start'] as const;
const FAQ = ['fee', 'exclusive', 'settlement', 'delivery'] as const;
const FORM_ID = 'apply';

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('siteLeads.proxy');
  return sitePageMetadata({ path: PATH, title: t('title'), description: t('description') });
}

/** The reseller programme (/proxy) with its application form; an application becomes a lead. */
export default async function ProxyPage({ params }: SiteParams) {
  await siteLocale(params);
  const t = await getTranslations('siteLeads.proxy');
  return (
    <main>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={[{ href: `#${FORM_ID}`, label: t('apply'), primary: true }, { href: '/partnerPay', label: t('seePrices') }]}
      />
      <Section id="audience" title={t('audienceTitle')} intro={t('audienceIntro')}>
        <FeatureGrid columns={4} items={AUDIENCE.map((key) => ({ title: t(`audience.${key}.title`), text: t(`audience.${key}.text`) }))} />
      </Section>
      <Section id="benefits" title={t('benefitsTitle')} tone="tinted">
        <FeatureGrid items={BENEFITS.map((key) => ({ title: t(`benefits.${key}.title`), text: t(`benefits.${key}.text`) }))} />
      </Section>
      <Section id="tiers" title={t('tiersTitle')} intro={t('tiersIntro')}>
        <CompareTable
          id="tier-table"
          caption={t('tiersCaption')}
          columns={TIER_COLUMNS.map((c) => t(`tierColumns.${c}`))}
          rows={TIERS.map((key) => ({ key, label: t(`tiers.${key}.name`), cells: TIER_COLUMNS.map((c) => t(`tiers.${key}.${c}`)) }))}
        />
      </Section>
      <Section id="join" title={t('stepsTitle')} tone="tinted">
        <Steps items={STEPS.map((key) => ({ title: t(`steps.${key}.title`), text: t(`steps.${key}.text`) }))} />
      </Section>
      <Section id="requirements" title={t('requirementsTitle')}>
        <div className={styles.formColumn}>
          <CheckList items={REQUIREMENTS.map((key) => ({ key, text: t(`requirements.${key}`) }))} />
        </div>
      </Section>
      <Section id="faq" title={t('faqTitle')} tone="tinted">
        <div className={styles.formColumn}>
          <FaqList items={FAQ.map((key) => ({ q: t(`faq.${key}.q`), a: t(`faq.${key}.a`) }))} />
        </div>
      </Section>
      <Section id={FORM_ID} title={t('formTitle')} intro={t('formIntro')}>
        <div className={styles.formColumn}>
          <LeadFormBlock source="proxy" />
        </div>
      </Section>
    </main>
  );
}

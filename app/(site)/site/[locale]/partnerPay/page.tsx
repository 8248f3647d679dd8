import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadFormBlock } from '@/components/public-site/lead-form/LeadFormBlock';
import { PlanCards } from '@/components/public-site/lead-pages/PlanCards';
import { PlanComparison, type ComparisonCell } from '@/components/public-site/lead-pages/PlanComparison';
import styles from '@/components/public-site/lead-pages/lead-pages.module.css';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { FaqList } from '@/components/public-site/sections/FaqList';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { isPlanId, PLAN_COMPARISON, PLAN_HIGHLIGHTS, PLAN_IDS, RECOMMENDED_PLAN, type PlanCell } from '@/lib/public-site/plans';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const PATH = '/partnerPay';
const FORM_ID = 'order';
const COMPARISON_ID = 'compare';
const FAQ = ['trial', 'billing', 'seats', 'upgrade', 'security'] as const;

/** Rendered per request: ?plan= preselects an edition in the order form. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('siteLeads.partnerPay');
  // ?plan= only preselects the order form: every address shows the same page.
  return sitePageMetadata({ path: PATH, title: t('title'), description: t('description') });
}

/** Editions and prices (/partnerPay) with an order request that becomes a lead; ?plan=<id> preselects one. */
export default async function PartnerPayPage({ params, searchParams }: SiteParams & { searchParams: SearchParams }) {
  await siteLocale(params);
  const [t, form, query] = await Promise.all([getTranslations('siteLeads.partnerPay'), getTranslations('siteLeads.form'), searchParams]);
  const chosen = Array.isArray(query.plan) ? query.plan[0] : query.plan;
  const plans = PLAN_IDS.map((id) => ({ id, name: t(`plans.${id}.name`), price: t(`plans.${id}.price`) }));
  const unit = t('perUserYear');
  const choices = plans.map((p) => ({ value: p.name, label: form('planOption', { name: p.name, price: p.price, unit }) }));
  const cell = (c: PlanCell): ComparisonCell => (c === 'yes' || c === 'no' ? { kind: c } : { kind: 'text', text: t(`comparison.values.${c.text}`) });

  return (
    <main>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('heading')}
        lead={t('lead')}
        actions={[{ href: `#${FORM_ID}`, label: t('formTitle'), primary: true }, { href: `#${COMPARISON_ID}`, label: t('comparisonTitle') }]}
      />
      <Section id="plans" title={t('plansTitle')} intro={t('plansIntro')}>
        <PlanCards
          plans={plans.map((p) => ({
            ...p,
            unit,
            minUsers: t(`plans.${p.id}.minUsers`),
            tagline: t(`plans.${p.id}.tagline`),
            features: PLAN_HIGHLIGHTS.map((f) => t(`plans.${p.id}.features.${f}`)),
            href: `${PATH}?plan=${p.id}#${FORM_ID}`,
            action: t('choose', { name: p.name }),
            badge: p.id === RECOMMENDED_PLAN ? t('recommended') : undefined,
          }))}
        />
      </Section>
      <Section id={COMPARISON_ID} title={t('comparisonTitle')} tone="tinted">
        <PlanComparison
          id="plan-comparison"
          caption={t('comparisonCaption')}
          featureColumn={t('featureColumn')}
          plans={plans}
          rows={PLAN_COMPARISON.map((row) => ({ key: row.feature, label: t(`comparison.rows.${row.feature}`), cells: PLAN_IDS.map((id) => cell(row.cells[id])) }))}
          included={t('included')}
          notIncluded={t('notIncluded')}
          highlight={RECOMMENDED_PLAN}
        />
      </Section>
      <Section id="faq" title={t('faqTitle')}>
        <div className={styles.formColumn}>
          <FaqList items={FAQ.map((key) => ({ q: t(`faq.${key}.q`), a: t(`faq.${key}.a`) }))} />
        </div>
      </Section>
      <Section id={FORM_ID} title={t('formTitle')} intro={t('formIntro')} tone="tinted">
        <div className={styles.formColumn}>
          <LeadFormBlock
            // A new ?plan= must start a fresh form with that plan chosen.
            key={chosen ?? ''}
            source="partnerPay"
            intentionChoices={choices}
            initialIntention={isPlanId(chosen) ? plans.find((p) => p.id === chosen)?.name : undefined}
          />
        </div>
      </Section>
      <CtaBand title={t('ctaTitle')} text={t('ctaText')} actions={[{ href: '/board', label: t('ctaBoard'), primary: true }, { href: '/proxy', label: t('ctaProxy') }]} />
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { APPROVAL_FLOW_LABELS, ApprovalFlowArt } from '@/components/public-site/illustrations/ApprovalFlowArt';
import { DashboardArt } from '@/components/public-site/illustrations/DashboardArt';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { FeatureGrid } from '@/components/public-site/sections/FeatureGrid';
import { NewsTeaser } from '@/components/public-site/sections/NewsTeaser';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { QuoteGrid } from '@/components/public-site/sections/QuoteGrid';
import { Section } from '@/components/public-site/sections/Section';
import { Split } from '@/components/public-site/sections/Split';
import { StatsRow } from '@/components/public-site/sections/StatsRow';
import { Steps } from '@/components/public-site/sections/Steps';
import blocks from '@/components/public-site/sections/blocks.module.css';
import { branding } from '@/lib/branding/branding';
import { rawMessages } from '@/lib/i18n/messages';
import { cardEntry, messageList, messageStrings, statEntry, stepEntry } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { z } from 'zod';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const quoteEntry = z.object({ text: z.string(), name: z.string(), org: z.string() });

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.index.meta');
  return sitePageMetadata({ path: '/index', title: t('title'), description: t('description') });
}

/** The public home page: what the product does for financial institutions, and the ways in. */
export default async function HomePage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.index');
  const [t, common, brand] = await Promise.all([getTranslations('sitePages.index'), getTranslations('sitePages.common'), branding()]);
  const actions = [
    { href: sitePath('/register'), label: common('register'), primary: true },
    { href: sitePath('/board'), label: common('demo') },
  ];
  const segments = messageList(raw('segments.items'), cardEntry).map((s) => ({
    ...s,
    link: { href: sitePath('/solution', s.key), label: t('segments.linkLabel', { name: s.title }) },
  }));

  return (
    <main>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead', { product: brand.productName })}
        actions={actions}
        art={<DashboardArt label={t('hero.art')} />}
      />

      <Section id="figures" title={t('figures.title')} intro={t('figures.intro')}>
        <StatsRow items={messageList(raw('figures.items'), statEntry)} />
      </Section>

      <Section id="modules" tone="tinted" title={t('modules.title')} intro={t('modules.intro')}>
        <FeatureGrid columns={3} items={messageList(raw('modules.items'), cardEntry)} />
      </Section>

      <Section id="segments" title={t('segments.title')} intro={t('segments.intro')}>
        <FeatureGrid columns={3} items={segments} />
      </Section>

      <Section id="approvals" tone="tinted" title={t('approvals.title')} intro={t('approvals.intro')}>
        <Split art={<ApprovalFlowArt label={t('approvals.art')} labels={messageStrings(raw('approvals.artLabels'), APPROVAL_FLOW_LABELS)} />}>
          <Steps layout="column" items={messageList(raw('approvals.steps'), stepEntry)} />
        </Split>
      </Section>

      <Section id="security" title={t('security.title')} intro={t('security.intro')}>
        <FeatureGrid columns={3} items={messageList(raw('security.items'), cardEntry)} />
      </Section>

      <Section id="voices" tone="tinted" title={t('voices.title')} intro={t('voices.intro')}>
        <QuoteGrid items={messageList(raw('voices.items'), quoteEntry)} />
        <p className={blocks.footnote}>{t('voices.note')}</p>
      </Section>

      <Section id="news" title={t('news.title')} intro={t('news.intro')}>
        <NewsTeaser emptyText={t('news.empty')} allLabel={t('news.all')} />
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} actions={actions} />
    </main>
  );
}

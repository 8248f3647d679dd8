import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { LEAD_POOL_LABELS, LeadPoolArt } from '@/components/public-site/illustrations/LeadPoolArt';
import { PipelineArt } from '@/components/public-site/illustrations/PipelineArt';
import { CheckList } from '@/components/public-site/sections/CheckList';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { FaqList } from '@/components/public-site/sections/FaqList';
import { FeatureGrid } from '@/components/public-site/sections/FeatureGrid';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { Split } from '@/components/public-site/sections/Split';
import { Steps } from '@/components/public-site/sections/Steps';
import { rawMessages } from '@/lib/i18n/messages';
import { cardEntry, messageList, messageStrings, messageTexts, qaEntry, stepEntry } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const pointEntry = z.object({ lead: z.string(), text: z.string() });

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.smartSale.meta');
  return sitePageMetadata({ path: '/smartSale', title: t('title'), description: t('description') });
}

/** Smart sales: the lead-to-receipt pipeline, the lead pool, follow-ups and reminders, statistics. */
export default async function SmartSalePage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.smartSale');
  const [t, common] = await Promise.all([getTranslations('sitePages.smartSale'), getTranslations('sitePages.common')]);
  const actions = [
    { href: sitePath('/register'), label: common('register'), primary: true },
    { href: sitePath('/board'), label: common('demo') },
  ];

  return (
    <main>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={actions}
        art={<PipelineArt label={t('pipeline.art')} stages={messageTexts(raw('pipeline.stages')).map((s) => s.text)} />}
      />

      <Section id="pipeline" title={t('pipeline.title')} intro={t('pipeline.intro')}>
        <Steps items={messageList(raw('pipeline.steps'), stepEntry)} />
      </Section>

      <Section id="lead-pool" tone="tinted" title={t('leadPool.title')} intro={t('leadPool.intro')}>
        <Split art={<LeadPoolArt label={t('leadPool.art')} labels={messageStrings(raw('leadPool.artLabels'), LEAD_POOL_LABELS)} />}>
          <CheckList items={messageList(raw('leadPool.points'), pointEntry)} />
        </Split>
      </Section>

      <Section id="follow-up" title={t('followUp.title')} intro={t('followUp.intro')}>
        <FeatureGrid columns={3} items={messageList(raw('followUp.items'), cardEntry)} />
      </Section>

      <Section id="statistics" tone="tinted" title={t('statistics.title')} intro={t('statistics.intro')}>
        <FeatureGrid columns={4} items={messageList(raw('statistics.items'), cardEntry)} />
      </Section>

      <Section id="faq" title={t('faq.title')}>
        <FaqList items={messageList(raw('faq.items'), qaEntry)} />
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} actions={actions} />
    </main>
  );
}

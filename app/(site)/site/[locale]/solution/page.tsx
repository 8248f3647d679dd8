import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { AnchorNav } from '@/components/public-site/sections/AnchorNav';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { FeatureGrid } from '@/components/public-site/sections/FeatureGrid';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { SegmentBlock } from '@/components/public-site/sections/SegmentBlock';
import blocks from '@/components/public-site/sections/blocks.module.css';
import { rawMessages } from '@/lib/i18n/messages';
import { cardEntry, messageList, messageStrings } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const segmentEntry = z.object({
  name: z.string(),
  tagline: z.string(),
  challenge: z.string(),
  approach: z.record(z.string(), z.string()),
  modules: z.record(z.string(), z.string()),
});

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.solution.meta');
  return sitePageMetadata({ path: '/solution', title: t('title'), description: t('description') });
}

/** Solutions by kind of institution (each with an anchor the home page links to) and by everyday scenario. */
export default async function SolutionPage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.solution');
  const [t, common] = await Promise.all([getTranslations('sitePages.solution'), getTranslations('sitePages.common')]);
  const segments = messageList(raw('segments.items'), segmentEntry).map((s) => ({
    ...s,
    id: s.key,
    approach: Object.values(s.approach),
    modules: Object.values(s.modules),
  }));
  const labels = messageStrings(raw('segments.labels'), ['challenge', 'approach', 'modules']);

  return (
    <main>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={[
          { href: sitePath('/board'), label: common('demo'), primary: true },
          { href: sitePath('/smartSale'), label: t('hero.smartSale') },
        ]}
      />

      <Section id="segments" title={t('segments.title')} intro={t('segments.intro')}>
        <AnchorNav label={common('onThisPage')} items={segments.map((s) => ({ id: s.id, text: s.name }))} />
        <div className={blocks.segments}>
          {segments.map((s) => (
            <SegmentBlock key={s.id} segment={s} labels={labels} />
          ))}
        </div>
      </Section>

      <Section id="scenarios" tone="tinted" title={t('scenarios.title')} intro={t('scenarios.intro')}>
        <FeatureGrid columns={4} items={messageList(raw('scenarios.items'), cardEntry)} />
      </Section>

      <Section id="deployment" title={t('deployment.title')} intro={t('deployment.intro')}>
        <FeatureGrid columns={3} items={messageList(raw('deployment.items'), cardEntry)} />
      </Section>

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { href: sitePath('/board'), label: common('demo'), primary: true },
          { href: sitePath('/register'), label: common('register') },
        ]}
      />
    </main>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { StoryArt } from '@/components/public-site/illustrations/StoryArt';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { FeatureGrid } from '@/components/public-site/sections/FeatureGrid';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { Split } from '@/components/public-site/sections/Split';
import { Timeline } from '@/components/public-site/sections/Timeline';
import { branding } from '@/lib/branding/branding';
import { rawMessages } from '@/lib/i18n/messages';
import { SUPPORT_HOTLINE_HREF } from '@/lib/public-site/contact';
import { cardEntry, messageList } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const milestoneEntry = z.object({ year: z.string(), title: z.string(), text: z.string() });
const contactEntry = cardEntry.extend({ link: z.string() });

/** Where each contact card leads. */
const CONTACT_HREFS: Record<string, string> = {
  business: sitePath('/partner'),
  hotline: SUPPORT_HOTLINE_HREF,
  board: sitePath('/board'),
};

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.about.meta');
  return sitePageMetadata({ path: '/about', title: t('title'), description: t('description') });
}

/** The company: story, mission, milestones, certifications, offices and contact. Its name comes from the base info. */
export default async function AboutPage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.about');
  const [t, brand] = await Promise.all([getTranslations('sitePages.about'), branding()]);
  const station = brand.stationName ?? brand.productName;
  const contacts = messageList(raw('contact.items'), contactEntry).map(({ link, ...card }) => {
    const href = CONTACT_HREFS[card.key];
    return href ? { ...card, link: { href, label: link } } : card;
  });

  return (
    <main>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title', { station })} lead={t('hero.lead', { station })} />

      <Section id="story" title={t('story.title')}>
        <Split art={<StoryArt label={t('story.art')} />}>
          <p>{t('story.p1')}</p>
          <p>{t('story.p2')}</p>
          <p>{t('story.p3', { product: brand.productName })}</p>
        </Split>
      </Section>

      <Section id="mission" tone="tinted" title={t('mission.title')}>
        <FeatureGrid columns={3} items={messageList(raw('mission.items'), cardEntry)} />
      </Section>

      <Section id="milestones" title={t('milestones.title')}>
        <Timeline items={messageList(raw('milestones.items'), milestoneEntry)} />
      </Section>

      <Section id="qualifications" tone="tinted" title={t('qualifications.title')} intro={t('qualifications.intro')}>
        <FeatureGrid columns={3} items={messageList(raw('qualifications.items'), cardEntry)} />
      </Section>

      <Section id="offices" title={t('offices.title')} intro={t('offices.intro')}>
        <FeatureGrid columns={3} items={messageList(raw('offices.items'), cardEntry)} />
      </Section>

      <Section id="contact" tone="tinted" title={t('contact.title')}>
        <FeatureGrid columns={3} items={contacts} />
      </Section>

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { href: sitePath('/board'), label: t('contact.items.board.link'), primary: true },
          { href: sitePath('/partner'), label: t('contact.items.business.link') },
        ]}
      />
    </main>
  );
}

import type { Metadata } from 'next';
import { IntentLink } from '@/components/widgets/IntentLink';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { Callout } from '@/components/public-site/sections/Callout';
import { CheckList } from '@/components/public-site/sections/CheckList';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { FeatureGrid } from '@/components/public-site/sections/FeatureGrid';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { Steps } from '@/components/public-site/sections/Steps';
import blocks from '@/components/public-site/sections/blocks.module.css';
import { rawMessages } from '@/lib/i18n/messages';
import { cardEntry, messageList, stepEntry } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const pointEntry = z.object({ lead: z.string(), text: z.string() });

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.partner.meta');
  return sitePageMetadata({ path: '/partner', title: t('title'), description: t('description') });
}

/** The partner ecosystem: kinds of partners, integrations, benefits, how to join, and the partner sign-in. */
export default async function PartnerPage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.partner');
  const t = await getTranslations('sitePages.partner');
  const actions = [
    { href: sitePath('/register'), label: t('hero.apply'), primary: true },
    { href: sitePath('/unionLogin'), label: t('hero.signIn') },
  ];

  return (
    <main>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} actions={actions} />

      <Section id="types" title={t('types.title')} intro={t('types.intro')}>
        <FeatureGrid columns={4} items={messageList(raw('types.items'), cardEntry)} />
      </Section>

      <Section id="integrations" tone="tinted" title={t('integrations.title')} intro={t('integrations.intro')}>
        <FeatureGrid columns={3} items={messageList(raw('integrations.items'), cardEntry)} />
      </Section>

      <Section id="benefits" title={t('benefits.title')} intro={t('benefits.intro')}>
        <div className={blocks.columns}>
          <CheckList items={messageList(raw('benefits.items'), pointEntry)} />
        </div>
      </Section>

      <Section id="join" tone="tinted" title={t('join.title')} intro={t('join.intro')}>
        <Steps items={messageList(raw('join.steps'), stepEntry)} />
        <ul className={blocks.linkRow}>
          <li>
            <IntentLink href={sitePath('/register')} className={blocks.textLink}>{t('join.registerLink')}</IntentLink>
          </li>
          <li>
            <IntentLink href={sitePath('/proxy')} className={blocks.textLink}>{t('join.proxyLink')}</IntentLink>
          </li>
        </ul>
      </Section>

      <Section id="partner-area" title={t('portal.sectionTitle')}>
        <Callout
          title={t('portal.title')}
          text={t('portal.text')}
          links={[
            { href: sitePath('/unionLogin'), label: t('portal.signIn') },
            { href: sitePath('/partnerPay'), label: t('portal.pricing') },
          ]}
        />
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} actions={actions} />
    </main>
  );
}

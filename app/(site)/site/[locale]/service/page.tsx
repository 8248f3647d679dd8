import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { MIGRATION_LABELS, MigrationArt } from '@/components/public-site/illustrations/MigrationArt';
import { CheckList } from '@/components/public-site/sections/CheckList';
import { CompareTable } from '@/components/public-site/sections/CompareTable';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { FaqList } from '@/components/public-site/sections/FaqList';
import { FeatureGrid } from '@/components/public-site/sections/FeatureGrid';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import { Split } from '@/components/public-site/sections/Split';
import { StatsRow } from '@/components/public-site/sections/StatsRow';
import { Steps } from '@/components/public-site/sections/Steps';
import blocks from '@/components/public-site/sections/blocks.module.css';
import { rawMessages } from '@/lib/i18n/messages';
import { cardEntry, messageList, messageStrings, qaEntry, statEntry, stepEntry } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { SUPPORT_HOTLINE_HREF } from '@/lib/public-site/contact';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const TIERS = ['standard', 'professional', 'premium'] as const;
const tierRow = z.object({ label: z.string(), standard: z.string(), professional: z.string(), premium: z.string() });
const pointEntry = z.object({ lead: z.string(), text: z.string() });
const contactEntry = cardEntry.extend({ link: z.string() });

/** Where each contact card leads. */
const CONTACT_HREFS: Record<string, string> = {
  hotline: SUPPORT_HOTLINE_HREF,
  board: sitePath('/board'),
  forum: sitePath('/forum'),
};

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.service.meta');
  return sitePageMetadata({ path: '/service', title: t('title'), description: t('description') });
}

/** Services: implementation, training, support tiers and commitments, data migration, contact. */
export default async function ServicePage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.service');
  const t = await getTranslations('sitePages.service');
  const columns = messageStrings(raw('support.columns'), TIERS);
  const rows = messageList(raw('support.rows'), tierRow).map((r) => ({ key: r.key, label: r.label, cells: TIERS.map((tier) => r[tier]) }));
  const contacts = messageList(raw('contact.items'), contactEntry).map(({ link, ...card }) => {
    const href = CONTACT_HREFS[card.key];
    return href ? { ...card, link: { href, label: link } } : card;
  });

  return (
    <main>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={[
          { href: sitePath('/board'), label: t('hero.contact'), primary: true },
          { href: sitePath('/forum'), label: t('hero.forum') },
        ]}
      />

      <Section id="implementation" title={t('implementation.title')} intro={t('implementation.intro')}>
        <Steps items={messageList(raw('implementation.steps'), stepEntry)} />
      </Section>

      <Section id="training" tone="tinted" title={t('training.title')} intro={t('training.intro')}>
        <FeatureGrid columns={4} items={messageList(raw('training.items'), cardEntry)} />
      </Section>

      <Section id="support" title={t('support.title')} intro={t('support.intro')}>
        <CompareTable id="support-tiers" caption={t('support.caption')} columns={TIERS.map((tier) => columns[tier])} rows={rows} />
      </Section>

      <Section id="sla" tone="tinted" title={t('sla.title')} intro={t('sla.intro')}>
        <StatsRow items={messageList(raw('sla.items'), statEntry)} />
        <p className={blocks.footnote}>{t('sla.note')}</p>
      </Section>

      <Section id="migration" title={t('migration.title')} intro={t('migration.intro')}>
        <Split art={<MigrationArt label={t('migration.art')} labels={messageStrings(raw('migration.artLabels'), MIGRATION_LABELS)} />}>
          <CheckList items={messageList(raw('migration.points'), pointEntry)} />
        </Split>
      </Section>

      <Section id="contact" tone="tinted" title={t('contact.title')} intro={t('contact.intro')}>
        <FeatureGrid columns={3} items={contacts} />
      </Section>

      <Section id="faq" title={t('faq.title')}>
        <FaqList items={messageList(raw('faq.items'), qaEntry)} />
      </Section>

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { href: sitePath('/board'), label: t('hero.contact'), primary: true },
          { href: sitePath('/forum'), label: t('hero.forum') },
        ]}
      />
    </main>
  );
}

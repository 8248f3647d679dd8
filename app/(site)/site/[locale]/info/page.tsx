import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { AnchorNav } from '@/components/public-site/sections/AnchorNav';
import { Callout } from '@/components/public-site/sections/Callout';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { InsightArticle } from '@/components/public-site/sections/InsightArticle';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import blocks from '@/components/public-site/sections/blocks.module.css';
import { rawMessages } from '@/lib/i18n/messages';
import { messageList } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const insightEntry = z.object({
  title: z.string(),
  date: z.iso.date(),
  topic: z.string(),
  summary: z.string(),
  paragraphs: z.record(z.string(), z.string()),
});

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.info.meta');
  return sitePageMetadata({ path: '/info', title: t('title'), description: t('description') });
}

/** Industry insights: short original articles, each opening in place; company news lives at /news. */
export default async function InfoPage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.info');
  const [t, common] = await Promise.all([getTranslations('sitePages.info'), getTranslations('sitePages.common')]);
  const insights = messageList(raw('articles.items'), insightEntry).map((a) => ({ ...a, id: a.key, paragraphs: Object.values(a.paragraphs) }));

  return (
    <main>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />

      <Section id="articles" title={t('articles.title')} intro={t('articles.intro')}>
        <AnchorNav label={common('onThisPage')} items={insights.map((a) => ({ id: a.id, text: a.topic }))} />
        <ul className={blocks.insights}>
          {insights.map((a) => (
            <li key={a.id}>
              <InsightArticle insight={a} readMore={common('readMore')} readMoreContext={common('readMoreContext', { title: a.title })} />
            </li>
          ))}
        </ul>
        <div className={blocks.spaced}>
          <Callout title={t('newsLink.title')} text={t('newsLink.text')} links={[{ href: sitePath('/news'), label: t('newsLink.link') }]} />
        </div>
      </Section>

      <CtaBand
        title={t('cta.title')}
        text={t('cta.text')}
        actions={[
          { href: sitePath('/board'), label: common('demo'), primary: true },
          { href: sitePath('/solution'), label: t('cta.solutions') },
        ]}
      />
    </main>
  );
}

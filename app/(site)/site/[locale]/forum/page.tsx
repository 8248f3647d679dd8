import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { AnchorNav } from '@/components/public-site/sections/AnchorNav';
import { Callout } from '@/components/public-site/sections/Callout';
import { CtaBand } from '@/components/public-site/sections/CtaBand';
import { ForumCategory } from '@/components/public-site/sections/ForumCategory';
import { PageHero } from '@/components/public-site/sections/PageHero';
import { Section } from '@/components/public-site/sections/Section';
import blocks from '@/components/public-site/sections/blocks.module.css';
import { rawMessages } from '@/lib/i18n/messages';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import { messageList, qaEntry } from '@/lib/public-site/message-list';
import { sitePageMetadata } from '@/lib/public-site/page-metadata';
import { sitePath } from '@/lib/public-site/paths';
import { siteLocale, type SiteParams } from '@/lib/public-site/site-locale';

const categoryEntry = z.object({ title: z.string(), text: z.string(), items: z.record(z.string(), qaEntry) });

export async function generateMetadata({ params }: SiteParams): Promise<Metadata> {
  await siteLocale(params);
  const t = await getTranslations('sitePages.forum.meta');
  return sitePageMetadata({ path: '/forum', title: t('title'), description: t('description') });
}

/** The public Q&A, read-only: answered questions by topic; asking needs a sign-in or the contact board. */
export default async function ForumPage({ params }: SiteParams) {
  const locale = await siteLocale(params);
  const raw = rawMessages(locale, 'sitePages.forum');
  const [t, common] = await Promise.all([getTranslations('sitePages.forum'), getTranslations('sitePages.common')]);
  const categories = messageList(raw('categories'), categoryEntry).map((c) => ({
    ...c,
    id: `qa-${c.key}`,
    items: messageList(c.items, qaEntry),
  }));
  const ask = { href: sitePath('/board'), label: t('hero.ask'), primary: true };
  const signIn = { href: LOGIN_PATH, label: t('hero.signIn') };

  return (
    <main>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} actions={[ask, signIn]} />

      <Section id="questions" title={t('questions.title')} intro={t('questions.intro')}>
        <Callout
          title={t('notice.title')}
          text={t('notice.text')}
          links={[
            { href: sitePath('/board'), label: t('notice.board') },
            { href: LOGIN_PATH, label: t('notice.signIn') },
          ]}
        />
        <AnchorNav label={common('onThisPage')} items={categories.map((c) => ({ id: c.id, text: c.title }))} />
        <div className={blocks.forumGrid}>
          {categories.map((c) => (
            <ForumCategory key={c.id} id={c.id} title={c.title} text={c.text} items={c.items} />
          ))}
        </div>
      </Section>

      <CtaBand title={t('cta.title')} text={t('cta.text')} actions={[ask, signIn]} />
    </main>
  );
}

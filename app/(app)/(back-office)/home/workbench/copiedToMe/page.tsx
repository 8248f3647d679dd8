import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CopiedToMeList } from '@/components/workbench/CopiedToMeList';
import { PageMessages } from '@/components/providers/PageMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('menu');
  return { title: t('workbenchCopiedToMe') };
}

/** Requests copied to the caller (抄送我的), read-only. */
export default function WorkbenchCopiedToMePage() {
  return (
    <PageMessages texts="workbench">
      <CopiedToMeList />
    </PageMessages>
  );
}

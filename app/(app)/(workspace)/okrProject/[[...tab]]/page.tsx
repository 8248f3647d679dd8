import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { workspacePage } from '@/components/project-workspace/workspace-tabs';
import { workspaceView } from '@/components/project-workspace/workspace-views';
import { REDIRECTS } from '@/lib/navigation/product-menu';
import { searchOf } from '@/lib/navigation/request-path';

interface WorkspacePageProps {
  params: Promise<{ tab?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pathOf = (tab: string[] | undefined) => `/okrProject${tab?.length ? `/${tab.join('/')}` : ''}`;

export async function generateMetadata({ params }: WorkspacePageProps): Promise<Metadata> {
  const page = workspacePage(pathOf((await params).tab));
  if (!page) return {};
  return { title: (await getTranslations('menu'))(page.title) };
}

/**
 * The workspace's pages (docs/entities.md, "The workspace's tabs"): /okrProject leads to the overview and the budget tab to its
 * payments, keeping ?key=; the built tabs show their part, the others say when they come.
 */
export default async function WorkspacePage({ params, searchParams }: WorkspacePageProps) {
  const path = pathOf((await params).tab);
  const target = REDIRECTS[path];
  if (target) redirect(`${target}${searchOf(await searchParams)}`);
  if (!workspacePage(path)) notFound();
  return workspaceView(path);
}

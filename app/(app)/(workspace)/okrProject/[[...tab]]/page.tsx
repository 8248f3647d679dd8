import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import type { ComponentType } from 'react';
import { ProjectObjectives } from '@/components/project-workspace/okr/ProjectObjectives';
import { ProjectOverview } from '@/components/project-workspace/ProjectOverview';
import { ProjectTasks } from '@/components/project-workspace/ProjectTasks';
import { ProjectDocuments } from '@/components/project-workspace/documents/ProjectDocuments';
import { ProjectResources } from '@/components/project-workspace/ProjectResources';
import { ProjectReport } from '@/components/project-workspace/report/ProjectReport';
import { WorkspaceRecordsTab } from '@/components/project-workspace/WorkspaceRecordsTab';
import { BudgetTab } from '@/components/project-workspace/budget/BudgetTab';
import { WorkspaceTabPlaceholder } from '@/components/project-workspace/WorkspaceTabPlaceholder';
import { BUDGET_OTHER_PATH, BUDGET_PAYMENT_PATH, BUDGET_RECEIVE_PATH, CONTRACTS_PATH, OVERVIEW_PATH, QUOTES_PATH, REPORT_PATH, workspacePage } from '@/components/project-workspace/workspace-tabs';
import { REDIRECTS } from '@/lib/navigation/product-menu';
import { searchOf } from '@/lib/navigation/request-path';

interface WorkspacePageProps {
  params: Promise<{ tab?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The tabs that are built, by path; the others say when they come. */
const BUILT_TABS: Readonly<Record<string, ComponentType>> = {
  [OVERVIEW_PATH]: ProjectOverview,
  '/okrProject/okr': ProjectObjectives,
  '/okrProject/task': ProjectTasks,
  '/okrProject/resource': ProjectResources,
  '/okrProject/document': ProjectDocuments,
  [REPORT_PATH]: ProjectReport,
  [QUOTES_PATH]: () => <WorkspaceRecordsTab entityName="quote" />,
  [CONTRACTS_PATH]: () => <WorkspaceRecordsTab entityName="contract" />,
  [BUDGET_PAYMENT_PATH]: () => <BudgetTab kind="payment" />,
  [BUDGET_RECEIVE_PATH]: () => <BudgetTab kind="receivable" />,
  [BUDGET_OTHER_PATH]: () => <BudgetTab kind="otherFee" />,
};

const pathOf = (tab: string[] | undefined) => `/okrProject${tab?.length ? `/${tab.join('/')}` : ''}`;

export async function generateMetadata({ params }: WorkspacePageProps): Promise<Metadata> {
  const page = workspacePage(pathOf((await params).tab));
  if (!page) return {};
  return { title: (await getTranslations('menu'))(page.title) };
}

/**
 * The workspace's pages (spec-1 §2.3): /okrProject leads to the overview and the budget tab to its
 * payments, keeping ?key=; the built tabs show their part, the others say when they come.
 */
export default async function WorkspacePage({ params, searchParams }: WorkspacePageProps) {
  const path = pathOf((await params).tab);
  const target = REDIRECTS[path];
  if (target) redirect(`${target}${searchOf(await searchParams)}`);
  if (!workspacePage(path)) notFound();
  const Tab = BUILT_TABS[path] ?? WorkspaceTabPlaceholder;
  return <Tab />;
}

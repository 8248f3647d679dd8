import type { ComponentType, ReactElement } from 'react';
import { BudgetTab } from './budget/BudgetTab';
import { ProjectDocuments } from './documents/ProjectDocuments';
import { ProjectObjectives } from './okr/ProjectObjectives';
import { ProjectOverview } from './ProjectOverview';
import { ProjectResources } from './ProjectResources';
import { ProjectTasks } from './ProjectTasks';
import { ProjectReport } from './report/ProjectReport';
import { WorkspaceRecordsTab } from './WorkspaceRecordsTab';
import { WorkspaceTabPlaceholder } from './WorkspaceTabPlaceholder';
import { BUDGET_OTHER_PATH, BUDGET_PAYMENT_PATH, BUDGET_RECEIVE_PATH, CONTRACTS_PATH, OVERVIEW_PATH, QUOTES_PATH, REPORT_PATH } from './workspace-tabs';

/** What each of the workspace's pages shows, by its path in the workspace menu (lib/navigation/product-menu.ts). */
const WORKSPACE_VIEWS: Readonly<Record<string, ComponentType>> = {
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

/** The view of a workspace page; a page of the menu without one says when it comes. */
export function workspaceView(path: string): ReactElement {
  const View = WORKSPACE_VIEWS[path] ?? WorkspaceTabPlaceholder;
  return <View />;
}

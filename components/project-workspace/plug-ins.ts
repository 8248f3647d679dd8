import dynamic from 'next/dynamic';
import type { RowActionProps } from '@/components/entity/actions/types';
import { entityPlugIn } from '@/components/entity/plug-ins';
import { openProjectWorkspace } from '@/lib/client/project-selection';
import type { paymentPlanEntity } from '@/lib/entities/payment-plan';
import type { projectEntity } from '@/lib/entities/project';
import type { receivablePlanEntity } from '@/lib/entities/receivable-plan';

/** The wizard (its steps and pickers) loads when a project is first created or edited. */
const ProjectWizardDrawer = dynamic(() => import('./ProjectWizardDrawer').then((m) => m.ProjectWizardDrawer), { ssr: false });
const PaymentPlanRowAction = dynamic<RowActionProps>(() => import('./budget/drawdown/drawdown').then((m) => m.PaymentPlanRowAction));
const ReceivablePlanRowAction = dynamic<RowActionProps>(() => import('./budget/drawdown/drawdown').then((m) => m.ReceivablePlanRowAction));

/** What projects add to the generic pages. */
export const projectPlugIns = [
  // A project is entered with its three-step wizard and opened in its workspace.
  entityPlugIn<typeof projectEntity>('project', { actions: { form: ProjectWizardDrawer, open: (key) => openProjectWorkspace(key) } }),
  // 付款 / 收款 against a plan, and its payments or receipts in a drawer.
  entityPlugIn<typeof paymentPlanEntity>('paymentPlan', { actions: { row: PaymentPlanRowAction, rowWidth: 112 } }),
  entityPlugIn<typeof receivablePlanEntity>('receivablePlan', { actions: { row: ReceivablePlanRowAction, rowWidth: 112 } }),
];

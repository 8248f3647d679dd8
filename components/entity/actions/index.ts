import dynamic from 'next/dynamic';
import type { EntityName } from '@/lib/entities';
import { refreshAllDictItems } from '../fields/dict-items';
import { projectActions } from './project';
import type { EntityActions, RowActionProps, ToolbarActionProps } from './types';

// Each kind's own actions load with that kind's lists only, not with every list.
const UserStatusRowAction = dynamic<RowActionProps>(() => import('./user-status').then((m) => m.UserStatusRowAction));
const UserStatusToolbar = dynamic<ToolbarActionProps>(() => import('./user-status').then((m) => m.UserStatusToolbar));
const RoleGrantRowAction = dynamic<RowActionProps>(() => import('./role-grant').then((m) => m.RoleGrantRowAction));
const PoolRulesToolbar = dynamic<ToolbarActionProps>(() => import('./pool-rules').then((m) => m.PoolRulesToolbar));
const CluePoolToolbar = dynamic<ToolbarActionProps>(() => import('./clue-pool').then((m) => m.CluePoolToolbar));
const PaymentPlanRowAction = dynamic<RowActionProps>(() => import('./drawdown').then((m) => m.PaymentPlanRowAction));
const ReceivablePlanRowAction = dynamic<RowActionProps>(() => import('./drawdown').then((m) => m.ReceivablePlanRowAction));
const QrcodeRowAction = dynamic<RowActionProps>(() => import('./qrcode-files').then((m) => m.QrcodeRowAction));

export type { EntityActions, EntityFormProps, RowActionProps, ToolbarActionProps } from './types';

/** The one place an entity gets actions beyond detail, edit and delete: entity name -> actions. */
const ENTITY_ACTIONS: Readonly<Partial<Record<EntityName, EntityActions>>> = {
  user: { row: UserStatusRowAction, rowWidth: 56, toolbar: UserStatusToolbar, selectsRows: true },
  role: { row: RoleGrantRowAction, rowWidth: 56 },
  // The public pool's rules sit on the pool's own toolbar.
  customer: { toolbar: PoolRulesToolbar },
  // The lead pool's distribution by hand and by rule, and the rule itself.
  clue: { toolbar: CluePoolToolbar, selectsRows: true },
  // Dictionary texts are cached in the browser by code: a change refreshes them everywhere.
  dictionary: { afterChange: () => void refreshAllDictItems() },
  dictionaryItem: { afterChange: () => void refreshAllDictItems() },
  // A project is entered with its three-step wizard and opened in its workspace.
  project: projectActions,
  // 付款 / 收款 against a plan, and its payments or receipts in a drawer.
  paymentPlan: { row: PaymentPlanRowAction, rowWidth: 112 },
  receivablePlan: { row: ReceivablePlanRowAction, rowWidth: 112 },
  // A QR code is drawn on the server, downloaded as PNG or SVG, and its files deleted.
  qrcode: { row: QrcodeRowAction, rowWidth: 260 },
};

const NONE: EntityActions = {};

export function actionsOf(entityName: string): EntityActions {
  return ENTITY_ACTIONS[entityName as EntityName] ?? NONE;
}

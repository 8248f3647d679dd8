import type { EntityName } from '@/lib/entities';
import { refreshAllDictItems } from '../fields/dict-items';
import { CluePoolToolbar } from './clue-pool';
import { PaymentPlanRowAction, ReceivablePlanRowAction } from './drawdown';
import { PoolRulesToolbar } from './pool-rules';
import { projectActions } from './project';
import { RoleGrantRowAction } from './role-grant';
import type { EntityActions } from './types';
import { UserStatusRowAction, UserStatusToolbar } from './user-status';

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
};

const NONE: EntityActions = {};

export function actionsOf(entityName: string): EntityActions {
  return ENTITY_ACTIONS[entityName as EntityName] ?? NONE;
}

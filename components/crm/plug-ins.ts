import dynamic from 'next/dynamic';
import type { ToolbarActionProps } from '@/components/entity/actions/types';
import { entityPlugIn } from '@/components/entity/plug-ins';
import type { clueEntity } from '@/lib/entities/clue';
import type { customerEntity } from '@/lib/entities/customer';
import type { customerDepartmentEntity } from '@/lib/entities/customer-department';

const PoolRulesToolbar = dynamic<ToolbarActionProps>(() => import('./pool-rules').then((m) => m.PoolRulesToolbar));
const CluePoolToolbar = dynamic<ToolbarActionProps>(() => import('./clue-pool').then((m) => m.CluePoolToolbar));
/** A customer's department tree loads with a form that shows one. */
const CustomerDepartmentPickerInput = dynamic(() => import('./CustomerDepartmentPickerInput').then((m) => m.CustomerDepartmentPickerInput));

/** What customers and leads add to the generic pages. */
export const crmPlugIns = [
  // The public pool's rules sit on the pool's own toolbar.
  entityPlugIn<typeof customerEntity>('customer', { actions: { toolbar: PoolRulesToolbar } }),
  // The lead pool's distribution by hand and by rule, and the rule itself.
  entityPlugIn<typeof clueEntity>('clue', { actions: { toolbar: CluePoolToolbar, selectsRows: true } }),
  // A customer's departments are picked from that customer's tree.
  entityPlugIn<typeof customerDepartmentEntity>('customerDepartment', { formInput: CustomerDepartmentPickerInput }),
];

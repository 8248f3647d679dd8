import type { EntityBehaviour } from '../../entity/behaviour';
import { okrContract } from '../../db/schema';
import { assertSameProject } from './same-project';

/** Settlements: one settles under one of its own project's contracts (or none). */
export const settlementBehaviour: EntityBehaviour = {
  async prepare(ctx) {
    await assertSameProject(ctx, 'contract_key', { table: okrContract, key: 'contract_key' }, 'entity.settlement.validation.contractOfAnotherProject');
  },
};

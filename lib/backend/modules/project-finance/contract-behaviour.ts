import type { EntityBehaviour } from '../../entity/behaviour';
import { okrQuote } from '../../db/schema';
import { assertSameProject } from './same-project';

/**
 * Contracts: a contract follows one of its own project's quotes (or none); a quote of another
 * project is refused, whoever could read it.
 */
export const contractBehaviour: EntityBehaviour = {
  async prepare(ctx) {
    await assertSameProject(ctx, 'quote_key', { table: okrQuote, key: 'quote_key' }, 'entity.contract.validation.quoteOfAnotherProject');
  },
};

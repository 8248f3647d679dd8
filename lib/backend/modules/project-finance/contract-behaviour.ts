import { and, eq } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import type { EntityBehaviour } from '../../entity/behaviour';
import { okrQuote } from '../../db/schema';
import { ApiError } from '../../http/errors';

/**
 * Contracts: a contract follows one of its own project's quotes (or none); a quote of another
 * project is refused, whoever could read it.
 */
export const contractBehaviour: EntityBehaviour = {
  async prepare({ tx, row, before }) {
    const quoteKey = 'quote_key' in row ? row.quote_key : before?.quote_key;
    const projectKey = row.project_key ?? before?.project_key;
    if (typeof quoteKey !== 'string' || !quoteKey) return;
    const [quote] = await tx.select({ key: okrQuote.quote_key }).from(okrQuote)
      .where(and(eq(okrQuote.quote_key, quoteKey), eq(okrQuote.project_key, String(projectKey)), eq(okrQuote.del_flag, 0))).limit(1);
    if (!quote) throw new ApiError(ResultCode.badRequest, 'entity.contract.validation.quoteOfAnotherProject');
  },
};

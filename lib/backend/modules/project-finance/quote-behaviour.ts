import { and, count, eq } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import { entityBehaviour } from '../../entity/behaviour';
import { okrQuoteLine } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { quoteEntity } from '@/lib/entities/quote';

/** Quotes: one without lines is not submitted for approval (报价没有明细，不能提交). */
export const quoteBehaviour = entityBehaviour(quoteEntity, {
  async beforeSubmit({ tx, record }) {
    const [lines] = await tx.select({ n: count() }).from(okrQuoteLine)
      .where(and(eq(okrQuoteLine.quote_key, String(record.quote_key)), eq(okrQuoteLine.del_flag, 0)));
    if (Number(lines?.n ?? 0) === 0) throw new ApiError(ResultCode.badRequest, 'entity.quote.validation.noLines');
  },
});

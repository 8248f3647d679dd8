import { ResultCode } from '@/lib/contract/envelope';
import { entityBehaviour } from '../../entity/behaviour';
import { ApiError } from '../../http/errors';
import { accountingEntryEntity } from '@/lib/entities/accounting-entry';

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/** Accounting entries: each is a debit or a credit, exactly one of them above zero. */
export const accountingEntryBehaviour = entityBehaviour(accountingEntryEntity, {
  async prepare({ row, before }) {
    const debit = cents('debit' in row ? row.debit : before?.debit);
    const credit = cents('credit' in row ? row.credit : before?.credit);
    if ((debit > 0) === (credit > 0)) throw new ApiError(ResultCode.badRequest, 'entity.accountingEntry.validation.debitOrCredit');
  },
});

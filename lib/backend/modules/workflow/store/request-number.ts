import type { NumberingDef } from '@/lib/entity/features/numbering/numbering';
import type { Db } from '../../../db/client';
import { wfInstance } from '../../../db/schema';
import { nextNumbersIn, type NumberedColumn } from '../../../entity/features/numbering/numbering';

/**
 * A request's readable number (审批编号), e.g. SP-20261129-0001: given when a person starts it, by
 * the numbering rule of the kind `approvalRequest` that an administrator sets under 系统管理 →
 * 编号规则 like those of quotes and contracts. A call activity's child is a step of its caller and
 * takes none; requests started before numbers existed have none and show their business number
 * or key (request-print.ts, `requestNumber`).
 */

export const REQUEST_NUMBER_KIND = 'approvalRequest';
export const REQUEST_NUMBERING: NumberingDef = { field: 'request_no', prefix: 'SP', datePattern: 'yyyyMMdd', digits: 4 };

const numbered: NumberedColumn = { name: REQUEST_NUMBER_KIND, numbering: REQUEST_NUMBERING, table: wfInstance, column: wfInstance.request_no, lock: 'wf_instance' };

/**
 * The number the next request takes. Inside the start's transaction it holds the kind first, so
 * requests started at once are numbered one after the other; `hold` false only previews it.
 */
export async function nextRequestNumber(db: Db, hold: boolean, now = new Date()): Promise<string> {
  const [number] = await nextNumbersIn(db, numbered, 1, hold, now);
  return number!;
}

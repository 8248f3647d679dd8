import { ENTITIES } from '@/lib/entities';
import { entityBehaviour, type Row } from '../../entity/behaviour';
import { nextNumbers } from '../../entity/features/numbering/numbering';
import { numberingRuleEntity } from '@/lib/entities/numbering-rule';
import { nextRequestNumber, REQUEST_NUMBER_KIND } from '../workflow/port';

/** Numbering rules: each answered with the number its kind's next record (or approval request) would get now. */
export const numberingRuleBehaviour = entityBehaviour(numberingRuleEntity, {
  async decorate(db, rows: Row[]) {
    return Promise.all(rows.map(async (row) => {
      if (row.kind === REQUEST_NUMBER_KIND) return { ...row, next_code: await nextRequestNumber(db, false) };
      const entity = ENTITIES.find((e) => e.name === row.kind && e.numbering);
      return { ...row, next_code: entity ? (await nextNumbers(db, entity, 1, false))[0] : null };
    }));
  },
});

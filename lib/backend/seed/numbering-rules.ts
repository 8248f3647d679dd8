import { ENTITIES } from '@/lib/entities';
import { defaultNumberingRule } from '@/lib/entity/features/numbering/numbering';
import type { Db } from '../db/client';
import { sysNumberingRule } from '../db/schema';
import { REQUEST_NUMBER_KIND, REQUEST_NUMBERING } from '../modules/workflow/store/request-number';

/**
 * A numbering rule (编号规则) for every numbered kind (and approval requests), as its declaration sets it, so the system page
 * lists each one for an administrator to change. Fixed keys: a rule already there (perhaps changed)
 * stays as it is. Every database gets them, demo or not.
 */
export async function seedNumberingRules(db: Db): Promise<void> {
  // Approval requests are numbered too (审批编号), though no entity declares them.
  const kinds = [...ENTITIES.flatMap((entity) => (entity.numbering ? [{ name: entity.name, numbering: entity.numbering }] : [])), { name: REQUEST_NUMBER_KIND, numbering: REQUEST_NUMBERING }];
  const rows = kinds.map(({ name, numbering }) => {
    const rule = defaultNumberingRule(numbering);
    return { rule_key: `nr-${name}`, kind: name, prefix: rule.prefix, date_pattern: rule.datePattern, digits: rule.digits, create_by: 'usr-admin', update_by: 'usr-admin' };
  });
  if (rows.length) await db.insert(sysNumberingRule).values(rows).onConflictDoNothing();
}

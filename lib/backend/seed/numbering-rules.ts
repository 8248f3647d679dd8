import { ENTITIES } from '@/lib/entities';
import { defaultNumberingRule } from '@/lib/entity/features/numbering/numbering';
import type { Db } from '../db/client';
import { sysNumberingRule } from '../db/schema';

/**
 * A numbering rule (编号规则) for every numbered kind, as its declaration sets it, so the system page
 * lists each one for an administrator to change. Fixed keys: a rule already there (perhaps changed)
 * stays as it is. Every database gets them, demo or not.
 */
export async function seedNumberingRules(db: Db): Promise<void> {
  const rows = ENTITIES.flatMap((entity) => {
    if (!entity.numbering) return [];
    const rule = defaultNumberingRule(entity.numbering);
    return [{ rule_key: `nr-${entity.name}`, kind: entity.name, prefix: rule.prefix, date_pattern: rule.datePattern, digits: rule.digits, create_by: 'usr-admin', update_by: 'usr-admin' }];
  });
  if (rows.length) await db.insert(sysNumberingRule).values(rows).onConflictDoNothing();
}

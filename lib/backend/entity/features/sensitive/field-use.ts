import { SENSITIVE_RIGHT, sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import { holdsPermission } from '../../../auth/grants';
import type { Db } from '../../../db/client';
import { forbidden } from '../../../http/errors';
import type { FieldUse, FieldUseCheck } from '../../field-use';

/**
 * Whether the caller may narrow and order records by sensitive values: a holder of 查看敏感信息, who
 * may reveal any of them she can read (administrators hold every right). For anyone else the lists
 * refuse such a filter or sort (below), and the global search matches sensitive values only on the
 * records she owns, whose values she reads whole (lib/backend/search/global-search.ts).
 */
export function narrowsBySensitive(db: Db, auth: AuthContext): Promise<boolean> {
  return holdsPermission(db, auth, SENSITIVE_RIGHT);
}

const REFUSAL: Record<FieldUse, string> = { filter: 'sensitive.noFilter', sort: 'sensitive.noSort' };

/**
 * Whether the caller may narrow and order lists by the entity's sensitive fields: only with
 * 查看敏感信息, the right that reveals them. A reader without it sees them masked, and a filter
 * would read the hidden characters back one range or prefix at a time, a sort or a search by
 * comparing neighbours. The owner of a record, who reads its values whole, is refused as well: one
 * rule for the whole list, said plainly, rather than a filter that quietly skips the rows of others.
 */
export async function sensitiveFieldUse(db: Db, auth: AuthContext, entity: EntityDef): Promise<FieldUseCheck | undefined> {
  const sensitive = new Set(sensitiveFieldsOf(entity).map(([name]) => name));
  if (sensitive.size === 0 || (await narrowsBySensitive(db, auth))) return undefined;
  return (name, use) => {
    if (sensitive.has(name)) throw forbidden(messageWith(REFUSAL[use], { label: entity.fields[name]!.label }));
  };
}

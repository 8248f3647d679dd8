import { ResultCode } from '@/lib/contract/envelope';
import { ENTITIES } from '@/lib/entities';
import { firstChildLinkValues, firstChildrenOf, isBlankChild } from '@/lib/entity/features/first-children/first-children';
import type { EntityDef } from '@/lib/entity/types';
import { recordInputSchema } from '@/lib/entity/zod-schema';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import type { Row } from '../../behaviour';
import type { RecordWriter } from '../../record-writer';

/** How the engine reaches another entity's writer (a first child's), without importing the registry that builds them. */
export type WriterLookup = (entity: EntityDef) => RecordWriter;

/**
 * Creates the first children sent with a new record (a customer's first contact) in the record's
 * own transaction: each is checked again by its kind's whole create schema once it names its new
 * parent, and written by its kind's writer, so its rights, its parent's scope and department, its
 * behaviour and its audit entry are those of any other new child. A failure undoes the record too.
 */
export async function createFirstChildren(tx: Db, auth: AuthContext, entity: EntityDef, record: Row, given: unknown, writers: WriterLookup): Promise<void> {
  if (!given || typeof given !== 'object') return;
  const parentKey = String(record[entity.key]);
  for (const first of firstChildrenOf(entity, ENTITIES)) {
    const values = (given as Record<string, unknown>)[first.child.name];
    if (isBlankChild(values)) continue;
    const parsed = recordInputSchema(first.child, 'create').safeParse({ ...(values as Row), ...firstChildLinkValues(first, parentKey) });
    if (!parsed.success) throw new ApiError(ResultCode.badRequest, parsed.error.issues[0]?.message ?? 'api.badRequest');
    await writers(first.child).save(tx, auth, parsed.data);
  }
}

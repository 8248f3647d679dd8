import { ENTITIES } from '@/lib/entities';
import { opensOnRecordPage } from '@/lib/entity/features/family/family';
import type { EntityDef } from '@/lib/entity/types';
import { entityListPath } from '@/lib/navigation/page-directory';

type Row = Record<string, unknown>;

/**
 * The list page under which a kind's records open on pages of their own, if they do. Kept per
 * kind: the definitions do not change while the process runs, and every hit of a search asks
 * (the answer looks through every kind's parent links).
 */
const recordPagesUnder = new WeakMap<EntityDef, string | null>();
function recordPagesOf(entity: EntityDef): string | null {
  let under = recordPagesUnder.get(entity);
  if (under === undefined) {
    under = opensOnRecordPage(entity, ENTITIES) ? entityListPath(entity.name) ?? null : null;
    recordPagesUnder.set(entity, under);
  }
  return under;
}

/** The record page of a record of this kind, when the kind opens on one under a list page. */
function recordPage(entity: EntityDef, key: unknown): string | null {
  const list = recordPagesOf(entity);
  return list && typeof key === 'string' ? `${list}/${encodeURIComponent(key)}` : null;
}

/** The single parent a record belongs to (a contact's customer), if the kind has one. */
function parentOf(entity: EntityDef): EntityDef | null {
  const link = entity.parent;
  if (!link || !('entity' in link)) return null;
  return ENTITIES.find((e) => e.name === link.entity) ?? null;
}

/** The columns the link needs besides the key: the parent's key for a kind opened through its parent. */
export function hrefColumns(entity: EntityDef): string[] {
  const link = entity.parent;
  return link && 'entity' in link ? [link.foreignKey] : [];
}

/**
 * Where a found record opens: its own record page; else its parent's (a contact opens on its
 * customer); else its list page filtered by its title (knowledge articles open in a drawer).
 */
export function recordHref(entity: EntityDef, row: Row): string | null {
  const own = recordPage(entity, row[entity.key]);
  if (own) return own;
  const parent = parentOf(entity);
  const link = entity.parent;
  if (parent && link && 'entity' in link) {
    const viaParent = recordPage(parent, row[link.foreignKey]);
    if (viaParent) return viaParent;
  }
  const list = entityListPath(entity.name);
  const title = row[entity.titleField];
  return list ? (typeof title === 'string' ? `${list}?${new URLSearchParams({ [entity.titleField]: title }).toString()}` : list) : null;
}

import type { EntityDef, FieldDef } from '@/lib/entity/types';
import type { SensitiveKind } from './masking';

/** The name of the right that lets a reader reveal a masked value (a button of the customer menu). */
export const SENSITIVE_RIGHT = 'sensitive-reveal';

/** An answered record lists the fields it carries masked under this name. */
export const MASKED_FIELDS = 'masked_fields';

/** What the audit trail calls the reveal of one value. */
export const REVEAL_ACTION = 'reveal';

export function sensitiveKindOf(field: FieldDef | undefined): SensitiveKind | undefined {
  return field && 'sensitive' in field ? field.sensitive : undefined;
}

const byEntity = new WeakMap<EntityDef, readonly [string, SensitiveKind][]>();

/** The entity's sensitive fields with their kinds (declarations do not change: kept per entity). */
export function sensitiveFieldsOf(entity: EntityDef): readonly [string, SensitiveKind][] {
  let fields = byEntity.get(entity);
  if (!fields) {
    fields = Object.entries(entity.fields).flatMap(([name, field]): [string, SensitiveKind][] => {
      const kind = sensitiveKindOf(field);
      return kind && !field.hidden ? [[name, kind]] : [];
    });
    byEntity.set(entity, fields);
  }
  return fields;
}

/**
 * The field naming the person a record belongs to, who always sees its values: its owner (the
 * single user field a new record's creator holds by default: 负责人, 跟进人), else its creator.
 */
export function ownerFieldOf(entity: EntityDef): string {
  const owner = Object.entries(entity.fields).find(([, field]) => field.type === 'user' && field.creatorByDefault && !field.multiple);
  return owner ? owner[0] : 'create_by';
}

/** The fields an answered record carries masked (none when the reader sees it whole). */
export function maskedFieldsOf(record: Record<string, unknown>): readonly string[] {
  const listed = record[MASKED_FIELDS];
  return Array.isArray(listed) ? listed.filter((name): name is string => typeof name === 'string') : [];
}

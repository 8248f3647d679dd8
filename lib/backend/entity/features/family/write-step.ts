import { parentFieldsOf } from '@/lib/entity/features/family/family';
import { SCOPE_COLUMN } from '@/lib/entity/types';
import type { StepContext, StepDeps, WriteStep } from '../../write-step';
import { assertParentWritable, copyFromParent, inheritedDepartment, moveChildren, reachableParent, releaseChildren } from './family-writes';

/**
 * Records with a parent and records with children: a child is written only under a parent the
 * caller may reach, takes its department and copied fields, and is held while its parent is
 * read-only; a parent's children follow it to another department and go (or refuse its delete)
 * with it.
 */
export function familyStep({ entity, listings }: StepDeps): WriteStep {
  const scoped = entity.scope === 'department';
  // The fields saying which record owns a child (its key, and its kind when several kinds may).
  const parentFields = parentFieldsOf(entity);

  const guard = ({ batch, before }: StepContext) => assertParentWritable(batch.tx, entity, before!);

  function attach(ctx: StepContext, parent: Parameters<typeof inheritedDepartment>[0]): void {
    if (scoped) ctx.row[SCOPE_COLUMN] = inheritedDepartment(parent);
    copyFromParent(entity, parent, ctx.row);
  }

  return {
    feature: 'family',
    create: {
      async shape(ctx) {
        if (parentFields.length === 0) return;
        const { tx, auth, parents } = ctx.batch;
        const named = JSON.stringify(parentFields.map((f) => ctx.input[f] ?? null));
        if (!parents.has(named)) parents.set(named, await reachableParent(tx, auth, entity, ctx.input, listings));
        attach(ctx, parents.get(named)!);
      },
    },
    update: {
      guard,
      async shape(ctx) {
        const { row, before } = ctx;
        if (!parentFields.some((f) => f in row && row[f] !== before![f])) return;
        // Moving a child to another parent: that parent must be reachable too, and lends its department.
        attach(ctx, await reachableParent(ctx.batch.tx, ctx.batch.auth, entity, { ...before, ...row }, listings));
      },
      async afterWrite({ batch, before, after, key }) {
        if (scoped && after[SCOPE_COLUMN] !== before![SCOPE_COLUMN]) await moveChildren(batch.tx, entity, [key], (after[SCOPE_COLUMN] as string | null) ?? null);
      },
    },
    delete: {
      guard,
      check: ({ batch, key }) => releaseChildren(batch.tx, batch.auth, entity, key),
    },
  };
}

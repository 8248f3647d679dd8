import { and, asc, count, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { noDataSchema } from '@/lib/contract/no-data';
import { listViewCalls } from '@/lib/contract/list-calls';
import { LIST_VIEW_LIMITS } from '@/lib/contract/list-view-paths';
import { listViewInputSchema, listViewSaveSchema, listViewsSchema, type ListView } from '@/lib/contract/list-views';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysListView, sysListViewDefault, sysUser } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import type { FieldUseCheck } from '../../entity/field-use';
import { listingOf } from '../../entity/registry';
import { ApiError, notFound } from '../../http/errors';
import { defineCallRoute } from '../../http/route';
import { readableKind } from './access';
import { assertSettingsFit, fittedSettings } from './settings-fit';
import { assertShareTargetsExist, distinct, visibleToCaller } from './sharing';
import { shareRolesRoute } from './share-roles';

const TAG = 'list-views';
const entityName = z.string().min(1).max(64);
const viewKey = z.string().min(1).max(64);

/** The views a condition selects, with the owner's name and whether the caller opens her list with it. */
function viewsWhere(db: Db, auth: AuthContext, where: SQL | undefined) {
  return db.select({
    view: sysListView,
    owner_name: sysUser.realname,
    default_of: sysListViewDefault.user_key,
  })
    .from(sysListView)
    .leftJoin(sysUser, eq(sysUser.user_key, sysListView.owner_key))
    .leftJoin(sysListViewDefault, and(eq(sysListViewDefault.view_key, sysListView.view_key), eq(sysListViewDefault.user_key, auth.userKey)))
    .where(where)
    .orderBy(asc(sysListView.name), asc(sysListView.view_key));
}

type ViewRow = Awaited<ReturnType<typeof viewsWhere>>[number];

function answerOf(auth: AuthContext, kind: EntityDef, check: FieldUseCheck, { view, owner_name, default_of }: ViewRow): ListView {
  return {
    view_key: view.view_key,
    entity: view.entity,
    name: view.name,
    settings: fittedSettings(kind, view.settings, check),
    shared: view.shared,
    share_roles: view.share_roles,
    share_departments: view.share_departments,
    owner_key: view.owner_key,
    owner_name,
    mine: view.owner_key === auth.userKey,
    is_default: default_of !== null,
    update_time: view.update_time.toISOString(),
  };
}

/** One of the caller's own views; a colleague's, even one shared with her, cannot be changed or deleted. */
async function loadOwn(db: Db, auth: AuthContext, key: string) {
  const [row] = await db.select().from(sysListView).where(eq(sysListView.view_key, key)).limit(1);
  if (!row) throw notFound('listView.validation.notFound');
  await readableKind(db, auth, row.entity);
  if (row.owner_key !== auth.userKey) throw new ApiError(ResultCode.forbidden, 'listView.validation.notOwner');
  return row;
}

const list = defineCallRoute(listViewCalls.list, {
  tag: TAG,
  summary: "Saved views of one kind's list (entity): the caller's own by name, then those colleagues shared with one of her roles or her department (or one above it), each with the owner's name and whether it is her default",
  output: listViewsSchema,
  input: z.object({ entity: entityName }),
  async handler({ db, auth, input }) {
    const kind = await readableKind(db, auth, input.entity);
    const rows = await viewsWhere(db, auth, and(eq(sysListView.entity, input.entity), await visibleToCaller(db, auth)));
    const check = await listingOf(kind).fieldUse(db, auth);
    const views = rows.map((row) => answerOf(auth, kind, check, row));
    return ok([...views.filter((v) => v.mine), ...views.filter((v) => !v.mine)]);
  },
});

const save = defineCallRoute(listViewCalls.save, {
  tag: TAG,
  summary: "Save a view of a kind's list: a new one, or one of the caller's own (viewKey); every column, filter, sort and grouping named must be one the list offers, the roles and departments shared with must exist",
  output: listViewSaveSchema,
  input: listViewInputSchema,
  async handler({ db, auth, input }) {
    const kind = await readableKind(db, auth, input.entity);
    assertSettingsFit(kind, input.settings, await listingOf(kind).fieldUse(db, auth));
    // A personal view keeps no one to share with: sharing it later names them anew.
    const shareRoles = input.shared ? distinct(input.shareRoles) : [];
    const shareDepartments = input.shared ? distinct(input.shareDepartments) : [];
    await assertShareTargetsExist(db, shareRoles, shareDepartments);
    const values = { name: input.name, settings: input.settings, shared: input.shared, share_roles: shareRoles, share_departments: shareDepartments };
    return db.transaction(async (tx) => {
      if (input.viewKey) {
        const own = await loadOwn(tx, auth, input.viewKey);
        if (own.entity !== input.entity) throw notFound('listView.validation.notFound');
      }
      const ownOfKind = and(eq(sysListView.owner_key, auth.userKey), eq(sysListView.entity, input.entity));
      const [clash] = await tx.select({ key: sysListView.view_key }).from(sysListView)
        .where(and(ownOfKind, eq(sysListView.name, input.name), input.viewKey ? ne(sysListView.view_key, input.viewKey) : undefined)).limit(1);
      if (clash) throw new ApiError(ResultCode.badRequest, messageWith('listView.validation.nameTaken', { name: input.name }), 'name');
      if (input.viewKey) {
        await tx.update(sysListView).set({ ...values, update_time: new Date() }).where(eq(sysListView.view_key, input.viewKey));
        // Colleagues who opened their list with it lose it once it is no longer shared.
        if (!input.shared) await tx.delete(sysListViewDefault).where(and(eq(sysListViewDefault.view_key, input.viewKey), ne(sysListViewDefault.user_key, auth.userKey)));
        return ok({ view_key: input.viewKey }, 'listView.saved');
      }
      const [held] = await tx.select({ n: count() }).from(sysListView).where(ownOfKind);
      if (Number(held?.n ?? 0) >= LIST_VIEW_LIMITS.perUserAndKind) {
        throw new ApiError(ResultCode.badRequest, messageWith('listView.validation.tooMany', { n: LIST_VIEW_LIMITS.perUserAndKind }));
      }
      const key = newRecordKey();
      await tx.insert(sysListView).values({ view_key: key, entity: input.entity, owner_key: auth.userKey, ...values });
      return ok({ view_key: key }, 'listView.saved');
    });
  },
});

const remove = defineCallRoute(listViewCalls.remove, {
  tag: TAG,
  summary: "Delete one of the caller's own views (viewKey); whoever opened her list with it gets the list's own defaults again",
  output: noDataSchema,
  input: z.object({ viewKey }),
  async handler({ db, auth, input }) {
    await loadOwn(db, auth, input.viewKey);
    // The defaults naming it go with it (the foreign key cascades).
    await db.delete(sysListView).where(eq(sysListView.view_key, input.viewKey));
    return ok(null, 'listView.deleted');
  },
});

const setDefault = defineCallRoute(listViewCalls.setDefault, {
  tag: TAG,
  summary: "Choose the view the caller's list of a kind opens with (entity, viewKey: one of her own or one shared with her), or none (viewKey null: the list's own defaults)",
  output: noDataSchema,
  input: z.object({ entity: entityName, viewKey: viewKey.nullable() }),
  async handler({ db, auth, input }) {
    await readableKind(db, auth, input.entity);
    const mine = and(eq(sysListViewDefault.user_key, auth.userKey), eq(sysListViewDefault.entity, input.entity));
    if (input.viewKey === null) {
      await db.delete(sysListViewDefault).where(mine);
      return ok(null, 'listView.defaultCleared');
    }
    const [view] = await db.select({ key: sysListView.view_key }).from(sysListView)
      .where(and(eq(sysListView.view_key, input.viewKey), eq(sysListView.entity, input.entity), await visibleToCaller(db, auth))).limit(1);
    if (!view) throw notFound('listView.validation.notFound');
    await db.insert(sysListViewDefault).values({ user_key: auth.userKey, entity: input.entity, view_key: view.key })
      .onConflictDoUpdate({ target: [sysListViewDefault.user_key, sysListViewDefault.entity], set: { view_key: view.key } });
    return ok(null, 'listView.defaultSet');
  },
});

export const listViewRoutes = [list, save, remove, setDefault, shareRolesRoute];

import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { savedQueryCalls } from '@/lib/contract/list-calls';
import type { SavedQuery } from '@/lib/contract/saved-queries';
import { savedQueryInputSchema } from '@/lib/entity/advanced-query';
import { messageWith } from '@/lib/entity/messages';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysSavedQuery, sysUser } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { ApiError, notFound } from '../../http/errors';
import { defineCallRoute } from '../../http/route';
import { assertQueryFits, fieldUseOf, queryFits, requireListRight } from './access';
import { savedQueriesSchema, savedQuerySaveSchema } from '@/lib/contract/saved-query-answers';
import { noDataSchema } from '@/lib/contract/no-data';

const TAG = 'saved-queries';
/** Enough for any real list; keeps one user from filling the table. */
const MAX_SAVED_PER_LIST = 100;

const saveCode = z.string().trim().min(1, 'advancedQuery.validation.saveCode').max(128, 'advancedQuery.validation.saveCode');
const queryKey = z.string().min(1).max(64);

const columns = {
  query_key: sysSavedQuery.query_key,
  save_code: sysSavedQuery.save_code,
  name: sysSavedQuery.name,
  match_type: sysSavedQuery.match_type,
  rules: sysSavedQuery.rules,
  shared: sysSavedQuery.shared,
  owner_key: sysSavedQuery.owner_key,
  owner_name: sysUser.realname,
  update_time: sysSavedQuery.update_time,
};

function rowsWhere(db: Db, where: SQL | undefined) {
  return db.select(columns).from(sysSavedQuery).leftJoin(sysUser, eq(sysUser.user_key, sysSavedQuery.owner_key)).where(where);
}

/** One of the caller's own queries; a colleague's (even a shared one) cannot be changed or deleted. */
async function loadOwn(db: Db, auth: AuthContext, key: string) {
  const [row] = await db.select().from(sysSavedQuery).where(eq(sysSavedQuery.query_key, key)).limit(1);
  if (!row) throw notFound('advancedQuery.validation.notFound');
  if (row.owner_key !== auth.userKey) throw new ApiError(ResultCode.forbidden, 'advancedQuery.validation.notOwner');
  await requireListRight(db, auth, row.save_code);
  return row;
}

const list = defineCallRoute(savedQueryCalls.list, {
  tag: TAG,
  summary: "Saved advanced queries of one list (saveCode: the entity name or the page's path): the caller's own, then those colleagues shared, with the owner's name",
  output: savedQueriesSchema,
  input: z.object({ saveCode }),
  async handler({ db, auth, input }) {
    const target = await requireListRight(db, auth, input.saveCode);
    const check = await fieldUseOf(db, auth, target);
    const ofList = eq(sysSavedQuery.save_code, input.saveCode);
    const [mine, shared] = await Promise.all([
      rowsWhere(db, and(ofList, eq(sysSavedQuery.owner_key, auth.userKey))).orderBy(asc(sysSavedQuery.name)),
      rowsWhere(db, and(ofList, eq(sysSavedQuery.shared, true), ne(sysSavedQuery.owner_key, auth.userKey))).orderBy(desc(sysSavedQuery.update_time)),
    ]);
    const answer: SavedQuery[] = [...mine.map((r) => ({ ...r, mine: true })), ...shared.map((r) => ({ ...r, mine: false }))].map((r) => ({
      ...r,
      match_type: r.match_type as SavedQuery['match_type'],
      rules: r.rules as SavedQuery['rules'],
      update_time: r.update_time.toISOString(),
    }));
    return ok(answer.filter((q) => queryFits(target, { matchType: q.match_type, conditions: q.rules }, check)));
  },
});

const save = defineCallRoute(savedQueryCalls.save, {
  tag: TAG,
  summary: "Save the caller's advanced query under a name (saveCode, name, matchType and/or, rules); an existing name of the caller's is overwritten, its sharing kept",
  output: savedQuerySaveSchema,
  input: savedQueryInputSchema,
  async handler({ db, auth, input }) {
    const target = await requireListRight(db, auth, input.saveCode);
    assertQueryFits(target, { matchType: input.matchType, conditions: input.rules }, await fieldUseOf(db, auth, target));
    return db.transaction(async (tx) => {
      const own = and(eq(sysSavedQuery.owner_key, auth.userKey), eq(sysSavedQuery.save_code, input.saveCode));
      const [existing] = await tx.select({ key: sysSavedQuery.query_key }).from(sysSavedQuery).where(and(own, eq(sysSavedQuery.name, input.name))).limit(1);
      if (!existing) {
        const [held] = await tx.select({ n: count() }).from(sysSavedQuery).where(own);
        if (Number(held?.n ?? 0) >= MAX_SAVED_PER_LIST) throw new ApiError(ResultCode.badRequest, messageWith('advancedQuery.validation.tooManySaved', { n: MAX_SAVED_PER_LIST }));
      }
      // Upsert on the unique name, so two saves of one name at once still leave a single query.
      const [saved] = await tx.insert(sysSavedQuery)
        .values({ query_key: newRecordKey(), owner_key: auth.userKey, save_code: input.saveCode, name: input.name, match_type: input.matchType, rules: input.rules })
        .onConflictDoUpdate({
          target: [sysSavedQuery.owner_key, sysSavedQuery.save_code, sysSavedQuery.name],
          set: { match_type: input.matchType, rules: input.rules, update_time: new Date() },
        })
        .returning({ query_key: sysSavedQuery.query_key });
      return ok({ query_key: saved!.query_key, overwritten: Boolean(existing) }, 'advancedQuery.saved');
    });
  },
});

const share = defineCallRoute(savedQueryCalls.share, {
  tag: TAG,
  summary: "Offer one of the caller's saved queries to colleagues who may open the same list, or stop offering it (queryKey, shared)",
  output: noDataSchema,
  input: z.object({ queryKey, shared: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]) }),
  async handler({ db, auth, input }) {
    await loadOwn(db, auth, input.queryKey);
    await db.update(sysSavedQuery).set({ shared: input.shared, update_time: new Date() }).where(eq(sysSavedQuery.query_key, input.queryKey));
    return ok(null, input.shared ? 'advancedQuery.sharedOn' : 'advancedQuery.sharedOff');
  },
});

const remove = defineCallRoute(savedQueryCalls.remove, {
  tag: TAG,
  summary: "Delete one of the caller's own saved queries (queryKey)",
  output: noDataSchema,
  input: z.object({ queryKey }),
  async handler({ db, auth, input }) {
    await loadOwn(db, auth, input.queryKey);
    await db.delete(sysSavedQuery).where(eq(sysSavedQuery.query_key, input.queryKey));
    return ok(null, 'advancedQuery.deleted');
  },
});

export const savedQueryRoutes = [list, save, share, remove];

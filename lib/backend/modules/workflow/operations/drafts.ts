import { and, desc, eq } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import type { DraftRow } from '@/lib/contract/workflow-centre';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfDraft, wfModel } from '../../../db/schema';
import { loadDepartRows } from '../../../org/department-tree';
import { WorkflowError } from '../model/errors';
import { startFormSoFar } from '../model/designed-form';
import { graphOf, latestDefinition } from '../store/definitions';
import { withDictionaryChoices } from '../store/dictionary-choices';
import { templatedTitle } from '../store/request-title';
import { formDayCounter } from '../store/working-time';
import { startScopeChecker } from './start-scope';
import { nameIn } from '@/lib/entity/english-name';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Drafts of start forms (草稿). Each belongs to the user who saved it: every read and write names
 * the owner, so another user's draft is answered as not found. A draft holds the values as they
 * were typed, files included by key; they are claimed only when the request is started.
 */

type Owner = Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>;

const notFound = () => new WorkflowError('workflow.draft.notFound', {}, ResultCode.notFound);

const columns = {
  draft_key: wfDraft.draft_key,
  model_key: wfDraft.model_key,
  title: wfDraft.title,
  form_data: wfDraft.form_data,
  update_time: wfDraft.update_time,
  process_key: wfModel.process_key,
  process_name: wfModel.name,
  process_name_en: wfModel.name_en,
  suspended: wfModel.suspended,
  latest_version: wfModel.latest_version,
  del_flag: wfModel.del_flag,
  start_scope: wfModel.start_scope,
};

/** The caller's drafts, newest first, each with whether it can still be submitted; the process named in her language. */
export async function draftsOf(db: Db, auth: Owner, locale: Locale, draftKey?: string): Promise<(DraftRow & { form_data: Record<string, unknown> })[]> {
  const rows = await db
    .select(columns)
    .from(wfDraft)
    .leftJoin(wfModel, eq(wfModel.model_key, wfDraft.model_key))
    .where(and(eq(wfDraft.user_key, auth.userKey), draftKey ? eq(wfDraft.draft_key, draftKey) : undefined))
    .orderBy(desc(wfDraft.update_time), desc(wfDraft.draft_key));
  const may = startScopeChecker(await loadDepartRows(db), auth);
  return rows.map((r) => {
    const live = r.process_key !== null && r.del_flag === 0;
    const state = !live || !r.latest_version || !may(r.start_scope) ? 'unavailable' : r.suspended ? 'suspended' : 'startable';
    return {
      draft_key: r.draft_key, model_key: r.model_key, process_key: live ? r.process_key : null, process_name: live && r.process_name !== null ? nameIn(locale, r.process_name, r.process_name_en) : null,
      title: r.title, state, update_time: r.update_time.toISOString(), form_data: r.form_data,
    };
  });
}

/** One of the caller's drafts; not found when it is someone else's. */
export async function ownDraft(db: Db, auth: Owner, draftKey: string, locale: Locale) {
  const [draft] = await draftsOf(db, auth, locale, draftKey);
  if (!draft) throw notFound();
  return draft;
}

/**
 * The title a draft of a form with a title template lists under: the template of the model's
 * deployed version filled in, as a start fills it in, with the values valid so far (a value half
 * typed or breaking its rule is left out, as a preview leaves it out). Null where that version's
 * form has no template, or the model has no deployed version: the caller's own title stands then.
 */
async function draftTitle(db: Db, auth: Pick<AuthContext, 'realname'>, modelKey: string, typed: Record<string, unknown>): Promise<string | null> {
  const found = await latestDefinition(db, { modelKey });
  if (!found) return null;
  const graph = await graphOf(db, found.definition.definition_key);
  if (!graph.formDesign?.titleTemplate?.trim()) return null;
  const checkedGraph = await withDictionaryChoices(db, graph, typed);
  const soFar = startFormSoFar(checkedGraph, typed, await formDayCounter(db, graph, typed));
  return templatedTitle(db, checkedGraph, soFar, { applicant: auth.realname, process: found.definition.name });
}

/** Saves the caller's draft: a new one, or over her own existing one. */
export async function saveDraft(db: Db, auth: Owner & Pick<AuthContext, 'realname'>, input: { draft_key?: string; model_key: string; title?: string; formData: Record<string, unknown> }, newKey: () => string): Promise<string> {
  const [model] = await db.select({ key: wfModel.model_key }).from(wfModel).where(and(eq(wfModel.model_key, input.model_key), eq(wfModel.del_flag, 0))).limit(1);
  if (!model) throw new WorkflowError('workflow.model.notFound', {}, ResultCode.notFound);
  // A form with a title template names its drafts too: the caller's title counts only without one.
  const title = (await draftTitle(db, auth, input.model_key, input.formData)) ?? input.title ?? null;
  const values = { model_key: input.model_key, title, form_data: input.formData, update_time: new Date() };
  if (!input.draft_key) {
    const draftKey = newKey();
    await db.insert(wfDraft).values({ draft_key: draftKey, user_key: auth.userKey, ...values });
    return draftKey;
  }
  const updated = await db
    .update(wfDraft)
    .set(values)
    .where(and(eq(wfDraft.draft_key, input.draft_key), eq(wfDraft.user_key, auth.userKey)))
    .returning({ key: wfDraft.draft_key });
  if (updated.length === 0) throw notFound();
  return input.draft_key;
}

export async function deleteDraft(db: Db, auth: Pick<AuthContext, 'userKey'>, draftKey: string): Promise<void> {
  const deleted = await db.delete(wfDraft).where(and(eq(wfDraft.draft_key, draftKey), eq(wfDraft.user_key, auth.userKey))).returning({ key: wfDraft.draft_key });
  if (deleted.length === 0) throw notFound();
}

/**
 * A start continued from a draft removes it in the start's transaction: the caller's own draft of
 * the process being started, or the start is refused.
 */
export async function takeDraft(tx: Db, auth: Pick<AuthContext, 'userKey'>, draftKey: string, modelKey: string): Promise<void> {
  const [draft] = await tx.select({ model_key: wfDraft.model_key }).from(wfDraft).where(and(eq(wfDraft.draft_key, draftKey), eq(wfDraft.user_key, auth.userKey))).for('update');
  if (!draft) throw notFound();
  if (draft.model_key !== modelKey) throw new WorkflowError('workflow.draft.otherProcess');
  await tx.delete(wfDraft).where(eq(wfDraft.draft_key, draftKey));
}

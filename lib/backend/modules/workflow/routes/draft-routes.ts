import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { draftDetailSchema, draftKeySchema, draftListSchema, draftSaveSchema } from '@/lib/contract/workflow-centre';
import { newRecordKey } from '../../../entity/crud';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { authorizeStart } from '../operations/authorize';
import { deleteDraft, draftsOf, ownDraft, saveDraft } from '../operations/drafts';
import { workflowDraftCalls } from '@/lib/contract/workflow-draft-calls';

/** The caller's drafts of start forms (我的草稿): each route reads and writes only her own. */

const TAG = 'workflow';

const list = defineCallRoute(workflowDraftCalls.list, {
  tag: TAG,
  summary: 'The caller’s drafts, newest first: process, title, saved time, and whether it can still be submitted (startable, suspended, unavailable)',
  input: z.object({}),
  output: draftListSchema,
  async handler({ db, auth, locale }) {
    authorizeStart(auth);
    return ok((await draftsOf(db, auth, locale)).map(({ form_data: _values, ...row }) => row));
  },
});

const detail = defineCallRoute(workflowDraftCalls.detail, {
  tag: TAG,
  summary: 'One of the caller’s drafts with its values (another user’s draft is not found)',
  input: draftKeySchema,
  output: draftDetailSchema,
  async handler({ db, auth, input, locale }) {
    authorizeStart(auth);
    return ok(await ownDraft(db, auth, input.draft_key, locale));
  },
});

const save = defineCallRoute(workflowDraftCalls.save, {
  tag: TAG,
  summary: 'Save a draft of a start form (draft_key to overwrite the caller’s own, model_key, title, formData as typed: only sizes are checked)',
  input: draftSaveSchema,
  output: draftDetailSchema,
  async handler({ db, auth, input, locale }) {
    authorizeStart(auth);
    const key = await saveDraft(db, auth, input, newRecordKey);
    return ok(await ownDraft(db, auth, key, locale), 'workflow.draft.saved');
  },
});

const remove = defineCallRoute(workflowDraftCalls.remove, {
  tag: TAG,
  summary: 'Delete one of the caller’s drafts',
  input: draftKeySchema,
  output: draftKeySchema,
  async handler({ db, auth, input }) {
    authorizeStart(auth);
    await deleteDraft(db, auth, input.draft_key);
    return ok({ draft_key: input.draft_key }, 'workflow.draft.deleted');
  },
});

export const draftRoutes = [list, detail, save, remove] as RouteDef<never>[];

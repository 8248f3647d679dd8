import type { z } from 'zod';
import { declareCall, type InputOf, type Out } from './call';
import type { draftDetailSchema, draftKeySchema, draftListSchema, draftSaveSchema } from './workflow-centre';
import { workflowPaths as paths } from './workflow-values';

type In<S extends z.ZodType> = InputOf<z.input<S>>;

/**
 * The caller's drafts of start forms (我的草稿, ./call.ts): her list, one with its values, a save (new
 * or over her own; a form with a title template titles it) and a delete. 发起申请 calls these; the
 * routes answering them are declared from them (lib/backend/modules/workflow/routes/draft-routes.ts).
 */
export const workflowDraftCalls = {
  list: declareCall<Record<string, never>, Out<typeof draftListSchema>>('POST', paths.drafts),
  detail: declareCall<In<typeof draftKeySchema>, Out<typeof draftDetailSchema>>('POST', paths.draft),
  save: declareCall<In<typeof draftSaveSchema>, Out<typeof draftDetailSchema>>('POST', paths.draftSave),
  remove: declareCall<In<typeof draftKeySchema>, Out<typeof draftKeySchema>>('POST', paths.draftDelete),
};

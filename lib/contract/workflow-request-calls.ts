import type { z } from 'zod';
import { declareCall, declareKeyedCall, type Call, type InputOf, type Out } from './call';
import type { approverPreviewSchema, formDetailSchema, formFieldsSchema, loadModuleSchema } from './workflow';
import type { commentEntriesSchema, highlightsSchema, nodeFormSchema, processXmlSchema, startableProcessesSchema, submittedFormSchema } from './workflow-answers';
import type { approverPreviewAnswerSchema, instancePathSchema } from './workflow-path';
import { workflowPaths as paths } from './workflow-values';

type In<S extends z.ZodType> = InputOf<z.input<S>>;

/**
 * What the workbench reads of processes and requests (./call.ts): the processes the caller may
 * start, a start or task form, a submitted form, a request's history, diagram, path, and who would
 * approve it. The screens of components/workbench call these; the routes answering them are
 * declared from them (lib/backend/modules/workflow/routes).
 */
export const workflowRequestCalls = {
  /** The processes the caller may start, named in her language; keyword narrows by name and description. */
  startableProcesses: declareCall<{ keyword?: string }, Out<typeof startableProcessesSchema>>('POST', paths.findAllProcess),
  formFields: declareCall<In<typeof formFieldsSchema>, Out<typeof nodeFormSchema>>('POST', paths.formFields),
  submittedForm: declareCall<In<typeof formDetailSchema>, Out<typeof submittedFormSchema>>('POST', paths.formDetail),
  comments: declareKeyedCall<undefined, Out<typeof commentEntriesSchema>>('GET', paths.comments),
  highlights: declareKeyedCall<undefined, Out<typeof highlightsSchema>>('GET', paths.highlightedNode),
  processXml: declareCall<In<typeof loadModuleSchema>, Out<typeof processXmlSchema>>('GET', paths.loadWfModule),
  instancePath: declareKeyedCall<undefined, Out<typeof instancePathSchema>>('GET', paths.instancePath),
  approverPreview: declareCall<In<typeof approverPreviewSchema>, Out<typeof approverPreviewAnswerSchema>>('POST', paths.approverPreview),
};

/** What a record's submit preview is sent: the record and the approvers picked so far. */
export interface RecordPreviewBody {
  id: string;
  pickedApprovers?: Record<string, string[]>;
}

/** Who would approve a saved record if the caller submitted it now: each approvable kind's own call, under its API base. */
export const recordSubmitPreviewCall = (apiBase: string): Call<RecordPreviewBody, Out<typeof approverPreviewAnswerSchema>> => declareCall('POST', `${apiBase}/submitPreview`);

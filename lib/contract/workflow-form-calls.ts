import type { z } from 'zod';
import { declareCall, type InputOf, type Out } from './call';
import type { modelFormQuerySchema, modelFormSaveSchema, modelFormSchema } from './approval-form/calls';
import type { commentAttachmentSchema } from './workflow-answers';
import { workflowPaths as paths } from './workflow-values';
import { workingCalendarPaths, type calendarSpanAnswerSchema, type calendarSpanQuerySchema } from './working-calendar';

type In<S extends z.ZodType> = InputOf<z.input<S>>;

/**
 * A designed approval form's calls (./call.ts): the form designer reads and saves a model's form,
 * a form being filled in uploads the files of its attachment controls and reads the working
 * calendar of the span its ranges cover (working days are counted as the server counts them).
 */
export const workflowFormCalls = {
  modelForm: declareCall<In<typeof modelFormQuerySchema>, Out<typeof modelFormSchema>>('GET', paths.modelForm),
  saveModelForm: declareCall<In<typeof modelFormSaveSchema>, Out<typeof modelFormSchema>>('POST', paths.modelFormSave),
  /** A multipart form: file. */
  uploadFormFile: declareCall<FormData, Out<typeof commentAttachmentSchema>>('POST', paths.formFileUpload),
  workingDays: declareCall<In<typeof calendarSpanQuerySchema>, Out<typeof calendarSpanAnswerSchema>>('GET', workingCalendarPaths.days),
};

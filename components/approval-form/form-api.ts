'use client';


import { call } from '@/lib/client/call';
import { useCalled } from '@/lib/client/use-called';
import type { FormFile } from '@/lib/contract/approval-form/attachments';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { workflowFormCalls } from '@/lib/contract/workflow-form-calls';

/** The designed form's calls as the designer and the forms use them. */

/** Uploads one file for an attachment control; refusals (size, type) are shown by the client. */
export function uploadFormFile(file: File): Promise<FormFile> {
  const body = new FormData();
  body.append('file', file);
  return call(workflowFormCalls.uploadFormFile, body);
}

export function useModelForm(modelKey: string | null) {
  return useCalled(modelKey ? [workflowFormCalls.modelForm.path, modelKey] : null, () => call(workflowFormCalls.modelForm, { model_key: modelKey! }), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export const saveModelForm = (modelKey: string, design: FormDesign) => call(workflowFormCalls.saveModelForm, { model_key: modelKey, design });

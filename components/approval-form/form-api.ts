'use client';

import useSWR from 'swr';
import { request } from '@/lib/client/api-client';
import { workflowPaths as paths } from '@/lib/contract/workflow-values';
import type { FormFile } from '@/lib/contract/approval-form/attachments';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import type { ModelForm } from '@/lib/contract/approval-form/calls';

/** The designed form's calls as the designer and the forms use them. */

/** Uploads one file for an attachment control; refusals (size, type) are shown by the client. */
export function uploadFormFile(file: File): Promise<FormFile> {
  const body = new FormData();
  body.append('file', file);
  return request<FormFile>(paths.formFileUpload, { formData: body });
}

export function useModelForm(modelKey: string | null) {
  return useSWR<ModelForm, Error>(modelKey ? [paths.modelForm, modelKey] : null, () => request<ModelForm>(paths.modelForm, { query: { model_key: modelKey! } }), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export const saveModelForm = (modelKey: string, design: FormDesign) => request<ModelForm>(paths.modelFormSave, { json: { model_key: modelKey, design } });

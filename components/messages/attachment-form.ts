import type { UploadFile } from 'antd';
import { uploadedUrl, type ListedFile } from '@/components/entity/fields/upload-value';
import { parseStoredAttachments, type StoredAttachment } from '@/lib/contract/attachments';

/** The stored attachment as the upload widget's list. */
export function attachmentToForm(value: string | null | undefined): UploadFile[] {
  return parseStoredAttachments(value).map((f) => ({ uid: f.uid, name: f.name, status: 'done', url: f.url }));
}

/** Finished uploads as the save call takes them (uid, name, status, url); unfinished ones are left out. */
export function attachmentFromForm(list: UploadFile[] | undefined): StoredAttachment[] {
  return (list ?? []).flatMap((file): StoredAttachment[] => {
    const url = file.status === 'done' ? uploadedUrl(file as ListedFile) : null;
    return url ? [{ uid: file.uid, name: file.name, status: 'done', url }] : [];
  });
}

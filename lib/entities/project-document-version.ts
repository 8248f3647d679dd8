import { defineEntity } from '@/lib/entity/types';

/**
 * One uploaded version of a project document, kept as it was: every version can still be listed
 * and downloaded. Written only by the documents' upload call; deleted with its document.
 */
export const projectDocumentVersionEntity = defineEntity({
  name: 'projectDocumentVersion',
  table: 'okr_project_document_version',
  key: 'version_key',
  apiBase: '/api/eis/restful/attachments/versions',
  scope: { parent: 'members' },
  rights: { read: 'project-mine' },
  titleField: 'file_name',
  defaultSort: { field: 'version_no', order: 'desc' },
  parent: { entity: 'projectDocument', foreignKey: 'document_key', onDelete: 'cascade' },
  fields: {
    document_key: { type: 'ref', entity: 'projectDocument', labelField: 'file_name', required: true, filter: true, list: false, form: false },
    version_no: { type: 'number', integer: true, min: 1, required: true, form: false, list: { width: 80 } },
    file_name: { type: 'text', required: true, max: 255, form: false },
    size: { type: 'number', integer: true, min: 0, form: false, list: { width: 100 } },
    content_type: { type: 'text', max: 128, form: false, list: false },
    file_key: { type: 'text', max: 64, hidden: true },
    uploader: { type: 'user', form: false, list: { width: 100 } },
    upload_time: { type: 'datetime', form: false, list: { width: 170 } },
  },
});

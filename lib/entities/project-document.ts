import { defineEntity } from '@/lib/entity/types';

/**
 * A file of a project's cloud documents, in one of its folders: what the list shows is its latest
 * version (name, size, type, who uploaded it and when). Files come only through the documents'
 * upload call, which checks the content like every upload; uploading a file of the same name into
 * the same folder adds a version (lib/backend/modules/project-documents). The bytes are served only
 * to those who may see the project.
 */
export const projectDocumentEntity = defineEntity({
  name: 'projectDocument',
  table: 'okr_project_document',
  key: 'document_key',
  apiBase: '/api/eis/restful/attachments',
  scope: { parent: 'members' },
  rights: { read: 'project-mine' },
  titleField: 'file_name',
  defaultSort: { field: 'file_name', order: 'asc' },
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'cascade' },
  fields: {
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: false, form: false },
    folder_key: { type: 'ref', entity: 'projectFolder', labelField: 'folder_name', required: true, filter: true, list: false, form: false },
    file_name: { type: 'text', required: true, max: 255, filter: 'like', form: false },
    version_no: { type: 'number', integer: true, min: 1, form: false, list: { width: 80 } },
    size: { type: 'number', integer: true, min: 0, form: false, list: { width: 100, sortable: true } },
    content_type: { type: 'text', max: 128, form: false, list: false },
    // The current version's stored file (sys_file); never answered, the download call serves it.
    file_key: { type: 'text', max: 64, hidden: true },
    uploader: { type: 'user', form: false, filter: true, list: { width: 100 } },
    upload_time: { type: 'datetime', form: false, list: { width: 170, sortable: true } },
  },
});

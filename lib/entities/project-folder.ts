import { defineEntity } from '@/lib/entity/types';

/**
 * A folder of a project's cloud documents (云文档). A project keeps a tree of them: a folder
 * without a parent folder sits at the top. Whoever may see the project may add, rename and
 * delete its folders; a folder holding files or folders is not deleted
 * (lib/backend/modules/project-documents).
 */
export const projectFolderEntity = defineEntity({
  name: 'projectFolder',
  table: 'okr_project_folder',
  key: 'folder_key',
  apiBase: '/api/eis/restful/folder',
  scope: { parent: 'members' },
  rights: { read: 'project-mine' },
  titleField: 'folder_name',
  defaultSort: { field: 'folder_name', order: 'asc' },
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'cascade' },
  fields: {
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: false },
    parent_folder_key: { type: 'ref', entity: 'projectFolder', labelField: 'folder_name', filter: true, list: false },
    folder_name: { type: 'text', required: true, max: 100, filter: 'like' },
  },
});

import { defineEntity } from '@/lib/entity/types';

/** The project right that opens a project's workspace also opens its objectives and tasks. */
export const PROJECT_WORK_RIGHT = 'project-mine';

/**
 * An objective of a project (目标, the workspace's OKR tab): who owns it, how much it weighs among
 * the project's objectives and the period it is meant for. Its progress is the weighted average
 * of its key results', kept by the server. It is reached exactly as its project is, and every
 * member of the project may keep it.
 */
export const objectiveEntity = defineEntity({
  name: 'objective',
  table: 'okr_objective',
  key: 'objective_key',
  apiBase: '/api/eis/restful/objective',
  scope: { parent: 'members' },
  rights: { read: PROJECT_WORK_RIGHT },
  titleField: 'title',
  defaultSort: { field: 'create_time', order: 'asc' },
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'cascade' },
  fields: {
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 200 } },
    title: { type: 'text', required: true, max: 200, filter: 'like', form: { span: 2 }, list: { width: 260 } },
    owner: { type: 'user', creatorByDefault: true, required: true, filter: true, list: { width: 100 } },
    weight: { type: 'number', integer: true, required: true, min: 1, max: 100, defaultValue: 1, list: { width: 80 } },
    start_date: { type: 'date', list: { width: 110 } },
    end_date: { type: 'date', list: { width: 110 } },
    progress: { type: 'number', integer: true, min: 0, max: 100, defaultValue: 0, form: false, list: { width: 90, sortable: true } },
  },
});

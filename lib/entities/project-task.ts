import { defineEntity } from '@/lib/entity/types';
import { PROJECT_WORK_RIGHT } from './objective';

/**
 * A task of a project (任务): who does it by when, how urgent it is, where it stands, the task it
 * belongs under and the key result it serves (both of the same project). Listed and shown on a
 * board by status; a task past its due day and not done is overdue. Reached exactly as its
 * project is; every member keeps its tasks. 我的任务 lists the caller's own across projects.
 */
export const projectTaskEntity = defineEntity({
  name: 'projectTask',
  table: 'okr_task',
  key: 'task_key',
  apiBase: '/api/eis/restful/tasks',
  scope: { parent: 'members' },
  rights: { read: PROJECT_WORK_RIGHT },
  titleField: 'title',
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'cascade' },
  fields: {
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 200 } },
    title: { type: 'text', required: true, max: 200, filter: 'like', form: { span: 2 }, list: { width: 240 } },
    status: { type: 'dict', dictCode: 'task_status', required: true, defaultValue: 'todo', filter: true, list: { width: 90 } },
    priority: { type: 'dict', dictCode: 'task_priority', required: true, defaultValue: 'medium', filter: true, list: { width: 80 } },
    assignee: { type: 'user', filter: true, list: { width: 100 } },
    due_date: { type: 'date', filter: 'between', list: { width: 110, sortable: true } },
    key_result_key: { type: 'ref', entity: 'keyResult', labelField: 'title', list: { width: 200, hiddenByDefault: true } },
    parent_task_key: { type: 'ref', entity: 'projectTask', labelField: 'title', within: { field: 'project_key', targetField: 'project_key', message: 'entity.projectTask.validation.parentOfOtherProject' }, list: { width: 180, hiddenByDefault: true } },
    description: { type: 'textarea', max: 2000, form: { span: 2 }, list: false },
    attachments: { type: 'file', maxCount: 5, form: { span: 2 }, list: false },
    done_time: { type: 'datetime', form: false, list: { width: 160, hiddenByDefault: true } },
  },
  transitions: {
    field: 'status',
    allowed: { todo: ['doing', 'done'], doing: ['todo', 'done'], done: ['doing'] },
    stamps: { done: 'done_time' },
  },
  board: { field: 'status', action: 'changeStatus', cardFields: ['assignee', 'due_date', 'priority'] },
  overdue: { field: 'due_date', unless: { field: 'status', values: ['done'] } },
  actions: {
    changeStatus: {
      where: ['row'],
      inputs: { status: { type: 'dict', dictCode: 'task_status', required: true, label: 'entity.projectTask.fields.status' } },
      set: { status: { input: 'status' } },
    },
  },
});

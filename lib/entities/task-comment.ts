import { defineEntity } from '@/lib/entity/types';
import { PROJECT_WORK_RIGHT } from './objective';

/** A comment on a task (评论): who said what when; shown on the task's timeline. */
export const taskCommentEntity = defineEntity({
  name: 'taskComment',
  table: 'okr_task_comment',
  key: 'comment_key',
  apiBase: '/api/eis/restful/tasks/comment',
  scope: { parent: 'members' },
  rights: { read: PROJECT_WORK_RIGHT },
  titleField: 'content',
  defaultSort: { field: 'comment_time', order: 'desc' },
  parent: { entity: 'projectTask', foreignKey: 'task_key', onDelete: 'cascade' },
  timeline: { time: 'comment_time', who: 'commenter', text: 'content' },
  fields: {
    task_key: { type: 'ref', entity: 'projectTask', labelField: 'title', required: true, filter: true, list: { width: 200 } },
    content: { type: 'textarea', required: true, max: 1000, form: { span: 2 }, list: { width: 360 } },
    comment_time: { type: 'datetime', form: false, onCreate: 'now', list: { width: 160, sortable: true } },
    commenter: { type: 'user', form: false, onCreate: 'caller', list: { width: 100 } },
  },
});

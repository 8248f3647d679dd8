import { defineEntity } from '@/lib/entity/types';
import { PROJECT_WORK_RIGHT } from './objective';

/**
 * A check-in on a key result (进展更新): the progress it has reached, the value measured and a
 * note. Check-ins are kept as its history (who, when: the record's creator and creation time,
 * shown on the key result's timeline); the key result takes the latest one's progress.
 */
export const keyResultCheckInEntity = defineEntity({
  name: 'keyResultCheckIn',
  table: 'okr_key_result_check_in',
  key: 'check_in_key',
  apiBase: '/api/eis/restful/objective/keyResult/checkIn',
  scope: { parent: 'members' },
  rights: { read: PROJECT_WORK_RIGHT },
  titleField: 'note',
  defaultSort: { field: 'check_in_time', order: 'desc' },
  parent: { entity: 'keyResult', foreignKey: 'key_result_key', onDelete: 'cascade', latest: { progress: 'progress' } },
  timeline: { time: 'check_in_time', who: 'checked_by', text: 'note', more: ['progress', 'current_value'] },
  fields: {
    key_result_key: { type: 'ref', entity: 'keyResult', labelField: 'title', required: true, filter: true, list: { width: 200 } },
    progress: { type: 'number', integer: true, required: true, min: 0, max: 100, list: { width: 90 } },
    current_value: { type: 'number', min: 0, max: 1_000_000_000, list: { width: 100 } },
    note: { type: 'textarea', required: true, max: 500, form: { span: 2 }, list: { width: 300 } },
    check_in_time: { type: 'datetime', form: false, onCreate: 'now', list: { width: 160, sortable: true } },
    checked_by: { type: 'user', form: false, onCreate: 'caller', list: { width: 100 } },
  },
});

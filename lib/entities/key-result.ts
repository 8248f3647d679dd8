import { defineEntity } from '@/lib/entity/types';
import { PROJECT_WORK_RIGHT } from './objective';

/**
 * A key result of an objective: what is measured (a target and the value reached), who owns it,
 * its weight within the objective. Its progress (0-100) is its latest check-in's; the objective's
 * progress follows from its key results' by weight, worked out under a lock on the objective.
 */
export const keyResultEntity = defineEntity({
  name: 'keyResult',
  table: 'okr_key_result',
  key: 'key_result_key',
  apiBase: '/api/eis/restful/objective/keyResult',
  scope: { parent: 'members' },
  rights: { read: PROJECT_WORK_RIGHT },
  titleField: 'title',
  defaultSort: { field: 'create_time', order: 'asc' },
  parent: { entity: 'objective', foreignKey: 'objective_key', onDelete: 'cascade', averages: { progress: { into: 'progress', weight: 'weight' } } },
  fields: {
    objective_key: { type: 'ref', entity: 'objective', labelField: 'title', required: true, filter: true, list: { width: 200 } },
    title: { type: 'text', required: true, max: 200, filter: 'like', form: { span: 2 }, list: { width: 260 } },
    owner: { type: 'user', creatorByDefault: true, required: true, filter: true, list: { width: 100 } },
    weight: { type: 'number', integer: true, required: true, min: 1, max: 100, defaultValue: 1, list: { width: 80 } },
    target_value: { type: 'number', min: 0, max: 1_000_000_000, list: { width: 100 } },
    current_value: { type: 'number', min: 0, max: 1_000_000_000, list: { width: 100 } },
    unit: { type: 'text', max: 20, list: { width: 80 } },
    progress: { type: 'number', integer: true, min: 0, max: 100, defaultValue: 0, form: false, list: { width: 90, sortable: true } },
  },
});

import { ENGLISH_NAME_MAX } from '@/lib/entity/english-name';
import { defineEntity } from '@/lib/entity/types';

/** Departments: a tree through parent_key; org_code is given by the server from the tree. */
export const departmentEntity = defineEntity({
  name: 'department',
  table: 'sys_depart',
  key: 'depart_key',
  label: 'entity.department.title',
  apiBase: '/api/app/base/sys/depart',
  scope: 'none',
  rights: { read: 'system-depart' },
  titleField: 'depart_name',
  defaultSort: { field: 'sort_no', order: 'asc' },
  fields: {
    depart_name: { type: 'text', label: 'entity.department.fields.depart_name', required: true, max: 100, filter: 'like' },
    // What English-speaking readers see wherever the department is named; empty shows depart_name to them too.
    depart_name_en: { type: 'text', label: 'entity.department.fields.depart_name_en', max: ENGLISH_NAME_MAX, check: 'englishName', help: 'englishName.hint', list: { width: 160 } },
    parent_key: { type: 'department', label: 'entity.department.fields.parent_key', list: false },
    org_code: { type: 'text', label: 'entity.department.fields.org_code', required: true, unique: true, max: 64, form: { readOnly: true } },
    director_key: { type: 'user', label: 'entity.department.fields.director_key', list: { width: 110 } },
    region: { type: 'area', label: 'entity.department.fields.region', filter: true, list: { width: 200 } },
    sort_no: { type: 'number', label: 'entity.department.fields.sort_no', integer: true, min: 0, max: 9999, defaultValue: 0, list: { sortable: true, width: 90 } },
    description: { type: 'textarea', label: 'entity.department.fields.description', max: 500, list: false, form: { span: 2 } },
  },
});

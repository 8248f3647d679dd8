import { defineEntity } from '@/lib/entity/types';

/**
 * Where a project stands (dictionary project_status). A draft is submitted for its initiation
 * approval (PROGRESS, which locks the workspace's tabs: docs/entities.md, "The workspace's tabs"); the approval's
 * outcome makes it 进行中 or 已驳回, a withdrawn approval returns it to the draft. Its manager
 * finishes or closes it.
 */
export const PROJECT_STATUSES = ['DRAFT', 'PROGRESS', 'REJECTED', 'ONGOING', 'FINISHED', 'CLOSED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A new project's city (docs/entities.md, "The workspace's tabs"). */
export const DEFAULT_PROJECT_CITY = '广州';

const V = 'entity.project.validation';

/**
 * A project (the edit form's fields). It belongs to its people, not to a department:
 * its manager and participants see it, the leaders of their departments and administrators too;
 * its manager changes it. The customer's organisation unit, product and contacts are the
 * customer's own; their names are kept with the project so every member can read them.
 * Participants, media staff and process members are user keys comma-joined; the calls' lists of
 * {employee_key, employee_name} … are the same keys with names (lib/backend/modules/projects).
 */
export const projectEntity = defineEntity({
  name: 'project',
  table: 'okr_project',
  key: 'project_key',
  apiBase: '/api/eis/restful/project',
  scope: { members: ['project_mgr_key', 'participant_keys'], editors: ['project_mgr_key'] },
  rights: { read: 'project-mine' },
  titleField: 'project_name',
  tabGroups: [
    { name: 'plan', children: ['objective', 'projectTask', 'projectResource'] },
    { name: 'documents', children: ['projectFolder', 'projectDocument'] },
    { name: 'business', children: ['quote', 'contract'] },
    { name: 'finance', children: ['paymentPlan', 'receivablePlan', 'otherFee', 'settlement', 'accountingEntry'] },
  ],
  fields: {
    project_code: { type: 'text', search: true, required: true, unique: true, max: 64, filter: 'like', requiredMessage: `${V}.codeRequired`, list: { width: 170 } },
    project_name: { type: 'text', search: true, required: true, max: 100, filter: 'like', requiredMessage: `${V}.nameRequired`, list: { width: 220 } },
    status: { type: 'dict', dictCode: 'project_status', required: true, defaultValue: 'DRAFT', form: false, filter: true, list: { width: 90 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, requiredMessage: `${V}.customerRequired`, filter: true, list: false },
    customer_name: { type: 'text', search: true, max: 100, form: false, filter: 'like', list: { width: 220 } },
    customer_department_key: { type: 'ref', entity: 'customerDepartment', labelField: 'customer_department_name', list: false },
    customer_depart_name: { type: 'text', max: 100, form: false, list: { width: 140, hiddenByDefault: true } },
    customer_product_key: { type: 'ref', entity: 'customerProduct', labelField: 'product_name', list: false },
    customer_product_name: { type: 'text', max: 100, form: false, list: { width: 160, hiddenByDefault: true } },
    customer_contacts_key: { type: 'ref', entity: 'customerContact', labelField: 'contact_name', multiple: true, list: false },
    customer_contacts_name: { type: 'text', max: 500, form: false, list: { width: 140, hiddenByDefault: true } },
    project_city: { type: 'text', required: true, max: 50, filter: 'like', requiredMessage: `${V}.cityRequired`, list: { width: 90 } },
    project_start_time: { type: 'datetime', precision: 'minute', required: true, requiredMessage: `${V}.timeRequired`, list: { width: 170, sortable: true } },
    project_end_time: { type: 'datetime', precision: 'minute', required: true, requiredMessage: `${V}.timeRequired`, list: { width: 170, sortable: true } },
    initial_budget: { type: 'money', min: 0, list: { width: 140, sortable: true } },
    project_mgr_key: { type: 'user', required: true, requiredMessage: `${V}.managerRequired`, filter: true, list: { width: 100 } },
    participant_keys: { type: 'user', multiple: true, required: true, requiredMessage: `${V}.participantsRequired`, list: { width: 180, hiddenByDefault: true } },
    medium_keys: { type: 'user', multiple: true, list: false },
    process_member_keys: { type: 'user', multiple: true, list: false },
    core_objectives: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
    operation_scope: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
    basic_background: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
    launch_project_requirements: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
    description: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: {
      DRAFT: ['PROGRESS', 'CLOSED'],
      PROGRESS: ['ONGOING', 'REJECTED', 'DRAFT'],
      REJECTED: ['PROGRESS', 'CLOSED'],
      ONGOING: ['FINISHED', 'CLOSED'],
      FINISHED: ['ONGOING'],
      CLOSED: [],
    },
  },
  actions: {
    finish: { where: ['row'], from: { field: 'status', values: ['ONGOING'] }, set: { status: { value: 'FINISHED' } } },
    reopen: { where: ['row'], from: { field: 'status', values: ['FINISHED'] }, set: { status: { value: 'ONGOING' } } },
    close: { where: ['row'], danger: true, from: { field: 'status', values: ['DRAFT', 'REJECTED', 'ONGOING'] }, set: { status: { value: 'CLOSED' } } },
  },
  // 立项审批 (the demo model 'wf-model-project-initiation'): budgets over 500,000 go on to a leader.
  approval: {
    bizType: 'project',
    modelKey: 'wf-model-project-initiation',
    from: ['DRAFT', 'REJECTED'],
    statuses: { RUNNING: 'PROGRESS', APPROVED: 'ONGOING', REJECTED: 'REJECTED', CANCELED: 'DRAFT' },
    formData: { project_name: 'project_name', amount: 'initial_budget', reason: 'description' },
  },
});

import type { Dayjs } from 'dayjs';
import { z } from 'zod';
import { toBusinessDayjs, toInstantText } from '@/lib/client/business-time';
import { fromPeopleLists } from '@/lib/contract/project';
import { DEFAULT_PROJECT_CITY, projectEntity } from '@/lib/entities/project';
import { recordInputSchema } from '@/lib/entity/zod-schema';

/**
 * The project wizard's values (basic information, members, confirmation), how a
 * project becomes them and how they become the save payload of the project calls (lists of people
 * with their names: docs/entities.md, "A field's own words, and payloads in another shape"),
 * checked by the server's own schema so both say the same words.
 */

/** A project's times are kept to the minute, as its fields declare (precision: 'minute'). */
export { MINUTE_FORMAT as DATETIME } from '@/components/entity/fields/date-values';

export const TEXT_AREAS = ['core_objectives', 'operation_scope', 'basic_background', 'launch_project_requirements', 'description'] as const;
export const PEOPLE_FIELDS = ['participant_keys', 'medium_keys', 'process_member_keys'] as const;

export interface WizardValues {
  customer_key: string | null;
  customer_department_key: string | null;
  customer_product_key: string | null;
  customer_contacts_key: string[];
  project_name: string;
  project_code: string;
  project_city: string;
  /** Start and end together (the date range is required as a whole). */
  project_time: [Dayjs | null, Dayjs | null] | null;
  initial_budget: number | null;
  core_objectives: string;
  operation_scope: string;
  basic_background: string;
  launch_project_requirements: string;
  description: string;
  project_mgr_key: string | null;
  participant_keys: string[];
  medium_keys: string[];
  process_member_keys: string[];
}

export type WizardField = keyof WizardValues;

/** The fields each step checks before the next one opens. */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ['customer_key', 'customer_department_key', 'customer_product_key', 'customer_contacts_key', 'project_name', 'project_code', 'project_city', 'project_time', 'initial_budget', ...TEXT_AREAS],
  ['project_mgr_key', ...PEOPLE_FIELDS],
];

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const keys = (v: unknown) => (typeof v === 'string' && v ? v.split(',').filter(Boolean) : []);
const key = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * A project as the wizard edits it; a new one starts in 广州 (docs/entities.md, "The workspace's tabs"). Its times are shown in
 * the business time zone (lib/client/business-time.ts), whatever the browser's zone.
 */
export function toWizardValues(project: Readonly<Record<string, unknown>> | null): WizardValues {
  const time = (v: unknown) => toBusinessDayjs(v);
  return {
    customer_key: key(project?.customer_key),
    customer_department_key: key(project?.customer_department_key),
    customer_product_key: key(project?.customer_product_key),
    customer_contacts_key: keys(project?.customer_contacts_key),
    project_name: text(project?.project_name),
    project_code: text(project?.project_code),
    project_city: project ? text(project.project_city) : DEFAULT_PROJECT_CITY,
    project_time: project ? [time(project.project_start_time), time(project.project_end_time)] : null,
    initial_budget: typeof project?.initial_budget === 'number' ? project.initial_budget : project?.initial_budget ? Number(project.initial_budget) : null,
    core_objectives: text(project?.core_objectives),
    operation_scope: text(project?.operation_scope),
    basic_background: text(project?.basic_background),
    launch_project_requirements: text(project?.launch_project_requirements),
    description: text(project?.description),
    project_mgr_key: key(project?.project_mgr_key),
    participant_keys: keys(project?.participant_keys),
    medium_keys: keys(project?.medium_keys),
    process_member_keys: keys(project?.process_member_keys),
  };
}

export interface EditBasis {
  projectKey: string;
  version: number;
}

/**
 * The save payload: the fields, the lists of people with their names
 * (project_participants, project_medium_dtos and medium_vos, process_members_dtos), the names of
 * the customer's parts as the form knows them, and emp_key; plus key and version when editing.
 */
export function toSavePayload(
  values: Partial<WizardValues>, basis: EditBasis | null, callerKey: string | null,
  names: { user: (key: string) => string; customer?: string | null; department?: string | null; product?: string | null; contacts?: string | null } = { user: (k) => k },
): Record<string, unknown> {
  const [start, end] = values.project_time ?? [null, null];
  const people = (list: readonly string[] | undefined, keyProp: string, nameProp: string) => (list ?? []).map((k) => ({ [keyProp]: k, [nameProp]: names.user(k) }));
  const media = people(values.medium_keys, 'project_medium_key', 'project_medium_name');
  const payload: Record<string, unknown> = {
    project_code: values.project_code?.trim() ?? '',
    project_name: values.project_name?.trim() ?? '',
    project_city: values.project_city?.trim() ?? '',
    project_start_time: toInstantText(start),
    project_end_time: toInstantText(end),
    initial_budget: values.initial_budget ?? null,
    customer_key: values.customer_key ?? null,
    customer_department_key: values.customer_department_key ?? null,
    customer_depart_name: names.department ?? null,
    customer_product_key: values.customer_product_key ?? null,
    customer_product_name: names.product ?? null,
    customer_contacts_key: (values.customer_contacts_key ?? []).join(',') || null,
    customer_contacts_name: names.contacts ?? null,
    customer_name: names.customer ?? null,
    project_mgr_key: values.project_mgr_key ?? null,
    project_mgr_name: values.project_mgr_key ? names.user(values.project_mgr_key) : null,
    project_participants: people(values.participant_keys, 'employee_key', 'employee_name'),
    project_medium_dtos: media,
    medium_vos: media,
    process_members_dtos: people(values.process_member_keys, 'process_member_key', 'process_member_name'),
    emp_key: callerKey,
    ...Object.fromEntries(TEXT_AREAS.map((f) => [f, values[f] ?? ''])),
  };
  if (basis) {
    payload.project_key = basis.projectKey;
    payload.version = basis.version;
  }
  return payload;
}

/** The server's schema of the save call, shape mapping included. */
const saveSchema = z.preprocess(fromPeopleLists, recordInputSchema(projectEntity));

/** The wizard field a schema path belongs to (the two times are one range input). */
function wizardFieldOf(path: PropertyKey | undefined): WizardField | null {
  if (path === 'project_start_time' || path === 'project_end_time') return 'project_time';
  return typeof path === 'string' && path in EMPTY ? (path as WizardField) : null;
}

const EMPTY = toWizardValues(null);

/** The first message for each wizard field the payload breaks (message keys, translated by the caller). */
export function wizardIssues(payload: Record<string, unknown>): Partial<Record<WizardField, string>> {
  const result = saveSchema.safeParse(payload);
  if (result.success) return {};
  const found: Partial<Record<WizardField, string>> = {};
  for (const issue of result.error.issues) {
    const field = wizardFieldOf(issue.path[0]);
    if (field && !found[field]) found[field] = issue.message;
  }
  return found;
}

/**
 * The names a saved project keeps for its customer and the customer's parts, by key: shown when
 * the editor cannot read them (a leader editing a project of another department's customer).
 */
export function storedPartNames(project: Readonly<Record<string, unknown>> | null): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  if (!project) return names;
  for (const [keyField, nameField] of [['customer_key', 'customer_name'], ['customer_department_key', 'customer_depart_name'], ['customer_product_key', 'customer_product_name']] as const) {
    const k = key(project[keyField]);
    if (k && typeof project[nameField] === 'string') names.set(k, project[nameField]);
  }
  const contactNames = text(project.customer_contacts_name).split(',');
  keys(project.customer_contacts_key).forEach((k, i) => {
    if (contactNames[i]) names.set(k, contactNames[i]);
  });
  return names;
}
